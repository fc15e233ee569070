import { z } from 'zod';
import { simEvent } from './sim';

/**
 * Running flows: the task's validation (the Problems panel), the runtime calls of spec 2 §7
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

/**
 * POST /studio/prepare-chatbot-preview: the chat preview of a chatbot, messaging or WhatsApp task. task_key names
 * the preview conversation (the client picks it): the same key resumes that conversation, a new key starts afresh.
 */
export const chatPreviewBody = z.object({
  task_id: z.number().int().positive(),
  task_key: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'must be 6 to 64 letters, digits, - or _'),
});
export const chatMessageBody = z
  .object({
    text: z.string().trim().min(1).max(2000).optional(),
    dtmf: z
      .string()
      .regex(/^[0-9*#]{1,32}$/)
      .optional(),
  })
  .refine((b) => (b.text === undefined) !== (b.dtmf === undefined), { message: 'Give text or dtmf', path: ['text'] });
export const chatPreviewParams = z.object({ session_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });
/** What the customer sees: the bot's messages, what a live conversation would do, and the end. */
export const chatLine = z.object({ from: z.enum(['bot', 'system']), text: z.string(), node_id: z.number().int().nullable() });
/** A choice the waiting step offers (a menu key, a keyword): its label and the input that picks it. */
export const quickReply = z.object({ label: z.string(), input: z.object({ text: z.string().optional(), dtmf: z.string().optional() }) });
export const chatPreview = z.object({
  session_id: z.string(),
  task_id: z.number().int(),
  task_key: z.string().optional(),
  status: z.enum(['waiting', 'ended']),
  node_id: z.number().int().nullable(),
  /** The lines of this turn (prepare answers the whole conversation so far). */
  lines: z.array(chatLine),
  quick_replies: z.array(quickReply),
});
export type ChatPreview = z.infer<typeof chatPreview>;

/** POST /task/live-conversation-monitoring/enable: monitor a task's conversations live, for a caller number (ani). */
const aniRule = z
  .string()
  .trim()
  .regex(/^(\*|\+?[0-9]{1,20})?$/, 'must be a phone number of up to 20 digits, optionally starting with +');
/** The ani that means every caller: '*' (an empty ani is stored as it). */
export const everyCaller = '*';
export const liveMonitoringBody = z.object({
  task_id: z.number().int().positive(),
  /** A caller number, or '*' / '' for every caller. */
  ani: aniRule.transform((a) => a || everyCaller),
});
/** POST /task/live-conversation-monitoring/disable (ours): turns monitoring of a task off, for one ani or (without one) all. */
export const liveDisableBody = z.object({
  task_id: z.number().int().positive(),
  ani: aniRule.transform((a) => a || everyCaller).optional(),
});
export const liveDisabled = z.object({ task_id: z.number().int(), removed: z.number().int() });

/** Whether a session with the caller number `ani` (none: unknown) is sent to a monitor of `monitorAni`. */
export const aniMatches = (monitorAni: string, ani: string | null | undefined) =>
  monitorAni === everyCaller || !ani || monitorAni.replace(/^\+/, '') === ani.replace(/^\+/, '');
export const liveMonitoring = z.object({ task_id: z.number().int(), ani: z.string(), enabled_at: z.string() });
export type LiveMonitoring = z.infer<typeof liveMonitoring>;
/** A running (or just ended) session of a monitored task: where it is and what was said, as the live view shows it. */
export const liveSession = z.object({
  session_id: z.string(),
  task_id: z.number().int(),
  channel: z.string(),
  status: z.enum(['waiting', 'ended']),
  node_id: z.number().int().nullable(),
  node_name: z.string().nullable(),
  started_at: z.string(),
  /** The transcript so far (its last events when long). */
  events: z.array(simEvent),
});
export type LiveSession = z.infer<typeof liveSession>;
export const liveParams = z.object({ task_id: z.coerce.number().int().positive() });
/** GET /task/live-conversation-monitoring/{task_id}: the task's monitors and its running sessions. */
export const liveView = z.object({ task_id: z.number().int(), monitors: z.array(liveMonitoring), sessions: z.array(liveSession) });
export type LiveView = z.infer<typeof liveView>;
