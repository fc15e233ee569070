import type { FlowTree, TreeItem } from '@shared/flow';

/** The node templates of the canvas: start-type pill, condition label, same-node copy, regular card. */
export type Template = 'start' | 'condition' | 'same' | 'node';

export const templateSize: Record<Template, { w: number; h: number }> = {
  start: { w: 164, h: 44 },
  condition: { w: 140, h: 30 },
  same: { w: 196, h: 46 },
  node: { w: 224, h: 62 },
};

export const layoutOptions = { siblingGap: 28, levelGap: 54 };

export function templateOf(item: TreeItem): Template {
  if (item.kind === 'same_node') return 'same';
  if (item.kind === 'condition_dummy' || item.node.node_type === 'condition_label') return 'condition';
  if (item.startType) return 'start';
  return 'node';
}

/** The drawn tree flattened in pre-order, ready for the layout worker. */
export interface PreparedTree {
  items: TreeItem[];
  templates: Template[];
  parent: Int32Array;
  width: Float32Array;
  height: Float32Array;
  /** How many items each item's subtree holds (itself included): its rows are the next ones in pre-order. */
  size: Int32Array;
  /** The prepared tree whose layout this one shares: the same shape, only items' names or settings changed. */
  reuses?: PreparedTree;
  /** The prepared tree this one was grown from, and the subtrees it kept (treeGrowth.ts): laid out from its layout. */
  growth?: { from: PreparedTree; kept: number[] };
}

/** Each item's subtree size, from the parents of a pre-order (a child comes after its parent). */
export function subtreeSizes(parent: Int32Array): Int32Array {
  const size = new Int32Array(parent.length).fill(1);
  for (let i = parent.length - 1; i > 0; i--) if (parent[i] >= 0) size[parent[i]] += size[i];
  return size;
}

export function prepareTree(tree: FlowTree): PreparedTree {
  const items: TreeItem[] = [];
  const parentIndex: number[] = [];
  const stack: { item: TreeItem; parent: number }[] = [];
  for (let r = tree.roots.length - 1; r >= 0; r--) stack.push({ item: tree.roots[r], parent: -1 });
  while (stack.length > 0) {
    const { item, parent } = stack.pop()!;
    const index = items.length;
    items.push(item);
    parentIndex.push(parent);
    for (let c = item.children.length - 1; c >= 0; c--) stack.push({ item: item.children[c], parent: index });
  }
  const n = items.length;
  const templates = items.map(templateOf);
  const width = new Float32Array(n);
  const height = new Float32Array(n);
  templates.forEach((t, i) => {
    width[i] = templateSize[t].w;
    height[i] = templateSize[t].h;
  });
  const parent = Int32Array.from(parentIndex);
  return { items, templates, parent, width, height, size: subtreeSizes(parent) };
}
