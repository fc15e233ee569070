import { z } from 'zod';
import { usageTypes } from '../usage';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-25');

/** A usage view's filters: a date range (YYYY-MM-DD, inclusive), optionally one account or one task. */
export const usageQuery = z.object({
  start_date: day,
  end_date: day,
  ac_id: z.coerce.number().int().positive().optional(),
  task_id: z.coerce.number().int().positive().optional(),
});
export type UsageQuery = z.infer<typeof usageQuery>;

export const usageTotals = z.object({ sessions: z.number(), failed: z.number(), duration_s: z.number() });
export const usageView = z.object({
  usage_type: z.enum(usageTypes),
  start_date: z.string(),
  end_date: z.string(),
  totals: usageTotals,
  /** Sessions per day of the range, days without any included. */
  days: z.array(z.object({ date: z.string(), sessions: z.number() })),
  /** The accounts by usage, most first; the screens name the first three (spec 3 §9). */
  accounts: z.array(z.object({ ac_id: z.number(), ac_name: z.string(), sessions: z.number(), duration_s: z.number() })),
  tasks: z.array(z.object({ task_id: z.number(), task_name: z.string(), ac_id: z.number(), sessions: z.number() })),
});
export type UsageView = z.infer<typeof usageView>;

/** Chatbot usage per account against its plan (spec 3 §3), beside the view. */
export const chatbotAccountUsage = z.object({
  ac_id: z.number(),
  usagePercentage: z.number().nullable(),
  usagesLeft: z.number().nullable(),
  isUsingBurstUsages: z.boolean(),
  burstUsagesLeft: z.number().nullable(),
  featureBurstLimit: z.number().nullable(),
});
export const chatbotUsageView = usageView.extend({ usage: z.array(chatbotAccountUsage) });

/** Message credits: the month's balance left and what used them, per day. */
export const msgCreditUsage = z.object({
  remaining_balance: z.number().nullable(),
  usage: z.array(z.object({ date: z.string(), credits: z.number() })),
});
export type MessageCredits = z.infer<typeof msgCreditUsage>;

export const detailedLogBody = z.object({
  ac_id: z.number().int().positive().optional(),
  task_id: z.number().int().positive().optional(),
  start_date: day,
  end_date: day,
});
export const detailedLogRow = z.object({
  session_id: z.string(),
  ac_id: z.number(),
  task_id: z.number(),
  task_name: z.string(),
  channel: z.string(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  duration_s: z.number().nullable(),
  outcome: z.string().nullable(),
});
export type DetailedLogRow = z.infer<typeof detailedLogRow>;

export const tasksForAccountsBody = z.object({
  sp_id: z.number().int().positive().optional(),
  ac_ids: z.array(z.number().int().positive()).max(500),
  task_type: z.string().max(40).optional(),
});
export const taskForAccount = z.object({ task_id: z.number(), task_name: z.string(), task_type: z.string(), ac_id: z.number() });

export const peakBody = z.object({
  start_date: day,
  end_date: day,
  ac_id: z.number().int().positive().optional(),
  sp_id: z.number().int().positive().optional(),
});
/** Sessions per hour of each group (account, provider or point of presence) and its busiest hour. */
export const peakGroup = z.object({
  key: z.string(),
  name: z.string(),
  peak_hour: z.string().nullable(),
  peak_sessions: z.number(),
  hours: z.array(z.object({ hour: z.string(), sessions: z.number() })),
});
export type PeakGroup = z.infer<typeof peakGroup>;
