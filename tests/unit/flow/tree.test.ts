import { describe, expect, it } from 'vitest';
import { buildTree, type TreeItem } from '@shared/flow';
import { CANVAS, canvas, cond, n, voiceFlow } from './fixtures';

const labels = (items: TreeItem[]) => items.map((i) => i.key);

describe('tree builder (spec 2 §2)', () => {
  const tree = buildTree(voiceFlow(), canvas());
  const item = (id: number) => tree.itemOfNode.get(id)!;

  it('hangs children under their pid in sibling order, start-type roots first', () => {
    expect(labels(tree.roots)).toEqual(['n1', 'n11']);
    expect(labels(item(3).children)).toEqual(['n4', 'n5', 'n6']);
    expect(labels(item(4).children)).toEqual(['n7']);
    expect(item(9).depth).toBe(4);
    expect(item(9).parentKey).toBe('n6');
    expect(item(1).startType).toBe(true);
  });

  it('adds the leaf tag to nodes with no children, and only to them', () => {
    const leaves = [...tree.byKey.values()]
      .filter((i) => i.leaf)
      .map((i) => i.nodeId)
      .sort((a, b) => a - b);
    expect(leaves).toEqual([5, 8, 10, 11]);
  });

  it('marks orphans (a parentless node that is not a start type)', () => {
    expect(item(11).orphan).toBe(true);
    expect(item(1).orphan).toBe(false);
    expect(tree.orphanIds).toEqual([11]);
  });

  it('draws one dummy condition child per keyword condition of a multiple-child node', () => {
    const nodes = [
      n(1, 'start', null),
      n(2, 'menu', 1, {
        keyword_conditions: [
          { keyword: 'yes', keyword_text: 'yes please', label: 'Yes', node_id: 3 },
          { keyword: 'no', keyword_text: '', label: '', node_id: null },
        ],
      }),
      n(3, 'prompt', 2),
      cond(4, 2, 'otherwise', 'Otherwise', 5),
    ];
    const t = buildTree(nodes);
    const menu = t.itemOfNode.get(2)!;
    expect(labels(menu.children)).toEqual(['d2:0', 'd2:1', 'n4']);
    const [yes, no] = menu.children;
    expect(yes).toMatchObject({ kind: 'condition_dummy', category: 'dummy', label: 'Yes', leaf: false });
    expect(no).toMatchObject({ kind: 'condition_dummy', label: 'no', leaf: false });
    expect(labels(yes.children)).toEqual(['n3']);
    expect(t.itemOfNode.get(3)!.parentKey).toBe('d2:0');
  });

  it('draws dummy children for grammar conditions too', () => {
    const nodes = [
      n(1, 'start', null),
      n(2, 'decision', 1, { grammar_conditions: [{ keyword: 'g', keyword_text: '', label: 'Grammar A', node_id: null }] }),
    ];
    expect(
      buildTree(nodes)
        .itemOfNode.get(2)!
        .children.map((c) => c.label),
    ).toEqual(['Grammar A']);
  });

  it('draws a same-node copy under every further parent of a node with several parents', () => {
    const nodes = voiceFlow().map((x) => (x.node_id === 8 ? { ...x, connector_parent: [5, 11] } : x));
    const t = buildTree(nodes, canvas());
    expect(t.itemOfNode.get(8)!.parentKey).toBe('n7');
    const copy = t.byKey.get('s8@5')!;
    expect(copy).toMatchObject({ kind: 'same_node', nodeId: 8, parentId: 5, leaf: false, parentKey: 'n5' });
    expect(t.byKey.get('s8@11')).toBeDefined();
    expect(t.itemOfNode.get(5)!.leaf).toBe(false);
    expect(t.itemOfNode.get(11)!.orphan).toBe(true);
  });

  it('draws a node without pid under its first connector parent, not as an orphan', () => {
    const nodes = [n(1, 'start', null), n(2, 'prompt', 1), n(3, 'hangup', null, { connector_parent: [2] })];
    const t = buildTree(nodes, canvas());
    expect(t.itemOfNode.get(3)!.parentKey).toBe('n2');
    expect(t.orphanIds).toEqual([]);
  });

  it('keeps nodes caught in a cycle of parents visible', () => {
    const nodes = [n(1, 'start', null), n(2, 'prompt', 3), n(3, 'prompt', 2)];
    const t = buildTree(nodes);
    expect(t.itemOfNode.size).toBe(3);
    expect(t.roots.length).toBe(2);
  });

  it('only draws the nodes of the given canvas', () => {
    const nodes = [...voiceFlow(), n(50, 'start', null, { canvas_id: CANVAS + 1 })];
    expect(buildTree(nodes, canvas()).itemOfNode.has(50)).toBe(false);
  });

  it('gives every drawn item a unique key', () => {
    const nodes = voiceFlow().map((x) => (x.node_id === 8 ? { ...x, connector_parent: [5] } : x));
    const t = buildTree(nodes);
    expect(t.byKey.size).toBe(nodes.length + 1);
  });
});
