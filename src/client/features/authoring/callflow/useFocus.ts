import { useEffect } from 'react';
import type { FlowTree } from '@shared/flow';
import { useCanvasStore } from './store';
import type { Positioned } from './useLayout';
import { centreView, inView } from './viewport';

/**
 * Selects and centres the node an edit or a navigation asked for once its layout is there, and keeps the
 * selection on screen while arrow keys move it.
 */
export function useFocus(layout: Positioned | null, tree: FlowTree | null, size: { w: number; h: number }) {
  useEffect(() => {
    if (!layout || !tree) return;
    const indexOf = (key: string) => layout.prepared.items.findIndex((it) => it.key === key);
    const { focusNodeId } = useCanvasStore.getState();
    if (focusNodeId !== null) {
      const item = tree.itemOfNode.get(focusNodeId);
      const i = item ? indexOf(item.key) : -1;
      // The layout of the new tree comes from the worker a moment later: wait for the one that holds the node.
      if (item && i >= 0) {
        useCanvasStore.setState({
          selectedKey: item.key,
          focusNodeId: null,
          view: centreView(layout, i, useCanvasStore.getState().view, size.w, size.h),
        });
      }
    }
    return useCanvasStore.subscribe((s, prev) => {
      if (!s.selectedKey || s.selectedKey === prev.selectedKey) return;
      const i = indexOf(s.selectedKey);
      if (i >= 0 && !inView(layout, i, s.view, size.w, size.h)) s.setView(centreView(layout, i, s.view, size.w, size.h));
    });
  }, [layout, tree, size]);
}
