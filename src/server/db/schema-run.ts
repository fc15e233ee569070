import type { Generated } from 'kysely';

/* ---------- running flows: engine sessions, usage, workflow schedules, live monitoring ---------- */

declare module './schema' {
  interface Database {
    engine_sessions: EngineSessionsTable;
    usage_records: UsageRecordsTable;
    recordings: RecordingsTable;
    workflow_schedules: WorkflowSchedulesTable;
    live_monitors: LiveMonitorsTable;
  }
}

/** What a record or prompt-recorder step captured (migration 045): the audio is stored under <DATA_DIR>/recordings/<ac_id>/. */
export interface RecordingsTable {
  recording_id: Generated<number>;
  ac_id: number;
  task_id: number;
  node_id: number;
  session_id: string;
  file_name: string;
  mime_type: string;
  size: number;
  stored_name: string;
  created_by: number | null;
  created_at: string;
}

/** A flow-engine session between turns (migration 011): state and events are JSON. */
export interface EngineSessionsTable {
  session_id: string;
  ac_id: number;
  task_id: number;
  user_id: number | null;
  status: string;
  state: string;
  events: string;
  created_at: string;
  updated_at: string;
}

/** What a session did, for analytics: path and variables are JSON. */
export interface UsageRecordsTable {
  session_id: string;
  ac_id: number;
  task_id: number;
  task_version: number | null;
  channel: string;
  simulated: number;
  started_at: string;
  ended_at: string | null;
  outcome: string | null;
  path: string;
  variables: string;
}

/** A workflow task's schedule (migration 018): its next run is a delayed job of this generation. */
export interface WorkflowSchedulesTable {
  task_id: number;
  ac_id: number;
  generation: number;
  next_run_at: string | null;
  runs: number;
  last_session_id: string | null;
  /** The values of the task's passed parameters each scheduled run starts with, by name (JSON). */
  passed_params: string;
  updated_by: number | null;
  updated_at: string;
}

/** Live monitoring of a task for a caller number (migration 024). */
export interface LiveMonitorsTable {
  task_id: number;
  ani: string;
  ac_id: number;
  enabled_by: number | null;
  enabled_at: string;
}
