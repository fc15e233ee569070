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

/** A mutable copy of a graph's nodes that an edit works on; its difference to the graph is the plan. */
export class Workspace {
  private readonly nodes = new Map<number, FlowNode>();
  private nextId = -1;
  constructor(private readonly graph: FlowGraph) {
    for (const node of graph.nodes) this.nodes.set(node.node_id, node);
  }
  get(id: number) {
    return this.nodes.get(id);
  }
  require(id: number) {
    const node = this.nodes.get(id);
    if (!node) throw new Error(`Node ${id} is not in the workspace`);
    return node;
  }
  /** pid children, in sibling order. */
  children(id: number) {
    return [...this.nodes.values()].filter((n) => n.pid === id).sort((a, b) => a.position - b.position || a.node_id - b.node_id);
  }
  linked(id: number) {
    return [...this.nodes.values()].filter((n) => n.connector_parent.includes(id));
  }
  set(id: number, patch: NodePatch) {
    this.nodes.set(id, { ...this.require(id), ...patch });
  }
  create(node: Omit<FlowNode, 'node_id'>): number {
    const id = this.nextId--;
    this.nodes.set(id, { ...node, node_id: id });
    return id;
  }
  remove(id: number) {
    this.nodes.delete(id);
  }
  /** Replaces one parent id in a node's connector list (or drops it with `to: null`), keeping it free of its pid. */
  relink(id: number, from: number, to: number | null) {
    const node = this.require(id);
    const list = node.connector_parent.map((p) => (p === from ? to : p)).filter((p): p is number => p !== null);
    this.set(id, { connector_parent: [...new Set(list)].filter((p) => p !== node.pid) });
  }
  /** Clears what pointed at removed nodes: connector parents, goto targets, condition targets; children become orphans. */
  dropDanglingRefs() {
    for (const node of [...this.nodes.values()]) {
      const patch: NodePatch = {};
      if (node.pid !== null && !this.nodes.has(node.pid) && this.graph.byId.has(node.pid)) patch.pid = null;
      const links = node.connector_parent.filter((p) => this.nodes.has(p) || !this.graph.byId.has(p));
      if (links.length !== node.connector_parent.length) patch.connector_parent = links;
      const goto = gotoTarget(node);
      if (goto !== null && goto > 0 && !this.nodes.has(goto) && this.graph.byId.has(goto)) {
        patch.goto_node = null;
        if ('goto_node_id' in node.config) patch.config = { ...node.config, goto_node_id: null };
      }
      const fix = (list: FlowNode['keyword_conditions']) =>
        list.some((e) => e.node_id !== null && !this.nodes.has(e.node_id))
          ? list.map((e) => (e.node_id !== null && !this.nodes.has(e.node_id) ? { ...e, node_id: null } : e))
          : list;
      if (fix(node.keyword_conditions) !== node.keyword_conditions) patch.keyword_conditions = fix(node.keyword_conditions);
      if (fix(node.grammar_conditions) !== node.grammar_conditions) patch.grammar_conditions = fix(node.grammar_conditions);
      if (Object.keys(patch).length > 0) this.set(node.node_id, patch);
    }
  }
  plan(extra: Partial<EditPlan> = {}): EditPlan {
    const create: FlowNode[] = [];
    const update: EditPlan['update'] = [];
    for (const node of this.nodes.values()) {
      const before = this.graph.byId.get(node.node_id);
      if (!before) {
        create.push(node);
        continue;
      }
      const set: NodePatch = {};
      for (const key of patchKeys) if (!same(before[key], node[key])) (set as Record<string, unknown>)[key] = node[key];
      if (Object.keys(set).length > 0) update.push({ node_id: node.node_id, set });
    }
    const remove = this.graph.nodes.filter((n) => !this.nodes.has(n.node_id)).map((n) => n.node_id);
    create.sort((a, b) => b.node_id - a.node_id);
    return { create, update, remove, newCanvas: null, select: null, switchToMainCanvas: false, nodesReferenceOtherTasks: [], ...extra };
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
