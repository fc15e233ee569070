import { Intent } from '@blueprintjs/core';
import { currentDisplayDate } from '@client/session/useDisplayDate';
import type { SimChannel } from '@shared/api/sim';
import { notify, notifyError } from '@client/shell/notices';
import { i18n } from '@client/i18n';
import { simApi, type SessionAnswer } from './api';
import { recordSteps } from './record';
import { resetSession, useSimStore, type SimSession } from './store';

const debug = () => {
  const s = useSimStore.getState();
  return { breakpoints: [...s.breakpoints], pins: s.pins };
};

/** Parses "name = value" lines (the start values, a workflow's passed parameters). */
export function parseValues(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const at = line.indexOf('=');
    if (at <= 0) continue;
    const name = line.slice(0, at).trim();
    if (name) out[name] = line.slice(at + 1).trim();
  }
  return out;
}

/**
 * The caller's keys or words were no match: the session waits again at the same step without having gone anywhere
 * (a step asks again after an answer it has no choice for; silence is not a match to judge).
 */
function isNoMatch(input: { dtmf?: string; text?: string }, answer: SessionAnswer, session: SimSession | null) {
  const given = (input.dtmf ?? input.text ?? '').trim() !== '';
  return (
    given &&
    answer.status === 'waiting' &&
    answer.paused_at === null &&
    answer.node_id === session?.nodeId &&
    !answer.events.some((e) => e.type === 'entered')
  );
}

/** Folds an answer into the store: the log, the turns, the watch (what changed), the path and the errors. */
function apply(
  answer: SessionAnswer,
  input: { dtmf?: string; text?: string } | null,
  base?: Omit<SimSession, 'sessionId' | 'status' | 'nodeId' | 'pausedAt' | 'waitingFor'>,
) {
  useSimStore.setState((s) => {
    const previous = s.variables;
    const changed = Object.keys(answer.variables).filter((k) => JSON.stringify(previous[k]) !== JSON.stringify(answer.variables[k]));
    const visited = new Set(s.visited);
    const errors = new Set(s.errors);
    for (const e of answer.events) {
      if (e.type === 'entered' && e.node_id !== null) visited.add(e.node_id);
      if (e.type === 'error' && e.node_id !== null) errors.add(e.node_id);
    }
    const session = base ? { ...base, sessionId: answer.session_id } : s.session!;
    return {
      session: {
        ...session,
        status: answer.status,
        nodeId: answer.node_id,
        pausedAt: answer.paused_at,
        waitingFor: answer.status === 'waiting' && answer.paused_at === null ? (session.channel === 'voice' ? 'dtmf' : 'text') : null,
      },
      log: [
        ...s.log,
        ...(input ? [{ kind: 'input' as const, ...input, ...(isNoMatch(input, answer, s.session) ? { noMatch: true } : {}) }] : []),
        ...answer.events.map((event) => ({ kind: 'event' as const, event })),
      ],
      turns: [...s.turns, { input, events: answer.events, variables: answer.variables }],
      variables: answer.variables,
      changed,
      visited,
      errors,
      busy: false,
    };
  });
}

/**
 * While the session waits on a visual form (filled in on its public page, in another tab), the events that come
 * after the submit or close are read back: the session's stored events past the ones already in the log.
 */
export async function pollFormWait(signal?: AbortSignal) {
  const { session, busy, log } = useSimStore.getState();
  if (!session || session.status !== 'waiting' || busy) return;
  const answer = await simApi.get(session.sessionId, signal);
  const seen = log.filter((l) => l.kind === 'event').length;
  const current = useSimStore.getState();
  if (current.session?.sessionId !== session.sessionId || current.busy || answer.events.length <= seen) return;
  apply({ ...answer, events: answer.events.slice(seen) }, null);
}

/** Whether the session waits on a visual form: its last event (past form opens) is the form's link. */
export function waitsOnForm(log: readonly { kind: string; event?: { type: string } }[]): boolean {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i].event;
    if (!e) return false;
    if (e.type === 'form_event') continue;
    return e.type === 'form_link';
  }
  return false;
}

