import { create } from 'zustand';
import type { GateProblem } from '@shared/api/versions';
import { onScopeChange } from '@client/session/scopeHooks';

/** One side of a comparison: a version's id, or the working draft. */
export type Side = number | 'draft';

interface VersionsState {
  /** The side panel of the canvas: the versions, or the edit history. */
  panel: 'versions' | 'history' | null;
  /** The two sides drawn on the canvas (older first), or null when not comparing. */
  compare: { from: Side; to: Side } | null;
  /** The errors of the last refused publish (the gate), each jumping to its node. */
  gate: GateProblem[] | null;
  /** The publish dialog (the version's name asked before publishing) is open. */
  publishing: boolean;
  setPanel(panel: VersionsState['panel']): void;
  togglePanel(panel: 'versions' | 'history'): void;
  setCompare(compare: VersionsState['compare']): void;
  setGate(gate: GateProblem[] | null): void;
  askPublish(open: boolean): void;
  reset(): void;
}

const initial = { panel: null, compare: null, gate: null, publishing: false } as const;

export const useVersionsStore = create<VersionsState>()((set) => ({
  ...initial,
  setPanel: (panel) => set({ panel }),
  togglePanel: (panel) => set((s) => ({ panel: s.panel === panel ? null : panel })),
  setCompare: (compare) => set({ compare }),
  setGate: (gate) => set({ gate, ...(gate ? { panel: 'versions' as const } : {}) }),
  askPublish: (publishing) => set({ publishing }),
  reset: () => set(initial),
}));

onScopeChange(() => useVersionsStore.getState().reset());
