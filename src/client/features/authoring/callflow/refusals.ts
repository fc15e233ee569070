import type { Clipboard, Task } from '@shared/api/flow';
import { messages } from '@shared/messages';
import {
  checkDrop,
  checkEditable,
  checkPaste,
  checkRemoval,
  makeClipboard,
  refuse,
  type EditAccess,
  type FlowGraph,
  type FlowTree,
  type Refusal,
  type RemovalOp,
  type TreeItem,
} from '@shared/flow';
import type { NodeRegistry } from '@shared/plugin-api';

/** What the rules of spec 2 §5 look at for one canvas action. */
export interface RuleContext {
  task: Pick<Task, 'task_id' | 'task_type'>;
  tree: FlowTree;
  registry: NodeRegistry;
  access: EditAccess;
}

/** The clipboard and the graph it was filled from. */
export interface ClipboardState {
  clipboard: Clipboard | null;
  clipboardSource: FlowGraph | null;
}

const first = (...results: ({ ok: true } | Refusal)[]): Refusal | null => (results.find((r) => !r.ok) as Refusal | undefined) ?? null;

/** Why a node cannot go after the item: read-only, or the item takes no node below it (the drop rules). */
export function insertRefusal(ctx: RuleContext, item: TreeItem, nodeType?: string): Refusal | null {
  const editable = checkEditable(ctx.access, 'insert');
  if (!editable.ok) return editable;
  if (nodeType)
    return first(checkDrop({ graph: ctx.tree.graph, registry: ctx.registry, target: item, dragged: { kind: 'new', nodeType } }));
  // Without a type: the item must be a target some new node could take (one-child or system, not a dummy or copy).
  if (item.kind !== 'node' || (item.category !== 'one_child' && item.category !== 'system')) return refuse(messages.canvas.cannotDropHere);
  return null;
}

/** Why the item cannot be copied or cut (a dummy condition is neither; a cut removes it from where it is). */
export function copyRefusal(ctx: RuleContext, item: TreeItem, branch: boolean, cut: boolean): Refusal | null {
  if (item.kind === 'condition_dummy') {
    return cut ? refuse(messages.canvas.cannotCut, messages.canvas.cutNotPermitted) : refuse(messages.canvas.invalidDragSelection);
  }
  if (!cut) return null;
  return first(
    checkEditable(ctx.access, 'cut'),
    checkRemoval({ graph: ctx.tree.graph, item, op: 'cut', scope: branch ? 'branch' : 'node' }),
  );
}

/** Why the clipboard cannot be pasted after the item ('no node has been copied', 'Cannot paste here', read-only). */
export function pasteRefusal(ctx: RuleContext, item: TreeItem, state: ClipboardState): Refusal | null {
  const editable = checkEditable(ctx.access, 'paste');
  if (!editable.ok) return editable;
  return first(
    checkPaste({
      clipboard: state.clipboard,
      source: state.clipboardSource ?? ctx.tree.graph,
      graph: ctx.tree.graph,
      registry: ctx.registry,
      target: item,
      targetTask: { task_id: ctx.task.task_id, task_type: ctx.task.task_type },
    }),
  );
}

/**
 * Why the item's branch cannot be cloned into a new canvas: read-only (clone is blocked, spec 2 §4), a dummy, a
 * same-node copy or a system node (start, condition) is no branch of its own; then the paste rules.
 */
export function cloneRefusal(ctx: RuleContext, item: TreeItem): Refusal | null {
  const editable = checkEditable(ctx.access, 'clone');
  if (!editable.ok) return editable;
  if (item.kind !== 'node' || item.category === 'system' || item.category === 'dummy') return refuse(messages.canvas.branchCloningFailed);
  const clipboard = makeClipboard('copy_branch_to_new_canvas', item, item.node, ctx.task.task_type);
  return first(
    checkPaste({
      clipboard,
      source: ctx.tree.graph,
      graph: ctx.tree.graph,
      registry: ctx.registry,
      target: null,
      targetTask: { task_id: ctx.task.task_id, task_type: ctx.task.task_type },
    }),
  );
}

/** Why the item (or its branch) cannot be deleted or unlinked. */
export function removeRefusal(ctx: RuleContext, item: TreeItem, op: Exclude<RemovalOp, 'cut'>, branch: boolean): Refusal | null {
  return first(checkEditable(ctx.access, op), checkRemoval({ graph: ctx.tree.graph, item, op, scope: branch ? 'branch' : 'node' }));
}
