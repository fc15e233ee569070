import type { FlowNode } from '../api/flow';
import { gotoTarget, type FlowGraph } from './graph';
import type { Refusal } from './result';

/** The fields an edit changes on an existing node. */
export type NodePatch = Partial<
  Pick<
    FlowNode,
    | 'pid'
    | 'connector_parent'
    | 'canvas_id'
    | 'task_id'
    | 'ac_id'
    | 'position'
    | 'goto_node'
    | 'config'
    | 'node_name'
    | 'keyword_conditions'
    | 'grammar_conditions'
  >
>;
const patchKeys = [
  'pid',
  'connector_parent',
  'canvas_id',
  'task_id',
  'ac_id',
  'position',
  'goto_node',
  'config',
  'node_name',
  'keyword_conditions',
  'grammar_conditions',
] as const;

/**
 * An edit as a plan of node changes, applied by the server in one transaction. Negative ids are placeholders
 * for nodes (and, in newCanvas, the canvas) the plan creates; `create` lists parents before children, so
 * inserting in order and mapping each placeholder to its new id resolves every pid, connector_parent and goto.
 */
export interface EditPlan {
  create: FlowNode[];
  update: { node_id: number; set: NodePatch }[];
  remove: number[];
  newCanvas: { canvas_id: number; canvas_name: string; first_node_id: number } | null;
  /** The node to select and centre afterwards. */
  select: number | null;
  /** The canvas lost its first node (or all its nodes): the editor switches to the main canvas. */
  switchToMainCanvas: boolean;
  /** Pasted nodes that reference other tasks (the reminder dialog). */
  nodesReferenceOtherTasks: number[];
}
export type PlanResult = { ok: true; plan: EditPlan } | Refusal;

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * A copy-on-write view of a graph's nodes that an edit works on; its difference to the graph is the plan. Only the
 * nodes the edit sets, creates or removes are held (`changed`; null for a removed one), the rest are read from the
 * graph, so an edit of a large task costs what it touches, not the task's size.
 */
export class Workspace {
  private readonly changed = new Map<number, FlowNode | null>();
  private nextId = -1;
  constructor(private readonly graph: FlowGraph) {}
  get(id: number): FlowNode | undefined {
    const own = this.changed.get(id);
    return own !== undefined ? (own ?? undefined) : this.changed.has(id) ? undefined : this.graph.byId.get(id);
  }
  private has(id: number) {
    return this.get(id) !== undefined;
  }
  require(id: number) {
    const node = this.get(id);
    if (!node) throw new Error(`Node ${id} is not in the workspace`);
    return node;
  }
  /** The graph's nodes under `id` by `pick`, as this edit left them, plus the changed ones that now are. */
  private under(id: number, fromGraph: readonly FlowNode[] | undefined, isUnder: (n: FlowNode) => boolean): FlowNode[] {
    // A parent the graph does not know (a placeholder, or an id no node has): only a walk of every node finds them.
    const graphSide = this.graph.byId.has(id) ? (fromGraph ?? []) : this.graph.nodes.filter(isUnder);
    const out: FlowNode[] = [];
    const seen = new Set<number>();
    for (const n of graphSide) {
      if (seen.has(n.node_id) || this.changed.has(n.node_id)) continue;
      seen.add(n.node_id);
      out.push(n);
    }
    for (const n of this.changed.values()) if (n && isUnder(n)) out.push(n);
    return out;
  }
  /** pid children, in sibling order. */
  children(id: number) {
    return this.under(id, this.graph.childrenByPid.get(id), (n) => n.pid === id).sort(
      (a, b) => a.position - b.position || a.node_id - b.node_id,
    );
  }
  linked(id: number) {
    return this.under(id, this.graph.linkedByParent.get(id), (n) => n.connector_parent.includes(id));
  }
  set(id: number, patch: NodePatch) {
    this.changed.set(id, { ...this.require(id), ...patch });
  }
  create(node: Omit<FlowNode, 'node_id'>): number {
    const id = this.nextId--;
    this.changed.set(id, { ...node, node_id: id });
    return id;
  }
  remove(id: number) {
    if (this.graph.byId.has(id)) this.changed.set(id, null);
    else this.changed.delete(id);
  }
  /** Replaces one parent id in a node's connector list (or drops it with `to: null`), keeping it free of its pid. */
  relink(id: number, from: number, to: number | null) {
    const node = this.require(id);
    const list = node.connector_parent.map((p) => (p === from ? to : p)).filter((p): p is number => p !== null);
    this.set(id, { connector_parent: [...new Set(list)].filter((p) => p !== node.pid) });
  }
  /** The graph's nodes this edit removed. */
  private removedIds(): Set<number> {
    const out = new Set<number>();
    for (const [id, n] of this.changed) if (n === null) out.add(id);
    return out;
  }
  /**
   * The nodes that may point at a removed node: the changed ones, and of the graph those under it (pid, connector
   * parent), its parent (whose conditions name it) and those whose goto targets it.
   */
  private mayPointAt(removed: ReadonlySet<number>): FlowNode[] {
    const ids = new Set<number>();
    for (const [id, n] of this.changed) if (n) ids.add(id);
    for (const id of removed) {
      for (const c of this.graph.childrenByPid.get(id) ?? []) ids.add(c.node_id);
      for (const c of this.graph.linkedByParent.get(id) ?? []) ids.add(c.node_id);
      const parent = this.graph.byId.get(id)?.pid;
      if (parent !== null && parent !== undefined) ids.add(parent);
    }
    if (removed.size > 0)
      for (const n of this.graph.nodes) {
        const goto = gotoTarget(n);
        if (goto !== null && removed.has(goto)) ids.add(n.node_id);
      }
    return [...ids].flatMap((id) => this.get(id) ?? []);
  }
  /** Clears what pointed at removed nodes: connector parents, goto targets, condition targets; children become orphans. */
  dropDanglingRefs() {
    for (const node of this.mayPointAt(this.removedIds())) {
      const patch: NodePatch = {};
      if (node.pid !== null && !this.has(node.pid) && this.graph.byId.has(node.pid)) patch.pid = null;
      const links = node.connector_parent.filter((p) => this.has(p) || !this.graph.byId.has(p));
      if (links.length !== node.connector_parent.length) patch.connector_parent = links;
      const goto = gotoTarget(node);
      if (goto !== null && goto > 0 && !this.has(goto) && this.graph.byId.has(goto)) {
        patch.goto_node = null;
        if ('goto_node_id' in node.config) patch.config = { ...node.config, goto_node_id: null };
      }
      const fix = (list: FlowNode['keyword_conditions']) =>
        list.some((e) => e.node_id !== null && !this.has(e.node_id))
          ? list.map((e) => (e.node_id !== null && !this.has(e.node_id) ? { ...e, node_id: null } : e))
          : list;
      if (fix(node.keyword_conditions) !== node.keyword_conditions) patch.keyword_conditions = fix(node.keyword_conditions);
      if (fix(node.grammar_conditions) !== node.grammar_conditions) patch.grammar_conditions = fix(node.grammar_conditions);
      if (Object.keys(patch).length > 0) this.set(node.node_id, patch);
    }
  }
  /** The changed graph nodes in the graph's own order (the plan lists updates and removals in it). */
  private inGraphOrder(ids: number[]): number[] {
    if (ids.length < 2) return ids;
    const nodes = this.graph.nodes;
    let byId = true;
    for (let i = 1; i < nodes.length && byId; i++) byId = nodes[i - 1].node_id < nodes[i].node_id;
    if (byId) return ids.sort((a, b) => a - b);
    const order = new Map<number, number>();
    this.graph.nodes.forEach((n, i) => order.set(n.node_id, i));
    return ids.sort((a, b) => order.get(a)! - order.get(b)!);
  }
  plan(extra: Partial<EditPlan> = {}): EditPlan {
    const create: FlowNode[] = [];
    const updated = new Map<number, NodePatch>();
    const remove: number[] = [];
    for (const [id, node] of this.changed) {
      const before = this.graph.byId.get(id);
      if (!before) {
        if (node) create.push(node);
        continue;
      }
      if (!node) {
        remove.push(id);
        continue;
      }
      const set: NodePatch = {};
      for (const key of patchKeys) if (!same(before[key], node[key])) (set as Record<string, unknown>)[key] = node[key];
      if (Object.keys(set).length > 0) updated.set(id, set);
    }
    const update = this.inGraphOrder([...updated.keys()]).map((node_id) => ({ node_id, set: updated.get(node_id)! }));
    create.sort((a, b) => b.node_id - a.node_id);
    return {
      create,
      update,
      remove: this.inGraphOrder(remove),
      newCanvas: null,
      select: null,
      switchToMainCanvas: false,
      nodesReferenceOtherTasks: [],
      ...extra,
    };
  }
}

