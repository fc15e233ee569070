import { create } from 'zustand';
import { onScopeChange } from '@client/session/scopeHooks';
import { useVersionsStore } from '../../versions/store';

interface ProblemsState {
  open: boolean;
  /** Bumped to move the keys into the panel again (Shift+M while it is open but the focus is elsewhere). */
  focusRequest: number;
  setOpen(open: boolean): void;
  focus(): void;
}

/** The canvas's Problems panel: open or not. It shares the side with the versions panel: one at a time. */
export const useProblemsStore = create<ProblemsState>()((set) => ({
  open: false,
  focusRequest: 0,
  setOpen: (open) => {
    if (open) useVersionsStore.getState().setPanel(null);
    set({ open });
  },
  focus: () => set((s) => ({ focusRequest: s.focusRequest + 1 })),
}));

useVersionsStore.subscribe((s) => {
  if (s.panel && useProblemsStore.getState().open) useProblemsStore.setState({ open: false });
});
onScopeChange(() => useProblemsStore.setState({ open: false }));
