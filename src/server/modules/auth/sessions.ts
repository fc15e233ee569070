import type { Selectable } from 'kysely';
import type { Db } from '../../db/index';
import { nowIso } from '../../db/index';
import type { SessionsTable } from '../../db/schema';
import { randomToken } from './crypto';

type Session = Selectable<SessionsTable>;

/** How long a refreshed-away token keeps working, for requests already in flight. */
const refreshGraceMs = 60_000;
/** Activity is written at most this often per session: idle expiry is measured in hours. */
const touchEveryMs = 10_000;

export async function createSession(db: Db, userId: number, userAgent: string | null, lastActiveAt = nowIso()): Promise<string> {
  const id = randomToken(24);
  await db
    .insertInto('sessions')
    .values({ id, user_id: userId, created_at: nowIso(), last_active_at: lastActiveAt, revoked_at: null, user_agent: userAgent })
    .execute();
  return id;
}

export async function findActiveSession(db: Db, id: string): Promise<Session | null> {
  const row = await db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  if (row.revoked_at && Date.parse(row.revoked_at) <= Date.now()) return null;
  return row;
}

export async function touchSession(db: Db, session: Session): Promise<void> {
  if (Date.now() - Date.parse(session.last_active_at) < touchEveryMs) return;
  await db.updateTable('sessions').set({ last_active_at: nowIso() }).where('id', '=', session.id).execute();
}

export async function revokeSession(db: Db, id: string, graceMs = 0): Promise<void> {
  const at = new Date(Date.now() + graceMs).toISOString();
  await db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();
}

/** A refresh hands out a new session with the same activity clock; the old token fades out. */
export async function rotateSession(db: Db, old: Session): Promise<string> {
  const id = await createSession(db, old.user_id, old.user_agent, old.last_active_at);
  await revokeSession(db, old.id, refreshGraceMs);
  return id;
}

export async function revokeAllSessions(db: Db, userId: number, exceptId?: string): Promise<void> {
  let q = db.updateTable('sessions').set({ revoked_at: nowIso() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptId) q = q.where('id', '!=', exceptId);
  await q.execute();
}
