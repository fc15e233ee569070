import { useEffect, useRef } from 'react';
import type { Canvas } from '@shared/api/flow';
import { checkEditable, offeredNodeTypes, gotoTarget, type CanvasChange, type RuleResult, type TreeItem } from '@shared/flow';
import type { CanvasControls } from '@client/commands/canvasControls';
import { openScreen } from '@client/commands/screens';
import { cloneBranchToNewCanvas, copyItem, pasteAfter, removeItem, showRefusal, undoRedo, type EditContext } from './editActions';
import type { CanvasKind } from './canvasNames';
import { linkedTaskId, menuRefusal, type CanvasCommandId } from './menuModel';
import { moveSelection } from './navigation';
import { useCanvasStore } from './store';

import { typingTarget } from '@client/commands/canvasControls';

export { typingTarget };

/** What the canvas page gives its commands; the rest (selection, clipboard, goto) is read from the canvas store. */
export interface CanvasPage {
  edit: EditContext | null;
  /** The task is loaded (the versions, problems, preview and live commands need no drawn canvas). */
  taskLoaded: boolean;
  readOnly: boolean;
  /** The node types the server offers the account for the task type (its whole decision). */
  offeredTypes: readonly string[];
  /** The node editor is open: the canvas keys rest (its fields take Ctrl+C, Ctrl+Z …). */
  editorOpen: boolean;
  openEditor(item: TreeItem): void;
  openInsert(): void;
  openFind(): void;
  focusNodeAnywhere(nodeId: number): void;
  /** Opens the context menu of the item, at its place on screen. */
  openMenu(item: TreeItem): void;
  copyNodeUrl(item: TreeItem): void;
  openTask(taskId: number): void;
  zoom(factor: number): void;
  fit(): void;
  togglePanel(panel: 'versions' | 'history'): void;
  publish(): void;
  toggleProblems(): void;
  /** Opens or closes the Traffic overlay. */
  toggleTraffic(): void;
  hasChatPreview: boolean;
  openPreview(): void;
  liveOn: boolean;
  openLive(): void;
  /** Shows or hides the palette of node types beside the canvas. */
  toggleNodePalette(): void;
  /** The task's canvases in the order of their tabs, and the one shown. */
  canvases: readonly Canvas[];
  canvas: Canvas | null;
  /** The rule that would refuse a change of the task's canvases now. */
  checkCanvasChange(change: CanvasChange): RuleResult;
  showCanvas(canvasId: number): void;
  addCanvas(kind: CanvasKind): void;
  renameCanvas(): void;
  deleteCanvas(): void;
}

/**
 * The types the insert picker offers after an item: what the server offers the account (the answer of
 * POST /billing/ac-node-types), only those whose drop rules let them go after the item (leaf-only types only at a leaf).
 */
export function insertTypes(c: Pick<CanvasPage, 'edit' | 'offeredTypes'>, item: TreeItem | null) {
  if (!c.edit || !item) return [];
  return offeredNodeTypes(c.edit.registry, c.offeredTypes, {
    graph: c.edit.tree.graph,
    target: item.node,
    atLeaf: item.children.length === 0,
  });
}

/** Opens the canvas's controls to the canvas commands while the page is mounted. */
export function useCanvasCommands(page: CanvasPage) {
  const ref = useRef(page);
  ref.current = page;
  useEffect(() => {
    const p = () => ref.current;
    const edit = () => p().edit!;
    const tree = () => p().edit?.tree ?? null;
    const taskReady = () => p().taskLoaded && !p().editorOpen && !typingTarget();
    const controls: CanvasControls = {
      taskReady,
      ready: () => !!p().edit && !p().editorOpen && !typingTarget(),
      readOnly: () => p().readOnly,
      tree,
      selected: () => {
        const key = useCanvasStore.getState().selectedKey;
        return (key && tree()?.byKey.get(key)) || null;
      },
      select: (direction) => useCanvasStore.getState().select(moveSelection(tree()!, useCanvasStore.getState().selectedKey, direction)),
      refusal: (id, item) => {
        const ctx = p().edit;
        return ctx ? (menuRefusal(id as CanvasCommandId, ctx, item, useCanvasStore.getState())?.message ?? null) : null;
      },
      gotoTarget: (item) => gotoTarget(item.node),
      linkedTask: linkedTaskId,
      canGoBack: () => !!useCanvasStore.getState().gotoFrom,
      openEditor: (item) => p().openEditor(item),
      openInsert: () => {
        const editable = checkEditable(edit().access, 'insert');
        if (!editable.ok) return showRefusal(editable);
        p().openInsert();
      },
      openFind: () => p().openFind(),
      openMenu: (item) => p().openMenu(item),
      copyNodeUrl: (item) => p().copyNodeUrl(item),
      openTask: (taskId) => p().openTask(taskId),
      copy: (item, branch, cut) => copyItem(edit(), item, branch, cut),
      cloneToNewCanvas: (item) => void cloneBranchToNewCanvas(edit(), item),
      paste: (item) => void pasteAfter(edit(), item),
      remove: (item, op, branch) => void removeItem(edit(), item, op, branch),
      followGoto: (item) => {
        const target = gotoTarget(item.node)!;
        useCanvasStore.getState().setGotoFrom({ source: item.nodeId, target });
        p().focusNodeAnywhere(target);
      },
      goBack: () => {
        const from = useCanvasStore.getState().gotoFrom!;
        useCanvasStore.getState().setGotoFrom(null);
        p().focusNodeAnywhere(from.source);
      },
      undo: () => void undoRedo(edit(), 'undo', controls.selected()),
      redo: () => void undoRedo(edit(), 'redo', controls.selected()),
      zoom: (factor) => p().zoom(factor),
      fit: () => p().fit(),
      togglePanel: (panel) => p().togglePanel(panel),
      publish: () => p().publish(),
      toggleProblems: () => p().toggleProblems(),
      toggleTraffic: () => p().toggleTraffic(),
      hasChatPreview: () => p().hasChatPreview,
      openPreview: () => p().openPreview(),
      liveOn: () => p().liveOn,
      openLive: () => p().openLive(),
      toggleNodePalette: () => p().toggleNodePalette(),
      canvases: () => p().canvases,
      canvas: () => p().canvas,
      canvasRefusal: (change) => {
        const rule = p().checkCanvasChange(change);
        return rule.ok ? null : rule.message;
      },
      showCanvas: (id) => p().showCanvas(id),
      addCanvas: (kind) => p().addCanvas(kind),
      renameCanvas: () => p().renameCanvas(),
      deleteCanvas: () => p().deleteCanvas(),
    };
    return openScreen('canvas', controls);
  }, []);
}
