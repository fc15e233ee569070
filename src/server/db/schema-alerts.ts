import type { Generated } from 'kysely';
import type { StoredRow } from '@shared/entities/fields';
import type { acAlertSettingFields, spAlertSettingFields } from '@shared/entities/alert-settings.fields';

/* ---------- alert settings (migration 091) ---------- */

declare module './schema' {
  interface Database {
    ac_alert_settings: AcAlertSettingsTable;
    sp_alert_settings: SpAlertSettingsTable;
    alert_evaluator_state: { id: number; generation: number };
  }
}

interface Stamps {
  is_enabled: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** An account's alert setting: its declared fields (recipients as JSON text), the account and the stamps. */
export interface AcAlertSettingsTable extends StoredRow<typeof acAlertSettingFields>, Stamps {
  alert_setting_id: Generated<number>;
  ac_id: number;
}

/** A provider's alert setting. */
export interface SpAlertSettingsTable extends StoredRow<typeof spAlertSettingFields>, Stamps {
  alert_setting_id: Generated<number>;
  sp_id: number;
}
