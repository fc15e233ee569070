import { useTranslation } from 'react-i18next';
import type { Canvas, NodeChangeAnswer } from '@shared/api/flow';
import { messages } from '@shared/messages';
import { clipboardAfterDelete } from '@shared/flow';
import { flowApi } from './api';
import { canvasFlags, freeCanvasName, type CanvasKind } from './canvasNames';
import { showFailure } from './editActions';
import { useCanvasStore } from './store';

interface Options {
  taskId: number;
  canvases: Canvas[];
  /** Reloads nodes and canvases and flags the task modified. */
  changed(answer?: NodeChangeAnswer | unknown): void;
  show(canvasId: number): void;
}

/** Adding, renaming and deleting canvases from the tabs (spec 2 §4). */
export function useCanvasTabActions({ taskId, canvases, changed, show }: Options) {
  const { t } = useTranslation('flow');
  const names = canvases.map((c) => c.canvas_name);
  return {
    add: async (kind: CanvasKind) => {
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
    rename: async (canvas: Canvas, name: string) => {
      const answer = await flowApi.renameCanvas(canvas.canvas_id, name);
      changed(answer);
    },
    remove: async (canvas: Canvas) => {
      try {
        const answer = await flowApi.deleteCanvas(canvas.canvas_id);
        // The clipboard resets when the canvas it was copied from is deleted (spec 2 §4).
        const store = useCanvasStore.getState();
        const clipboard = clipboardAfterDelete(store.clipboard, { canvasId: canvas.canvas_id });
        store.setClipboard(clipboard, clipboard ? store.clipboardSource : null);
        const main = canvases.find((c) => c.is_main_canvas);
        if (main) show(main.canvas_id);
        changed(answer);
      } catch (e) {
        showFailure(messages.canvas.deleteFailed, e);
      }
    },
  };
}
