import type { Generated } from 'kysely';

/* ---------- analyse: usage rollups, reports and their instances ---------- */

declare module './schema' {
  interface Database {
    usage_rollups: UsageRollupsTable;
    usage_rollup_state: UsageRollupStateTable;
    node_traffic: NodeTrafficTable;
    node_traffic_daily: NodeTrafficDailyTable;
    reports: ReportsTable;
    report_instances: ReportInstancesTable;
  }
}

/** Sessions of one account, hour (YYYY-MM-DDTHH), task, channel and usage type; node_id 0 when the row counts whole sessions (migration 060). */
export interface UsageRollupsTable {
  ac_id: number;
  hour: string;
  task_id: number;
  channel: string;
  usage_type: string;
  node_id: number;
  sessions: number;
  /** Sessions that ended in error. */
  failed: number;
  duration_s: number;
}

/** Sessions per account, hour, task, version (0: draft), channel and node (migration 044): a node's row has to_node_id 0, a link's the next node. */
export interface NodeTrafficTable {
  ac_id: number;
  hour: string;
  task_id: number;
  task_version: number;
  channel: string;
  node_id: number;
  to_node_id: number;
  sessions: number;
  /** Sessions that ended at the node: all, and those lost to a hang-up, an error or no input. */
  ended: number;
  hang_up: number;
  errors: number;
  no_input: number;
  /** Sessions by time spent in the node: under 1, 3, 10, 30, 60, 120, 300 seconds, and longer. */
  t_1: number;
  t_3: number;
  t_10: number;
  t_30: number;
  t_60: number;
  t_120: number;
  t_300: number;
  t_more: number;
}

/** The same sums per UTC day (YYYY-MM-DD, the hour's first 10 characters), kept in step with the hourly rows (migration 056). */
export interface NodeTrafficDailyTable extends Omit<NodeTrafficTable, 'hour'> {
  day: string;
}

/** How far the rollup job has read the usage records (one row), and the generation of its chain of jobs. */
export interface UsageRollupStateTable {
  id: number;
  generation: number;
  rolled_until: string;
}

/** A report definition (migration 061): columns and chart are JSON. */
export interface ReportsTable {
  report_id: Generated<number>;
  ac_id: number;
  report_name: string;
  description: string;
  table_name: string;
  columns: string;
  chart: string;
  is_enabled: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** One run of a report over a date range: its status, progress, error and rows (result, JSON). */
export interface ReportInstancesTable {
  report_instance_id: Generated<number>;
  report_id: number;
  ac_id: number;
  report_instance_name: string;
  start_date: string;
  end_date: string;
  status: string;
  progress: number;
  error: string | null;
  row_count: number | null;
  result: string | null;
  created_by: number | null;
  created_at: string;
  completed_at: string | null;
}
