import type { SimChannel, SimEvent } from '../api/sim';
import type { Value } from '../expr/values';
import type { CallData, FormWait, WaitInput } from '../plugin-api/run';

/** Where a linked task returns to: the link_task node of the task that linked it. */
export interface StackFrame {
  taskId: number;
  nodeId: number;
}

/** A web-service answer pinned (mocked) for one node of a session: the step takes it instead of calling out. */
export interface PinnedAnswer {
  status: number;
  body: string;
}

/**
 * A session of the flow engine: everything a server process needs to take the next turn. Plain JSON, stored
 * after each turn.
 */
export interface SessionState {
  taskId: number;
  channel: SimChannel;
  language: string;
  status: 'running' | 'waiting' | 'ended';
  /** What the session waits for (the no-input timer's length, or a sleep / callback timer), while waiting. */
  waiting: { input: WaitInput; timeoutMs: number; form?: FormWait } | null;
  /** Counts turns, so a timer set in an earlier turn knows it is stale. */
  turn: number;
  /** The node the session is at (waiting on), null once ended. */
  nodeId: number | null;
  /** The task the current node belongs to (the linked task while inside one). */
  currentTaskId: number;
  /** Variable values by variable id. */
  variables: Record<string, Value>;
  /** Variables set by the flow (ids), in the order they were first set. */
  setVariables: number[];
  stack: StackFrame[];
  steps: number;
  /** The last node entered and how many times in a row. */
  repeat: { nodeId: number | null; count: number };
  attempts: { noInput: number; noMatch: number };
  /** Every node entered, in order. */
  path: number[];
  outcome: string | null;
  /** Whether the session is inside the event-handler canvas (an error there ends it). */
  handlingError: boolean;
  /** Mock answers by node id: the outcome a step that needs an outside platform takes (absent: none). */
  mocks?: Record<string, string>;
  /** Nodes the session stops before (the simulator's breakpoints). */
  breakpoints?: number[];
  /** Web-service answers pinned per node id. */
  pins?: Record<string, PinnedAnswer>;
  /** The node the session is paused before (a breakpoint or a step), while paused; it then waits for no input. */
  pausedAt?: number | null;
  /** Characters of the events the session's steps recorded so far, over all its turns (limits.flow.maxSessionSize). */
  size?: number;
  /** When each node of the path was entered: milliseconds after the session began, stamped as each turn is stored (absent on older sessions). */
  pathAt?: number[];
  /** The caller's last wait ended with no input (no attempts left): a session that then ends was lost to no input. */
  noInput?: boolean;
  /** The caller's number (ani), when the session has one; live monitoring sends a session only to monitors of it. */
  ani?: string;
  /** The number the caller dialled (dnis), when a call to one of the account's numbers started the session. */
  dnis?: string;
  /** What steps set of the call (voice, disposition, hang-up headers, a third party ringing); absent: nothing yet. */
  call?: CallData;
  /** What the step the session waits at keeps between its turns (a text form's answers so far); cleared on entering a node. */
  stepState?: unknown;
}

export function newSession(input: {
  taskId: number;
  channel: SimChannel;
  language?: string;
  variables?: Record<string, Value>;
  mocks?: Record<string, string>;
  breakpoints?: number[];
  pins?: Record<string, PinnedAnswer>;
  ani?: string;
}): SessionState {
  return {
    taskId: input.taskId,
    channel: input.channel,
    language: input.language ?? 'en-US',
    status: 'running',
    waiting: null,
    turn: 0,
    nodeId: null,
    currentTaskId: input.taskId,
    variables: { ...(input.variables ?? {}) },
    setVariables: [],
    stack: [],
    steps: 0,
    repeat: { nodeId: null, count: 0 },
    attempts: { noInput: 0, noMatch: 0 },
    path: [],
    outcome: null,
    handlingError: false,
    ...(input.mocks && Object.keys(input.mocks).length > 0 ? { mocks: { ...input.mocks } } : {}),
    breakpoints: input.breakpoints ?? [],
    pins: input.pins ?? {},
    pausedAt: null,
    ...(input.ani ? { ani: input.ani } : {}),
  };
}

/** What one turn answers: the session after it and the events it produced. */
export interface TurnResult {
  session: SessionState;
  events: SimEvent[];
}
