import { z } from 'zod';
import { limits } from '../limits';

/**
 * Migration from the older studio (version 6) to this one (spec 3 §3 Migration, §7 "Migration (older to current
 * version)"). The paths are in docs/migration.md; the names of the fields are the spec's.
 */
const id = z.number().int().positive();
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

export const mapSpBody = z.object({ s6_sp_id: id, s7_sp_id: id, remap: flag.default(false) }).strict();
export const mapAcBody = z.object({ s6_ac_id: id, s7_ac_id: id, remap: flag.default(false) }).strict();
export const unmapSpBody = z.object({ s7_sp_id: id }).strict();
export const unmapAcBody = z.object({ s7_ac_id: id }).strict();
export const groupIdsBody = z.object({ s6_ac_ids: z.array(id).min(1).max(1000) }).strict();
export const groupBody = z.object({ s6_ac_id: id }).strict();
export const accountBody = z.object({ s7_ac_id: id }).strict();
export const migrateBody = z.object({ s6_ac_id: id, migration_state: z.enum(limits.migrationStates).default('S7_BETA') }).strict();
export const reportErrorBody = z.object({ s7_ac_id: id, message: z.string().trim().min(1).max(2000) }).strict();
export const canvasCheckBody = z.object({ s6_ac_id: id, s6_task_id: id, s6_canvas_id: id.optional() }).strict();

export const olderProvider = z.object({
  s6_sp_id: z.number(),
  sp_name: z.string(),
  sub_domain: z.string(),
  is_enabled: z.number(),
  s7_sp_id: z.number().nullable(),
  s7_sp_name: z.string().nullable(),
  group_count: z.number(),
});
export const olderGroup = z.object({
  s6_ac_id: z.number(),
  s6_sp_id: z.number(),
  group_name: z.string(),
  domain: z.string(),
  last_call_at: z.string().nullable(),
  task_count: z.number(),
  node_count: z.number(),
  s7_ac_id: z.number().nullable(),
  s7_ac_name: z.string().nullable(),
  status: z.string().nullable(),
});
export type OlderGroupRow = z.infer<typeof olderGroup>;
export const spMapping = z.object({
  s6_sp_id: z.number(),
  s7_sp_id: z.number(),
  sp_name: z.string(),
  s6_sp_name: z.string().nullable(),
  created_at: z.string(),
});
export const acMapping = z.object({
  s6_ac_id: z.number(),
  s6_sp_id: z.number(),
  s7_ac_id: z.number(),
  ac_name: z.string(),
  sp_id: z.number(),
  group_name: z.string().nullable(),
  status: z.string(),
  migration_state: z.string(),
  migrated_at: z.string().nullable(),
  created_at: z.string(),
});
export type AcMapping = z.infer<typeof acMapping>;
export const availableAccount = z.object({ ac_id: z.number(), ac_name: z.string(), sp_id: z.number() });
export const mapCheck = z.object({ valid: z.boolean(), problems: z.array(z.string()) });

export const nodeIssue = z.object({
  s6_task_id: z.number(),
  s6_canvas_id: z.number(),
  s6_node_id: z.number().nullable(),
  node_kind: z.string().nullable(),
  title: z.string().nullable(),
  /** error: the task would not migrate; flag: it migrates and the node is flagged with the reason. */
  severity: z.enum(['error', 'flag']),
  code: z.string(),
  reason: z.string(),
});
export type NodeIssue = z.infer<typeof nodeIssue>;
export const taskCheck = z.object({
  s6_task_id: z.number(),
  task_name: z.string(),
  node_count: z.number(),
  migrates: z.boolean(),
  issues: z.array(nodeIssue),
});
export type TaskCheck = z.infer<typeof taskCheck>;
export const groupCheck = z.object({
  s6_ac_id: z.number(),
  group_name: z.string(),
  tasks: z.array(taskCheck),
  would_migrate: z.number(),
  would_not_migrate: z.number(),
  flagged_nodes: z.number(),
  content: z.object({ prompts: z.number(), variables: z.number(), datastores: z.number(), datastore_rows: z.number() }),
  /** What the mapped account refuses as a whole (node types its plan does not include): nothing would migrate. */
  account_problems: z.array(z.string()),
});
export type GroupCheck = z.infer<typeof groupCheck>;

export const jobStatuses = ['queued', 'running', 'completed', 'failed', 'skipped'] as const;
export const migrationJob = z.object({
  job_id: z.number(),
  kind: z.string(),
  batch_id: z.number().nullable(),
  s6_ac_id: z.number(),
  s7_ac_id: z.number().nullable(),
  status: z.enum(jobStatuses),
  done: z.number(),
  total: z.number(),
  error: z.string().nullable(),
  result: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type MigrationJob = z.infer<typeof migrationJob>;
export const migrationError = z.object({
  error_id: z.number(),
  s6_ac_id: z.number().nullable(),
  s7_ac_id: z.number().nullable(),
  job_id: z.number().nullable(),
  source: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export const flaggedNode = z.object({
  flag_id: z.number(),
  s7_ac_id: z.number(),
  task_id: z.number(),
  task_name: z.string().nullable(),
  node_id: z.number(),
  s6_task_id: z.number(),
  s6_node_id: z.number(),
  s6_node_kind: z.string(),
  reason_code: z.string(),
  reason: z.string(),
  is_fixed: z.number(),
});
export const sideBySide = z.object({
  s6: z.object({
    s6_ac_id: z.number(),
    group_name: z.string(),
    tasks: z.array(z.object({ s6_task_id: z.number(), task_name: z.string(), node_count: z.number() })),
    prompts: z.number(),
    variables: z.number(),
    datastores: z.number(),
    datastore_rows: z.number(),
  }),
  s7: z
    .object({
      s7_ac_id: z.number(),
      ac_name: z.string(),
      migration_state: z.string(),
      tasks: z.array(z.object({ task_id: z.number(), task_name: z.string(), node_count: z.number(), s6_task_id: z.number().nullable() })),
      prompts: z.number(),
      variables: z.number(),
      datastores: z.number(),
      datastore_rows: z.number(),
    })
    .nullable(),
});

export const batchStatuses = ['queued', 'running', 'paused', 'completed', 'cancelled'] as const;
export const batchCreateBody = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    s6_ac_ids: z.array(id).min(1).max(1000),
    migration_state: z.enum(limits.migrationStates).default('S7_BETA'),
  })
  .strict();
/** PATCH: rename, pause (status paused), resume (status queued) or cancel a batch. */
export const batchPatchBody = z
  .object({ name: z.string().trim().min(1).max(100).optional(), status: z.enum(['queued', 'paused', 'cancelled']).optional() })
  .strict();
export const batchMigration = z.object({
  id: z.number(),
  name: z.string(),
  s6_ac_ids: z.array(z.number()),
  migration_state: z.string(),
  status: z.enum(batchStatuses),
  total: z.number(),
  done: z.number(),
  failed: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
});
export type BatchMigration = z.infer<typeof batchMigration>;
