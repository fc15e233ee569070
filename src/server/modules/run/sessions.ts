import type { FastifyInstance } from 'fastify';
import type { SimChannel, SimEvent } from '@shared/api/sim';
import { startSession, takeTurn, type EngineDeps, type TurnResult } from '@shared/engine';
import type { Value } from '@shared/expr';
import type { StepInput } from '@shared/plugin-api';
import { randomId } from '@shared/random-id';
import type { Db } from '../../db/index';
import { notFound } from '../../http/errors';
import { engineDeps, loadFlow } from '../sim/engine-deps';
import { findSession, saveSession, type StoredSession } from '../sim/store';
import { admitSession } from '../sim/starts';
import { publishedFlow } from './flow-source';
import { emitLive } from './live';
import { nodeLogJob } from '../profiles/node-logging-jobs';
import { accountRows } from '../../http/tenant-repo';

type Studio = FastifyInstance['studio'];

/** The timer job of real runs: like the simulator's, but the session resumes on the version it started on. */
export const runTimerJob = 'run.timer';
interface TimerPayload {
  ac_id: number;
  session_id: string;
  turn: number;
}

/**
 * The engine of one account: for real runs every task is loaded as published (else its draft), messages are sent and
 * campaigns started for real; previews run the draft and only show them.
 */
async function runDeps(studio: Studio, acId: number, published: boolean, load: typeof publishedFlow = publishedFlow): Promise<EngineDeps> {
  const deps = await engineDeps(studio.db, acId, {
    outbound: studio.config,
    mailer: studio.mailer,
    secret: studio.config.signingSecret,
    ...(published ? { live: true, jobs: studio.jobs } : {}),
  });
  return published ? { ...deps, load: async (taskId) => (await load(studio.db, acId, taskId))?.flow ?? null } : deps;
}

/**
 * What a starter of many sessions of one account keeps between them (a campaign's thread): the engine and the flows
 * as loaded once. Kept for a short while only, so a newly published version is soon the one that runs.
 */
export interface RunCache {
  deps?: EngineDeps;
  flows: Map<number, Awaited<ReturnType<typeof publishedFlow>>>;
}
export const newRunCache = (): RunCache => ({ flows: new Map() });

/** Whether a stored session runs a published version (its usage record names one): it resumes on the same kind. */
async function runsPublished(db: Db, session: StoredSession): Promise<boolean> {
  if (session.taskVersion !== undefined) return session.taskVersion !== null;
  const row = await db.selectFrom('usage_records').select('task_version').where('session_id', '=', session.sessionId).executeTakeFirst();
  return (row?.task_version ?? null) !== null;
}

const draftFlow = async (db: Db, acId: number, taskId: number) => {
  const flow = await loadFlow(db, acId, taskId);
  return flow ? { flow, versionId: null } : null;
};

/**
 * Stores a turn of a real run with its timer (no-input, sleep, callback: a delayed job keyed by session and turn): the
 * timer of the turn it answered (`answered`) removed and, when it waits, its next one queued, in the turn's own write.
 */
async function storeTurn(
  studio: Studio,
  s: StoredSession,
  turn: TurnResult,
  userId: number | null,
  isNew: boolean,
  answered: number | null,
) {
  s.state = turn.session;
  s.events = [...s.events, ...turn.events];
  const waiting = turn.session.status === 'waiting' ? turn.session.waiting : null;
  const payload = { ac_id: s.acId, session_id: s.sessionId, turn: turn.session.turn };
  await saveSession(studio.db, s, userId, isNew, {
    jobs: studio.jobs,
    name: runTimerJob,
    answered: answered === null ? null : runTimerKey({ session_id: s.sessionId, turn: answered }),
    next: waiting ? { payload, delayMs: waiting.timeoutMs, key: runTimerKey(payload) } : null,
    queued: await nodeLogJob(studio, s, turn.events),
  });
  await emitLive(studio, s);
}

export interface RunStart {
  taskId: number;
  channel?: SimChannel;
  /** Values by variable id. */
  variables?: Record<string, Value>;
  userId: number | null;
  /** A preview: the draft runs, and its usage record is a simulation. */
  preview?: boolean;
  /** The session's id (a preview's id derives from its key); a random one when not given. */
  sessionId?: string;
  /** Paced by its starter (a campaign's threads), so not counted against the account's session starts per window. */
  paced?: boolean;
  /** The engine and flows of earlier starts of the same starter (real runs only). */
  cache?: RunCache;
}

