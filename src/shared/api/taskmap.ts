import { z } from 'zod';
import { taskTypes } from './flow';

/** A task as a box of the task map (spec 2 §3 task fields the map shows). */
export const mapTask = z.object({
  task_id: z.number().int(),
  task_name: z.string(),
  task_type: z.enum(taskTypes),
  /** The lock (a protected task is read-only in the editor). */
  protected: z.number().int(),
  is_favorite: z.number().int(),
  /** The task's version in use has unpublished changes. */
  version_in_use_modified: z.number().int(),
  updated_at: z.string(),
});
export type MapTask = z.infer<typeof mapTask>;

/**
 * A use of one task by another: a link_task node (`to_task_id`) or a trigger_campaign node (`campaign_id`), named by
 * the node that makes it. From the usage index: a node of `from_task_id` uses the task or the campaign.
 */
export const mapEdge = z.object({
  kind: z.enum(['link_task', 'trigger_campaign']),
  from_task_id: z.number().int(),
  to_task_id: z.number().int().nullable(),
  campaign_id: z.number().int().nullable(),
  node_id: z.number().int(),
  node_name: z.string(),
});
export type MapEdge = z.infer<typeof mapEdge>;

/** GET /studio/tasks/map: the selected account's enabled tasks and the uses between them, in one answer. */
export const taskMap = z.object({ tasks: z.array(mapTask), edges: z.array(mapEdge) });
export type TaskMap = z.infer<typeof taskMap>;
