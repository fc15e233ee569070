import type { Canvas, FlowNode, TaskType } from '../api/flow';
import { childrenOf, indexNodes, isCondition, linkedChildrenOf, type FlowGraph } from '../flow/graph';
import { OTHERWISE, isStartNodeType } from '../plugin-api/catalogue';

/** A task as the engine runs it: its nodes and canvases. */
export interface TaskFlow {
  taskId: number;
  taskType: TaskType;
  canvases: readonly Canvas[];
  nodes: readonly FlowNode[];
}

/** Loads a task of the session's account; null when it does not exist there. */
export type FlowSource = (taskId: number) => Promise<TaskFlow | null>;

/** A task with its graph, built once per task and turn. */
export interface IndexedFlow extends TaskFlow {
  graph: FlowGraph;
}

export const indexFlow = (flow: TaskFlow): IndexedFlow => ({ ...flow, graph: indexNodes(flow.nodes) });

/** The first node of a canvas: its first_node_id, else its start-type root. */
function canvasEntry(flow: IndexedFlow, canvas: Canvas | undefined): number | null {
  if (!canvas) return null;
  if (canvas.first_node_id !== null && flow.graph.byId.has(canvas.first_node_id)) return canvas.first_node_id;
  const root = flow.nodes.find((n) => n.canvas_id === canvas.canvas_id && n.pid === null && isStartNodeType(n.node_type));
  return root?.node_id ?? null;
}

export const mainEntry = (flow: IndexedFlow) => canvasEntry(flow, flow.canvases.find((c) => c.is_main_canvas === 1) ?? flow.canvases[0]);
export const errorHandlerEntry = (flow: IndexedFlow) =>
  canvasEntry(
    flow,
    flow.canvases.find((c) => c.is_event_handler === 1),
  );
export const noInputHandlerEntry = (flow: IndexedFlow) =>
  canvasEntry(
    flow,
    flow.canvases.find((c) => c.is_ni_nm_handler === 1),
  );

/** The node a step continues with: its first child that is not a condition, else its first same-node link. */
export function childOf(flow: IndexedFlow, nodeId: number): number | null {
  const child = childrenOf(flow.graph, nodeId).find((c) => !isCondition(c)) ?? linkedChildrenOf(flow.graph, nodeId)[0];
  return child?.node_id ?? null;
}

/** Whether the node has condition children (branches), as a multiple-child node has. */
export const hasConditions = (flow: IndexedFlow, nodeId: number): boolean => childrenOf(flow.graph, nodeId).some(isCondition);

/** The condition child of a branch (or Otherwise when the branch has none); null when neither exists. */
export function conditionOf(flow: IndexedFlow, nodeId: number, key: string): number | null {
  const conditions = childrenOf(flow.graph, nodeId).filter(isCondition);
  const byKey = (k: string) => conditions.find((c) => c.config.branch_key === k);
  const found = byKey(key) ?? byKey(OTHERWISE.key) ?? conditions.find((c) => c.node_name === OTHERWISE.label);
  return found?.node_id ?? null;
}
