import type { FlowNode } from '@shared/api/flow';
import type { ChangeAnswer } from './api';

/** What the canvas does after the server answered an edit, besides reloading (spec 2 §4). */
export interface ChangeOutcome {
  /** The canvas to show: the main canvas when the edit asks for it, or the canvas the edit's node is on. */
  showCanvasId: number | null;
  /** The node to select and centre there. */
  focusNodeId: number | null;
  /** Pasted nodes that reference other tasks: the reminder dialog lists them. */
  otherTaskNodes: FlowNode[];
}

/**
 * Reads an edit's answer: a delete of the last node or of the first node of a branch answers switch_to_main_canvas
 * (the main canvas is shown, its first node selected); an edit whose node is on another canvas (a branch cloned
 * into a new canvas, an undo) shows that canvas; a paste lists nodes_reference_other_tasks.
 */
export function changeOutcome(answer: unknown, currentCanvasId: number | null): ChangeOutcome {
  const a = (answer && typeof answer === 'object' ? answer : {}) as Partial<ChangeAnswer>;
  const ids = new Set(a.nodes_reference_other_tasks ?? []);
  const otherTaskNodes = ids.size > 0 ? (a.nodes?.data ?? a.delta?.changed ?? []).filter((n) => ids.has(n.node_id)) : [];
  const canvas = a.canvas?.data ?? null;
  if (a.switch_to_main_canvas && canvas) return { showCanvasId: canvas.canvas_id, focusNodeId: canvas.first_node_id, otherTaskNodes };
  const node = a.node?.data ?? null;
  if (node && currentCanvasId !== null && node.canvas_id !== currentCanvasId)
    return { showCanvasId: node.canvas_id, focusNodeId: node.node_id, otherTaskNodes };
  return { showCanvasId: null, focusNodeId: null, otherTaskNodes };
}
