import { create } from 'zustand';
import type { FlowNode } from '@shared/api/flow';
import type { NodeUsage } from '@shared/flow';

/** A delete that found usages: the confirmation lists them, and `proceed` deletes anyway. */
export interface DeleteConfirmation {
  label: string;
  branch: boolean;
  usages: NodeUsage[];
  proceed(): void;
}

/** The deletion of a canvas (from its tab, its key or the palette) asks first; `proceed` deletes it. */
export interface CanvasDeletion {
  name: string;
  proceed(): void;
}

interface CanvasDialogs {
  /** Pasted nodes that reference other tasks (the reminder dialog of spec 2 §4). */
  reminder: FlowNode[] | null;
  deleteConfirmation: DeleteConfirmation | null;
  canvasDeletion: CanvasDeletion | null;
  remind(nodes: FlowNode[]): void;
  confirmDelete(confirmation: DeleteConfirmation): void;
  confirmCanvasDelete(deletion: CanvasDeletion): void;
  close(): void;
}

/** The canvas's dialogs, opened by edit actions (outside React) and drawn by CanvasDialogs. */
export const useCanvasDialogs = create<CanvasDialogs>()((set) => ({
  reminder: null,
  deleteConfirmation: null,
  canvasDeletion: null,
  remind: (nodes) => set({ reminder: nodes.length > 0 ? nodes : null }),
  confirmDelete: (deleteConfirmation) => set({ deleteConfirmation }),
  confirmCanvasDelete: (canvasDeletion) => set({ canvasDeletion }),
  close: () => set({ reminder: null, deleteConfirmation: null, canvasDeletion: null }),
}));
