import { create } from 'zustand';
import type { SimChannel, SimEvent } from '@shared/api/sim';
import type { FlowTestRun } from '@shared/api/sim-tests';
import { onScopeChange } from '@client/session/scopeHooks';

/** One line of the simulator's log: what the flow did, or what the caller gave. */
export type LogEntry = { kind: 'event'; event: SimEvent } | { kind: 'input'; dtmf?: string; text?: string; noMatch?: boolean };

export interface SimSession {
  sessionId: string;
  taskId: number;
  channel: SimChannel;
  status: 'waiting' | 'ended';
  nodeId: number | null;
  pausedAt: number | null;
  /** What the session waits for at its node: keys, words, or nothing (paused). */
  waitingFor: 'dtmf' | 'text' | null;
  startNodeId: number | null;
  /** The initial values it was started with, by name (a recorded test starts with them too). */
  startValues: Record<string, string>;
}

export interface PinnedAnswer {
  status: number;
  body: string;
}

interface SimState {
  open: boolean;
  taskId: number | null;
  session: SimSession | null;
  log: LogEntry[];
  /** The turns so far: what the caller gave and the events it caused (a recorded test replays them). */
  turns: { input: { dtmf?: string; text?: string } | null; events: SimEvent[]; variables: Record<string, unknown> }[];
  variables: Record<string, unknown>;
  /** Names whose values changed in the last step. */
  changed: string[];
  visited: ReadonlySet<number>;
  errors: ReadonlySet<number>;
  breakpoints: ReadonlySet<number>;
  pins: Record<string, PinnedAnswer>;
  busy: boolean;
  /** The last tests run and the node of the failing step, marked on the canvas. */
  results: FlowTestRun | null;
  failedNodes: ReadonlySet<number>;
  setOpen(open: boolean): void;
  forTask(taskId: number): void;
  toggleBreakpoint(nodeId: number): void;
  setPin(nodeId: number, pin: PinnedAnswer | null): void;
  setResults(results: FlowTestRun | null): void;
}

type SessionPart = Pick<SimState, 'session' | 'log' | 'turns' | 'variables' | 'changed' | 'visited' | 'errors' | 'busy'>;
const empty = (): SessionPart => ({
  session: null,
  log: [],
  turns: [],
  variables: {},
  changed: [],
  visited: new Set<number>(),
  errors: new Set<number>(),
  busy: false,
});

export const useSimStore = create<SimState>()((set, get) => ({
  open: false,
  taskId: null,
  ...empty(),
  breakpoints: new Set<number>(),
  pins: {},
  results: null,
  failedNodes: new Set<number>(),
  // Closing the simulator ends what it showed: its marks (current step, visited, errors, failing steps) leave the canvas.
  setOpen: (open) => set(open ? { open } : { open, ...empty(), results: null, failedNodes: new Set<number>() }),
  forTask: (taskId) => {
    if (get().taskId !== taskId) set({ taskId, ...empty(), breakpoints: new Set(), pins: {}, results: null, failedNodes: new Set() });
  },
  toggleBreakpoint: (nodeId) =>
    set((s) => {
      const next = new Set(s.breakpoints);
      if (next.has(nodeId)) next.delete(nodeId);
      else next.add(nodeId);
      return { breakpoints: next };
    }),
  setPin: (nodeId, pin) =>
    set((s) => {
      const pins = { ...s.pins };
      if (pin) pins[nodeId] = pin;
      else delete pins[nodeId];
      return { pins };
    }),
  setResults: (results) =>
    set({ results, failedNodes: new Set(results?.results.flatMap((r) => (r.failed_node_id !== null ? [r.failed_node_id] : [])) ?? []) }),
}));

/** Clears the session (a new one starts, or the panel closes it). */
export const resetSession = () => useSimStore.setState({ ...empty() });

export type SimMark = 'current' | 'visited' | 'breakpoint' | 'error' | 'failed';

/** The simulator's marks of one node, as a stable string ('current breakpoint'): a node re-renders only when its own marks change. */
export function marksOf(s: Pick<SimState, 'session' | 'visited' | 'errors' | 'breakpoints' | 'failedNodes'>, nodeId: number): string {
  const marks: SimMark[] = [];
  const at = s.session && s.session.status === 'waiting' ? (s.session.pausedAt ?? s.session.nodeId) : null;
  if (at === nodeId) marks.push('current');
  else if (s.visited.has(nodeId)) marks.push('visited');
  if (s.breakpoints.has(nodeId)) marks.push('breakpoint');
  if (s.errors.has(nodeId)) marks.push('error');
  if (s.failedNodes.has(nodeId)) marks.push('failed');
  return marks.join(' ');
}

export const useSimMarks = (nodeId: number) => useSimStore((s) => marksOf(s, nodeId));

onScopeChange(() =>
  useSimStore.setState({ open: false, taskId: null, ...empty(), breakpoints: new Set(), pins: {}, results: null, failedNodes: new Set() }),
);
