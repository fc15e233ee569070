import type { Selectable } from 'kysely';
import type { Db } from '../../db/index';
import { nowIso } from '../../db/index';
import type { SessionsTable } from '../../db/schema';
import { randomToken } from './crypto';

type Session = Selectable<SessionsTable>;

/** How long a refreshed-away token keeps working, for requests already in flight. It cannot be refreshed again. */
const refreshGraceMs = 60_000;
/** Activity is written at most this often per session: idle expiry is measured in hours. */
const touchEveryMs = 10_000;

/** A session of a new sign-in starts its own family; a refresh continues the family it came from. */
export async function createSession(
  db: Db,
  userId: number,
  userAgent: string | null,
  lastActiveAt = nowIso(),
  familyId?: string,
): Promise<string> {
  const id = randomToken(24);
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      created_at: nowIso(),
      last_active_at: lastActiveAt,
      revoked_at: null,
      user_agent: userAgent,
      family_id: familyId ?? id,
      refreshed_at: null,
    })
    .execute();
  return id;
}

export async function findActiveSession(db: Db, id: string): Promise<Session | null> {
  return activeSession((await db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst()) ?? null);
}

/** The session row unless it is revoked. */
export const activeSession = (row: Session | null): Session | null =>
  row && row.revoked_at && Date.parse(row.revoked_at) <= Date.now() ? null : row;

export async function touchSession(db: Db, session: Session): Promise<void> {
  if (Date.now() - Date.parse(session.last_active_at) < touchEveryMs) return;
  await db.updateTable('sessions').set({ last_active_at: nowIso() }).where('id', '=', session.id).execute();
}

const familyOf = (session: Pick<Session, 'id' | 'family_id'>) => session.family_id ?? session.id;

/**
 * Ends a session and every session refreshed from the same sign-in (logout, or a detected reuse).
 * Answers the ids ended, so their sockets can be closed.
 */
export async function revokeFamily(db: Db, sessionId: string): Promise<string[]> {
  const row = await db.selectFrom('sessions').select(['id', 'family_id']).where('id', '=', sessionId).executeTakeFirst();
  if (!row) return [];
  const family = familyOf(row);
  const members = await db
    .selectFrom('sessions')
    .select('id')
    .where((eb) => eb.or([eb('family_id', '=', family), eb('id', '=', family)]))
    .execute();
  const ids = members.map((m) => m.id);
  await db.updateTable('sessions').set({ revoked_at: nowIso() }).where('id', 'in', ids).execute();
  return ids;
}

/**
 * A refresh hands out a new session of the same family with the same activity clock; the old token
 * fades out. Refreshing a token that was already refreshed away is reuse — a copy in other hands —
 * and ends the whole family: then it answers the ids ended instead of a new session.
 */
export async function rotateSession(db: Db, old: Session): Promise<{ id: string } | { ended: string[] }> {
  const claimed = await db
    .updateTable('sessions')
    .set({ refreshed_at: nowIso() })
    .where('id', '=', old.id)
    .where('refreshed_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return { ended: await revokeFamily(db, old.id) };
  const id = await createSession(db, old.user_id, old.user_agent, old.last_active_at, familyOf(old));
  const at = new Date(Date.now() + refreshGraceMs).toISOString();
  await db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', old.id).where('revoked_at', 'is', null).execute();
  return { id };
}

/** Ends every session of a user (password changed or reset); answers the ids ended. */
export async function revokeAllSessions(db: Db, userId: number, exceptId?: string): Promise<string[]> {
  // Sessions still in their refresh grace (revoked in the future) end now too.
  let q = db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('revoked_at', 'is', null), eb('revoked_at', '>', nowIso())]));
  if (exceptId) q = q.where('id', '!=', exceptId);
  const ids = (await q.execute()).map((r) => r.id);
  if (ids.length === 0) return ids;
  await db.updateTable('sessions').set({ revoked_at: nowIso() }).where('id', 'in', ids).execute();
  return ids;
}
