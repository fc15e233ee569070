import type { Generated } from 'kysely';

/* ---------- migration from the older studio (migration 080) ---------- */

declare module './schema' {
  interface Database {
    s6_sp_mappings: S6SpMappingsTable;
    s6_ac_mappings: S6AcMappingsTable;
    s6_batch_migrations: S6BatchMigrationsTable;
    s6_migration_jobs: S6MigrationJobsTable;
    s6_migration_writes: S6MigrationWritesTable;
    s6_flagged_nodes: S6FlaggedNodesTable;
    s6_migration_errors: S6MigrationErrorsTable;
    s6_deleted_groups: S6DeletedGroupsTable;
  }
}

export interface S6SpMappingsTable {
  mapping_id: Generated<number>;
  s6_sp_id: number;
  s7_sp_id: number;
  created_by: number | null;
  created_at: string;
}

/** An older group mapped to one of our accounts; status mapped → migrated (→ mapped again after a rollback). */
export interface S6AcMappingsTable {
  mapping_id: Generated<number>;
  s6_ac_id: number;
  s6_sp_id: number;
  s7_ac_id: number;
  status: string;
  /** The account's migration_state before the migration (a rollback puts it back). */
  state_before: string | null;
  migrated_job_id: number | null;
  migrated_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** s6_ac_ids is a JSON list of older group ids. */
export interface S6BatchMigrationsTable {
  id: Generated<number>;
  name: string;
  s6_ac_ids: string;
  migration_state: string;
  status: string;
  total: number;
  done: number;
  failed: number;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

/** kind: migrate | datastore; status: queued | running | completed | failed | skipped. result is JSON. */
export interface S6MigrationJobsTable {
  job_id: Generated<number>;
  kind: string;
  batch_id: number | null;
  s6_ac_id: number;
  s7_ac_id: number | null;
  status: string;
  done: number;
  total: number;
  error: string | null;
  result: string;
  created_by: number | null;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
}

/**
 * A row a migration created (a task, a content item, a datastore document…): a rollback deletes exactly these; or a
 * row it changed (a phone number switched to this studio), with `previous`, the JSON of the columns it held before,
 * which a rollback puts back.
 */
export interface S6MigrationWritesTable {
  write_id: Generated<number>;
  s7_ac_id: number;
  job_id: number;
  table_name: string;
  row_id: number;
  s6_kind: string | null;
  s6_id: number | null;
  previous: string | null;
}

export interface S6FlaggedNodesTable {
  flag_id: Generated<number>;
  s7_ac_id: number;
  task_id: number;
  node_id: number;
  s6_task_id: number;
  s6_node_id: number;
  s6_node_kind: string;
  reason_code: string;
  reason: string;
  is_fixed: number;
  created_at: string;
}

export interface S6MigrationErrorsTable {
  error_id: Generated<number>;
  s6_ac_id: number | null;
  s7_ac_id: number | null;
  job_id: number | null;
  source: string;
  message: string;
  details: string;
  created_by: number | null;
  created_at: string;
}

export interface S6DeletedGroupsTable {
  s6_ac_id: number;
  deleted_by: number | null;
  deleted_at: string;
}
