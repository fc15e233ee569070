import { Intent } from '@blueprintjs/core';
import type { Canvas, NodeChangeAnswer, NodeDelta, Task } from '@shared/api/flow';
import { messages } from '@shared/messages';
import {
  checkEditable,
  clipboardAfterDelete,
  clipboardAfterPaste,
  makeClipboard,
  subtreeIds,
  type EditAccess,
  type FlowTree,
  type NodeUsage,
  type Refusal,
  type TreeItem,
} from '@shared/flow';
import type { NodeRegistry } from '@shared/plugin-api';
import { i18n } from '@client/i18n';
import { notify } from '@client/shell/notices';
import { replayedText } from '../versions/historyWords';
import { flowApi } from './api';
import { useCanvasDialogs } from './dialogs';
import { cloneRefusal, copyRefusal, insertRefusal, pasteRefusal, removeRefusal } from './refusals';
import { useCanvasStore } from './store';
import { useSession } from '@client/session/store';

/** The toast of a paste across accounts: what content was reused and what was created (the server's answer). */
export function carriedMessage(carried: NonNullable<NodeChangeAnswer['carried_content']>): string {
  const names = (action: 'reused' | 'created') =>
    carried.filter((c) => (action === 'created' ? c.action !== 'reused' : c.action === 'reused')).map((c) => c.name);
  const parts = [];
  const reused = names('reused');
  const created = names('created');
  if (reused.length) parts.push(i18n.t('flow:canvas.clipboard.carriedReused', { names: reused.join(', ') }));
  if (created.length) parts.push(i18n.t('flow:canvas.clipboard.carriedCreated', { names: created.join(', ') }));
  return parts.join(' ');
}

/** Shows a rule's refusal (title and message of spec 2 §8) as a toast; nothing is sent to the server. */
export function showRefusal(r: Refusal) {
  notify({
    intent: Intent.WARNING,
    icon: 'disable',
    message: r.title ? (
      <span className="studio-notice">
        <strong>{r.title}</strong>
        <span>{r.message}</span>
      </span>
    ) : (
      r.message
    ),
  });
}

export function showFailure(title: string, e: unknown) {
  const text = e instanceof Error && e.message ? e.message : messages.operationFailed;
  notify({
    intent: Intent.DANGER,
    icon: 'error',
    message: (
      <span className="studio-notice">
        <strong>{title}</strong>
        <span>{text}</span>
      </span>
    ),
  });
}

export interface EditContext {
  task: Task;
  canvas: Canvas;
  tree: FlowTree;
  registry: NodeRegistry;
  access: EditAccess;
  /** Puts the answer in the cache, reloads nodes and canvases and flags the task modified. */
  applyChange(answer: NodeChangeAnswer | unknown): void;
}

const sameParent = (item: TreeItem) => (item.kind === 'same_node' && item.parentId !== null ? item.parentId : undefined);

/** Sends an edit; on success the node `select` names is selected and centred once the reloaded tree is drawn. */
export async function run(
  title: string,
  call: () => Promise<NodeChangeAnswer | unknown>,
  ctx: EditContext,
  select: (answer: NodeChangeAnswer | undefined) => number | null,
) {
  try {
    const answer = (await call()) as NodeChangeAnswer | undefined;
    useCanvasStore.getState().focusNode(select(answer));
    ctx.applyChange(answer);
    return true;
  } catch (e) {
    showFailure(title, e);
    return false;
  }
}

/** Shows the refusal, if any, and answers whether the action may go ahead. */
const allowedOrShown = (refusal: Refusal | null) => (refusal ? (showRefusal(refusal), false) : true);

/**
 * Whether a node of this type may go after the item (read-only and drop rules of spec 2 §5); a refusal shows
 * its message. The node itself is created by the node editor opened with `new`, so required settings can be set.
 */
export function canInsert(ctx: EditContext, item: TreeItem, nodeType: string): boolean {
  return allowedOrShown(insertRefusal(ctx, item, nodeType));
}

export function copyItem(ctx: EditContext, item: TreeItem, branch: boolean, cut: boolean) {
  if (!allowedOrShown(copyRefusal(ctx, item, branch, cut))) return;
  const type = cut ? (branch ? 'cut_branch' : 'cut_node') : branch ? 'copy_branch' : 'copy_node';
  useCanvasStore.getState().setClipboard(makeClipboard(type, item, item.node, ctx.task.task_type), ctx.tree.graph);
  notify({
    intent: Intent.PRIMARY,
    icon: cut ? 'cut' : 'duplicate',
    message: i18n.t(`flow:canvas.clipboard.${type}`, { name: item.label }),
  });
}

