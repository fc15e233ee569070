import { z } from 'zod';

/** One export the user started (spec 3 §2 Manage: exports): a task export or a data store export, with its state and download. */
export const userExport = z.object({
  kind: z.enum(['task-export', 'datastore-export']),
  id: z.number(),
  ac_id: z.number(),
  name: z.string(),
  status: z.enum(['queued', 'running', 'completed', 'failed']),
  progress: z.number(),
  error: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  download_url: z.string().nullable(),
});
export type UserExport = z.infer<typeof userExport>;
