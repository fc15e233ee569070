import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/index';
import type { Database as Schema } from '../../db/schema';
import { wholeTable } from '../../db/migrations/023_table_stamps';
import { accountRows } from '../../http/tenant-repo';
import { keptPer } from '../../kept-per';
import { stampColumns, stampOfColumns } from '../../http/table-stamps';
import { parseJson } from '../flow/model/rows';

export interface EngineVariable {
  variable_id: number;
  variable_name: string;
  variable_type: string;
}
type PromptTexts = { language: string; text: string }[];
export interface LiveMonitor {
  task_id: number;
  ani: string;
}

/**
 * What every turn of an account's session reads besides its task: the account's time zone, its variables (names and
 * types: the answer shows values by name, secure ones masked), the texts of the prompts it plays and its live monitors.
 * Kept per studio and account while the database's stamps of these tables hold (prompts and variables per account,
 * migration 006; live monitors, migration 057; accounts as a whole, migration 023): the triggers move them on every
 * write, whoever writes — another process too — so one read of the stamps replaces the reads of the rows on each turn;
 * a turn reads the stamps with its session or task (contentStampColumns), in the same statement. A transaction reads the rows themselves (it
 * may see its own writes, which a rollback would take back behind a stamp that others then reach).
 */
export interface AccountContent {
  timeZone(): Promise<string | null>;
  variables(): Promise<EngineVariable[]>;
  prompt(promptId: number): Promise<PromptTexts | null>;
  /** The account's live monitors (task and caller number). */
  monitors(): Promise<LiveMonitor[]>;
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
    monitors: once(() => accountRows(db, acId).selectFrom('live_monitors').select(['task_id', 'ani']).execute()),
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

/** The stamps the content is kept by: the accounts table as a whole, the account's prompts, variables and live monitors. */
const stampSources = [
  ['accounts', true],
  ['prompts', false],
  ['variables', false],
  ['live_monitors', false],
] as const;

/** The content's stamps as columns of another read (content_stamp_0…3): a turn reads them with its session or task. */
export const contentStampColumns = (eb: ExpressionBuilder<Schema, never>, acId: number) =>
  stampColumns(
    eb,
    stampSources.map(([table, whole]) => [table, whole ? wholeTable : acId] as const),
    'content_stamp_',
  );

/** The stamp (one value) of a row read with contentStampColumns. */
export const contentStampOf = (row: object) => stampOfColumns(row, stampSources.length, 'content_stamp_');

async function stampOf(db: Db, acId: number): Promise<string> {
  return contentStampOf((await db.selectNoFrom((eb) => contentStampColumns(eb as never, acId)).executeTakeFirst()) ?? {});
}

/** The account's engine content, current as of this call, or of `stamp` when it was just read (contentStampOf). */
export async function accountContent(db: Db, acId: number, known?: string): Promise<AccountContent> {
  if (db.isTransaction) return fresh(db, acId, '');
  const stamp = known ?? (await stampOf(db, acId));
  const cache = kept(db);
  const hit = cache.get(acId);
  if (hit && hit.stamp === stamp) return hit;
  const entry = fresh(db, acId, stamp);
  cache.delete(acId);
  cache.set(acId, entry);
  if (cache.size > maxAccounts) cache.delete(cache.keys().next().value!);
  return entry;
}
