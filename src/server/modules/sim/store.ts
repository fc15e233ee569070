import type { SimEvent } from '@shared/api/sim';
import type { SessionState } from '@shared/engine';
import type { Db } from '../../db/index';
import { parseJson } from '../flow/rows';
import { syncVisualForm } from '../visual-form/forms';
import { accountRows } from '../../http/tenant-repo';

export interface StoredSession {
  sessionId: string;
  acId: number;
  taskId: number;
  state: SessionState;
  /** Every event so far (the transcript). */
  events: SimEvent[];
  createdAt: string;
  /** The published version the session runs (its usage record's task_version); null or absent: the draft. */
  taskVersion?: number | null;
  /** False for a run (workflow run, chatbot preview, visual form): its usage record is not a simulation. */
  simulated?: boolean;
}

const now = () => new Date().toISOString();

/** The account's session with this id (another account's id reads as missing). */
export async function findSession(db: Db, acId: number, sessionId: string): Promise<StoredSession | null> {
  const row = await accountRows(db, acId).selectFrom('engine_sessions').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
  if (!row) return null;
  return {
    sessionId: row.session_id,
    acId: row.ac_id,
    taskId: row.task_id,
    state: parseJson(row.state, null as unknown as SessionState),
    events: parseJson(row.events, []),
    createdAt: row.created_at,
  };
}

/** Sessions of the account that wait for input (the concurrency limit counts them). */
export async function waitingCount(db: Db, acId: number): Promise<number> {
  const row = await accountRows(db, acId)
    .selectFrom('engine_sessions')
    .select(db.fn.countAll<number>().as('n'))
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Stores the session after a turn; an ended session also completes its usage record. */
export async function saveSession(db: Db, s: StoredSession, userId: number | null, isNew: boolean): Promise<void> {
  stampPath(s);
  const status = s.state.status === 'ended' ? 'ended' : 'waiting';
  const row = { status, state: JSON.stringify(s.state), events: JSON.stringify(s.events), updated_at: now() };
  // One transaction: whoever reads the session ended also finds its usage record complete and its form finished.
  const write = async (t: Db) => {
    if (isNew) {
      await t
        .insertInto('engine_sessions')
        .values({ session_id: s.sessionId, ac_id: s.acId, task_id: s.taskId, user_id: userId, created_at: s.createdAt, ...row })
        .execute();
    } else {
      await t.updateTable('engine_sessions').set(row).where('session_id', '=', s.sessionId).where('ac_id', '=', s.acId).execute();
    }
    await writeUsage(t, s, isNew);
    await syncVisualForm(t, s);
  };
  await (db.isTransaction ? write(db) : db.transaction().execute(write));
}

/** The session's usage record: task, channel, start and end, outcome, path of nodes, variables set. */
async function writeUsage(db: Db, s: StoredSession, isNew: boolean) {
  const st = s.state;
  const variables = Object.fromEntries(st.setVariables.map((id) => [id, st.variables[id] ?? null]));
  const row = {
    ended_at: st.status === 'ended' ? now() : null,
    outcome: st.outcome,
    path: JSON.stringify(st.path),
    variables: JSON.stringify(variables),
  };
  if (isNew) {
    await db
      .insertInto('usage_records')
      .values({
        session_id: s.sessionId,
        ac_id: s.acId,
        task_id: s.taskId,
        task_version: s.taskVersion ?? null,
        channel: st.channel,
        simulated: s.simulated === false ? 0 : 1,
        started_at: s.createdAt,
        ...row,
      })
      .execute();
  } else {
    // started_at names the month's partition on PostgreSQL: the update reads one partition, not all.
    await db.updateTable('usage_records').set(row).where('session_id', '=', s.sessionId).where('started_at', '=', s.createdAt).execute();
  }
}

/** Stamps the nodes this turn entered with the time since the session began (the traffic overlay's time spent per node). */
export function stampPath(s: StoredSession, at = Date.now()): void {
  const stamps = (s.state.pathAt ??= []);
  const offset = Math.max(0, at - Date.parse(s.createdAt));
  if (stamps.length > s.state.path.length) stamps.length = s.state.path.length;
  while (stamps.length < s.state.path.length) stamps.push(offset);
}
