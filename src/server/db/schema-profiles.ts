import type { Generated } from 'kysely';
import type { StoredRow } from '@shared/entities/fields';
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

export interface EmailProfilesTable extends ProfileStamps {
  profile_id: Generated<number>;
  profile_name: string;
  ac_id: number;
  host: string;
  port: number;
  secure: number;
  username: string | null;
  /** Stored encrypted; answered masked. */
  password: string | null;
  from_address: string;
  from_name: string | null;
  timeout_seconds: number;
}

export interface AuthProfilesTable extends ProfileStamps {
  auth_profile_id: Generated<number>;
  auth_profile_name: string;
  ac_id: number;
  auth_profile_type: string;
  oauth2_flow: string | null;
  username: string | null;
  /** Stored encrypted; answered masked. */
  password: string | null;
  token_url: string | null;
  client_id: string | null;
  /** Stored encrypted; answered masked. */
  client_secret: string | null;
  scope: string | null;
  timeout_seconds: number;
  last_tested_at: string | null;
  last_test_success: number | null;
  last_test_message: string | null;
}

export interface SmsProfilesTable extends ProfileStamps {
  sms_profile_id: Generated<number>;
  sms_profile_name: string;
  ac_id: number;
  sms_provider_id: number;
  /** The credentials as a JSON object: names in the clear, each value stored encrypted. */
  data: string;
  timeout_seconds: number;
}

export interface NodeLoggingProfilesTable extends ProfileStamps {
  profile_id: Generated<number>;
  profile_name: string;
  ac_id: number;
  profile_type: string;
  url: string | null;
  /** The webhook's signing secret, stored encrypted; answered masked. */
  secret: string | null;
  db_url: string | null;
  credentials_file_path: string | null;
  timeout_seconds: number;
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
