import { limits } from '@shared/limits';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { HttpError } from '../../http/errors';

/** A counted key and how many failures within limits.signIn.windowMs lock it for limits.signIn.lockMs. */
export interface ThrottleKey {
  key: string;
  maxFailures: number;
}

/**
 * The keys a password sign-in is counted under: the client address (slows spraying many e-mails)
 * and the e-mail from that address (slows guessing one password). No key is the e-mail alone, so a
 * stranger elsewhere cannot keep the real user locked out.
 */
export const signInKeys = (email: string, clientAddress: string) => ({
  client: { key: `ip:${clientAddress}`, maxFailures: limits.signIn.maxFailuresPerClient },
  pair: { key: `email:${email.toLowerCase()}|ip:${clientAddress}`, maxFailures: limits.signIn.maxFailures },
});

/** One-time codes are counted per user, whatever the route they are tried on. */
export const twofaKeys = (userId: number): ThrottleKey[] => [{ key: `twofa:${userId}`, maxFailures: limits.twofa.maxFailures }];

/** 429 with Retry-After while any of the keys is locked. */
export async function assertNotLocked(db: Db, keys: ThrottleKey[], message: string = messages.tooManyAttempts): Promise<void> {
  const rows = await db.selectFrom('login_throttle').selectAll().where('key', 'in', keys.map((k) => k.key)).execute();
  const now = Date.now();
  const until = Math.max(0, ...rows.map((r) => (r.locked_until ? Date.parse(r.locked_until) : 0)));
  if (until > now) {
    const seconds = Math.ceil((until - now) / 1000);
    const text = fill(message, { seconds });
    throw new HttpError(429, text, [text], { 'Retry-After': String(seconds) });
  }
}

/** Counts a failure under every key; answers whether one of them is now locked. */
export async function recordFailure(db: Db, keys: ThrottleKey[]): Promise<boolean> {
  const now = Date.now();
  let locked = false;
  for (const { key, maxFailures } of keys) {
    const row = await db.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();
    const fresh = !row || now - Date.parse(row.window_started_at) > limits.signIn.windowMs;
    const failures = fresh ? 1 : row.failures + 1;
    const locked_until = failures >= maxFailures ? new Date(now + limits.signIn.lockMs).toISOString() : null;
    const window_started_at = fresh ? new Date(now).toISOString() : row.window_started_at;
    locked ||= locked_until !== null;
    if (row) {
      await db.updateTable('login_throttle').set({ failures: locked_until ? 0 : failures, window_started_at, locked_until }).where('key', '=', key).execute();
    } else {
      await db.insertInto('login_throttle').values({ key, failures, window_started_at, locked_until }).execute();
    }
  }
  return locked;
}

export async function clearFailures(db: Db, keys: ThrottleKey[]): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', 'in', keys.map((k) => k.key)).execute();
}
