import { describe, expect, it } from 'vitest';
import type { ConditionEntry, FlowNode } from '@shared/api/flow';
import { applyNodeDelta, buildTree, type FlowGraph, type FlowTree, type TreeItem } from '@shared/flow';
import { patchedTree, type CanvasTree } from '@client/features/authoring/callflow/canvasTree';
import { grownTree } from '@client/features/authoring/callflow/treeGrowth';
import { layoutOptions, prepareTree, type PreparedTree } from '@client/features/authoring/callflow/layout/prepare';
import { tidyTree } from '@client/features/authoring/callflow/layout/tidyTree';
import { positionedFrom, type Positioned } from '@client/features/authoring/callflow/useLayout';
import { CANVAS, canvas, cond, n, voiceFlow } from '../flow/fixtures';

/** A small deterministic random source (mulberry32), so a failing case can be replayed by its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const drawn = (nodes: readonly FlowNode[]): CanvasTree => {
  const tree = buildTree(nodes, canvas());
  return { nodes, canvas: canvas(), tree, prepared: prepareTree(tree) };
};

const laidOut = (prepared: PreparedTree): Positioned => ({ prepared, ...tidyTree(prepared, layoutOptions), ms: 0 });

/** Everything an item shows and where it hangs, its children by key (children are compared by key, not by object). */
const itemView = (i: TreeItem) => ({ ...i, children: i.children.map((c) => c.key) });

const graphView = (g: FlowGraph) => ({
  nodes: g.nodes.map((x) => x.node_id),
  byId: [...g.byId].sort((a, b) => a[0] - b[0]),
  children: [...g.childrenByPid].map(([k, v]) => [k, v.map((x) => x.node_id)] as const).sort((a, b) => a[0] - b[0]),
  linked: [...g.linkedByParent].map(([k, v]) => [k, v.map((x) => x.node_id)] as const).sort((a, b) => a[0] - b[0]),
});

/** The grown tree equals the one built anew: items (pre-order) and their fields, the maps, the roots, the graph, the prepared rows. */
function expectSame(grown: { tree: FlowTree; prepared: PreparedTree }, nodes: readonly FlowNode[]) {
  const built = drawn(nodes);
  expect(grown.prepared.items.map(itemView)).toEqual(built.prepared.items.map(itemView));
  expect(grown.prepared.items.every((item) => grown.tree.byKey.get(item.key) === item)).toBe(true);
  expect([...grown.tree.byKey.keys()].sort()).toEqual([...built.tree.byKey.keys()].sort());
  expect([...grown.tree.itemOfNode.keys()].sort()).toEqual([...built.tree.itemOfNode.keys()].sort());
  expect([...grown.tree.itemOfNode].every(([id, item]) => item === grown.tree.byKey.get(`n${id}`))).toBe(true);
  expect(grown.tree.roots.map((r) => r.key)).toEqual(built.tree.roots.map((r) => r.key));
  expect(grown.tree.roots.every((r, i) => grown.prepared.items.includes(r) && r.key === built.tree.roots[i].key)).toBe(true);
  expect(grown.tree.orphanIds).toEqual(built.tree.orphanIds);
  expect(graphView(grown.tree.graph)).toEqual(graphView(built.tree.graph));
  const { prepared: p } = grown;
  expect([p.templates, [...p.parent], [...p.width], [...p.height], [...p.size]]).toEqual([
    built.prepared.templates,
    [...built.prepared.parent],
    [...built.prepared.width],
    [...built.prepared.height],
    [...built.prepared.size],
  ]);
}

/** The layout worked out from the one before equals tidyTree's over the whole tree (to rounding). */
function expectSameLayout(shown: Positioned, prepared: PreparedTree) {
  const quick = positionedFrom(shown, prepared)!;
  expect(quick).not.toBeNull();
  const whole = tidyTree(prepared, layoutOptions);
  const close = (a: ArrayLike<number>, b: ArrayLike<number>) => {
    expect(a.length).toBe(b.length);
    let most = 0;
    for (let i = 0; i < a.length; i++) most = Math.max(most, Math.abs(a[i] - b[i]));
    expect(most).toBeLessThan(1e-6);
  };
  close(quick.x, whole.x);
  close(quick.y, whole.y);
  expect(Math.abs(quick.width - whole.width)).toBeLessThan(1e-6);
  expect(quick.height).toBe(whole.height);
  return quick;
}

