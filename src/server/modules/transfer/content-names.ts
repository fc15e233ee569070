import { sql } from 'kysely';
import type { Db } from '../../db/index';
import type { ContentKind } from './content-kinds';
import { accountRowsByName } from '../../http/tenant-repo';

/** The account's enabled item of this kind with this name (case apart, and in the name's scope: a prompt's type), if any. */
export async function contentByName(
  db: Db,
  acId: number,
  kind: ContentKind,
  name: string,
  fields: Record<string, unknown>,
): Promise<number | null> {
  let q = accountRowsByName(db, acId)
    .selectFrom(kind.table)
    .select(kind.idColumn)
    .where('is_enabled', '=', 1)
    .where(sql<boolean>`lower(${sql.ref(kind.nameColumn)}) = lower(${name.trim()})`);
  for (const column of kind.nameScope ?? []) q = q.where(column, '=', fields[column] as string);
  const row = await q.orderBy(kind.idColumn).executeTakeFirst();
  return row ? (row[kind.idColumn] as number) : null;
}
