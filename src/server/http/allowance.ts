import { sql, type QueryCreator } from 'kysely';
import { fill } from '@shared/messages';
import type { Db } from '../db/index';
import type { Database } from '../db/schema';
import { HttpError } from './errors';

/**
 * Counted allowances: at most `max` of something per key within a window, checked and counted in one atomic
 * statement (an upsert whose update only happens while the count is below the maximum), so concurrent requests
 * can never all pass a check that each of them reads before any of them counts. The counts live in the
 * login_throttle table, shared by every server process.
 */
export interface Allowance {
  key: string;
  max: number;
  windowMs: number;
}

export const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The statement that counts one under the key unless its window (begun after `windowFrom`) already holds `max` or the
 * key is locked; it returns a row when it counted. Its values may be precompiled slots (db/precompiled.ts).
 */
export function takeStatement(db: QueryCreator<Database>, key: string, max: number | string, now: string, windowFrom: string) {
  const unlocked = sql<boolean>`(login_throttle.locked_until IS NULL OR login_throttle.locked_until <= ${now})`;
  const fresh = sql<boolean>`(login_throttle.window_started_at <= ${windowFrom} OR login_throttle.locked_until IS NOT NULL)`;
  return db
    .insertInto('login_throttle')
    .values({ key, failures: 1, window_started_at: now, locked_until: null })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          failures: sql`CASE WHEN ${fresh} THEN 1 ELSE login_throttle.failures + 1 END`,
          window_started_at: sql`CASE WHEN ${fresh} THEN ${now} ELSE login_throttle.window_started_at END`,
          locked_until: null,
        })
        .where(sql<boolean>`${unlocked} AND (${fresh} OR login_throttle.failures < ${max})`),
    )
    .returning('failures');
}

/**
 * Counts one under the key unless its window already holds `max` or the key is locked (a lock, set by the sign-in
 * throttle, starts a fresh window when it ends); answers whether it was counted.
 */
export async function take(db: Db, { key, max, windowMs }: Allowance): Promise<boolean> {
  const now = Date.now();
  const row = await takeStatement(db, key, max, iso(now), iso(now - windowMs)).executeTakeFirst();
  return row !== undefined;
}

/** Gives one back (a counted attempt that turned out not to count). */
export async function giveBack(db: Db, key: string): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({ failures: sql`CASE WHEN failures > 0 THEN failures - 1 ELSE 0 END` })
    .where('key', '=', key)
    .execute();
}

/** Seconds until the key's window ends (at least 1). */
export async function secondsLeft(db: Db, { key, windowMs }: Allowance): Promise<number> {
  const row = await db.selectFrom('login_throttle').select('window_started_at').where('key', '=', key).executeTakeFirst();
  const ends = row ? Date.parse(row.window_started_at) + windowMs : Date.now();
  return Math.max(1, Math.ceil((ends - Date.now()) / 1000));
}

/** Takes one of the allowance, or refuses with 429, the message (its :seconds filled in) and Retry-After. */
export async function takeOrRefuse(db: Db, allowance: Allowance, message: string): Promise<void> {
  if (!(await take(db, allowance))) await refuse(db, allowance, message);
}

/** The refusal of an allowance not taken: 429, the message (its :seconds filled in) and Retry-After. */
export async function refuse(db: Db, allowance: Allowance, message: string): Promise<never> {
  const seconds = await secondsLeft(db, allowance);
  const text = fill(message, { seconds });
  throw new HttpError(429, text, [text], { 'Retry-After': String(seconds) });
}
