import { z } from 'zod';
import { listMeta, listQuery } from './common';

/** The audit trail's filters (GET /portal/activity-logs): user, action, subject, scope and a date range (YYYY-MM-DD, inclusive). */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-25');
export const activityLogQuery = listQuery.extend({
  user_id: z.coerce.number().int().positive().optional(),
  action: z.string().trim().max(40).optional(),
  subject_type: z.string().trim().max(60).optional(),
  scope: z.enum(['system', 'sp', 'ac', 'user']).optional(),
  from: day.optional(),
  to: day.optional(),
  /** csv: every entry of the filter as a CSV file instead of a page. */
  format: z.enum(['json', 'csv']).optional(),
});
export type ActivityLogQuery = z.infer<typeof activityLogQuery>;

/** The filters as the screen holds them, every one a string ('' for none): what a page of the trail is keyed by. */
export interface ActivityFilters {
  user_id: string;
  action: string;
  subject_type: string;
  scope: string;
  from: string;
  to: string;
}

/** One entry of the activity log (spec 3 §3: subject_type, created_at, event_details with title and detail). */
export const activityLogEntry = z.object({
  id: z.number(),
  created_at: z.string(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  scope: z.string(),
  sp_id: z.number().nullable(),
  ac_id: z.number().nullable(),
  subject_type: z.string(),
  subject_id: z.string().nullable(),
  action: z.string(),
  event_details: z.object({ title: z.string(), detail: z.string() }),
  /** What changed, secrets masked. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntry>;

/**
 * A page of the log (fetch_all=0). It is not counted in full: over a long log that count was the cost of every
 * page. has_more says whether a next page exists; total counts the matching entries up to a cap, and
 * total_capped says there are more than that (the screen shows '10,000+').
 */
export const activityLogMeta = listMeta.extend({ has_more: z.boolean(), total_capped: z.boolean() });
export type ActivityLogMeta = z.infer<typeof activityLogMeta>;
export const activityLogPage = z.object({ data: z.array(activityLogEntry), meta: activityLogMeta.optional() });

/** The values the filters offer: the subjects and actions the asker's entries have, and their users. */
export const activityLogNames = z.object({
  subject_types: z.array(z.string()),
  actions: z.array(z.string()),
  users: z.array(z.object({ user_id: z.number(), display_name: z.string() })),
});
