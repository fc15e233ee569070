import { platformPath, type PlatformRead } from '@shared/api/platform';
import { nowIso, type Db } from '../../db/index';
import type { OutboundConfig } from '../../http/outbound';
import { readCredentials, type ConnectionRow } from './connection';
import { platformDoor, readAllPages } from './reader';

export interface KeptRead {
  items: Record<string, unknown>[];
  fetched_at: string;
}

/** Reads under way, per provider, domain and kind: callers asking meanwhile wait for that one read. */
const reading = new Map<string, Promise<KeptRead>>();

type Settings = OutboundConfig & { platformAllowedAddresses?: string[]; signingSecret: string };

/**
 * Reads every page of one list of a domain from the platform and keeps it (replacing what was kept) with the time
 * it was fetched, in the database, so every process and a restart find it. A read that fails keeps nothing.
 */
export function fetchAndKeep(db: Db, config: Settings, connection: ConnectionRow, domainId: string, kind: PlatformRead): Promise<KeptRead> {
  const key = `${connection.sp_id}\u0000${domainId}\u0000${kind}`;
  const pending = reading.get(key);
  if (pending) return pending;
  const run = (async () => {
    const { baseUrl, token } = readCredentials(connection, config.signingSecret);
    const items = await readAllPages(platformDoor(config), baseUrl, platformPath(kind, domainId), token);
    const fetched_at = nowIso();
    const row = { sp_id: connection.sp_id, domain_id: domainId, kind, items: JSON.stringify(items), item_count: items.length, fetched_at };
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('platform_reads')
        .where('sp_id', '=', row.sp_id)
        .where('domain_id', '=', domainId)
        .where('kind', '=', kind)
        .execute();
      await trx.insertInto('platform_reads').values(row).execute();
    });
    return { items, fetched_at };
  })().finally(() => reading.delete(key));
  reading.set(key, run);
  return run;
}

/** What is kept of a list of a domain (of this provider only), or null. */
export async function keptRead(db: Db, spId: number, domainId: string, kind: PlatformRead): Promise<KeptRead | null> {
  const row = await db
    .selectFrom('platform_reads')
    .select(['items', 'fetched_at'])
    .where('sp_id', '=', spId)
    .where('domain_id', '=', domainId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? { items: JSON.parse(row.items) as Record<string, unknown>[], fetched_at: row.fetched_at } : null;
}

/** A list of a domain: the kept one, else read from the platform now (and kept). */
export async function platformList(
  db: Db,
  config: Settings,
  connection: ConnectionRow,
  domainId: string,
  kind: PlatformRead,
): Promise<KeptRead> {
  return (await keptRead(db, connection.sp_id, domainId, kind)) ?? fetchAndKeep(db, config, connection, domainId, kind);
}
