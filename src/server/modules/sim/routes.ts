import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { simInputBody, simSessionAnswer, simSessionCreateBody, simSessionParams, type SimEvent } from '@shared/api/sim';
import { resumeTurn, startSession, takeTurn, type SessionState, type TurnResult } from '@shared/engine';
import { secureMask } from '@shared/api/content';
import { messages } from '@shared/messages';
import { randomId } from '@shared/random-id';
import type { Value } from '@shared/expr';
import type { Db } from '../../db/index';
import { HttpError, notFound, unprocessable } from '../../http/errors';
import { authorizeFlow } from '../flow/edits/authz';
import { engineDeps, type TaskKey } from './engine-deps';
import { checkedMocks } from './mocks';
import { emitLive } from '../run/live';
import { readStartAdmission } from './starts';
import { findSession, saveSession, type StoredSession } from './store';
import { readSessionTurn } from './turn-reads';
import { nodeLogJob } from '../profiles/node-logging-jobs';
import { taskOfDialedNumber } from '../telephony/studio-numbers';
import { recordingUploadRoute } from './recording-upload';
import { accountContent, type AccountContent, type EngineVariable } from './account-content';

const noInputJob = 'engine.no-input';
interface NoInputPayload {
  ac_id: number;
  session_id: string;
  turn: number;
}
/** The no-input timer's job key: the session and the turn it waits after. */
const timerKey = (p: Pick<NoInputPayload, 'session_id' | 'turn'>) => `${p.session_id}:${p.turn}`;

/** Variable values by name (ids the account has no variable for stay as ids); secure values read as the mask. */
export async function byName(
  db: Db,
  acId: number,
  values: Record<string, Value>,
  mask = true,
  variables?: EngineVariable[],
): Promise<Record<string, Value>> {
  const rows = Object.keys(values).length === 0 ? [] : (variables ?? (await (await accountContent(db, acId)).variables()));
  const byId = new Map(rows.map((r) => [String(r.variable_id), r]));
  return Object.fromEntries(
    Object.entries(values).map(([id, v]) => {
      const row = byId.get(id);
      return [row?.variable_name ?? id, mask && row?.variable_type === 'secure' && v !== null ? secureMask : v];
    }),
  );
}

/** The events with secure variables' values as the mask (the simulator never shows them). */
async function maskedEvents(variables: () => Promise<EngineVariable[]>, events: SimEvent[]): Promise<SimEvent[]> {
  const ids = [...new Set(events.flatMap((e) => (e.type === 'variable_set' ? [e.variable_id] : [])))];
  if (ids.length === 0) return events;
  const rows = await variables();
  const secure = new Set(rows.filter((r) => r.variable_type === 'secure').map((r) => r.variable_id));
  return events.map((e) => (e.type === 'variable_set' && secure.has(e.variable_id) && e.value !== null ? { ...e, value: secureMask } : e));
}

/** Initial values given by variable name or id, as values by id; an unknown name is refused. */
export async function byId(db: Db, acId: number, given: Record<string, Value>, content?: AccountContent): Promise<Record<string, Value>> {
  if (Object.keys(given).length === 0) return {};
  const rows = await (content ?? (await accountContent(db, acId))).variables();
  const out: Record<string, Value> = {};
  for (const [key, value] of Object.entries(given)) {
    const row = rows.find((r) => r.variable_name === key || String(r.variable_id) === key);
    if (!row) throw unprocessable(`variables: There is no variable named '${key}'.`);
    out[row.variable_id] = value;
  }
  return out;
}

/**
 * The simulator's sessions: start one on a task, give it the caller's input, read it, end it.
 * The session is stored after each turn, so any process can take the next; the no-input timer is a delayed job.
 */
