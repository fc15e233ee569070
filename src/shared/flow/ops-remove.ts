import type { Canvas, DeleteType, FlowNode, UnlinkType } from '../api/flow';
import { subtreeIds, type FlowGraph, type TreeRef } from './graph';
import { continuationOf, payloadIds, type PayloadScope } from './payload';
import { Workspace, type PlanResult } from './plan';
import { checkEditable, type EditAccess } from './read-only';
import { checkRemoval } from './remove-rules';

/**
 * Takes a node out of its place: the path below it (its child, or what hangs under its Otherwise) moves up into
 * its place and takes over its other parents. The node is left without parents.
 */
export function detachNode(ws: Workspace, graph: FlowGraph, node: FlowNode) {
  const cont = continuationOf(graph, node);
  const parents = node.connector_parent;
  if (cont && !cont.linked) {
    const child = ws.require(cont.child.node_id);
    const links = [...new Set([...child.connector_parent, ...parents])].filter((p) => p !== node.pid);
    ws.set(child.node_id, { pid: node.pid, position: node.position, connector_parent: links });
  } else if (cont) {
    ws.relink(cont.child.node_id, cont.from, node.pid);
    const linked = ws.require(cont.child.node_id);
    ws.set(linked.node_id, { connector_parent: [...new Set([...linked.connector_parent, ...parents])].filter((p) => p !== linked.pid) });
  }
  ws.set(node.node_id, { pid: null, connector_parent: [] });
}

export interface RemovalPlanInput {
  graph: FlowGraph;
  access: EditAccess;
  item: TreeRef;
  type: DeleteType | UnlinkType;
  /** The canvas the item is on, to tell when the editor switches to the main canvas. */
  canvas?: Pick<Canvas, 'canvas_id' | 'first_node_id' | 'is_main_canvas'>;
}

/**
 * delete_node / delete_branch / unlink_node / unlink_branch (spec 2 §4, §7). A node alone: the path below it
 * moves up into its place (a multiple-child node keeps its other branches: deleted with it, or unlinked with it).
 * A branch: the node and everything below it. Unlinked nodes stay on the canvas without a parent (orphans).
 * A same-node copy: only that link goes. Whatever pointed at deleted nodes (links, goto targets) is cleared.
 */
export function planRemoval({ graph, access, item, type, canvas }: RemovalPlanInput): PlanResult {
  const op = type.startsWith('delete') ? 'delete' : 'unlink';
  const scope: PayloadScope = type.endsWith('branch') ? 'branch' : 'node';
  const editable = checkEditable(access, op);
  if (!editable.ok) return editable;
  const rule = checkRemoval({ graph, item, op, scope });
  if (!rule.ok) return rule;
  const ws = new Workspace(graph);
  const node = graph.byId.get(item.nodeId)!;
  if (item.kind === 'same_node') {
    ws.relink(node.node_id, item.parentId!, null);
    return { ok: true, plan: ws.plan({ select: item.parentId }) };
  }
  const select = node.pid ?? node.connector_parent[0] ?? null;
  if (scope === 'node') detachNode(ws, graph, node);
  else ws.set(node.node_id, { pid: null, connector_parent: [] });
  if (op === 'unlink') return { ok: true, plan: ws.plan({ select }) };
  const removed = scope === 'branch' ? subtreeIds(graph, node.node_id) : payloadIds(graph, node.node_id, 'node', 'move');
  for (const id of removed) ws.remove(id);
  ws.dropDanglingRefs();
  const left = canvas ? graph.nodes.some((n) => n.canvas_id === canvas.canvas_id && !removed.has(n.node_id)) : true;
  const switchToMainCanvas =
    !!canvas && !canvas.is_main_canvas && ((canvas.first_node_id !== null && removed.has(canvas.first_node_id)) || !left);
  return { ok: true, plan: ws.plan({ select: select !== null && removed.has(select) ? null : select, switchToMainCanvas }) };
}
