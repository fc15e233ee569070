import { describe, expect, it } from 'vitest';
import type { FlowNode } from '@shared/api/flow';
import { diffNodes, indexNodes, type FlowGraph } from '@shared/flow';
import { nodesAfter } from '../../../src/server/modules/flow/edits/nodes-after';
import { withLinks } from '../../../src/server/modules/flow/model/rows';
import { cond, n } from '../flow/fixtures';

/** A small deterministic random source (the same edits on every run). */
function random(seed: number) {
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  return { next, int: (max: number) => Math.floor(next() * max), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] };
}

const taskNames = new Map([
  [501, 'Billing'],
  [502, 'Support'],
]);

/** Stored fields only, as a row reads (derived ones empty): what an edit writes. */
const stored = (node: FlowNode): FlowNode => ({ ...node, goto_node: null, link_task_node: null });

/** A task of `size` nodes: prompts, keyword finders with condition children, gotos, linked tasks, same-node links. */
function task(r: ReturnType<typeof random>, size: number): FlowNode[] {
  const nodes: FlowNode[] = [n(1, 'start', null)];
  for (let id = 2; id <= size; id++) {
    const parent = r.pick(nodes.filter((x) => x.node_type !== 'condition_label' || r.next() < 0.5));
    const kind = r.int(10);
    if (kind === 0) {
      nodes.push(
        n(id, 'keyword_finder', parent.node_id, {
          config: {
            ...n(id, 'keyword_finder', null).config,
            keywords: [{ key: 'k1', label: 'One', match: 'keywords', keyword_text: 'one' }],
          },
        }),
      );
    } else if (kind === 1) {
      const owner = nodes.filter((x) => x.node_type === 'keyword_finder');
      nodes.push(
        owner.length
          ? cond(id, r.pick(owner).node_id, r.pick(['k1', 'k2', 'otherwise']), `Cond ${id}`, r.int(3))
          : n(id, 'prompt', parent.node_id),
      );
    } else if (kind === 2) {
      nodes.push(n(id, 'goto', parent.node_id, { config: { goto_node_id: r.int(size) + 1 } }));
    } else if (kind === 3) {
      nodes.push(n(id, 'link_task', parent.node_id, { config: { task_id: r.pick([501, 502, 503]) } }));
    } else {
      nodes.push(n(id, 'prompt', parent.node_id, { position: r.int(4), connector_parent: r.next() < 0.1 ? [r.int(id - 1) + 1] : [] }));
    }
  }
  return nodes;
}

/** One random edit: renames, moves, new links, settings, removals and new nodes (some with ids an undo puts back). */
function edit(r: ReturnType<typeof random>, before: readonly FlowNode[], nextId: number, removedEarlier: FlowNode[]) {
  const written: FlowNode[] = [];
  const gone: number[] = [];
  const count = 1 + r.int(4);
  for (let i = 0; i < count; i++) {
    const target = r.pick(before);
    const kind = r.int(7);
    if (kind === 0) written.push({ ...stored(target), node_name: `Renamed ${nextId + i}` });
    else if (kind === 1) written.push({ ...stored(target), pid: r.pick(before).node_id, position: r.int(4) });
    else if (kind === 2) written.push({ ...stored(target), connector_parent: [r.pick(before).node_id] });
    else if (kind === 3 && target.node_type === 'keyword_finder')
      written.push({
        ...stored(target),
        config: { ...target.config, keywords: [{ key: 'k2', label: 'Two', match: 'keywords', keyword_text: 'two' }] },
      });
    else if (kind === 4) gone.push(target.node_id);
    else if (kind === 5)
      written.push(stored(n(nextId + i, r.pick(['prompt', 'goto']), r.pick(before).node_id, { config: { goto_node_id: target.node_id } })));
    else written.push(stored({ ...target, node_name: `Back ${target.node_id}` }));
  }
  // Rows an undo puts back: a node removed earlier comes back while untouched nodes still name it as their parent.
  if (removedEarlier.length > 0 && r.next() < 0.3) {
    const back = removedEarlier.splice(r.int(removedEarlier.length), 1)[0];
    if (!before.some((x) => x.node_id === back.node_id)) written.push(stored({ ...back, node_name: `Restored ${back.node_id}` }));
  }
  for (const id of gone) removedEarlier.push(before.find((x) => x.node_id === id)!);
  const unique = new Map(written.map((w) => [w.node_id, w]));
  return { gone, written: [...unique.values()] };
}

