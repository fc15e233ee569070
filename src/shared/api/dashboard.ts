import { z } from 'zod';

export const activityEntry = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  subject_type: z.string(),
  subject_id: z.string().nullable(),
  action: z.string(),
  created_at: z.string(),
});

export const dashboardStats = z.object({
  level: z.enum(['system', 'sp', 'ac']),
  providers: z.number(),
  accounts: z.number(),
  users: z.number(),
  migration_states: z.record(z.string(), z.number()),
  recent_activity: z.array(activityEntry),
  /** Call volume per day; empty until calls are recorded. */
  call_volume_changes: z.array(z.object({ date: z.string(), calls: z.number(), change: z.number() })),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

export const announcement = z.object({
  id: z.number(),
  announcement_id: z.number(),
  announcement_type: z.enum(['tutorial', 'whats_new']),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type Announcement = z.infer<typeof announcement>;
