import type { FlowTestResult, FlowTestStep } from '../api/sim-tests';
import type { SimChannel, SimEvent } from '../api/sim';
import type { TaskType } from '../api/flow';
import type { Value } from '../expr/values';
import { messages } from '../messages';
import { startSession, takeTurn, type EngineDeps } from '../engine/engine';
import type { PinnedAnswer } from '../engine/debug';
import type { SessionState } from '../engine/session';
import { checkExpectation, failureNode, type Observed } from './expect';

/** A test as the runner takes it (a stored test, or one being edited). */
export interface RunnableTest {
  test_id: number;
  test_name: string;
  channel: SimChannel | null;
  start_node_id: number | null;
  variables: Record<string, Value>;
  pins: Record<string, PinnedAnswer>;
  steps: FlowTestStep[];
}

export interface FlowTestDeps {
  engine: EngineDeps;
  taskId: number;
  taskType: TaskType;
  /** The account's variables: name → id. */
  variables: ReadonlyMap<string, number>;
  nodeLabel(nodeId: number | null): string;
}

const channelOf = (t: TaskType): SimChannel => (t === 'workflow' ? 'workflow' : (t as SimChannel));

/**
 * Plays a test through the flow engine in memory (nothing is stored): gives its inputs to the session and checks
 * its expectations in order, stopping at the first that fails.
 */
export async function runFlowTest(deps: FlowTestDeps, test: RunnableTest): Promise<FlowTestResult> {
  const nameOf = new Map([...deps.variables].map(([name, id]) => [id, name]));
  const known = new Set(deps.variables.keys());
  const initial: Record<string, Value> = {};
  for (const [name, value] of Object.entries(test.variables)) {
    const id = deps.variables.get(name);
    if (id !== undefined) initial[id] = value;
  }
  const first = await startSession(deps.engine, {
    taskId: deps.taskId,
    channel: test.channel ?? channelOf(deps.taskType),
    startNodeId: test.start_node_id ?? undefined,
    variables: initial,
    pins: test.pins,
  });
  let session: SessionState = first.session;
  let window: SimEvent[] = first.events;
  const results: FlowTestResult['steps'] = [];
  const observed = (): Observed => ({
    window,
    status: session.status,
    nodeId: session.nodeId,
    outcome: session.outcome,
    variables: Object.fromEntries(Object.entries(session.variables).map(([id, v]) => [nameOf.get(Number(id)) ?? id, v])),
    knownVariables: known,
    nodeLabel: deps.nodeLabel,
  });
  const path = () => session.path;
  /** Simulated time the session has waited since its last turn (pauses add up until a timer fires). */
  let waitedMs = 0;

  for (const [index, step] of test.steps.entries()) {
    let check;
    if (step.kind === 'input') {
      if (session.status !== 'waiting') {
        check = { passed: false, message: messages.flowTests.inputAfterEnd, node_id: failureNode(observed()) };
      } else {
        const input = { ...(step.dtmf !== undefined ? { dtmf: step.dtmf } : {}), ...(step.text !== undefined ? { text: step.text } : {}) };
        const turn = await takeTurn(deps.engine, session, input);
        session = turn.session;
        window = turn.events;
        waitedMs = 0;
        check = { passed: true, message: null, node_id: null };
      }
    } else if (step.kind === 'wait') {
      const fired = await pause(deps.engine, session, waitedMs + step.seconds * 1000);
      if (fired.events !== null) {
        session = fired.session;
        window = fired.events;
      }
      waitedMs = fired.leftMs;
      check = { passed: true, message: null, node_id: null };
    } else {
      check = checkExpectation(step, observed());
    }
    results.push({ index, ...check });
    if (!check.passed) {
      return {
        test_id: test.test_id,
        test_name: test.test_name,
        passed: false,
        steps: results,
        failed_step: index,
        failed_node_id: check.node_id,
        path: path(),
      };
    }
  }
  return {
    test_id: test.test_id,
    test_name: test.test_name,
    passed: true,
    steps: results,
    failed_step: null,
    failed_node_id: null,
    path: path(),
  };
}

/** Timers fired by one pause at most (a flow whose timer waits again and again, such as a sleep in a loop). */
const maxTimersPerPause = 100;

/**
 * Lets `ms` of simulated time pass for a waiting session: each timer that runs out within it fires (a turn with no
 * input, as the timer job gives), and the session's next timer counts from there. Answers the session, the events of
 * the turns that fired (null: none did) and the time waited towards the timer still running.
 */
async function pause(
  engine: EngineDeps,
  session: SessionState,
  ms: number,
): Promise<{ session: SessionState; events: SimEvent[] | null; leftMs: number }> {
  let events: SimEvent[] | null = null;
  let left = ms;
  for (let i = 0; i < maxTimersPerPause && session.status === 'waiting' && session.pausedAt == null; i++) {
    const timeout = session.waiting?.timeoutMs ?? 0;
    if (timeout <= 0 || left < timeout) break;
    left -= timeout;
    const turn = await takeTurn(engine, session, {});
    session = turn.session;
    events = [...(events ?? []), ...turn.events];
  }
  return { session, events, leftMs: session.status === 'waiting' ? left : 0 };
}
