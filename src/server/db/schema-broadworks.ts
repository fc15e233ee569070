import type { Generated } from 'kysely';
import type { StoredRow } from '@shared/entities/fields';
import type { xsiProfileFields } from '@shared/entities/xsi-profiles.fields';

/* ---------- BroadWorks XSI (migration 040) ---------- */

declare module './schema' {
  interface Database {
    xsi_profiles: XsiProfilesTable;
    xsi_subscriptions: XsiSubscriptionsTable;
  }
}

/** A provider's account's way to its XSI server (its declared fields, the password sealed). */
export interface XsiProfilesTable extends StoredRow<typeof xsiProfileFields> {
  xsi_profile_id: Generated<number>;
  sp_id: number;
  is_enabled: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A BroadWorks user's or group's event package, subscribed through a profile, delivered to a task. */
export interface XsiSubscriptionsTable {
  xsi_subscription_id: Generated<number>;
  ac_id: number;
  xsi_profile_id: number;
  task_id: number;
  target_type: string;
  target_id: string;
  event_package: string;
  expires_seconds: number;
  created_by: number | null;
  created_at: string;
}
