import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/index';
import type { Database as Schema } from '../db/schema';
import { wholeTable, wholeTableStamps } from '../db/migrations/023_table_stamps';
import { offerTableStamps } from '../db/migrations/031_offer_stamps';
import { telephonyTableStamps } from '../db/migrations/036_phone_number_search';

const stampedTables = new Set<string>([...wholeTableStamps, ...offerTableStamps, ...telephonyTableStamps]);

/** Whether every one of these tables is stamped as a whole by the database (migrations 023 and 031). */
export const stampedAsWhole = (tables: readonly string[]) => tables.every((t) => stampedTables.has(t));

/** The current stamps of whole-stamped tables, as one value (it changes when any of them is written). */
export async function tableStamp(db: Db, tables: readonly string[]): Promise<string> {
  const rows = await db
    .selectFrom('list_stamps')
    .select(['table_name', 'stamp'])
    .where('ac_id', '=', wholeTable)
    .where('table_name', 'in', [...tables])
    .execute();
  const byTable = new Map(rows.map((r) => [r.table_name, Number(r.stamp)]));
  return tables.map((t) => byTable.get(t) ?? 0).join('.');
}

interface Kept<T> {
  stamp: string;
  value: T;
}

/**
 * Values computed from whole-stamped tables, kept while the tables' stamps hold (a users list's total: a
 * count over 100,000 users is the slow part of its first page). The stamp is read before the value is
 * computed, so a write in between only makes the entry look older than it is. Requests that ask at the
 * same stamp share one computation. Bounded: the oldest entries go first.
 */
export class StampedCache<T> {
  private entries = new Map<string, Kept<T>>();
  private running = new Map<string, Promise<T>>();

  constructor(private readonly maxEntries = 2000) {}

  async get(db: Db, tables: readonly string[], key: string, compute: () => Promise<T>): Promise<T> {
    const stamp = await tableStamp(db, tables);
    const kept = this.entries.get(key);
    if (kept && kept.stamp === stamp) return kept.value;
    const runKey = `${stamp}|${key}`;
    let run = this.running.get(runKey);
    if (!run) {
      run = compute()
        .then(
          (value) => (this.set(key, { stamp, value }), value),
          (error) => Promise.reject(error),
        )
        .finally(() => this.running.delete(runKey));
      this.running.set(runKey, run);
    }
    return run;
  }

  private set(key: string, kept: Kept<T>) {
    this.entries.delete(key);
    this.entries.set(key, kept);
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }
}

const caches = new WeakMap<Db, { counts: StampedCache<number>; answers: StampedCache<unknown>; values: StampedCache<unknown> }>();
function cachesOf(db: Db) {
  let kept = caches.get(db);
  if (!kept)
    caches.set(
      db,
      (kept = { counts: new StampedCache<number>(), answers: new StampedCache<unknown>(500), values: new StampedCache<unknown>(5000) }),
    );
  return kept;
}
/**
 * Other values computed from whole-stamped tables (the node offer of an account). Keyed by the root database handle:
 * a transaction reads the stamps and computes with its own handle but keeps the value under the root one.
 */
export const stampedValues = (root: Db): StampedCache<unknown> => cachesOf(root).values;
/** The list totals of one database handle (tests run several studios in one process). */
export const countCache = (db: Db): StampedCache<number> => cachesOf(db).counts;
/** Whole list answers of one database handle, for entities whose answers come only from whole-stamped tables. */
export const answerCache = (db: Db): StampedCache<unknown> => cachesOf(db).answers;

/**
 * Stamps as columns of another read (`<prefix>0`, `<prefix>1`, …): a request reads them with the rows it needs anyway,
 * in the same statement. Each is a table and the list_stamps account it is stamped under (wholeTable: as a whole).
 */
export const stampColumns = (eb: ExpressionBuilder<Schema, never>, stamps: readonly (readonly [string, number])[], prefix: string) =>
  stamps.map(([table, acId], i) =>
    eb.selectFrom('list_stamps').select('stamp').where('table_name', '=', table).where('ac_id', '=', acId).as(`${prefix}${i}`),
  );

/** The stamp (one value, as tableStamp gives it) of a row read with stampColumns. */
export const stampOfColumns = (row: object, count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => Number((row as Record<string, unknown>)[`${prefix}${i}`] ?? 0)).join('.');