/** A random voice-like canvas: a start, chains, menus whose conditions lead to condition children, some same-node links. */
function randomFlow(rand: () => number, size: number): FlowNode[] {
  const nodes: FlowNode[] = [n(1, 'start', null)];
  let id = 2;
  while (nodes.length < size) {
    const parent = nodes[Math.floor(rand() * nodes.length)];
    if (parent.node_type === 'hangup') continue;
    const roll = rand();
    if (roll < 0.12 && parent.category !== 'multiple_child') {
      const menu = n(id++, 'menu', parent.node_id, { position: Math.floor(rand() * 3) });
      const keys = Math.ceil(rand() * 3);
      const entries: ConditionEntry[] = [];
      nodes.push(menu);
      for (let k = 0; k < keys; k++) {
        const c = cond(id++, menu.node_id, `key_${k + 1}`, `${k + 1}: Key`, k);
        nodes.push(c);
        entries.push({
          keyword: `key_${k + 1}`,
          keyword_text: `${k + 1}`,
          label: `Key ${k + 1}`,
          node_id: rand() < 0.8 ? c.node_id : null,
        });
      }
      nodes[nodes.indexOf(menu)] = { ...menu, keyword_conditions: entries };
    } else {
      const type = roll < 0.2 ? 'hangup' : roll < 0.6 ? 'prompt' : 'variable';
      const extra: Partial<FlowNode> = { position: Math.floor(rand() * 4) };
      if (rand() < 0.05 && nodes.length > 3) extra.connector_parent = [nodes[Math.floor(rand() * nodes.length)].node_id];
      nodes.push(n(id++, type, parent.node_id, extra));
    }
  }
  if (rand() < 0.5) nodes.push(n(id++, 'prompt', null));
  return nodes.sort((a, b) => a.node_id - b.node_id);
}

const descendants = (nodes: readonly FlowNode[], id: number): Set<number> => {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const x of nodes) if (x.pid !== null && out.has(x.pid) && !out.has(x.node_id)) out.add(x.node_id), (grew = true);
  }
  return out;
};

/** One random edit as a delta: a paste of a branch, an insert above children, a removal, a move, a rename, a new link. */
function randomEdit(rand: () => number, nodes: readonly FlowNode[], nextId: () => number): { changed: FlowNode[]; removed: number[] } {
  const pick = () => nodes[1 + Math.floor(rand() * (nodes.length - 1))];
  const roll = rand();
  const target = pick();
  if (roll < 0.3) {
    // A paste: a chain of up to 20 nodes (sometimes a menu with its conditions) after the target.
    const changed: FlowNode[] = [];
    let pid = target.node_id;
    const count = 1 + Math.floor(rand() * 20);
    for (let k = 0; k < count; k++) {
      const node = n(nextId(), k % 7 === 3 ? 'menu' : 'prompt', pid, { position: 9 });
      changed.push(node);
      if (node.node_type === 'menu') {
        const c = cond(nextId(), node.node_id, 'key_1', '1: One', 0);
        changed.push(c);
        changed[changed.length - 2] = {
          ...node,
          keyword_conditions: [{ keyword: 'key_1', keyword_text: '1', label: 'One', node_id: c.node_id }],
        };
        pid = c.node_id;
      } else pid = node.node_id;
    }
    return { changed, removed: [] };
  }
  if (roll < 0.45) {
    // An insert after the target: its children hang under the new node.
    const node = n(nextId(), 'prompt', target.node_id);
    const moved = nodes.filter((x) => x.pid === target.node_id).map((x) => ({ ...x, pid: node.node_id }));
    return { changed: [node, ...moved], removed: [] };
  }
  if (roll < 0.6) {
    // A removal of a branch, or of a node whose children go to its parent (or are left naming it).
    if (rand() < 0.5) return { changed: [], removed: [...descendants(nodes, target.node_id)] };
    const keep = rand() < 0.8;
    const children = keep ? nodes.filter((x) => x.pid === target.node_id).map((x) => ({ ...x, pid: target.pid })) : [];
    return { changed: children, removed: [target.node_id] };
  }
  if (roll < 0.75) {
    // A move of a branch under a node outside it.
    const inside = descendants(nodes, target.node_id);
    const to = nodes.filter((x) => !inside.has(x.node_id));
    const dest = to[Math.floor(rand() * to.length)];
    return { changed: [{ ...target, pid: dest.node_id, position: Math.floor(rand() * 4) }], removed: [] };
  }
  if (roll < 0.85) return { changed: [{ ...target, node_name: `renamed ${rand()}` }], removed: [] };
  if (roll < 0.95) {
    // A same-node link added or dropped.
    const other = pick();
    const links = target.connector_parent.length ? [] : [other.node_id];
    return { changed: [{ ...target, connector_parent: links }], removed: [] };
  }
  // A change of type (a menu's conditions dropped), so its dummies go.
  return { changed: [{ ...target, node_type: 'prompt', category: 'one_child', keyword_conditions: [] }], removed: [] };
}

