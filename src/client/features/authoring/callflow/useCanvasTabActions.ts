import { useTranslation } from 'react-i18next';
import type { Canvas, NodeChangeAnswer } from '@shared/api/flow';
import { messages } from '@shared/messages';
import { allowed, checkCanvasChange, clipboardAfterDelete, type CanvasChange, type EditAccess, type RuleResult } from '@shared/flow';
import { flowApi } from './api';
import { canvasFlags, freeCanvasName, type CanvasKind } from './canvasNames';
import { useCanvasDialogs } from './dialogs';
import { showFailure, showRefusal } from './editActions';
import { useCanvasStore } from './store';

interface Options {
  taskId: number;
  canvases: Canvas[];
  /** The canvas shown. */
  canvas: Canvas | null;
  /** Whether the task may change (null until it has loaded). */
  access: EditAccess | null;
  /** Reloads nodes and canvases and flags the task modified. */
  changed(answer?: NodeChangeAnswer | unknown): void;
  show(canvasId: number): void;
}

/** The name field on the shown canvas's tab (the only tab whose name can be edited). */
const nameField = () => document.querySelector<HTMLElement>('.cf-tabs .cf-canvas-name');

/**
 * What the canvas tab commands do (canvasTabCommands.ts: add, rename, delete), and the rename the tab's name field
 * confirms (spec 2 §4). The tabs' menus, keys and the palette all reach these through the commands.
 */
export function useCanvasTabActions({ taskId, canvases, canvas, access, changed, show }: Options) {
  const { t } = useTranslation('flow');
  const names = canvases.map((c) => c.canvas_name);
  /** The rule that refuses the change now (a read-only editor, the main canvas). */
  const check = (change: CanvasChange): RuleResult => (access ? checkCanvasChange(change, access, canvas) : allowed);
  const remove = async (target: Canvas) => {
    try {
      const answer = await flowApi.deleteCanvas(target.canvas_id);
      // The clipboard resets when the canvas it was copied from is deleted (spec 2 §4).
      const store = useCanvasStore.getState();
      const clipboard = clipboardAfterDelete(store.clipboard, { canvasId: target.canvas_id });
      store.setClipboard(clipboard, clipboard ? store.clipboardSource : null);
      const main = canvases.find((c) => c.is_main_canvas);
      if (main) show(main.canvas_id);
      changed(answer);
    } catch (e) {
      showFailure(messages.canvas.deleteFailed, e);
    }
  };
  return {
    check,
    add: async (kind: CanvasKind) => {
      const refused = check('add');
      if (!refused.ok) return showRefusal(refused);
      const name = freeCanvasName(t(`canvas.kinds.${kind}`), names, kind === 'canvas');
      try {
        const answer = await flowApi.createCanvas(taskId, name, canvasFlags(kind));
        changed(answer);
        if (answer.canvas.data) show(answer.canvas.data.canvas_id);
        // The new canvas opens with its root node selected and centred, ready for the keys.
        useCanvasStore.getState().focusNode(answer.node.data?.node_id ?? null);
      } catch (e) {
        showFailure(messages.canvas.createFailed, e);
      }
    },
    /** Puts the keys in the shown canvas's name (once a menu or the palette that ran the command has let them go). */
    startRename: () => {
      const refused = check('rename');
      if (!refused.ok) return showRefusal(refused);
      requestAnimationFrame(() => nameField()?.focus());
    },
    rename: async (target: Canvas, name: string) => {
      const answer = await flowApi.renameCanvas(target.canvas_id, name);
      changed(answer);
    },
    /** Asks first (the canvas and all its nodes go), then deletes the shown canvas. */
    askRemove: () => {
      const refused = check('delete');
      if (!refused.ok) return showRefusal(refused);
      const target = canvas;
      if (target) useCanvasDialogs.getState().confirmCanvasDelete({ name: target.canvas_name, proceed: () => void remove(target) });
    },
  };
}
