import { messages } from '../messages';
import { checkEditable, type EditAccess, type EditAction } from './read-only';
import { allowed, refuse, type RuleResult } from './result';

/** A canvas rename fails when the name is empty, unchanged or already used in the task (spec 2 §4). */
export function checkCanvasRename(name: string, current: string, otherNames: readonly string[]): RuleResult {
  const next = name.trim();
  const title = messages.canvas.updateFailed;
  if (next === '') return refuse(messages.canvas.canvasNameRequired, title);
  if (next === current.trim()) return refuse(messages.canvas.canvasNameUnchanged, title);
  if (otherNames.some((other) => other.trim().toLowerCase() === next.toLowerCase())) return refuse(messages.canvas.canvasNameTaken, title);
  return allowed;
}

/** The changes of a task's canvases (its tabs): adding a canvas, renaming or deleting one. */
export type CanvasChange = 'add' | 'rename' | 'delete';
const changeActions: Record<CanvasChange, EditAction> = { add: 'insert', rename: 'update', delete: 'delete' };

/**
 * A canvas change is refused in a read-only editor (a protected task, a read-only user: spec 2 §4), and the main
 * canvas is never deleted. The same rule on the canvas tabs and on the server.
 */
export function checkCanvasChange(
  change: CanvasChange,
  access: EditAccess,
  canvas?: { is_main_canvas: number | boolean } | null,
): RuleResult {
  const editable = checkEditable(access, changeActions[change]);
  if (!editable.ok) return editable;
  if (change === 'delete' && canvas?.is_main_canvas)
    return refuse(messages.canvas.mainCanvasNotDeletable, messages.canvas.deleteNotPermitted);
  return allowed;
}
