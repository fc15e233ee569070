import { z } from 'zod';
import { canvas, flowNode, nodeChangeAnswer, nodeDelta, task } from '@shared/api/flow';

/** Answers of the call-flow server beyond the shared ones in src/shared/api/flow.ts. */
export const changeAnswerSchema = nodeChangeAnswer.extend({
  /** The task's whole node list; left out when the request asked for the delta (X-Node-Answer: delta). */
  nodes: nodeChangeAnswer.shape.nodes.optional(),
  /** With X-Node-Answer: delta: the nodes the change added or changed and the ids it removed, instead of `nodes`. */
  delta: nodeDelta.optional(),
  /** The edit removed the first node (or every node) of a canvas: the editor switches to the main canvas. */
  switch_to_main_canvas: z.boolean(),
  /** The task's revision after the change: the next edit carries it (X-Task-Revision). */
  revision: z.number().optional(),
  /** Undo and redo: the edit they put back or replayed, as the edit history names it. */
  replayed: z.object({ action: z.string(), subject_name: z.string().nullable() }).optional(),
});

export const nodeListAnswer = z.object({
  data: z.array(flowNode),
  canvases: z.array(canvas).optional(),
  orphan_ids: z.array(z.number()).optional(),
});
export const nodeTaskAnswer = z.object({ data: z.object({ node: flowNode, task, canvas: canvas.nullable() }) });

export const historyEntry = z.object({
  history_id: z.number(),
  task_id: z.number(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable().optional(),
  action: z.string(),
  subject_id: z.number().nullable(),
  /** What the entry touched, by its name then (a node, a canvas, a version); null when it has none. */
  subject_name: z.string().nullable(),
  is_undone: z.number(),
  created_at: z.string(),
});
export const historyList = z.object({ data: z.array(historyEntry) });

export const checkAnswer = z.object({ data: z.object({ valid: z.boolean(), message: z.string() }) });

/** GET /node/nodes/{id}/usages: what deleting the node would break (NodeUsage of src/shared/flow/usages.ts). */
export const nodeUsagesAnswer = z.object({
  data: z.array(
    z.object({
      kind: z.enum(['goto', 'same_node', 'link_task']),
      node_id: z.number(),
      node_name: z.string(),
      task_id: z.number(),
      task_name: z.string().nullable(),
      canvas_id: z.number(),
    }),
  ),
});