export async function simRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, jobs, config, mailer } = root.studio;
  const depsOf = (acId: number, read?: { content: AccountContent; taskId: number; task: TaskKey | null }) =>
    engineDeps(db, acId, {
      outbound: config,
      mailer,
      secret: config.signingSecret,
      ...(read ? { content: read.content, task: { taskId: read.taskId, row: read.task } } : {}),
    });
  const tags = ['Simulator'];

  /** The answer of a turn; `content`: the account's content as the turn read it (else read now). */
  const answer = async (s: StoredSession, events: SimEvent[], content?: AccountContent) => {
    // The account's variables are read (or found kept) once for the answer's events and values.
    let variables: Promise<EngineVariable[]> | undefined;
    const variablesOnce = () =>
      (variables ??= (content ? Promise.resolve(content) : accountContent(db, s.acId)).then((c) => c.variables()));
    const masked = await maskedEvents(variablesOnce, events);
    const values = Object.keys(s.state.variables).length === 0 ? [] : await variablesOnce();
    return {
      data: {
        session_id: s.sessionId,
        status: s.state.status === 'ended' ? ('ended' as const) : ('waiting' as const),
        node_id: s.state.nodeId,
        events: masked,
        variables: await byName(db, s.acId, s.state.variables, true, values),
        paused_at: s.state.pausedAt ?? null,
      },
    };
  };

  /**
   * Stores a turn with its no-input timer (a job keyed by the session and turn): the timer of the turn the caller
   * answered (`answered`; none for a start or the timer's own turn) is removed and, when the session waits, its new one
   * queued, in the turn's own write, so the answer waits for one commit.
   */
  async function store(
    s: StoredSession,
    turn: TurnResult,
    userId: number | null,
    isNew: boolean,
    content?: AccountContent,
    answered: number | null = null,
  ) {
    s.state = turn.session;
    s.events = [...s.events, ...turn.events];
    const waiting = turn.session.status === 'waiting' ? turn.session.waiting : null;
    const payload = { ac_id: s.acId, session_id: s.sessionId, turn: turn.session.turn };
    await saveSession(db, s, userId, isNew, {
      jobs,
      name: noInputJob,
      answered: answered === null ? null : timerKey({ session_id: s.sessionId, turn: answered }),
      next: waiting ? { payload, delayMs: waiting.timeoutMs, key: timerKey(payload) } : null,
      queued: await nodeLogJob(root.studio, s, turn.events),
    });
    await emitLive(root.studio, s, content);
  }

  jobs.define<NoInputPayload>(noInputJob, async (p) => {
    const s = await findSession(db, p.ac_id, p.session_id);
    if (!s || s.state.status !== 'waiting' || s.state.pausedAt != null || s.state.turn !== p.turn) return;
    await store(s, await takeTurn(await depsOf(p.ac_id), s.state, {}), null, false);
  });

  const session = async (request: FastifyRequest, id: string) => {
    const { acId } = authorizeFlow(request, 'read');
    const found = await findSession(db, acId, id);
    if (!found) throw notFound(messages.engine.sessionNotFound);
    return found;
  };

  app.post(
    '/sim/sessions',
    {
      config: { access: (request) => authorizeFlow(request, 'read') },
      schema: { tags, body: simSessionCreateBody, response: { 201: simSessionAnswer } },
    },
    async (request, reply) => {
      const { acId } = authorizeFlow(request, 'read');
      const body = request.body;
      // A call to a number of the account starts the task that has it; an unassigned or disabled number starts nothing.
      const dialed = body.dialed_number === undefined ? null : await taskOfDialedNumber(db, acId, body.dialed_number);
      const taskId = dialed?.taskId ?? body.task_id!;
      // The task's row and the content's stamps in one read (with the start's admission on PostgreSQL); then the
      // engine needs neither read again.
      const read = await readStartAdmission(db, acId, taskId, { startsMax: config.sessionStartsMax });
      const { content, deps, flow } = await (async () => {
        const content = await accountContent(db, acId, read.stamp);
        const deps = await depsOf(acId, { content, taskId, task: read.task });
        const flow = await deps.load(taskId);
        if (!flow) throw notFound();
        if (body.start_node_id !== undefined && !flow.nodes.some((n) => n.node_id === body.start_node_id))
          throw unprocessable(`start_node_id: ${messages.engine.nodeMissing}`);
        return { content, deps, flow };
      })().catch(async (error: unknown) => {
        // Refused before its admission: the start is not counted.
        await read.giveUp();
        throw error;
      });
      await read.admit();
      const variables = await byId(db, acId, body.variables ?? {}, content);
      const mocks = checkedMocks(flow, body.mocks);
      const channel = body.channel ?? (flow.taskType === 'workflow' ? 'workflow' : flow.taskType);
      const debug = { breakpoints: body.breakpoints, pins: body.pins, step: body.run === 'step' };
      const turn = await startSession(deps, {
        taskId,
        channel,
        startNodeId: body.start_node_id,
        variables,
        mocks,
        ...debug,
        ...(body.ani !== undefined ? { ani: body.ani } : {}),
      });
      if (body.ani !== undefined) turn.session.ani = body.ani;
      if (dialed) turn.session.dnis = dialed.number;
      const s: StoredSession = {
        sessionId: randomId(24),
        acId,
        taskId,
        state: turn.session,
        events: [],
        createdAt: new Date().toISOString(),
      };
      await store(s, turn, request.auth?.user.user_id ?? null, true, content);
      return reply.status(201).send(await answer(s, turn.events, content));
    },
  );

  app.post(
    '/sim/sessions/:id/input',
    {
      config: { access: (request) => authorizeFlow(request, 'read') },
      schema: { tags, params: simSessionParams, body: simInputBody, response: { 200: simSessionAnswer } },
    },
    async (request) => {
      const { acId } = authorizeFlow(request, 'read');
      // The session, its task's row and the content's stamps in one read.
      const read = await readSessionTurn(db, acId, request.params.id);
      if (!read) throw notFound(messages.engine.sessionNotFound);
      const s = read.session;
      if (s.state.status !== 'waiting') throw new HttpError(409, messages.engine.sessionEnded, [messages.engine.sessionEnded]);
      const { dtmf, text, run, breakpoints, pins } = request.body;
      const paused = s.state.pausedAt != null;
      if (paused && (dtmf !== undefined || text !== undefined))
        throw new HttpError(409, messages.engine.sessionPaused, [messages.engine.sessionPaused]);
      if (!paused && s.state.waiting?.input === 'timer') throw new HttpError(409, messages.run.waitsForTimer, [messages.run.waitsForTimer]);
      if (!paused && s.state.waiting?.input === 'form')
        throw new HttpError(409, messages.visualForm.waitsForForm, [messages.visualForm.waitsForForm]);
      const state: SessionState = { ...s.state, breakpoints: breakpoints ?? s.state.breakpoints, pins: pins ?? s.state.pins };
      const content = await accountContent(db, acId, read.stamp);
      const deps = await depsOf(acId, { content, taskId: s.taskId, task: read.task });
      const step = run === 'step';
      const input = { ...(dtmf !== undefined ? { dtmf } : {}), ...(text !== undefined ? { text } : {}) };
      const answered = s.state.turn;
      const turn = paused ? await resumeTurn(deps, state, { step }) : await takeTurn(deps, state, input, { step });
      await store(s, turn, null, false, content, answered);
      return answer(s, turn.events, content);
    },
  );

  app.get(
    '/sim/sessions/:id',
    {
      config: { access: (request) => authorizeFlow(request, 'read') },
      schema: { tags, params: simSessionParams, response: { 200: simSessionAnswer } },
    },
    async (request) => {
      const s = await session(request, request.params.id);
      return answer(s, s.events);
    },
  );

  app.delete(
    '/sim/sessions/:id',
    {
      config: { access: (request) => authorizeFlow(request, 'read') },
      schema: { tags, params: simSessionParams, response: { 200: simSessionAnswer } },
    },
    async (request) => {
      const s = await session(request, request.params.id);
      if (s.state.status === 'ended') return answer(s, []);
      const ended: SimEvent = { type: 'ended', node_id: s.state.nodeId, outcome: 'stopped' };
      const answered = s.state.turn;
      await store(
        s,
        { session: { ...s.state, status: 'ended', nodeId: null, waiting: null, outcome: 'stopped' }, events: [ended] },
        null,
        false,
        undefined,
        answered,
      );
      return answer(s, [ended]);
    },
  );

  await recordingUploadRoute(root, { session, depsOf, store, answer });
}
