import type { MapEdge, MapTask, TaskMap } from '../api/taskmap';

/**
 * The task map as a graph: one node per task and per triggered campaign, one edge per link_task or
 * trigger_campaign node. Keys: 't<task_id>' for tasks, 'c<campaign_id>' for campaigns.
 */
export interface MapNode {
  key: string;
  task: MapTask | null;
  campaignId: number | null;
}

export interface MapGraph {
  nodes: MapNode[];
  edges: MapEdge[];
  indexOf: Map<string, number>;
  /** Edge indices leaving / entering each node, by node index. */
  out: number[][];
  in: number[][];
  /** Node index of each edge's ends. */
  from: Int32Array;
  to: Int32Array;
}

export const taskKey = (taskId: number) => `t${taskId}`;
export const campaignKey = (campaignId: number) => `c${campaignId}`;
export const edgeTargetKey = (e: MapEdge) => (e.kind === 'link_task' ? taskKey(e.to_task_id!) : campaignKey(e.campaign_id!));

export function buildMapGraph(map: TaskMap): MapGraph {
  const nodes: MapNode[] = map.tasks.map((task) => ({ key: taskKey(task.task_id), task, campaignId: null }));
  const indexOf = new Map(nodes.map((n, i) => [n.key, i]));
  const edges = map.edges.filter(
    (e) =>
      indexOf.has(taskKey(e.from_task_id)) &&
      (e.kind === 'trigger_campaign' ? e.campaign_id !== null : indexOf.has(taskKey(e.to_task_id ?? -1))),
  );
  for (const e of edges) {
    if (e.kind !== 'trigger_campaign') continue;
    const key = campaignKey(e.campaign_id!);
    if (!indexOf.has(key)) {
      indexOf.set(key, nodes.length);
      nodes.push({ key, task: null, campaignId: e.campaign_id });
    }
  }
  const out = nodes.map((): number[] => []);
  const into = nodes.map((): number[] => []);
  const from = new Int32Array(edges.length);
  const to = new Int32Array(edges.length);
  edges.forEach((e, i) => {
    from[i] = indexOf.get(taskKey(e.from_task_id))!;
    to[i] = indexOf.get(edgeTargetKey(e))!;
    out[from[i]].push(i);
    into[to[i]].push(i);
  });
  return { nodes, edges, indexOf, out, in: into, from, to };
}

/**
 * The collection of a task (what duplicate-collection and export take): the task and every task it links to through
 * link_task nodes, recursively, each once — as the server counts it (task-collections.ts).
 */
export function collectionOf(g: MapGraph, start: number): Set<number> {
  const seen = new Set<number>([start]);
  const stack = [start];
  while (stack.length > 0) {
    for (const e of g.out[stack.pop()!]) {
      if (g.edges[e].kind !== 'link_task' || seen.has(g.to[e])) continue;
      seen.add(g.to[e]);
      stack.push(g.to[e]);
    }
  }
  return seen;
}

/** Tasks no link_task node of another task links to (campaign boxes are never marked). */
export function unlinkedTasks(g: MapGraph): Set<number> {
  const out = new Set<number>();
  g.nodes.forEach((n, i) => {
    if (n.task && !g.in[i].some((e) => g.edges[e].kind === 'link_task' && g.from[e] !== i)) out.add(i);
  });
  return out;
}

/** A recursion: tasks that reach each other through link_task nodes; `path` walks one loop (edge indices, closing on its start). */
export interface LinkCycle {
  nodes: number[];
  path: number[];
}

/** Every recursion of the map: the strongly connected groups of link_task edges (Tarjan, iterative), with one loop each. */
export function linkCycles(g: MapGraph): LinkCycle[] {
  const n = g.nodes.length;
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const stack: number[] = [];
  const groups: number[][] = [];
  let counter = 0;
  const links = (v: number) => g.out[v].filter((e) => g.edges[e].kind === 'link_task');
  for (let root = 0; root < n; root++) {
    if (index[root] !== -1) continue;
    const work: [number, number][] = [[root, 0]];
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [v, at] = frame;
      const outs = links(v);
      if (at < outs.length) {
        frame[1]++;
        const w = g.to[outs[at]];
        if (index[w] === -1) {
          index[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          work.push([w, 0]);
        } else if (onStack[w]) low[v] = Math.min(low[v], index[w]);
        continue;
      }
      work.pop();
      if (work.length > 0) low[work[work.length - 1][0]] = Math.min(low[work[work.length - 1][0]], low[v]);
      if (low[v] === index[v]) {
        const group: number[] = [];
        let w: number;
        do {
          w = stack.pop()!;
          onStack[w] = 0;
          group.push(w);
        } while (w !== v);
        const selfLoop = group.length === 1 && links(v).some((e) => g.to[e] === v);
        if (group.length > 1 || selfLoop) groups.push(group);
      }
    }
  }
  return groups.map((group) => ({ nodes: group.sort((a, b) => a - b), path: loopThrough(g, new Set(group), group[0]) }));
}

/** The shortest loop from `start` back to itself inside the group (breadth first over link_task edges). */
function loopThrough(g: MapGraph, group: Set<number>, start: number): number[] {
  const via = new Map<number, number>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head];
    for (const e of g.out[v]) {
      if (g.edges[e].kind !== 'link_task' || !group.has(g.to[e])) continue;
      const w = g.to[e];
      if (w === start) {
        const path = [e];
        for (let at = v; at !== start; at = g.from[via.get(at)!]) path.unshift(via.get(at)!);
        return path;
      }
      if (!via.has(w)) {
        via.set(w, e);
        queue.push(w);
      }
    }
  }
  return [];
}

/**
 * The edges dagre ranks the map by: a spanning forest, breadth first from the tasks nothing links to (then from any
 * task not reached yet), so every box gets a rank from one edge into it. The other edges are drawn over that
 * layout; laying out every one of 2,000 links costs dagre seconds (docs/benchmarks.md).
 */
export function backboneEdges(g: MapGraph): number[] {
  const n = g.nodes.length;
  const reached = new Uint8Array(n);
  const chosen: number[] = [];
  const unlinked = unlinkedTasks(g);
  const starts = [...unlinked, ...g.nodes.map((_, i) => i).filter((i) => !unlinked.has(i))];
  for (const s of starts) {
    if (reached[s]) continue;
    reached[s] = 1;
    const queue = [s];
    for (let head = 0; head < queue.length; head++) {
      for (const e of g.out[queue[head]]) {
        const w = g.to[e];
        if (reached[w]) continue;
        reached[w] = 1;
        chosen.push(e);
        queue.push(w);
      }
    }
  }
  return chosen;
}
