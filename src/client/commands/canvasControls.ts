import type { Canvas } from '@shared/api/flow';
import type { CanvasChange, FlowTree, TreeItem } from '@shared/flow';
import type { CanvasKind } from '../features/authoring/callflow/canvasNames';

/**
 * What the open call-flow canvas offers its commands (canvasCommands.ts, canvasTabCommands.ts, runCommands.ts). The canvas page opens
 * them under the name 'canvas' while it is mounted; every method reads the page as it is now.
 */
export interface CanvasControls {
  /** The task is loaded, no node editor is open and no text field has the keys. */
  taskReady(): boolean;
  /** As taskReady, with the canvas drawn: the canvas has the keys. */
  ready(): boolean;
  /** No change may be made (a read-only user, a protected task, two versions compared). */
  readOnly(): boolean;
  tree(): FlowTree | null;
  /** The item selected on the canvas. */
  selected(): TreeItem | null;
  /** Moves the selection to the item's parent, first child, or previous or next sibling (the first root when none). */
  select(direction: 'parent' | 'child' | 'previous' | 'next'): void;
  /** Why the command would be refused on the item now (the canvas rules), null when it may run. */
  refusal(id: string, item: TreeItem): string | null;
  /** The node a goto node jumps to, and the task a link-task node opens. */
  gotoTarget(item: TreeItem): number | null;
  linkedTask(item: TreeItem): number | null;
  /** The goto followed last, to go back from. */
  canGoBack(): boolean;
  openEditor(item: TreeItem): void;
  /** Opens the insert picker after the selection, or says why the task cannot change. */
  openInsert(): void;
  openFind(): void;
  /** Opens the context menu of the item, at its place on screen. */
  openMenu(item: TreeItem): void;
  copyNodeUrl(item: TreeItem): void;
  openTask(taskId: number): void;
  copy(item: TreeItem, branch: boolean, cut: boolean): void;
  cloneToNewCanvas(item: TreeItem): void;
  paste(item: TreeItem): void;
  remove(item: TreeItem, op: 'delete' | 'unlink', branch: boolean): void;
  followGoto(item: TreeItem): void;
  goBack(): void;
  undo(): void;
  redo(): void;
  zoom(factor: number): void;
  fit(): void;
  /** Opens or closes the versions or the edit-history panel. */
  togglePanel(panel: 'versions' | 'history'): void;
  publish(): void;
  /** Opens the Problems panel, gives it the keys, or closes it when it has them. */
  toggleProblems(): void;
  /** Opens the Traffic overlay (what callers did per node), gives it the keys, or closes it when it has them. */
  toggleTraffic(): void;
  /** The task is one a customer chats with: it has a chat preview. */
  hasChatPreview(): boolean;
  openPreview(): void;
  /** Live monitoring is on for the account. */
  liveOn(): boolean;
  openLive(): void;
  /** Shows or hides the palette of node types beside the canvas. */
  toggleNodePalette(): void;
  /** The task's canvases in the order of their tabs (main first); none until the task has loaded. */
  canvases(): readonly Canvas[];
  /** The canvas shown (its tab selected). */
  canvas(): Canvas | null;
  /** Why the change of the task's canvases would be refused now (a read-only editor, the main canvas), null when it may run. */
  canvasRefusal(change: CanvasChange): string | null;
  showCanvas(canvasId: number): void;
  /** Adds a canvas of the kind, shown with its root selected, or says why it may not. */
  addCanvas(kind: CanvasKind): void;
  /** Puts the keys in the shown canvas's name on its tab, to rename it there (Enter keeps it, Escape leaves it). */
  renameCanvas(): void;
  /** Asks first, then deletes the shown canvas and shows the main one; or says why it may not. */
  deleteCanvas(): void;
}

/** A text field has the focus; the palette's own input does not count (it offers the canvas commands). */
export const typingTarget = () => {
  const el = document.activeElement as HTMLElement | null;
  return !!el && !el.closest('.studio-palette') && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
};