/**
 * Starts a real run of a task (workflow run, chatbot preview, visual form): its published version, else the draft,
 * with the account's limits on sessions. The usage record names the version and is not a simulation.
 */
export async function startRun(studio: Studio, acId: number, start: RunStart): Promise<{ session: StoredSession; events: SimEvent[] }> {
  const cache = start.preview ? undefined : start.cache;
  const load: typeof publishedFlow = async (db, ac, taskId) => {
    if (cache?.flows.has(taskId)) return cache.flows.get(taskId)!;
    const flow = await publishedFlow(db, ac, taskId);
    cache?.flows.set(taskId, flow);
    return flow;
  };
  const found = start.preview ? await draftFlow(studio.db, acId, start.taskId) : await load(studio.db, acId, start.taskId);
  if (!found) throw notFound();
  await admitSession(studio.db, acId, { startsMax: studio.config.sessionStartsMax, paced: start.paced });
  const channel = start.channel ?? (found.flow.taskType === 'workflow' ? 'workflow' : found.flow.taskType);
  const deps = cache?.deps ?? (await runDeps(studio, acId, !start.preview, load));
  if (cache) cache.deps = deps;
  const turn = await startSession(deps, { taskId: start.taskId, channel, variables: start.variables });
  const session: StoredSession = {
    sessionId: start.sessionId ?? randomId(24),
    acId,
    taskId: start.taskId,
    state: turn.session,
    events: [],
    createdAt: new Date().toISOString(),
    taskVersion: found.versionId,
    simulated: !!start.preview,
  };
  await storeTurn(studio, session, turn, start.userId, true, null);
  return { session, events: turn.events };
}

/** A run's timer job key: the session and the turn it waits after (so an answer can take the timer back). */
const runTimerKey = (p: Pick<TimerPayload, 'session_id' | 'turn'>) => `${p.session_id}:${p.turn}`;

/**
 * The next turn of a waiting real run with what the customer gave (or, from its timer, nothing): the timer of the
 * turn it answers would run for nothing, so it is taken back (a timer already running, its own, is left alone).
 */
export async function continueRun(studio: Studio, session: StoredSession, input: StepInput): Promise<SimEvent[]> {
  const answered = session.state.turn;
  const turn = await takeTurn(await runDeps(studio, session.acId, await runsPublished(studio.db, session)), session.state, input);
  await storeTurn(studio, session, turn, null, false, answered);
  return turn.events;
}

/** Registers the timer job of real runs (once per server). */
export function defineRunJobs(studio: Studio) {
  studio.jobs.define<TimerPayload>(runTimerJob, async (p) => {
    const s = await findSession(studio.db, p.ac_id, p.session_id);
    if (!s || s.state.status !== 'waiting' || s.state.turn !== p.turn) return;
    await continueRun(studio, s, {});
  });
}

/** Values given by variable name as values by id; a name the account has no variable for is reported. */
export async function variablesByName(
  db: Db,
  acId: number,
  given: Record<string, Value>,
): Promise<{ values: Record<string, Value>; unknown: string | null }> {
  const names = Object.keys(given);
  if (names.length === 0) return { values: {}, unknown: null };
  const rows = await accountRows(db, acId)
    .selectFrom('variables')
    .select(['variable_id', 'variable_name'])
    .where('is_enabled', '=', 1)
    .execute();
  const values: Record<string, Value> = {};
  for (const name of names) {
    const row = rows.find((r) => r.variable_name === name);
    if (!row) return { values, unknown: name };
    values[row.variable_id] = given[name];
  }
  return { values, unknown: null };
}

/** Session values by id as values by variable name (for answers such as a workflow's output parameters). */
export async function namesOf(
  db: Db,
  acId: number,
  values: Record<string, Value>,
  wanted: readonly string[],
): Promise<Record<string, Value>> {
  if (wanted.length === 0) return {};
  const rows = await accountRows(db, acId)
    .selectFrom('variables')
    .select(['variable_id', 'variable_name'])
    .where('variable_name', 'in', [...wanted])
    .execute();
  return Object.fromEntries(wanted.map((name) => [name, values[rows.find((r) => r.variable_name === name)?.variable_id ?? -1] ?? null]));
}
