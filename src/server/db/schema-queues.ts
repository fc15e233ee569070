import type { Generated } from 'kysely';

/* ---------- DNIS pools (migration 038) and QforMe queues (migration 039) ---------- */

declare module './schema' {
  interface Database {
    dnis_pools: DnisPoolsTable;
    dnis_pool_numbers: DnisPoolNumbersTable;
  }
}

/** An account's pool of dialled numbers: the E.164 range its numbers lie in. */
export interface DnisPoolsTable {
  pool_id: Generated<number>;
  sp_id: number;
  ac_id: number;
  pool_name: string;
  description: string | null;
  range_start: string;
  range_end: string;
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
