import { create } from 'zustand';
import type { TrafficView } from '@shared/api/traffic';
import type { FlowTree } from '@shared/flow';
import { onScopeChange } from '@client/session/scopeHooks';

/**
 * The canvas's Traffic overlay: open or not, and each node's mark as a short stable string, so a drawn node
 * re-renders only when its own mark changes (the canvas draws only the visible nodes; nothing walks them per frame).
 * A node's mark: "n <sessions> <lost> <losing 0|1> <median seconds or ->"; a branch's (a condition between a node
 * and the next): "b <percent>".
 */
interface TrafficState {
  open: boolean;
  marks: ReadonlyMap<number, string>;
  /** Bumped to move the keys to the selected node's sessions (Enter on a node while the overlay is open). */
  sessionsRequest: number;
  setOpen(open: boolean): void;
  setMarks(marks: ReadonlyMap<number, string>): void;
  showSessions(): void;
}

const none: ReadonlyMap<number, string> = new Map();

export const useTrafficStore = create<TrafficState>()((set) => ({
  open: false,
  marks: none,
  sessionsRequest: 0,
  setOpen: (open) => set(open ? { open } : { open, marks: none }),
  setMarks: (marks) => set({ marks }),
  showSessions: () => set((s) => ({ sessionsRequest: s.sessionsRequest + 1 })),
}));
onScopeChange(() => useTrafficStore.setState({ open: false, marks: none }));

export const useTrafficMark = (nodeId: number) => useTrafficStore((s) => s.marks.get(nodeId) ?? '');

/** The lost sessions of a node: those that ended there by a hang-up, an error or no input. */
export const lostOf = (n: TrafficView['nodes'][number]) => n.hang_up + n.errors + n.no_input;

/** Every node's and branch's mark from the overlay's answer, once per answer. */
export function trafficMarks(view: TrafficView, tree: FlowTree | null): Map<number, string> {
  const marks = new Map<number, string>();
  const losing = new Set(view.losing);
  const reached = new Map<number, number>();
  for (const n of view.nodes) {
    reached.set(n.node_id, n.sessions);
    marks.set(n.node_id, `n ${n.sessions} ${lostOf(n)} ${losing.has(n.node_id) ? 1 : 0} ${n.median_s ?? '-'}`);
  }
  if (!tree) return marks;
  const links = new Map(view.links.map((l) => [`${l.from_node_id}>${l.to_node_id}`, l.sessions]));
  // A branch (a condition between a node and the next, never entered itself) shows the share of the node's sessions
  // that went on to the node below it.
  for (const item of tree.byKey.values()) {
    if (item.kind !== 'node' || !reached.has(item.nodeId)) continue;
    let branch: number | null = null;
    let up = item.parentKey ? tree.byKey.get(item.parentKey) : undefined;
    while (up && !reached.has(up.nodeId)) {
      if (up.kind === 'node' && branch === null) branch = up.nodeId;
      up = up.parentKey ? tree.byKey.get(up.parentKey) : undefined;
    }
    if (!up || branch === null || marks.has(branch)) continue;
    const took = links.get(`${up.nodeId}>${item.nodeId}`) ?? 0;
    marks.set(branch, `b ${Math.round((took / reached.get(up.nodeId)!) * 100)}`);
  }
  return marks;
}