describe('a change of where nodes hang or which nodes there are: the tree grown from the one before', () => {
  it('a paste of a branch under an empty condition: the same tree as a rebuild, the rest of the tree kept, laid out as a whole layout', () => {
    const nodes = voiceFlow();
    const before = drawn(nodes);
    const shown = laidOut(before.prepared);
    const pasted = [n(20, 'prompt', 5, { node_name: 'Pasted' }), n(21, 'hangup', 20)];
    const after = applyNodeDelta(nodes, { changed: pasted, removed: [] });
    const grown = grownTree(before, after, CANVAS)!;
    expect(grown).not.toBeNull();
    expectSame(grown, after);
    // The branch under "1: Sales" is the same objects: nothing there was made again.
    expect(grown.tree.byKey.get('n7')).toBe(before.tree.byKey.get('n7'));
    expect(grown.tree.byKey.get('n20')!.parentKey).toBe('n5');
    expect(grown.prepared.growth!.from).toBe(before.prepared);
    expectSameLayout(shown, grown.prepared);
  });

  it('an undo of that paste, a removal with children left to the parent, and a move: each the same as a rebuild', () => {
    const nodes = voiceFlow();
    const pasted = applyNodeDelta(nodes, { changed: [n(20, 'prompt', 5), n(21, 'hangup', 20)], removed: [] });
    const withPaste = drawn(pasted);
    const undone = grownTree(withPaste, nodes, CANVAS)!;
    expectSame(undone, nodes);
    expect(undone.tree.byKey.has('n20')).toBe(false);
    const removed = applyNodeDelta(nodes, { changed: [{ ...nodes[6], pid: 4 }], removed: [8] });
    expectSame(
      grownTree(drawn(nodes), applyNodeDelta(nodes, { changed: [{ ...nodes[7], pid: 4 }], removed: [7] }), CANVAS)!,
      applyNodeDelta(nodes, { changed: [{ ...nodes[7], pid: 4 }], removed: [7] }),
    );
    expect(removed.length).toBe(nodes.length - 1);
    const moved = applyNodeDelta(nodes, { changed: [{ ...nodes[6], pid: 5 }], removed: [] });
    expectSame(grownTree(drawn(nodes), moved, CANVAS)!, moved);
  });

  it('a change that reaches the roots, another canvas, or a list out of order is built anew', () => {
    const nodes = voiceFlow();
    const before = drawn(nodes);
    // Node 11 is a root (an orphan): its change changes the roots.
    expect(grownTree(before, applyNodeDelta(nodes, { changed: [{ ...nodes[10], pid: 2 }], removed: [] }), CANVAS)).toBeNull();
    expect(grownTree(before, applyNodeDelta(nodes, { changed: [n(30, 'prompt', null)], removed: [] }), CANVAS)).toBeNull();
    expect(grownTree(before, [...nodes].reverse(), CANVAS)).toBeNull();
    // A node of another canvas changes nothing here: the tree is the same one.
    const elsewhere = applyNodeDelta(nodes, { changed: [n(40, 'prompt', null, { canvas_id: CANVAS + 1 })], removed: [] });
    const grown = grownTree(before, elsewhere, CANVAS)!;
    expectSame(grown, elsewhere);
    expect(grown.prepared.growth!.kept).toEqual([
      0,
      0,
      before.prepared.items.length - 1,
      before.prepared.items.length - 1,
      before.prepared.items.length - 1,
      1,
    ]);
  });

  it('on random edits of random canvases the grown tree and its layout equal a rebuild and a whole layout', { timeout: 60_000 }, () => {
    let grownCount = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const rand = random(seed);
      let nodes = randomFlow(rand, 40 + Math.floor(rand() * 160));
      let id = Math.max(...nodes.map((x) => x.node_id)) + 1;
      let current = drawn(nodes);
      let shown = laidOut(current.prepared);
      for (let step = 0; step < 12; step++) {
        const delta = randomEdit(rand, nodes, () => id++);
        const next = applyNodeDelta(nodes, delta);
        const patched = patchedTree(current, next, canvas());
        const grown = patched ? null : grownTree(current, next, CANVAS);
        if (grown) {
          grownCount++;
          try {
            expectSame(grown, next);
            shown = expectSameLayout(shown, grown.prepared);
          } catch (e) {
            throw new Error(`seed ${seed}, step ${step}: ${(e as Error).message}`);
          }
          current = { nodes: next, canvas: canvas(), ...grown };
        } else {
          current = patched ?? drawn(next);
          shown = patched ? positionedFrom(shown, patched.prepared)! : laidOut(current.prepared);
        }
        nodes = next;
      }
    }
    // Most edits are grown, not built anew (a change at the roots, or a cycle, is built anew).
    expect(grownCount).toBeGreaterThan(300);
  });
});
