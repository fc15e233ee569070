import { messages } from '../messages';
import { allowed, refuse, type RuleResult } from './result';

/** Read-only when the task is protected or the user has read-only access (spec 2 §4). */
export interface EditAccess {
  /** The task's protected flag (0/1 or boolean). */
  protected: boolean | number;
  /** The user may read the task but not change it. */
  readOnly: boolean;
}

/** The canvas actions that change a task. Copying stays possible in a read-only task. */
export const editActions = ['insert', 'update', 'unlink', 'paste', 'clone', 'cut', 'delete', 'drag', 'link'] as const;
export type EditAction = (typeof editActions)[number];

/** The title each refused action is shown with (spec 2 §8). */
export const editActionTitles: Record<EditAction, string> = {
  insert: messages.canvas.createFailed,
  update: messages.canvas.updateFailed,
  link: messages.canvas.createFailed,
  unlink: messages.canvas.unlinkNotPermitted,
  paste: messages.canvas.pasteFailed,
  clone: messages.canvas.branchCloningFailed,
  cut: messages.canvas.cutNotPermitted,
  delete: messages.canvas.deleteNotPermitted,
  drag: messages.canvas.dragDisabled,
};

export const isReadOnly = (access: EditAccess) => Boolean(access.protected) || access.readOnly;

/** Insert, unlink, paste, clone (and every other change) are blocked in a read-only editor. */
export function checkEditable(access: EditAccess, action: EditAction): RuleResult {
  if (Boolean(access.protected)) return refuse(messages.canvas.taskProtected, editActionTitles[action]);
  if (access.readOnly) return refuse(messages.noManagePermission, editActionTitles[action]);
  return allowed;
}
