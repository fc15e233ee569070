import { sql } from 'kysely';
import { limits } from '@shared/limits';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { HttpError } from '../../http/errors';
import { giveBack, take } from '../../http/allowance';

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
export const signInKeys = (email: string, clientAddress: string, pairMaxFailures: number = limits.signIn.maxFailures) => ({
  client: { key: `ip:${clientAddress}`, maxFailures: limits.signIn.maxFailuresPerClient },
  pair: { key: `email:${email.toLowerCase()}|ip:${clientAddress}`, maxFailures: pairMaxFailures },
});

/** One-time codes are counted per user, whatever the route they are tried on. */
export const twofaKeys = (userId: number): ThrottleKey[] => [{ key: `twofa:${userId}`, maxFailures: limits.twofa.maxFailures }];

const iso = (ms: number) => new Date(ms).toISOString();

async function refusal(db: Db, keys: ThrottleKey[], message: string): Promise<HttpError> {
  const rows = await db
    .selectFrom('login_throttle')
    .select('locked_until')
    .where(
      'key',
      'in',
      keys.map((k) => k.key),
    )
    .execute();
  const until = Math.max(0, ...rows.map((r) => (r.locked_until ? Date.parse(r.locked_until) : 0)));
  const seconds = until > Date.now() ? Math.ceil((until - Date.now()) / 1000) : Math.ceil(limits.signIn.lockMs / 1000);
  const text = fill(message, { seconds });
  return new HttpError(429, text, [text], { 'Retry-After': String(seconds) });
}

/**
 * Counts an attempt under every key before it is judged, each check and count one atomic statement: while a key
 * is locked, or already holds its maximum of attempts (failed or still being judged), the attempt is refused with
 * 429 and not judged at all. So concurrent attempts can never all be judged though the first few lock the key.
 * The attempt then ends with attemptFailed (it stays counted) or attemptSucceeded.
 */
export async function beginAttempt(db: Db, keys: ThrottleKey[], message: string = messages.tooManyAttempts): Promise<void> {
  const taken: ThrottleKey[] = [];
  for (const k of keys) {
    if (!(await take(db, { key: k.key, max: k.maxFailures, windowMs: limits.signIn.windowMs }))) {
      for (const t of taken) await giveBack(db, t.key);
      throw await refusal(db, keys, message);
    }
    taken.push(k);
  }
}

/** The attempt failed: it stays counted, and a key that now holds its maximum is locked. Answers whether one was. */
export async function attemptFailed(db: Db, keys: ThrottleKey[]): Promise<boolean> {
  const now = Date.now();
  let locked = false;
  for (const { key, maxFailures } of keys) {
    const result = await db
      .updateTable('login_throttle')
      .set({ failures: 0, locked_until: iso(now + limits.signIn.lockMs) })
      .where('key', '=', key)
      .where('failures', '>=', maxFailures)
      .where(sql<boolean>`(locked_until IS NULL OR locked_until <= ${iso(now)})`)
      .executeTakeFirst();
    locked ||= Number(result.numUpdatedRows) > 0;
  }
  return locked;
}

/** The attempt succeeded: the `cleared` keys start afresh, the others give its count back. */
export async function attemptSucceeded(db: Db, keys: ThrottleKey[], cleared: ThrottleKey[] = keys): Promise<void> {
  const clear = new Set(cleared.map((k) => k.key));
  if (clear.size)
    await db
      .deleteFrom('login_throttle')
      .where('key', 'in', [...clear])
      .execute();
  for (const k of keys) if (!clear.has(k.key)) await giveBack(db, k.key);
}
