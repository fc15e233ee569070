import { describe, expect, it } from 'vitest';
import type { MapEdge, MapTask, TaskMap } from '@shared/api/taskmap';
import { backboneEdges, buildMapGraph, collectionOf, linkCycles, taskKey, unlinkedTasks } from '@shared/taskmap/analysis';
import { backLink, followLink, stepLink } from '@shared/taskmap/navigation';

const task = (id: number): MapTask => ({
  task_id: id,
  task_name: `T${id}`,
  task_type: 'voice',
  protected: 0,
  is_favorite: 0,
  version_in_use_modified: 0,
  updated_at: '2026-01-01T00:00:00Z',
});
let nodeId = 100;
const link = (from: number, to: number): MapEdge => ({
  kind: 'link_task',
  from_task_id: from,
  to_task_id: to,
  campaign_id: null,
  node_id: nodeId++,
  node_name: `Link ${from}→${to}`,
});
const trigger = (from: number, campaign: number): MapEdge => ({
  kind: 'trigger_campaign',
  from_task_id: from,
  to_task_id: null,
  campaign_id: campaign,
  node_id: nodeId++,
  node_name: `Campaign ${campaign}`,
});

/** 1 → 2 → 3 → 2 (a recursion 2 ⇄ 3), 1 → 4, 5 alone, 4 triggers campaign 9, and a link to a task not in the map. */
const map: TaskMap = {
  tasks: [1, 2, 3, 4, 5].map(task),
  edges: [link(1, 2), link(2, 3), link(3, 2), link(1, 4), trigger(4, 9), link(5, 77)],
};
const g = buildMapGraph(map);
const at = (id: number) => g.indexOf.get(taskKey(id))!;
const tasksOf = (nodes: Iterable<number>) => [...nodes].map((i) => g.nodes[i].task?.task_id ?? `c${g.nodes[i].campaignId}`).sort();

describe('the task map graph', () => {
  it('has a box per task and per triggered campaign, and an edge per link_task and trigger_campaign node', () => {
    expect(g.nodes.map((n) => n.key)).toEqual(['t1', 't2', 't3', 't4', 't5', 'c9']);
    expect(g.edges).toHaveLength(5); // the link to a task outside the map is left out
    expect(g.out[at(1)].map((e) => g.edges[e].node_name)).toEqual(['Link 1→2', 'Link 1→4']);
    expect(g.in[at(2)]).toHaveLength(2);
  });

  it('highlights the collection duplicate-collection and export would take: linked tasks, recursively, not campaigns', () => {
    expect(tasksOf(collectionOf(g, at(1)))).toEqual([1, 2, 3, 4]);
    expect(tasksOf(collectionOf(g, at(3)))).toEqual([2, 3]);
    expect(tasksOf(collectionOf(g, at(5)))).toEqual([5]);
  });

  it('marks the tasks nothing links to', () => {
    expect(tasksOf(unlinkedTasks(g))).toEqual([1, 5]);
  });

  it('finds each recursion through link_task nodes with a path that closes on its start', () => {
    const cycles = linkCycles(g);
    expect(cycles).toHaveLength(1);
    expect(tasksOf(cycles[0].nodes)).toEqual([2, 3]);
    const path = cycles[0].path;
    expect(path.map((e) => g.edges[e].node_name).sort()).toEqual(['Link 2→3', 'Link 3→2']);
    expect(g.from[path[0]]).toBe(g.to[path[path.length - 1]]);
    const self = buildMapGraph({ tasks: [task(1)], edges: [link(1, 1)] });
    expect(linkCycles(self)).toEqual([{ nodes: [0], path: [0] }]);
    expect(linkCycles(buildMapGraph({ tasks: [task(1), task(2)], edges: [link(1, 2)] }))).toEqual([]);
  });

  it('ranks by a spanning forest that reaches every box once, from the tasks nothing links to', () => {
    const chosen = backboneEdges(g);
    const reached = chosen.map((e) => g.to[e]);
    expect(new Set(reached).size).toBe(reached.length);
    expect(tasksOf(reached)).toEqual(tasksOf([at(2), at(3), at(4), g.indexOf.get('c9')!]));
  });

  it('finds recursions in a large account without recursion limits (a 5,000-task chain closing on itself)', () => {
    const n = 5000;
    const big = buildMapGraph({
      tasks: Array.from({ length: n }, (_, i) => task(i + 1)),
      edges: Array.from({ length: n }, (_, i) => link(i + 1, ((i + 1) % n) + 1)),
    });
    const cycles = linkCycles(big);
    expect(cycles).toHaveLength(1);
    expect(cycles[0].nodes).toHaveLength(n);
    expect(cycles[0].path).toHaveLength(n);
  });
});

describe('walking the map by keyboard', () => {
  it('↓/↑ choose among the links a task makes and the links into it; → follows and ← walks back', () => {
    let c = { node: at(1), edge: null as number | null };
    c = stepLink(g, c, 1);
    expect(g.edges[c.edge!].node_name).toBe('Link 1→2');
    c = stepLink(g, c, 1);
    expect(g.edges[c.edge!].node_name).toBe('Link 1→4');
    c = stepLink(g, c, 1); // wraps
    expect(g.edges[c.edge!].node_name).toBe('Link 1→2');
    expect(stepLink(g, { node: at(1), edge: null }, -1).edge).toBe(g.out[at(1)][1]);

    const there = followLink(g, c)!;
    expect(there.node).toBe(at(2));
    expect(g.edges[there.edge!].node_name).toBe('Link 1→2'); // the link walked stays chosen (Shift+Enter opens its node)
    expect(followLink(g, there)!.node).toBe(at(3)); // → again: on along 2's first outgoing link
    expect(backLink(g, there)).toEqual({ node: at(1), edge: there.edge });
    expect(followLink(g, { node: at(5), edge: null })).toBeNull();
    expect(backLink(g, { node: at(1), edge: null })).toBeNull();
  });
});
