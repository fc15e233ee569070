import { z } from 'zod';
import { createShape, itemShape } from '../entities/field-schemas';
import { maxWaitersCap, qformeQueueFields } from '../entities/qforme-queues.fields';
import { planTypes, type PlanType } from '../plans/catalogue';
import type { TaskType } from './flow';
import { listQuery } from './common';
import { e164 } from './dnis';

/**
 * QforMe (spec 3 §3 "Queue: queue_id. Waiter: waiter_id. Queue call log.", §7 "/qforme: queues, waiters,
 * queue-call-logs, plan-types-waiters, collection, validate-name"): an account's queues, the callers waiting in them
 * for a callback, and what happened in each queue.
 */
/** A queue's cap may come as text (a form's number): entities/qforme-queues.fields.ts declares the fields. */
const queueChecks = { max_waiters: { body: z.coerce.number().int().min(1).max(maxWaitersCap), item: z.number() } };
export const qformeQueue = z.object({
  queue_id: z.number(),
  ac_id: z.number(),
  ...itemShape(qformeQueueFields, queueChecks),
  /** Callers waiting now. */
  waiting: z.number(),
  is_enabled: z.number(),
  updated_at: z.string(),
});
export type QformeQueue = z.infer<typeof qformeQueue>;

export { maxWaitersCap };

const queueFields = z.object(createShape(qformeQueueFields, queueChecks));
export const qformeQueueCreate = queueFields.strict();
export const qformeQueueUpdate = queueFields.partial().strict();

export const waiterStatuses = ['waiting', 'called_back', 'removed'] as const;
export type WaiterStatus = (typeof waiterStatuses)[number];

export const qformeWaiter = z.object({
  waiter_id: z.number(),
  queue_id: z.number(),
  callback_number: z.string(),
  plan_type: z.enum(planTypes),
  task_id: z.number().nullable(),
  priority: z.number(),
  /** The skills it was queued for (none: any agent). */
  skills: z.array(z.string()),
  status: z.enum(waiterStatuses),
  /** Its place among the queue's waiters (1 = next), while waiting. */
  position: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QformeWaiter = z.infer<typeof qformeWaiter>;

export const waitersQuery = listQuery.extend({
  queue_id: z.coerce.number().int().positive(),
  status: z.enum([...waiterStatuses, 'all']).default('waiting'),
  /** An agent's skills, comma separated: only the waiters it can serve (all their skills among these), placed among themselves. */
  skills: z.string().trim().max(2000).optional(),
});
/** POST /qforme/waiters: a caller put in a queue by hand (an agent taking a callback request). */
export const waiterCreate = z
  .object({
    queue_id: z.number().int().positive(),
    callback_number: e164,
    plan_type: z.enum(planTypes).default('IVA'),
    priority: z.number().int().min(0).max(10).default(0),
    skills: z.array(z.string().trim().min(1).max(120)).max(20).default([]),
  })
  .strict();

export const queueCallLogEvents = ['enqueued', 'dequeued', 'callback'] as const;
export const queueCallLog = z.object({
  queue_call_log_id: z.number(),
  queue_id: z.number(),
  waiter_id: z.number().nullable(),
  event: z.enum(queueCallLogEvents),
  callback_number: z.string(),
  task_id: z.number().nullable(),
  user_id: z.number().nullable(),
  created_at: z.string(),
});
export type QueueCallLog = z.infer<typeof queueCallLog>;
export const callLogsQuery = listQuery.extend({ queue_id: z.coerce.number().int().positive() });

/** GET /qforme/plan-types-waiters: who waits, by the plan type of the task that queued them, and the plan's limit. */
export const planTypeWaiters = z.object({
  plan_types: z.array(z.object({ plan_type: z.enum(planTypes), waiting: z.number() })),
  waiting: z.number(),
  /** The account plan's most waiters at once (limit plus burst); null: unlimited. */
  limit: z.number().nullable(),
});
export type PlanTypeWaiters = z.infer<typeof planTypeWaiters>;

/** GET /qforme/collection: the account's enabled queues, for pickers (the queue steps, the add-waiter form). */
export const queueCollectionItem = z.object({
  queue_id: z.number(),
  queue_name: z.string(),
  waiting: z.number(),
  max_waiters: z.number().nullable(),
});

/** The plan type whose sessions a task type's are (a waiter counts under the plan type of the task that queued it). */
export const planTypeOfTask: Record<TaskType, PlanType> = {
  voice: 'IVA',
  chatbot: 'CHATBOT',
  messaging: 'MESSAGING',
  whatsapp: 'MESSAGING',
  workflow: 'WORKFLOW',
};

/** POST /opensip/active-calls: the account's running sessions (calls in progress). */
export const activeCall = z.object({
  session_id: z.string(),
  task_id: z.number(),
  task_name: z.string(),
  channel: z.string(),
  ani: z.string().nullable(),
  node_id: z.number().nullable(),
  waiting_for: z.string().nullable(),
  started_at: z.string(),
  updated_at: z.string(),
  /** Minutes since the session last moved. */
  idle_minutes: z.number(),
});
export type ActiveCall = z.infer<typeof activeCall>;
/** The longest idle time clear-stale-calls takes: a week. */
export const staleMinutesMax = 10_080;
