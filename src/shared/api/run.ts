import { z } from 'zod';
import { simEvent } from './sim';

/**
 * Running flows (issue 14 §4): the task's validation (the Problems panel), the runtime calls of spec 2 §7
 * (workflow runs, chatbot preview, visual form, live monitoring).
 */
export const taskProblem = z.object({
  node_id: z.number(),
  node_name: z.string(),
  /** The setting's dotted path; '' for the node as a whole. */
  path: z.string(),
  message: z.string(),
  severity: z.enum(['error', 'warning']),
});
export type TaskProblemAnswer = z.infer<typeof taskProblem>;
export const taskValidation = z.object({ task_id: z.number(), valid: z.boolean(), problems: z.array(taskProblem) });
export type TaskValidation = z.infer<typeof taskValidation>;

const paramValue = z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]);
/** Values of a workflow's passed parameters by name (the names the task form lists in passed_params). */
export const passedParams = z.record(z.string().min(1).max(100), paramValue);

/** POST /studio/workflow-run-now: run a workflow task now. */
export const workflowRunNowBody = z.object({ task_id: z.number().int().positive(), passed_params: passedParams.optional() });
export const workflowRun = z.object({
  session_id: z.string(),
  status: z.enum(['waiting', 'ended']),
  outcome: z.string().nullable(),
  node_id: z.number().int().nullable(),
  /** The published version that ran; null when the task has none (its draft ran). */
  task_version: z.number().int().nullable(),
  events: z.array(simEvent),
  /** The task's output parameters by name, as the run left them. */
  output_params: z.record(z.string(), z.unknown()),
});
export type WorkflowRun = z.infer<typeof workflowRun>;

/** POST /studio/workflow/{task_id}/collection: schedule the task as its form says, with these passed parameters. */
export const workflowCollectionParams = z.object({ task_id: z.coerce.number().int().positive() });
export const workflowCollectionBody = z.object({ passed_params: passedParams.optional() }).default({});
export const workflowSchedule = z.object({
  task_id: z.number().int(),
  is_active: z.boolean(),
  /** The next run (ISO instant); null when the schedule has no run left (inactive, over, or no start set). */
  next_run_at: z.string().nullable(),
  runs: z.number().int(),
  passed_params: passedParams,
});
export type WorkflowScheduleAnswer = z.infer<typeof workflowSchedule>;
