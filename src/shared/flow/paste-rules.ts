import type { Clipboard, TaskType } from '../api/flow';
import { messages } from '../messages';
import type { NodeRegistry } from '../plugin-api/types';
import { sameNodeRef, nodeRef, type FlowGraph, type TreeRef } from './graph';
import { isBranchClipboard, isCut } from './clipboard';
import { movePayload } from './drop-rules';
import { openEndOf, payloadIds } from './payload';
import { checkRemoval } from './remove-rules';
import { refuse, type Refusal } from './result';
import { targetProblem, type PayloadSummary } from './target';

export interface PasteInput {
  clipboard: Clipboard | null;
  /** The graph of the task the clipboard was filled in (the same graph when pasting in the same task). */
  source: FlowGraph;
  /** The graph of the task pasted into. */
  graph: FlowGraph;
  registry: NodeRegistry;
  /** The node to paste after; null for copy_branch_to_new_canvas. */
  target: TreeRef | null;
  targetTask: { task_id: number; task_type: TaskType };
}

export interface PasteCheck {
  ok: true;
  /** The copied or cut item. */
  item: TreeRef;
  /** The ids that are copied or moved. */
  ids: Set<number>;
}

const cannotPaste = () => refuse(messages.canvas.cannotPasteHere);

/** The item the clipboard holds: the node, or the same-node copy under its connector parent. */
export const clipboardItem = (clipboard: Clipboard, source: FlowGraph): TreeRef | null => {
  const node = source.byId.get(clipboard.source_node_id);
  if (!node) return null;
  return clipboard.connector_parent_id ? sameNodeRef(node.node_id, clipboard.connector_parent_id) : nodeRef(node);
};

/**
 * Whether the clipboard may be pasted after `target` (spec 2 §5): 'no node has been copied' with nothing
 * copied; 'Cannot paste here' for a cut branch inside its own subgraph, a cut onto itself or its own parent, a cut
 * of an item whose parents include the non-removable Otherwise, another task type, a cut from another task, and
 * targets the drop rules refuse.
 */
export function checkPaste(input: PasteInput): PasteCheck | Refusal {
  const { clipboard, source, graph, registry, target, targetTask } = input;
  const nothing = refuse(messages.canvas.nothingCopied, messages.canvas.pasteFailed);
  if (!clipboard) return nothing;
  const item = clipboardItem(clipboard, source);
  if (!item) return nothing;
  if (clipboard.task_type !== targetTask.task_type) return cannotPaste();
  const cut = isCut(clipboard);
  if (cut && clipboard.source_task_id !== targetTask.task_id) return cannotPaste();
  const rootId = item.nodeId;
  const root = source.byId.get(rootId)!;
  if (clipboard.type === 'copy_branch_to_new_canvas') {
    return { ok: true, item, ids: payloadIds(source, rootId, 'branch', 'copy') };
  }
  if (!target) return cannotPaste();
  let payload: PayloadSummary;
  let ids: Set<number>;
  if (cut) {
    const moved = movePayload(source, item, clipboard.type === 'cut_branch' ? 'cut_branch' : 'cut_node');
    if (!moved) return nothing;
    payload = moved;
    ids = new Set(moved.movingIds);
    const removal = checkRemoval({ graph: source, item, op: 'cut', scope: isBranchClipboard(clipboard) ? 'branch' : 'node' });
    if (!removal.ok) return removal;
  } else {
    ids = payloadIds(source, rootId, isBranchClipboard(clipboard) ? 'branch' : 'node', 'copy');
    payload = { rootType: root.node_type, hasOpenEnd: openEndOf(source, rootId, ids) !== null };
  }
  // A cut and paste is how a drag moves a node (spec 2 §4), so it keeps the drop rule: nothing that hangs under the
  // non-removable Otherwise moves, whether it comes from a drop, a paste or a call straight to the API.
  const problem = targetProblem({ graph, registry, target, payload }, { otherwiseParent: cut, ownParent: cut });
  return problem === null ? { ok: true, item, ids } : cannotPaste();
}
