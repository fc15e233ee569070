import type { Generated } from 'kysely';
import type { dnisPoolFields } from '@shared/entities/dnis-pools.fields';
import type { StoredRow } from '@shared/entities/fields';
import type { qformeQueueFields } from '@shared/entities/qforme-queues.fields';

/* ---------- DNIS pools (migration 038) and QforMe queues (migration 039) ---------- */

declare module './schema' {
  interface Database {
    dnis_pools: DnisPoolsTable;
    dnis_pool_numbers: DnisPoolNumbersTable;
    qfm_queues: QfmQueuesTable;
    qfm_waiters: QfmWaitersTable;
    qfm_queue_call_logs: QfmQueueCallLogsTable;
  }
}

/** An account's pool of dialled numbers: the E.164 range its numbers lie in. */
export interface DnisPoolsTable extends StoredRow<typeof dnisPoolFields> {
  pool_id: Generated<number>;
  sp_id: number;
  ac_id: number;
  is_enabled: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A number of a pool (E.164, within the pool's range). */
export interface DnisPoolNumbersTable {
  pool_number_id: Generated<number>;
  pool_id: number;
  ac_id: number;
  pool_number: string;
  created_by: number | null;
  created_at: string;
}

/** An account's QforMe queue. */
export interface QfmQueuesTable extends StoredRow<typeof qformeQueueFields> {
  queue_id: Generated<number>;
  sp_id: number;
  ac_id: number;
  is_enabled: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A caller who waits in a queue for a callback (status waiting), was called back (called_back) or was taken out (removed). */
export interface QfmWaitersTable {
  waiter_id: Generated<number>;
  queue_id: number;
  ac_id: number;
  callback_number: string;
  plan_type: string;
  task_id: number | null;
  priority: number;
  /** The skills it was queued for (JSON list; empty: any agent), migration 055. */
  skills: Generated<string>;
  status: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** What happened in a queue: a waiter enqueued, dequeued (removed) or called back. */
export interface QfmQueueCallLogsTable {
  queue_call_log_id: Generated<number>;
  queue_id: number;
  ac_id: number;
  waiter_id: number | null;
  event: string;
  callback_number: string;
  task_id: number | null;
  user_id: number | null;
  created_at: string;
}