/** The graph as plain data: every map's keys and its lists' ids, in order. */
const shape = (g: FlowGraph) => ({
  nodes: g.nodes,
  byId: [...g.byId.entries()].sort((a, b) => a[0] - b[0]),
  children: [...g.childrenByPid.entries()]
    .map(([k, v]) => [k, v.map((x) => x.node_id)])
    .sort((a, b) => (a[0] as number) - (b[0] as number)),
  linked: [...g.linkedByParent.entries()].map(([k, v]) => [k, v.map((x) => x.node_id)]).sort((a, b) => (a[0] as number) - (b[0] as number)),
  childObjects: [...g.childrenByPid.values()].flat().every((x) => g.byId.get(x.node_id) === x),
});

describe('a task after an edit, worked out from what the edit touched', () => {
  it('equals the whole list derived, indexed and compared again, over random edits of random tasks', () => {
    let edits = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const r = random(seed);
      let nodes = withLinks(task(r, 30 + r.int(60)), taskNames);
      let graph = indexNodes(nodes);
      let nextId = 1000;
      const removedEarlier: FlowNode[] = [];
      for (let step = 0; step < 15; step++) {
        const { gone, written } = edit(r, nodes, nextId, removedEarlier);
        nextId += 10;
        const touched = new Set([...gone, ...written.map((w) => w.node_id)]);
        // The reference: the old whole-list way.
        const kept = nodes.filter((x) => !touched.has(x.node_id));
        const expected = withLinks(
          [...kept, ...written].sort((a, b) => a.node_id - b.node_id),
          taskNames,
        );
        const linkedNow = new Map([...taskNames].filter(([id]) => written.some((w) => w.config.task_id === id)));
        const got = nodesAfter(graph, gone, written, linkedNow);
        expect(got.nodes).toEqual(expected);
        expect(shape(got.graph)).toEqual({ ...shape(indexNodes(expected)), childObjects: true });
        const delta = diffNodes(nodes, expected, touched);
        expect(got.changed).toEqual(delta.changed);
        expect(got.removed).toEqual(delta.removed);
        nodes = got.nodes;
        graph = got.graph;
        edits++;
      }
    }
    expect(edits).toBe(600);
  });

  it('keeps every node the edit did not reach as the same object', () => {
    const nodes = withLinks(task(random(7), 50), taskNames);
    const graph = indexNodes(nodes);
    const target = nodes.find((x) => x.node_type === 'prompt' && !nodes.some((y) => y.config.goto_node_id === x.node_id))!;
    const got = nodesAfter(graph, [], [{ ...stored(target), node_name: 'Renamed' }], new Map());
    expect(got.changed.map((x) => x.node_id)).toEqual([target.node_id]);
    expect(got.nodes.filter((x, i) => x !== nodes[i]).map((x) => x.node_id)).toEqual([target.node_id]);
  });

  it("a goto's target renamed: the goto is answered again with the new name, though the edit did not write it", () => {
    const nodes = withLinks([n(1, 'start', null), n(2, 'prompt', 1), n(3, 'goto', 2, { config: { goto_node_id: 2 } })], taskNames);
    const got = nodesAfter(indexNodes(nodes), [], [{ ...stored(nodes[1]), node_name: 'Welcome' }], new Map());
    expect(got.changed.map((x) => [x.node_id, x.goto_node?.goto_node_name ?? null])).toEqual([
      [2, null],
      [3, 'Welcome'],
    ]);
  });
});
