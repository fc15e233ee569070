import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { Clipboard } from '@shared/api/flow';
import type { FlowGraph } from '@shared/flow';
import { onScopeChange } from '@client/session/scopeHooks';
import { useSession } from '@client/session/store';
import { copyFromStorageEvent, forgetSharedCopy, publishCopy } from './sharedClipboard';

export interface View {
  /** Screen offset of the canvas origin, and the zoom factor. */
  x: number;
  y: number;
  k: number;
}

interface CanvasState {
  selectedKey: string | null;
  view: View;
  clipboard: Clipboard | null;
  /** The graph the clipboard was filled from (paste rules look at the source). */
  clipboardSource: FlowGraph | null;
  /** The account the clipboard was filled in: a paste into another one sends it as from_ac_id. */
  clipboardAcId: number | null;
  /** Where G came from, so Backspace can return (spec 2 §4). */
  gotoFrom: { source: number; target: number } | null;
  /** The node to select and centre once the next layout arrives (after an edit or a navigation). */
  focusNodeId: number | null;
  select(key: string | null): void;
  setView(view: View): void;
  /** Fills (or empties) this tab's clipboard; a copy is also shared with the user's other tabs (sharedClipboard.ts). */
  setClipboard(clipboard: Clipboard | null, source: FlowGraph | null): void;
  /** Keeps the clipboard after a paste (a copy can be pasted again) without sharing it anew. */
  keepClipboard(clipboard: Clipboard | null, source: FlowGraph | null): void;
  setGotoFrom(from: CanvasState['gotoFrom']): void;
  focusNode(id: number | null): void;
}

export const useCanvasStore = create<CanvasState>()(
  immer((set) => ({
    selectedKey: null,
    view: { x: 40, y: 40, k: 1 },
    clipboard: null,
    clipboardSource: null,
    clipboardAcId: null,
    gotoFrom: null,
    focusNodeId: null,
    select: (key) => set({ selectedKey: key }),
    setView: (view) => set({ view }),
    setClipboard: (clipboard, source) => {
      const acId = useSession.getState().selection?.acId ?? null;
      const account = typeof acId === 'number' ? acId : null;
      set({ clipboard, clipboardSource: source, clipboardAcId: clipboard ? account : null });
      if (clipboard && source && account !== null) publishCopy(clipboard, source, account);
    },
    keepClipboard: (clipboard, source) =>
      set((s) => ({ clipboard, clipboardSource: source, clipboardAcId: clipboard ? s.clipboardAcId : null })),
    setGotoFrom: (gotoFrom) => set({ gotoFrom }),
    focusNode: (focusNodeId) => set({ focusNodeId }),
  })),
);

/** One node reads only whether it is the selected one: a selection change re-renders two nodes. */
export const useIsSelected = (key: string) => useCanvasStore((s) => s.selectedKey === key);

// The canvas copy state belongs to the account it was made in (spec 1 §4): a scope change clears this tab's; the
// shared copy stays for the user's other tabs, and a sign-out (no next scope) removes it (docs/clipboard.md).
onScopeChange((next) => {
  useCanvasStore.setState({ clipboard: null, clipboardSource: null, clipboardAcId: null, gotoFrom: null, selectedKey: null });
  if (next === null) forgetSharedCopy(useSession.getState().user?.user_id ?? null);
});

/** A copy made in another tab of the same user becomes this tab's clipboard, with the account it was made in. */
export function adoptCopyFromOtherTab(event: Pick<StorageEvent, 'key' | 'newValue'>) {
  const taken = copyFromStorageEvent(event);
  if (taken === undefined || taken === null) return;
  useCanvasStore.setState({ clipboard: taken.clipboard, clipboardSource: taken.source, clipboardAcId: taken.acId });
}

if (typeof window !== 'undefined') window.addEventListener('storage', adoptCopyFromOtherTab);
