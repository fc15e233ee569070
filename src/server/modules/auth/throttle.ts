import { limits } from '@shared/limits';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { HttpError } from '../../http/errors';

/**
 * Failed sign-ins are counted per e-mail address and per client address. After
 * limits.signIn.maxFailures failures within the window the key is locked for limits.signIn.lockMs.
 */
export async function assertNotLocked(db: Db, keys: string[]): Promise<void> {
  const rows = await db.selectFrom('login_throttle').selectAll().where('key', 'in', keys).execute();
  const now = Date.now();
  const until = Math.max(0, ...rows.map((r) => (r.locked_until ? Date.parse(r.locked_until) : 0)));
  if (until > now) {
    const seconds = Math.ceil((until - now) / 1000);
    const message = fill(messages.tooManyAttempts, { seconds });
    throw new HttpError(429, message, [message], { 'Retry-After': String(seconds) });
  }
}

export async function recordFailure(db: Db, keys: string[]): Promise<void> {
  const now = Date.now();
  for (const key of keys) {
    const row = await db.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();
    const fresh = !row || now - Date.parse(row.window_started_at) > limits.signIn.windowMs;
    const failures = fresh ? 1 : row.failures + 1;
    const locked_until = failures >= limits.signIn.maxFailures ? new Date(now + limits.signIn.lockMs).toISOString() : null;
    const window_started_at = fresh ? new Date(now).toISOString() : row.window_started_at;
    if (row) {
      await db.updateTable('login_throttle').set({ failures: locked_until ? 0 : failures, window_started_at, locked_until }).where('key', '=', key).execute();
    } else {
      await db.insertInto('login_throttle').values({ key, failures, window_started_at, locked_until }).execute();
    }
  }
}

export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', 'in', keys).execute();
}
