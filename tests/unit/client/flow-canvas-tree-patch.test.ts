import { describe, expect, it } from 'vitest';
import type { FlowNode } from '@shared/api/flow';
import { buildTree, type FlowTree, type TreeItem } from '@shared/flow';
import { patchedTree, type CanvasTree } from '@client/features/authoring/callflow/canvasTree';
import { prepareTree } from '@client/features/authoring/callflow/layout/prepare';
import { canvas, n, voiceFlow } from '../flow/fixtures';

const drawn = (nodes: FlowNode[]): CanvasTree => {
  const tree = buildTree(nodes, canvas());
  return { nodes, canvas: canvas(), tree, prepared: prepareTree(tree) };
};

/** What a drawn tree shows: each item (pre-order) with its key, label, node name and children keys. */
const view = (tree: FlowTree, items: readonly TreeItem[]) =>
  items.map((i) => {
    const inTree = tree.byKey.get(i.key)!;
    return [i.key, i.label, i.node.node_name, inTree === i, inTree.children.map((c) => `${c.key}:${c.label}`).join(',')];
  });

const withNode = (nodes: FlowNode[], id: number, change: Partial<FlowNode>) =>
  nodes.map((x) => (x.node_id === id ? { ...x, ...change } : x));

describe('a change that keeps the canvas tree its shape is patched, not rebuilt', () => {
  it('a rename: the same items, labels and graph as a rebuild, and the layout of the tree before', () => {
    // Node 7 also hangs under node 9 (a same-node copy), so both of its items carry the new name.
    const nodes = withNode(voiceFlow(), 7, { connector_parent: [9] });
    const before = drawn(nodes);
    const renamed = withNode(nodes, 7, { node_name: 'Greeting', config: { prompt_id: 12 } });
    const patched = patchedTree(before, renamed, canvas())!;
    expect(patched).not.toBeNull();
    const rebuilt = drawn(renamed);
    expect(view(patched.tree, patched.prepared.items)).toEqual(view(rebuilt.tree, rebuilt.prepared.items));
    expect(patched.tree.graph.byId.get(7)!.node_name).toBe('Greeting');
    expect(patched.tree.graph.childrenByPid.get(4)!.map((x) => x.node_name)).toEqual(['Greeting']);
    expect(patched.tree.graph.linkedByParent.get(9)!.map((x) => x.node_name)).toEqual(['Greeting']);
    expect(patched.tree.itemOfNode.get(7)!.label).toBe('Greeting');
    expect(patched.prepared.reuses).toBe(before.prepared);
    expect([...patched.prepared.parent]).toEqual([...before.prepared.parent]);
    // A second rename still shares the first layout.
    const again = patchedTree(patched, withNode(renamed, 2, { node_name: 'Intro' }), canvas())!;
    expect(again.prepared.reuses).toBe(before.prepared);
    expect(again.tree.roots[0].children[0].label).toBe('Intro');
  });

  it('a rename of a root and of a menu with conditions patches their items and keeps the dummies', () => {
    const nodes = [
      ...voiceFlow(),
      n(12, 'keyword_finder', 2, {
        keyword_conditions: [{ keyword: 'k1', keyword_text: 'one', label: 'One', node_id: null }],
      }),
    ];
    const before = drawn(nodes);
    const renamed = withNode(withNode(nodes, 1, { node_name: 'Begin' }), 12, { node_name: 'Words' });
    const patched = patchedTree(before, renamed, canvas())!;
    const rebuilt = drawn(renamed);
    expect(view(patched.tree, patched.prepared.items)).toEqual(view(rebuilt.tree, rebuilt.prepared.items));
    expect(patched.tree.roots[0].label).toBe('Begin');
    expect(patched.tree.byKey.get('d12:0')!.node.node_name).toBe('Words');
  });

  it('a change of where a node hangs, of its type or of its conditions, or a node more or less, is built anew', () => {
    const nodes = voiceFlow();
    const before = drawn(nodes);
    expect(patchedTree(before, withNode(nodes, 7, { pid: 5 }), canvas())).toBeNull();
    expect(patchedTree(before, withNode(nodes, 7, { position: 3 }), canvas())).toBeNull();
    expect(patchedTree(before, withNode(nodes, 7, { node_type: 'hangup' }), canvas())).toBeNull();
    expect(patchedTree(before, withNode(nodes, 7, { connector_parent: [9] }), canvas())).toBeNull();
    expect(patchedTree(before, [...nodes, n(30, 'prompt', 8)], canvas())).toBeNull();
    expect(patchedTree(before, nodes.slice(0, -1), canvas())).toBeNull();
    expect(patchedTree(before, nodes, canvas({ first_node_id: 2 }))).toBeNull();
  });
});
