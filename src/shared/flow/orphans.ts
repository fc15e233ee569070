import type { Canvas, FlowNode } from '../api/flow';
import { indexNodes, isStartType, type FlowGraph } from './graph';

type CanvasFlags = Pick<Canvas, 'canvas_id' | 'is_enabled' | 'is_ni_nm_handler' | 'first_node_id'>;

/** Whether a node has a parent in the graph, through pid or a connector parent. */
export const hasParent = (g: FlowGraph, node: FlowNode) =>
  (node.pid !== null && g.byId.has(node.pid)) || node.connector_parent.some((p) => g.byId.has(p));

/**
 * An orphan (spec 2 §5): a node of an enabled canvas with no parent, except start, disconnect, beep detection
 * and machine detection nodes and the first node of a no-input/no-match handler canvas.
 */
export function isOrphan(g: FlowGraph, node: FlowNode, canvas: CanvasFlags | undefined): boolean {
  if (!canvas || !canvas.is_enabled) return false;
  if (hasParent(g, node) || isStartType(node)) return false;
  return !(canvas.is_ni_nm_handler && canvas.first_node_id === node.node_id);
}

/** The orphan node ids of a task's nodes over its canvases. */
export function findOrphans(nodes: readonly FlowNode[] | FlowGraph, canvases: readonly CanvasFlags[]): number[] {
  const g = 'byId' in nodes ? nodes : indexNodes(nodes);
  const byCanvas = new Map(canvases.map((c) => [c.canvas_id, c]));
  return g.nodes.filter((node) => isOrphan(g, node, byCanvas.get(node.canvas_id))).map((node) => node.node_id);
}