/** Applies a plan to a node list (placeholders kept, or mapped when `ids` assigns the new ids). */
export function applyPlan(nodes: readonly FlowNode[], plan: EditPlan, ids?: ReadonlyMap<number, number>): FlowNode[] {
  const removed = new Set(plan.remove);
  const updates = new Map(plan.update.map((u) => [u.node_id, u.set]));
  const kept = nodes.filter((n) => !removed.has(n.node_id)).map((n) => (updates.has(n.node_id) ? { ...n, ...updates.get(n.node_id) } : n));
  const all = [...kept, ...plan.create];
  return ids ? all.map((n) => remapNodeIds(n, ids)) : all;
}

/** Rewrites placeholder ids (node_id, pid, connector_parent, goto targets, canvas) to the ids the server assigned. */
export function remapNodeIds(node: FlowNode, ids: ReadonlyMap<number, number>, canvasId?: number): FlowNode {
  const map = (id: number) => (id < 0 ? (ids.get(id) ?? id) : id);
  const goto = gotoTarget(node);
  const out: FlowNode = {
    ...node,
    node_id: map(node.node_id),
    pid: node.pid === null ? null : map(node.pid),
    connector_parent: node.connector_parent.map(map),
    canvas_id: node.canvas_id < 0 && canvasId !== undefined ? canvasId : node.canvas_id,
    keyword_conditions: node.keyword_conditions.map((e) => (e.node_id === null ? e : { ...e, node_id: map(e.node_id) })),
    grammar_conditions: node.grammar_conditions.map((e) => (e.node_id === null ? e : { ...e, node_id: map(e.node_id) })),
  };
  if (goto !== null && goto < 0) {
    if (node.goto_node) out.goto_node = { ...node.goto_node, goto_node_id: map(goto) };
    if (typeof node.config.goto_node_id === 'number') out.config = { ...node.config, goto_node_id: map(goto) };
  }
  return out;
}

/** Rewrites placeholder ids inside an update of an existing node (pid, connector_parent, canvas, goto). */
export function remapPatch(set: NodePatch, ids: ReadonlyMap<number, number>, canvasId?: number): NodePatch {
  const map = (id: number) => (id < 0 ? (ids.get(id) ?? id) : id);
  const out: NodePatch = { ...set };
  if (set.pid !== undefined && set.pid !== null) out.pid = map(set.pid);
  if (set.connector_parent) out.connector_parent = set.connector_parent.map(map);
  if (set.canvas_id !== undefined && set.canvas_id < 0 && canvasId !== undefined) out.canvas_id = canvasId;
  return out;
}
