import type { Db } from '../../db/index';
import { wholeTable } from '../../db/migrations/023_table_stamps';
import { accountRows } from '../../http/tenant-repo';
import { keptPer } from '../../kept-per';
import { parseJson } from '../flow/rows';

export interface EngineVariable {
  variable_id: number;
  variable_name: string;
  variable_type: string;
}
type PromptTexts = { language: string; text: string }[];

/**
 * What every turn of an account's session reads besides its task: the account's time zone, its variables (names and
 * types: the answer shows values by name, secure ones masked) and the texts of the prompts it plays. Kept per studio
 * and account while the database's stamps of these tables hold (prompts and variables per account, migration 006;
 * accounts as a whole, migration 023): the triggers move them on every write, whoever writes — another process too —
 * so one read of the stamps replaces the reads of the rows on each turn. A transaction reads the rows themselves (it
 * may see its own writes, which a rollback would take back behind a stamp that others then reach).
 */
export interface AccountContent {
  timeZone(): Promise<string | null>;
  variables(): Promise<EngineVariable[]>;
  prompt(promptId: number): Promise<PromptTexts | null>;
}

interface Entry extends AccountContent {
  stamp: string;
}

const kept = keptPer<Db, Map<number, Entry>>(() => new Map());
const maxAccounts = 500;

/** One promise per key: concurrent turns share the first read, a failed read is tried again. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    if (!value) {
      value = read();
      value.catch(() => (value = undefined));
    }
    return value;
  };
}

function fresh(db: Db, acId: number, stamp: string): Entry {
  const prompts = new Map<number, () => Promise<PromptTexts | null>>();
  return {
    stamp,
    timeZone: once(async () => {
      const account = await accountRows(db, acId).selectFrom('accounts').select('ac_setting').executeTakeFirst();
      return parseJson<{ default_timezone?: string | null }>(account?.ac_setting, {}).default_timezone || null;
    }),
    variables: once(() =>
      accountRows(db, acId)
        .selectFrom('variables')
        .select(['variable_id', 'variable_name', 'variable_type'])
        .orderBy('variable_id')
        .execute(),
    ),
    prompt(promptId) {
      let read = prompts.get(promptId);
      if (!read)
        prompts.set(
          promptId,
          (read = once(async () => {
            const row = await accountRows(db, acId)
              .selectFrom('prompts')
              .select('texts')
              .where('prompt_id', '=', promptId)
              .where('is_enabled', '=', 1)
              .executeTakeFirst();
            return row ? parseJson<PromptTexts>(row.texts, []) : null;
          })),
        );
      return read();
    },
  };
}

/** The account's stamps of the three tables, as one value (one read of list_stamps' primary key). */
async function stampOf(db: Db, acId: number): Promise<string> {
  const rows = await db
    .selectFrom('list_stamps')
    .select(['table_name', 'ac_id', 'stamp'])
    .where('table_name', 'in', ['accounts', 'prompts', 'variables'])
    .where('ac_id', 'in', [wholeTable, acId])
    .execute();
  const of = (table: string, ac: number) => rows.find((r) => r.table_name === table && r.ac_id === ac)?.stamp ?? 0;
  return `${of('accounts', wholeTable)}.${of('prompts', acId)}.${of('variables', acId)}`;
}

/** The account's engine content, current as of this call. */
export async function accountContent(db: Db, acId: number): Promise<AccountContent> {
  if (db.isTransaction) return fresh(db, acId, '');
  const stamp = await stampOf(db, acId);
  const cache = kept(db);
  const hit = cache.get(acId);
  if (hit && hit.stamp === stamp) return hit;
  const entry = fresh(db, acId, stamp);
  cache.delete(acId);
  cache.set(acId, entry);
  if (cache.size > maxAccounts) cache.delete(cache.keys().next().value!);
  return entry;
}
