import type { Generated } from 'kysely';

/* ---------- system settings (migration 090) ---------- */

declare module './schema' {
  interface Database {
    system_settings: SystemSettingsTable;
  }
}

/** A declared system setting's row: its value as the system role set it (null: the default), who and when. */
export interface SystemSettingsTable {
  setting_id: Generated<number>;
  setting_key: string;
  value: string | null;
  updated_by: number | null;
  updated_at: string | null;
}
