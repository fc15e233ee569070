import { messages } from '../messages';
import { isNonRemovableCondition, parentsOfRef, type FlowGraph, type TreeRef } from './graph';
import { checkEditable, type EditAccess } from './read-only';
import { refuse, type Refusal } from './result';

export type CutType = 'cut_node' | 'cut_branch';

/**
 * Dragging a node is a cut and paste (spec 2 §4): cut_branch when a branch is selected, or when the
 * node is multiple-child or a same-node copy; otherwise cut_node.
 */
export function dragCutType(graph: FlowGraph, item: TreeRef, branchSelected: boolean): CutType {
  if (branchSelected || item.kind === 'same_node') return 'cut_branch';
  return graph.byId.get(item.nodeId)?.category === 'multiple_child' ? 'cut_branch' : 'cut_node';
}

export interface DragInput {
  graph: FlowGraph;
  access: EditAccess;
  item: TreeRef;
  branchSelected: boolean;
}

const dragRefusal = (message: string) => refuse(message, messages.canvas.dragDisabled);

/**
 * Whether a drag may start (spec 2 §5): blocked for read-only tasks, dummy nodes, system nodes,
 * and nodes whose parent is the non-removable Otherwise condition.
 */
export function checkDrag({ graph, access, item, branchSelected }: DragInput): { ok: true; cutType: CutType } | Refusal {
  const editable = checkEditable(access, 'drag');
  if (!editable.ok) return editable;
  if (item.kind === 'condition_dummy') return dragRefusal(messages.canvas.invalidDragSelection);
  const node = graph.byId.get(item.nodeId);
  if (!node) return dragRefusal(messages.canvas.invalidDragSelection);
  if (item.kind === 'node') {
    if (node.category === 'dummy') return dragRefusal(messages.canvas.invalidDragSelection);
    if (node.category === 'system') return dragRefusal(messages.canvas.cannotDragSystemNodes);
  }
  const underOtherwise = parentsOfRef(graph, item).some((id) => {
    const parent = graph.byId.get(id);
    return !!parent && isNonRemovableCondition(parent);
  });
  if (underOtherwise) return dragRefusal(messages.canvas.invalidDragSelection);
  return { ok: true, cutType: dragCutType(graph, item, branchSelected) };
}
