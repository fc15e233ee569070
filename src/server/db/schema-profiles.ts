import type { Generated } from 'kysely';
import type { StoredRow } from '@shared/entities/fields';
import type { authProfileFields } from '@shared/entities/auth-profiles.fields';
import type { emailProfileFields } from '@shared/entities/email-profiles.fields';
import type { nodeLoggingFields } from '@shared/entities/node-logging-profiles.fields';
import type { smsProfileFields } from '@shared/entities/sms-profiles.fields';
import type { acWebServiceProfileFields, webServiceProfileFields } from '@shared/entities/web-service-profiles.fields';

/* ---------- integration profiles (migrations 041, 042) ---------- */

declare module './schema' {
  interface Database {
    email_profiles: EmailProfilesTable;
    auth_profiles: AuthProfilesTable;
    sms_profiles: SmsProfilesTable;
    node_logging_profiles: NodeLoggingProfilesTable;
    web_service_profiles: WebServiceProfilesTable;
    ac_web_service_profiles: AcWebServiceProfilesTable;
    node_logging_profile_tasks: { id: Generated<number>; profile_id: number; task_id: number; ac_id: number };
  }
}

interface ProfileStamps {
  is_enabled: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** An account's e-mail profile (the password stored encrypted, answered masked). */
export interface EmailProfilesTable extends ProfileStamps, StoredRow<typeof emailProfileFields> {
  profile_id: Generated<number>;
  ac_id: number;
}

/** An auth profile of a provider (sp_id) or of one account (ac_id), never both (migration 096); the password and the client secret stored encrypted, answered masked. */
export interface AuthProfilesTable extends ProfileStamps, StoredRow<typeof authProfileFields> {
  auth_profile_id: Generated<number>;
  sp_id: number | null;
  ac_id: number | null;
}

/** An account's SMS profile: data holds the credentials as a JSON object, names in the clear, each value stored encrypted. */
export interface SmsProfilesTable extends ProfileStamps, StoredRow<typeof smsProfileFields> {
  sms_profile_id: Generated<number>;
  ac_id: number;
}

/** An account's node-logging profile (the webhook's signing secret stored encrypted, answered masked). */
export interface NodeLoggingProfilesTable extends ProfileStamps, StoredRow<typeof nodeLoggingFields> {
  profile_id: Generated<number>;
  ac_id: number;
}

/* ---------- web-service profiles (migration 094) ---------- */

/** A provider's web-service profile (offered to all its accounts); the secret header's value stored encrypted. */
export interface WebServiceProfilesTable extends ProfileStamps, StoredRow<typeof webServiceProfileFields> {
  web_service_profile_id: Generated<number>;
  sp_id: number;
}

/** An account's own web-service profile. */
export interface AcWebServiceProfilesTable extends ProfileStamps, StoredRow<typeof acWebServiceProfileFields> {
  ac_web_service_profile_id: Generated<number>;
  ac_id: number;
}
