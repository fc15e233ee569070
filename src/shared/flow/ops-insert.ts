import type { FlowNode } from '../api/flow';
import { messages } from '../messages';
import { OTHERWISE } from '../plugin-api/catalogue';
import type { AnyNodeDefinition, Branch, NodeRegistry } from '../plugin-api/types';
import { checkDrop } from './drop-rules';
import { dropSiteAfter, dropSiteAtPosition } from './drop-site';
import { isCondition, type FlowGraph, type TreeRef } from './graph';
import { Workspace, type PlanResult } from './plan';
import { checkEditable, type EditAccess } from './read-only';
import { refuse } from './result';
import { targetProblem } from './target';

export interface NewNodeFields {
  node_name?: string;
  tooltip?: string | null;
  tags?: string[];
  config?: Record<string, unknown>;
}

export interface InsertInput {
  graph: FlowGraph;
  registry: NodeRegistry;
  access: EditAccess;
  /** The node the new one goes after; with swap, the node whose place it takes. */
  target: TreeRef;
  nodeType: string;
  /** Insert in the target's place: the target moves below the new node. */
  swap?: boolean;
  fields?: NewNodeFields;
}

/** Where the path below a new node continues: the node itself, or its Otherwise (else first) condition. */
function holderOf(ws: Workspace, id: number, def: AnyNodeDefinition): number {
  if (def.category !== 'multiple_child') return id;
  const conditions = ws.children(id).filter(isCondition);
  return (conditions.find((c) => c.config.branch_key === OTHERWISE.key) ?? conditions[0] ?? { node_id: id }).node_id;
}

/** Creates the condition children of a multiple-child node from its branches. */
export function createConditions(ws: Workspace, owner: FlowNode, branches: readonly Branch[]) {
  branches.forEach((branch, position) => {
    ws.create({
      ...owner,
      node_name: branch.label,
      tooltip: null,
      pid: owner.node_id,
      position,
      tags: [],
      node_type: 'condition_label',
      category: 'system',
      connector_parent: [],
      goto_node: null,
      link_task_node: null,
      keyword_conditions: [],
      grammar_conditions: [],
      config: { branch_key: branch.key, removable: branch.removable },
    });
  });
}

/** Moves everything below `from` (pid children and same-node links, but not `keep`) under `to`. */
export function handOver(ws: Workspace, from: number, to: number, keep: number) {
  for (const child of ws.children(from)) if (child.node_id !== keep) ws.set(child.node_id, { pid: to, position: 0 });
  for (const linked of ws.linked(from)) if (linked.node_id !== keep) ws.relink(linked.node_id, from, to);
}

/**
 * Inserts a new node after a node (taking over the path below it), or with swap in the node's place
 * (spec 2 §4, §7 POST /node/nodes). A multiple-child node gets its condition children, and the path it
 * takes over continues under Otherwise.
 */
export function planInsert(input: InsertInput): PlanResult {
  const { graph, registry, access, target, nodeType, swap = false, fields = {} } = input;
  const editable = checkEditable(access, 'insert');
  if (!editable.ok) return editable;
  const def = registry.get(nodeType);
  if (!def || !def.availability.creatable) return refuse(messages.canvas.nodeTypeUnavailable, messages.canvas.createFailed);
  const parsed = def.config.safeParse(fields.config ?? def.defaults());
  if (!parsed.success) return refuse(messages.validationFailed, messages.canvas.createFailed);
  const anchor = graph.byId.get(target.nodeId);
  if (swap) {
    const takesChild = def.category === 'one_child' || def.category === 'multiple_child';
    // In the target's place the new node has the target below it: it goes after the target's parent, occupied.
    const parent = anchor?.pid != null ? graph.byId.get(anchor.pid) : undefined;
    const placed = { type: def.type, category: def.category };
    const site = parent ? { ...dropSiteAfter(graph, parent, placed), occupied: true } : dropSiteAtPosition(placed, false);
    if (target.kind !== 'node' || !anchor || anchor.category === 'system' || anchor.pid === null || !takesChild || def.drop.place(site)) {
      return refuse(messages.canvas.cannotDropHere);
    }
  } else {
    const drop = checkDrop({ graph, registry, target, dragged: { kind: 'new', nodeType, config: parsed.data } });
    if (!drop.ok) return drop;
  }
  const ws = new Workspace(graph);
  const base = anchor!;
  const id = ws.create({
    node_name: fields.node_name?.trim() || def.label.default,
    tooltip: fields.tooltip ?? null,
    task_id: base.task_id,
    ac_id: base.ac_id,
    canvas_id: base.canvas_id,
    pid: swap ? base.pid : base.node_id,
    position: swap ? base.position : 0,
    tags: fields.tags ?? [],
    node_type: def.type,
    category: def.category,
    connector_parent: [],
    goto_node: null,
    link_task_node: null,
    keyword_conditions: [],
    grammar_conditions: [],
    config: parsed.data as Record<string, unknown>,
  });
  if (def.category === 'multiple_child') createConditions(ws, ws.require(id), def.branches(parsed.data));
  const holder = holderOf(ws, id, def);
  if (swap) ws.set(base.node_id, { pid: holder, position: 0 });
  else handOver(ws, base.node_id, holder, id);
  return { ok: true, plan: ws.plan({ select: id }) };
}

export interface SameNodeInput {
  graph: FlowGraph;
  registry: NodeRegistry;
  access: EditAccess;
  /** The leaf the link goes under. */
  target: TreeRef;
  /** The existing node it links to (POST /node/nodes with same_node). */
  nodeId: number;
}

/** Links an existing node under a leaf as one more parent (drawn there as a same-node copy). */
export function planSameNode({ graph, registry, access, target, nodeId }: SameNodeInput): PlanResult {
  const editable = checkEditable(access, 'link');
  if (!editable.ok) return editable;
  const node = graph.byId.get(nodeId);
  const refused = refuse(messages.canvas.cannotDropHere);
  if (!node || node.category === 'system' || node.category === 'dummy') return refused;
  if (target.nodeId === nodeId || node.pid === target.nodeId || node.connector_parent.includes(target.nodeId)) return refused;
  if (
    targetProblem(
      { graph, registry, target, payload: { rootType: node.node_type, hasOpenEnd: false } },
      { otherwiseParent: false, ownParent: false },
    )
  ) {
    return refused;
  }
  const ws = new Workspace(graph);
  ws.set(nodeId, { connector_parent: [...node.connector_parent, target.nodeId] });
  return { ok: true, plan: ws.plan({ select: nodeId }) };
}
