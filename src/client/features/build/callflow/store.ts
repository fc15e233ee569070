import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { Clipboard } from '@shared/api/flow';
import type { FlowGraph } from '@shared/flow';
import { onScopeChange } from '@client/session/scopeHooks';

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
  /** Where G came from, so Backspace can return (spec 2 §4). */
  gotoFrom: { source: number; target: number } | null;
  /** The node to select and centre once the next layout arrives (after an edit or a navigation). */
  focusNodeId: number | null;
  select(key: string | null): void;
  setView(view: View): void;
  setClipboard(clipboard: Clipboard | null, source: FlowGraph | null): void;
  setGotoFrom(from: CanvasState['gotoFrom']): void;
  focusNode(id: number | null): void;
}

export const useCanvasStore = create<CanvasState>()(
  immer((set) => ({
    selectedKey: null,
    view: { x: 40, y: 40, k: 1 },
    clipboard: null,
    clipboardSource: null,
    gotoFrom: null,
    focusNodeId: null,
    select: (key) => set({ selectedKey: key }),
    setView: (view) => set({ view }),
    setClipboard: (clipboard, source) => set({ clipboard, clipboardSource: source }),
    setGotoFrom: (gotoFrom) => set({ gotoFrom }),
    focusNode: (focusNodeId) => set({ focusNodeId }),
  })),
);

/** One node reads only whether it is the selected one: a selection change re-renders two nodes. */
export const useIsSelected = (key: string) => useCanvasStore((s) => s.selectedKey === key);

// The canvas copy state belongs to the account it was made in (spec 1 §4).
onScopeChange(() => useCanvasStore.setState({ clipboard: null, clipboardSource: null, gotoFrom: null, selectedKey: null }));
