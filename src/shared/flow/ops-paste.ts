import type { FlowNode } from '../api/flow';
import type { NodeRegistry } from '../plugin-api/types';
import { isCut, isBranchClipboard } from './clipboard';
import { childrenOf, gotoTarget, type FlowGraph } from './graph';
import { handOver } from './ops-insert';
import { detachNode } from './ops-remove';
import { openEndOf } from './payload';
import { checkPaste, type PasteInput } from './paste-rules';
import { Workspace, type PlanResult } from './plan';
import { checkEditable, type EditAccess } from './read-only';

export interface PastePlanInput extends PasteInput {
  access: EditAccess;
  /** The name of the canvas copy_branch_to_new_canvas creates (default: the branch root's name). */
  canvasName?: string;
}

/** Parent-first order of a set of ids inside a graph. */
function parentFirst(g: FlowGraph, rootId: number, ids: ReadonlySet<number>): number[] {
  const out: number[] = [];
  const queue = [rootId];
  const seen = new Set<number>();
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (seen.has(id) || !ids.has(id)) continue;
    seen.add(id);
    out.push(id);
    for (const child of childrenOf(g, id)) queue.push(child.node_id);
  }
  return out;
}

/** Nodes whose content references a task other than the one pasted into (the reminder dialog of spec 2 §4). */
function referencesOtherTasks(registry: NodeRegistry, node: FlowNode, taskId: number): boolean {
  if (node.link_task_node && node.link_task_node.task_id !== taskId) return true;
  const def = registry.get(node.node_type);
  const parsed = def?.config.safeParse(node.config);
  return !!def && !!parsed?.success && def.references(parsed.data).some((r) => r.model === 'task' && r.id !== taskId);
}

/**
 * Paste of the clipboard after `target` (spec 2 §4, §7 POST node/copy). A copy clones the node or branch with new
 * ids (links and goto targets inside it follow the clone); a cut moves the node or branch, keeping its ids;
 * copy_branch_to_new_canvas clones the branch under the start node of a new canvas. The path below the target
 * continues at the pasted payload's open end.
 */
export function planPaste(input: PastePlanInput): PlanResult {
  const { clipboard, source, graph, registry, target, targetTask, access } = input;
  const toNewCanvas = clipboard?.type === 'copy_branch_to_new_canvas';
  const editable = checkEditable(access, toNewCanvas ? 'clone' : 'paste');
  if (!editable.ok) return editable;
  const check = checkPaste(input);
  if (!check.ok) return check;
  const ws = new Workspace(graph);
  const root = source.byId.get(check.item.nodeId)!;
  const anchor = target ? (graph.byId.get(target.nodeId) ?? null) : null;

  if (isCut(clipboard!)) {
    const t = anchor!;
    if (check.item.kind === 'same_node') {
      ws.relink(root.node_id, check.item.parentId!, t.node_id);
      return { ok: true, plan: ws.plan({ select: root.node_id }) };
    }
    const branch = isBranchClipboard(clipboard!);
    const end = openEndOf(source, root.node_id, check.ids);
    if (branch) ws.set(root.node_id, { pid: null });
    else detachNode(ws, graph, root);
    if (end !== null) handOver(ws, t.node_id, end, root.node_id);
    ws.set(root.node_id, { pid: t.node_id, position: 0 });
    if (t.canvas_id !== root.canvas_id) for (const id of check.ids) ws.set(id, { canvas_id: t.canvas_id });
    return { ok: true, plan: ws.plan({ select: root.node_id }) };
  }

  const sameTask = root.task_id === targetTask.task_id;
  const canvasId = toNewCanvas ? -1 : anchor!.canvas_id;
  const base = { task_id: targetTask.task_id, ac_id: anchor?.ac_id ?? root.ac_id, canvas_id: canvasId };
  let attachTo: number | null = anchor?.node_id ?? null;
  if (toNewCanvas) {
    attachTo = ws.create({
      ...root,
      ...base,
      node_name: 'Start',
      tooltip: null,
      pid: null,
      position: 0,
      tags: [],
      node_type: 'start',
      category: 'system',
      connector_parent: [],
      goto_node: null,
      link_task_node: null,
      keyword_conditions: [],
      grammar_conditions: [],
      config: {},
    });
  }
  const order = parentFirst(source, root.node_id, check.ids);
  const ids = new Map<number, number>();
  const inside = (id: number | null) => (id !== null && ids.has(id) ? ids.get(id)! : null);
  for (const oldId of order) {
    const node = source.byId.get(oldId)!;
    ids.set(oldId, ws.create({ ...node, ...base, pid: null, connector_parent: [] }));
  }
  const others: number[] = [];
  for (const oldId of order) {
    const node = source.byId.get(oldId)!;
    const id = ids.get(oldId)!;
    const goto = gotoTarget(node);
    const gotoId = goto === null ? null : (inside(goto) ?? (sameTask ? goto : null));
    const remapEntries = (list: FlowNode['keyword_conditions']) => list.map((e) => ({ ...e, node_id: inside(e.node_id) }));
    ws.set(id, {
      pid: oldId === root.node_id ? attachTo : inside(node.pid),
      position: oldId === root.node_id ? 0 : node.position,
      connector_parent: node.connector_parent.map(inside).filter((p): p is number => p !== null),
      goto_node: node.goto_node && gotoId !== null ? { ...node.goto_node, goto_node_id: gotoId } : null,
      config: 'goto_node_id' in node.config ? { ...node.config, goto_node_id: gotoId } : node.config,
      keyword_conditions: remapEntries(node.keyword_conditions),
      grammar_conditions: remapEntries(node.grammar_conditions),
    });
    if (referencesOtherTasks(registry, node, targetTask.task_id)) others.push(id);
  }
  const end = openEndOf(source, root.node_id, check.ids);
  if (anchor && end !== null) handOver(ws, anchor.node_id, ids.get(end)!, ids.get(root.node_id)!);
  const newCanvas = toNewCanvas
    ? { canvas_id: -1, canvas_name: input.canvasName?.trim() || root.node_name, first_node_id: attachTo! }
    : null;
  return { ok: true, plan: ws.plan({ select: ids.get(root.node_id)!, newCanvas, nodesReferenceOtherTasks: others }) };
}
