import type { Clipboard, ClipboardType, FlowNode, TaskType } from '../api/flow';
import type { TreeRef } from './graph';

/** What Ctrl/Cmd+C / X (with Shift for the branch) put on the clipboard. */
export function makeClipboard(type: ClipboardType, item: TreeRef, node: FlowNode, taskType: TaskType): Clipboard {
  return {
    source_node_id: node.node_id,
    type,
    task_type: taskType,
    source_canvas_id: node.canvas_id,
    source_task_id: node.task_id,
    ...(item.kind === 'same_node' && item.parentId !== null ? { connector_parent_id: item.parentId } : {}),
  };
}

export const isCut = (clipboard: Clipboard) => clipboard.type === 'cut_node' || clipboard.type === 'cut_branch';
export const isBranchClipboard = (clipboard: Clipboard) => clipboard.type !== 'copy_node' && clipboard.type !== 'cut_node';

/** A cut is cleared after one paste; a copy stays so it can be pasted again (spec 2 §4). */
export const clipboardAfterPaste = (clipboard: Clipboard | null): Clipboard | null => (clipboard && isCut(clipboard) ? null : clipboard);

/** The clipboard resets when the copied node or its canvas is deleted (spec 2 §4). */
export function clipboardAfterDelete(
  clipboard: Clipboard | null,
  deleted: { nodeIds?: Iterable<number>; canvasId?: number | null },
): Clipboard | null {
  if (!clipboard) return null;
  if (deleted.canvasId !== undefined && deleted.canvasId !== null && deleted.canvasId === clipboard.source_canvas_id) return null;
  for (const id of deleted.nodeIds ?? []) if (id === clipboard.source_node_id) return null;
  return clipboard;
}