export function pasteAfter(ctx: EditContext, item: TreeItem) {
  const { clipboard, clipboardSource, clipboardAcId } = useCanvasStore.getState();
  if (!allowedOrShown(pasteRefusal(ctx, item, { clipboard, clipboardSource }))) return;
  const here = useSession.getState().selection?.acId;
  const fromAcId = clipboardAcId !== null && clipboardAcId !== here ? clipboardAcId : undefined;
  return run(
    messages.canvas.pasteFailed,
    () => flowApi.copy(clipboard!, ctx.task.task_id, item.nodeId, ctx.canvas.canvas_id, fromAcId),
    ctx,
    (a) => {
      useCanvasStore.getState().keepClipboard(clipboardAfterPaste(clipboard), clipboardAfterPaste(clipboard) ? clipboardSource : null);
      notify({ intent: Intent.SUCCESS, icon: 'clipboard', message: i18n.t('flow:canvas.clipboard.pasted', { name: item.label }) });
      const carried = a?.carried_content ?? [];
      if (carried.length) notify({ intent: Intent.PRIMARY, icon: 'import', message: carriedMessage(carried) });
      return a?.node.data?.node_id ?? clipboard!.source_node_id;
    },
  );
}

/** Delete (delete_node / delete_branch) or unlink (unlink_node / unlink_branch); the parent is selected after. */
export async function removeItem(ctx: EditContext, item: TreeItem, op: 'delete' | 'unlink', branch: boolean) {
  if (!allowedOrShown(removeRefusal(ctx, item, op, branch))) return;
  const parent = item.parentKey ? (ctx.tree.byKey.get(item.parentKey)?.node.node_id ?? null) : null;
  const after = () => {
    const store = useCanvasStore.getState();
    const gone = branch ? subtreeIds(ctx.tree.graph, item.nodeId) : [item.nodeId];
    if (op === 'delete') store.setClipboard(clipboardAfterDelete(store.clipboard, { nodeIds: gone }), store.clipboardSource);
    return parent ?? ctx.canvas.first_node_id;
  };
  if (op === 'unlink') {
    return run(
      messages.canvas.unlinkFailed,
      () => flowApi.unlink(item.nodeId, branch ? 'unlink_branch' : 'unlink_node', ctx.task.task_id, sameParent(item)),
      ctx,
      after,
    );
  }
  const type = branch ? 'delete_branch' : 'delete_node';
  const remove = () =>
    run(messages.canvas.deleteFailed, () => flowApi.remove(item.nodeId, type, ctx.canvas.canvas_id, sameParent(item)), ctx, after);
  // Before deleting, the node's usages are checked; if found, a confirmation shows them (spec 2 §4). A same-node copy
  // only loses its link: nothing else can use it.
  if (item.kind !== 'node') return remove();
  let usages: NodeUsage[];
  try {
    usages = await flowApi.usages(item.nodeId, type);
  } catch (e) {
    showFailure(messages.canvas.deleteFailed, e);
    return false;
  }
  if (usages.length === 0) return remove();
  useCanvasDialogs.getState().confirmDelete({ label: item.label, branch, usages, proceed: () => void remove() });
  return false;
}

/** Clones the item's branch into a new canvas (copy_branch_to_new_canvas), which is then shown with the clone selected. */
export function cloneBranchToNewCanvas(ctx: EditContext, item: TreeItem) {
  if (!allowedOrShown(cloneRefusal(ctx, item))) return;
  const clipboard = makeClipboard('copy_branch_to_new_canvas', item, item.node, ctx.task.task_type);
  return run(
    messages.canvas.branchCloningFailed,
    () => flowApi.copy(clipboard, ctx.task.task_id, null, null),
    ctx,
    (a) => a?.node.data?.node_id ?? null,
  );
}

type Replayed = { action: string; subject_name: string | null };
type ChangeAnswer = NodeChangeAnswer & { delta?: NodeDelta; replayed?: Replayed };

/** Whether the node is still on the task after the change (whole answer or delta). */
const stillThere = (a: ChangeAnswer | undefined, id: number) =>
  a?.delta ? !a.delta.removed.includes(id) : !!a?.nodes?.data.some((n) => n.node_id === id);

/**
 * Undo or redo of the newest edit: the selection stays where it was when its node is still there; else it goes to the
 * node the server names, or to the item the selection hung under (undoing a paste selects where it was pasted). A
 * notice says what was taken back or done again ("Undid: Pasted a branch “Hang up”").
 */
export async function undoRedo(ctx: EditContext, which: 'undo' | 'redo', selected: TreeItem | null) {
  const editable = checkEditable(ctx.access, 'update');
  if (!editable.ok) return showRefusal(editable);
  let answer: ChangeAnswer | undefined;
  const call = async () => (answer = (await flowApi[which](ctx.task.task_id)) as ChangeAnswer | undefined);
  const kept = (a: ChangeAnswer | undefined) => !!selected && stillThere(a, selected.node.node_id);
  const done = await run(messages.canvas.updateFailed, call, ctx, (a) => (kept(a) ? null : (a?.node.data?.node_id ?? null)));
  if (!done) return false;
  if (!kept(answer) && !answer?.node.data && selected?.parentKey) useCanvasStore.getState().select(selected.parentKey);
  if (answer?.replayed) notify({ intent: Intent.PRIMARY, icon: which, message: replayedText(i18n.t, which, answer.replayed) });
  return true;
}
