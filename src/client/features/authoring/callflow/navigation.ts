import type { FlowTree, TreeItem } from '@shared/flow';
import { useCanvasStore } from './store';
import type { Positioned } from './useLayout';
import { centreView } from './viewport';

export type Direction = 'parent' | 'child' | 'previous' | 'next';

/** Siblings of an item: its parent's children, or the roots. */
function siblingsOf(tree: FlowTree, item: TreeItem): TreeItem[] {
  return item.parentKey ? tree.byKey.get(item.parentKey)!.children : tree.roots;
}

/**
 * Arrow-key navigation over the drawn tree: up to the parent, down to the first child, left and right
 * to the previous and next sibling. With nothing selected, any arrow selects the first root.
 */
export function moveSelection(tree: FlowTree, key: string | null, direction: Direction): string | null {
  const item = key ? tree.byKey.get(key) : undefined;
  if (!item) return tree.roots[0]?.key ?? null;
  switch (direction) {
    case 'parent':
      return item.parentKey ?? item.key;
    case 'child':
      return item.children[0]?.key ?? item.key;
    case 'previous':
    case 'next': {
      const list = siblingsOf(tree, item);
      const at = list.indexOf(item) + (direction === 'next' ? 1 : -1);
      return list[at]?.key ?? item.key;
    }
  }
}

/**
 * Selects the drawn item of a node and centres the view on it (Go To, Go Back, Find on the canvas shown).
 * False when the layout on screen does not hold the node yet: then the page asks useFocus to do it once it does.
 */
export function centreOnNode(layout: Positioned, tree: FlowTree, nodeId: number, size: { w: number; h: number }): boolean {
  const item = tree.itemOfNode.get(nodeId);
  const i = item ? layout.prepared.items.findIndex((it) => it.key === item.key) : -1;
  if (!item || i < 0) return false;
  const { view } = useCanvasStore.getState();
  useCanvasStore.setState({ selectedKey: item.key, focusNodeId: null, view: centreView(layout, i, view, size.w, size.h) });
  return true;
}
