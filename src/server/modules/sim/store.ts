import type { SimEvent } from '@shared/api/sim';
import type { SessionState } from '@shared/engine';
import { PostgresAdapter, sql, type QueryCreator, type RawBuilder, type Transaction } from 'kysely';
import type { Db } from '../../db/index';
import type { JobQueue } from '../../jobs/index';
import type { KeyedJob, QueuedJob } from '../../jobs/types';
import type { Database as Schema } from '../../db/schema';
import { parseJson } from '../flow/model/rows';
import { syncVisualForm } from '../visual-form/forms';
import { accountRows } from '../../http/tenant-repo';
import { precompiled, type Slot } from '../../db/precompiled';
import { keepPrepared } from '../../db/prepared';

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
  /**
   * Whether the session as stored waits at a visual form (the only time a form of it can be open: syncVisualForm
   * opens and expires them as it stores a turn). Undefined when not known: the turn then looks.
   */
  formOpen?: boolean;
}

const now = () => new Date().toISOString();

/** The account's session with this id (another account's id reads as missing). */
export async function findSession(db: Db, acId: number, sessionId: string): Promise<StoredSession | null> {
  const row = await accountRows(db, acId).selectFrom('engine_sessions').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
  if (!row) return null;
  const state = parseJson(row.state, null as unknown as SessionState);
  return {
    sessionId: row.session_id,
    acId: row.ac_id,
    taskId: row.task_id,
    state,
    events: parseJson(row.events, []),
    createdAt: row.created_at,
    formOpen: state?.status === 'waiting' && state.waiting?.form != null,
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

/** The session's writes, built and compiled once (db/precompiled.ts): the values in the order of the columns below. */
const sessionColumns = ['session_id', 'ac_id', 'task_id', 'user_id', 'created_at', 'status', 'state', 'events', 'updated_at'] as const;
const usageColumns = [
  'session_id',
  'ac_id',
  'task_id',
  'task_version',
  'channel',
  'simulated',
  'started_at',
  'ended_at',
  'outcome',
  'path',
  'variables',
] as const;
const turnColumns = ['status', 'state', 'events', 'updated_at'] as const;
const usageTurnColumns = ['ended_at', 'outcome', 'path', 'variables'] as const;
const valuesOf = <C extends readonly string[]>(columns: C, slots: Slot[]) =>
  Object.fromEntries(columns.map((c, i) => [c, slots[i]])) as never;

const insertSession = (t: QueryCreator<Schema>, slots: Slot[]) => t.insertInto('engine_sessions').values(valuesOf(sessionColumns, slots));
const updateSession = (t: QueryCreator<Schema>, slots: Slot[]) =>
  t
    .updateTable('engine_sessions')
    .set(valuesOf(turnColumns, slots))
    .where('ac_id', '=', slots[4] as never)
    .where('session_id', '=', slots[5]);
const insertUsage = (t: QueryCreator<Schema>, slots: Slot[]) => t.insertInto('usage_records').values(valuesOf(usageColumns, slots));
// started_at names the month's partition on PostgreSQL: the update reads one partition, not all.
const updateUsage = (t: QueryCreator<Schema>, slots: Slot[]) =>
  t
    .updateTable('usage_records')
    .set(valuesOf(usageTurnColumns, slots))
    .where('session_id', '=', slots[4])
    .where('started_at', '=', slots[5]);

const nS = sessionColumns.length;
const nU = usageColumns.length;
const writes = {
  insertSession: precompiled(nS, (db, ...v) => insertSession(db, v)),
  updateSession: precompiled(6, (db, ...v) => updateSession(db, v)),
  insertUsage: precompiled(nU, (db, ...v) => insertUsage(db, v)),
  updateUsage: precompiled(6, (db, ...v) => updateUsage(db, v)),
  // One statement (the session's write as a data-modifying WITH of the usage record's), PostgreSQL only.
  insertBoth: precompiled(nS + nU, (db, ...v) =>
    db
      .with('session_write', (t) => insertSession(t, v.slice(0, nS)) as never)
      .insertInto('usage_records')
      .values(valuesOf(usageColumns, v.slice(nS))),
  ),
  updateBoth: precompiled(12, (db, ...v) =>
    updateUsage(db.with('session_write', (t) => updateSession(t, v.slice(0, 6)) as never) as unknown as QueryCreator<Schema>, v.slice(6)),
  ),
};

/**
 * What a turn does to the session's timer (a delayed job keyed by the session and the turn it waits after, so a late
 * timer of an older turn finds the session moved on): the timer of the turn the caller answered is removed and the
 * timer the session now waits with is queued, both in the turn's own write. So is the job of its node-logging events.
 */
export interface TurnTimer {
  jobs: JobQueue;
  name: string;
  /** The key of the timer of the turn the caller answered; null when none waits (a start, a timer's own turn). */
  answered: string | null;
  /** The timer the session now waits with; null when it waits for none (it ended). */
  next: KeyedJob | null;
  /** A job due at once that the turn queues (its events for the task's node-logging profiles); null when none. */
  queued?: QueuedJob | null;
}

/**
 * Stores the session after a turn, with its timer (`timer`); an ended session also completes its usage record. All of
 * it is one transaction: an answer given after this resolves is never lost, nor its timer, nor one left behind.
 */
export async function saveSession(db: Db, s: StoredSession, userId: number | null, isNew: boolean, timer?: TurnTimer): Promise<void> {
  stampPath(s);
  const status = s.state.status === 'ended' ? 'ended' : 'waiting';
  const turn = [status, JSON.stringify(s.state), JSON.stringify(s.events), now()];
  const usage = usageRow(s);
  const forms = formsMayChange(s, isNew);
  const timed = timer !== undefined && (timer.answered !== null || timer.next !== null || !!timer.queued);
  const sessionValues = isNew ? [s.sessionId, s.acId, s.taskId, userId, s.createdAt, ...turn] : [...turn, s.acId, s.sessionId];
  const usageValues = isNew
    ? usageColumns.map((c) => usage.insert[c])
    : [...usageTurnColumns.map((c) => usage.row[c]), s.sessionId, s.createdAt];
  // On PostgreSQL the session and its usage record are one statement (a data-modifying WITH), atomic on its own.
  const rows = async (t: Db) => {
    if (t.getExecutor().adapter instanceof PostgresAdapter)
      return void (await (isNew ? writes.insertBoth : writes.updateBoth)(t, ...sessionValues, ...usageValues));
    await (isNew ? writes.insertSession : writes.updateSession)(t, ...sessionValues);
    await (isNew ? writes.insertUsage : writes.updateUsage)(t, ...usageValues);
  };
  const single = !forms && !db.isTransaction && db.getExecutor().adapter instanceof PostgresAdapter;
  // On PostgreSQL the timer's writes join the statement (pg-boss's own SQL of them); a timer removed and queued again
  // under the same key takes the transaction below.
  const timerWrites =
    single && timed && timer.jobs.keyedWritesSql && timer.jobs.queuedWriteSql && timer.answered !== timer.next?.key
      ? [
          ...(await timer.jobs.keyedWritesSql(timer.name, timer.answered, timer.next)),
          ...(timer.queued ? [await timer.jobs.queuedWriteSql(timer.queued)] : []),
        ]
      : null;
  if (single && timerWrites) {
    // One statement with the timer's writes: the turn's one round trip and one commit.
    // Its text differs only by the turn's kind (new or not, a timer removed, one queued): a named prepared statement.
    const compiled = withWrites(db, isNew, sessionValues, usageValues, timerWrites).compile();
    keepPrepared(compiled.sql);
    await db.executeQuery(compiled);
  } else if (single && !timed) {
    // One statement: atomic as the transaction below, in one round trip to the server instead of three or more.
    await rows(db);
  } else {
    // One transaction: whoever reads the session ended also finds its usage record complete, its form finished and its
    // timer gone; whoever finds the session waiting finds its timer queued.
    const write = async (t: Db) => {
      await rows(t);
      // A new session has no form yet, nor one that waited at none: only a form now waited at, or one open before, is written.
      if (forms) await syncVisualForm(t, s);
      if (timed) await writeTimer(t as Transaction<Schema>, timer);
    };
    await (db.isTransaction ? write(db) : db.transaction().execute(write));
  }
  s.formOpen = waitsAtForm(s);
}

/** The session's and usage record's write as one statement with `writes` (data-modifying WITHs) beside it: PostgreSQL. */
function withWrites(db: Db, isNew: boolean, sessionValues: unknown[], usageValues: unknown[], writes: RawBuilder<unknown>[]) {
  const v = (values: unknown[]) => values as Slot[];
  let q = db.with('session_write', (t) => (isNew ? insertSession(t, v(sessionValues)) : updateSession(t, v(sessionValues))) as never);
  for (const [i, write] of writes.entries()) q = q.with(`job_write_${i}`, () => sql`(${write})` as never) as never;
  return isNew ? q.insertInto('usage_records').values(valuesOf(usageColumns, v(usageValues))) : updateUsage(q as never, v(usageValues));
}

/** The turn's change of the session's timer, and its node-logging job, inside its write. */
async function writeTimer(trx: Transaction<Schema>, { jobs, name, answered, next, queued }: TurnTimer): Promise<void> {
  if (answered !== null) await jobs.cancel(name, answered, trx);
  if (next) await jobs.enqueue(name, next.payload, { delayMs: next.delayMs, key: next.key, trx });
  if (queued) await jobs.enqueue(queued.name, queued.payload, { trx });
}

const waitsAtForm = (s: StoredSession) => s.state.status === 'waiting' && s.state.waiting?.form != null;
const formsMayChange = (s: StoredSession, isNew: boolean) => waitsAtForm(s) || (!isNew && s.formOpen !== false);

/** The session's usage record: task, channel, start and end, outcome, path of nodes, variables set. */
function usageRow(s: StoredSession) {
  const st = s.state;
  const variables = Object.fromEntries(st.setVariables.map((id) => [id, st.variables[id] ?? null]));
  const row = {
    ended_at: st.status === 'ended' ? now() : null,
    outcome: st.outcome,
    path: JSON.stringify(st.path),
    variables: JSON.stringify(variables),
  };
  const insert = {
    session_id: s.sessionId,
    ac_id: s.acId,
    task_id: s.taskId,
    task_version: s.taskVersion ?? null,
    channel: st.channel,
    simulated: s.simulated === false ? 0 : 1,
    started_at: s.createdAt,
    ...row,
  };
  return { insert, row };
}

/** Stamps the nodes this turn entered with the time since the session began (the traffic overlay's time spent per node). */
export function stampPath(s: StoredSession, at = Date.now()): void {
  const stamps = (s.state.pathAt ??= []);
  const offset = Math.max(0, at - Date.parse(s.createdAt));
  if (stamps.length > s.state.path.length) stamps.length = s.state.path.length;
  while (stamps.length < s.state.path.length) stamps.push(offset);
}