async function guarded(run: () => Promise<void>) {
  if (useSimStore.getState().busy) return;
  useSimStore.setState({ busy: true });
  try {
    await run();
  } catch (e) {
    useSimStore.setState({ busy: false });
    notifyError(e);
  }
}

export interface StartOptions {
  taskId: number;
  channel: SimChannel;
  startNodeId: number | null;
  startValues: Record<string, string>;
  step?: boolean;
  /** A call to this number of the account instead: the task that has the number runs. */
  dialedNumber?: string;
}

/** Starts a session (ending the one before): at the task's start or a chosen node, running on or stopping before the first node. */
export function startSim(o: StartOptions) {
  return guarded(async () => {
    const old = useSimStore.getState().session;
    if (old && old.status === 'waiting') void simApi.stop(old.sessionId).catch(() => undefined);
    resetSession();
    useSimStore.setState({ busy: true });
    const answer = await simApi.start({
      ...(o.dialedNumber ? { dialed_number: o.dialedNumber } : { task_id: o.taskId }),
      channel: o.channel,
      ...(o.startNodeId !== null ? { start_node_id: o.startNodeId } : {}),
      ...(Object.keys(o.startValues).length ? { variables: o.startValues } : {}),
      ...debug(),
      run: o.step ? 'step' : 'continue',
    });
    apply(answer, null, { taskId: o.taskId, channel: o.channel, startNodeId: o.startNodeId, startValues: o.startValues });
  });
}

/** The caller's keys or words (or silence: {}). */
export function sendInput(input: { dtmf?: string; text?: string }) {
  const s = useSimStore.getState().session;
  if (!s || s.status !== 'waiting' || s.pausedAt !== null) return Promise.resolve();
  return guarded(async () => apply(await simApi.input(s.sessionId, { ...input, ...debug() }), input));
}

/** The caller's recording at a record step (an uploaded file, or audio recorded in the browser). */
export function sendRecording(file: Blob, name: string) {
  const s = useSimStore.getState().session;
  if (!s || s.status !== 'waiting' || s.pausedAt !== null) return Promise.resolve();
  const body = new FormData();
  body.append('file', file, name);
  return guarded(async () => apply(await simApi.record(s.sessionId, body), null));
}

/** Step (stop before the next node) or continue: a paused session resumes; a waiting one is told nothing new. */
export function resumeSim(run: 'continue' | 'step') {
  const s = useSimStore.getState().session;
  if (!s || s.status !== 'waiting' || s.pausedAt === null) return Promise.resolve();
  return guarded(async () => apply(await simApi.input(s.sessionId, { run, ...debug() }), null));
}

export function stopSim() {
  const s = useSimStore.getState().session;
  if (!s || s.status !== 'waiting') return Promise.resolve();
  return guarded(async () => apply(await simApi.stop(s.sessionId), null));
}

/** Saves the session as a flow test, named by the time; answers the saved test (or null). */
export async function recordTest(taskId: number) {
  const { session, turns, pins } = useSimStore.getState();
  const t = i18n.getFixedT(null, 'sim');
  if (!session) {
    notify({ intent: Intent.WARNING, icon: 'record', message: t('tests.nothingToRecord') });
    return null;
  }
  const name = t('tests.recordedName', { time: currentDisplayDate().dateTime(Date.now()) });
  try {
    const test = await simApi.createTest(taskId, {
      test_name: name,
      channel: session.channel,
      start_node_id: session.startNodeId,
      variables: session.startValues,
      pins,
      steps: recordSteps(turns, session),
    });
    notify({ intent: Intent.SUCCESS, icon: 'record', message: t('tests.recorded', { name }) });
    return test;
  } catch (e) {
    notifyError(e);
    return null;
  }
}

/** Runs one, some or all of the task's tests; the failing steps' nodes are marked on the canvas. */
export async function runTests(taskId: number, testIds?: number[]) {
  try {
    const run = await simApi.run(taskId, testIds);
    useSimStore.getState().setResults(run);
    return run;
  } catch (e) {
    notifyError(e);
    return null;
  }
}
