import type { Db } from '../../db/index';
import { nowIso } from '../../db/index';
import { randomToken, sha256 } from './crypto';

/** Kinds of single-use tokens: e-mailed reset links and the pending second step of a sign-in. */
export type TokenKind = 'reset_password' | 'reset_twofa' | 'twofa_login' | 'invite';

/** Stores only a hash; the raw token travels once, by e-mail or in the sign-in answer. */
export async function issueToken(db: Db, userId: number, kind: TokenKind, ttlMs: number): Promise<string> {
  const raw = randomToken(32);
  await db
    .insertInto('auth_tokens')
    .values({
      user_id: userId,
      kind,
      token_hash: sha256(raw),
      expires_at: new Date(Date.now() + ttlMs).toISOString(),
      used_at: null,
      created_at: nowIso(),
    })
    .execute();
  return raw;
}

/** The user a live (unused, unexpired) token belongs to, without using it up. */
export async function peekToken(db: Db, kind: TokenKind, raw: string): Promise<number | null> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('user_id')
    .where('token_hash', '=', sha256(raw))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Uses a token up; a second use, or a use after expiry, finds nothing. */
export async function consumeToken(db: Db, kind: TokenKind, raw: string): Promise<number | null> {
  const userId = await peekToken(db, kind, raw);
  if (userId === null) return null;
  const result = await db
    .updateTable('auth_tokens')
    .set({ used_at: nowIso() })
    .where('token_hash', '=', sha256(raw))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? userId : null;
}

/** A new reset link makes the older unused ones of the same kind void. */
export async function voidTokens(db: Db, userId: number, kind: TokenKind): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .execute();
}
