import type { Clipboard } from '@shared/api/flow';
import { messages } from '@shared/messages';
import { checkDrag, checkDrop, checkEditable, makeClipboard, refuse, type Refusal, type TreeItem } from '@shared/flow';
import type { RuleContext } from '../refusals';

/** What is being dragged: a palette item (a new node of a type) or an item of the canvas (with Shift: its branch). */
export type DragPayload = { kind: 'new'; nodeType: string } | { kind: 'move'; key: string; branch: boolean };

export type DropDecision =
  | { kind: 'refuse'; refusal: Refusal }
  /** Open the node editor with `new` for this type after pid (spec 2 §2). */
  | { kind: 'new'; nodeType: string; pid: number }
  /** A cut and paste through the server (spec 2 §4): the clipboard of the cut, pasted after pid. */
  | { kind: 'move'; clipboard: Clipboard; pid: number; movedId: number };

/** Why a drag may not start (spec 2 §5): read-only tasks; for nodes also dummy and system nodes and the Otherwise rule. */
export function dragStartRefusal(ctx: RuleContext, payload: DragPayload): Refusal | null {
  if (payload.kind === 'new') {
    const editable = checkEditable(ctx.access, 'insert');
    return editable.ok ? null : editable;
  }
  const item = ctx.tree.byKey.get(payload.key);
  if (!item) return refuse(messages.canvas.invalidDragSelection, messages.canvas.dragDisabled);
  const check = checkDrag({ graph: ctx.tree.graph, access: ctx.access, item, branchSelected: payload.branch });
  return check.ok ? null : check;
}

/**
 * What dropping the payload on the drop box under `target` does: refused with 'Cannot drop here' where the drop
 * rules forbid it (spec 2 §5), else the editor for a new node or the move. Nothing is sent for a refusal.
 */
export function decideDrop(ctx: RuleContext, payload: DragPayload, target: TreeItem): DropDecision {
  const startRefusal = dragStartRefusal(ctx, payload);
  if (startRefusal) return { kind: 'refuse', refusal: startRefusal };
  const refused: DropDecision = { kind: 'refuse', refusal: refuse(messages.canvas.cannotDropHere) };
  if (payload.kind === 'new') {
    const drop = checkDrop({ graph: ctx.tree.graph, registry: ctx.registry, target, dragged: { kind: 'new', nodeType: payload.nodeType } });
    return drop.ok ? { kind: 'new', nodeType: payload.nodeType, pid: target.nodeId } : refused;
  }
  const item = ctx.tree.byKey.get(payload.key)!;
  const drag = checkDrag({ graph: ctx.tree.graph, access: ctx.access, item, branchSelected: payload.branch });
  if (!drag.ok) return { kind: 'refuse', refusal: drag };
  const drop = checkDrop({
    graph: ctx.tree.graph,
    registry: ctx.registry,
    target,
    dragged: { kind: 'move', item, branchSelected: payload.branch },
  });
  if (!drop.ok) return refused;
  return {
    kind: 'move',
    clipboard: makeClipboard(drag.cutType, item, item.node, ctx.task.task_type),
    pid: target.nodeId,
    movedId: item.nodeId,
  };
}

/** Whether the drop box under `target` takes the payload (drawn highlighted while dragged over). */
export const dropAllowed = (ctx: RuleContext, payload: DragPayload, target: TreeItem) => decideDrop(ctx, payload, target).kind !== 'refuse';
