import type { Generated } from 'kysely';
import type { accountFields } from '@shared/entities/accounts.fields';
import type { announcementFields } from '@shared/entities/announcements.fields';
import type { apiKeyFields } from '@shared/entities/api-keys.fields';
import type { StoredRow } from '@shared/entities/fields';
import type { passwordPolicyFields } from '@shared/entities/password-policies.fields';
import type { permissionFields } from '@shared/entities/permissions.fields';
import type { roleFields } from '@shared/entities/roles.fields';
import type { serviceProviderFields } from '@shared/entities/service-providers.fields';
import type { userFields } from '@shared/entities/users.fields';

/**
 * Row types of the database. Times are ISO-8601 text; flags are 0/1 integers; JSON is text. A declared entity's or
 * content type's own columns come from its field list (`StoredRow`); only the columns it does not declare are written
 * here (ids, tenant columns, states, settings objects, stamps).
 */
export interface ServiceProvidersTable extends StoredRow<typeof serviceProviderFields> {
  sp_id: Generated<number>;
  is_enabled: number;
  sp_setting: string;
  created_by: Generated<number | null>;
  updated_by: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

export interface AccountsTable extends StoredRow<typeof accountFields> {
  ac_id: Generated<number>;
  sp_id: number;
  is_enabled: number;
  ac_setting: string;
  created_by: Generated<number | null>;
  updated_by: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

export interface AcDomainMapTable {
  id: Generated<number>;
  ac_id: number;
  domain_id: string;
}

export interface UsersTable extends StoredRow<typeof userFields> {
  user_id: Generated<number>;
  password_hash: string;
  language: string;
  timezone: string | null;
  display_date_format: string | null;
  user_status: number;
  twofa_enabled: number;
  twofa_secret: string | null;
  /** The TOTP time step of the last accepted code: a code of that step or earlier is not accepted again. */
  twofa_last_step: number | null;
  system_controlled_twofa: number;
  idp: string | null;
  meta: string;
  is_enabled: number;
  created_by: Generated<number | null>;
  updated_by: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

export interface RolesTable extends StoredRow<typeof roleFields> {
  id: Generated<number>;
  is_enabled: number;
  created_by: Generated<number | null>;
  updated_by: Generated<number | null>;
  created_at: Generated<string | null>;
  updated_at: Generated<string | null>;
}

export interface PermissionsTable extends StoredRow<typeof permissionFields> {
  id: Generated<number>;
  is_enabled: Generated<number>;
  created_by: Generated<number | null>;
  updated_by: Generated<number | null>;
  created_at: Generated<string | null>;
  updated_at: Generated<string | null>;
}

/** A user's API key (migration 013): only its hash and first characters are stored; sp_id null is a system key. */
export interface UserApiKeysTable extends StoredRow<typeof apiKeyFields> {
  user_api_key_id: Generated<number>;
  user_id: number;
  sp_id: number | null;
  key_hash: string;
  key_prefix: string;
  guard_name: Generated<string>;
  is_enabled: number;
  /** The key this one was made with, if any: it stops working with that key. */
  parent_api_key_id: Generated<number | null>;
  created_by: Generated<number | null>;
  updated_by: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface UserPermissionsTable {
  user_id: number;
  permission_id: number;
}

/** roles_with_scope: which role a user holds, system-wide, for a provider, or for one account. */
export interface UserRolesTable {
  id: Generated<number>;
  user_id: number;
  role_id: number;
  scope: string;
  sp_id: number | null;
  ac_id: number | null;
}

/** account_mappings: a provider as a whole (ac_id null) or one of its accounts. */
export interface UserAccountMappingsTable {
  id: Generated<number>;
  user_id: number;
  sp_id: number;
  ac_id: number | null;
}

/** Enabled features of an account (ac_id set) or of a provider (ac_id null). Plans fill it later. */
export interface EnabledFeaturesTable {
  id: Generated<number>;
  sp_id: number;
  ac_id: number | null;
  feature: string;
  /** The plan's limit of the feature (null: unlimited) and the burst usage allowed beyond it (migration 016). */
  feature_limit: Generated<number | null>;
  burst_limit: Generated<number | null>;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  last_active_at: string;
  revoked_at: string | null;
  user_agent: string | null;
  /** The sign-in this session descends from by refreshes; null on rows older than families (then: its own id). */
  family_id: string | null;
  /** When its token was refreshed away; refreshing it again is reuse. */
  refreshed_at: string | null;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

/** Single-use, expiring tokens: password reset, two-factor reset, two-factor sign-in step. */
export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
  /** What the token grants, as JSON (an invitation to map an existing user: roles and accounts). */
  payload: Generated<string | null>;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  created_at: string;
  sent_at: string | null;
  error: string | null;
}

export interface FeatureFlagsTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  default_state: number;
  anonymous_state: number;
  is_enabled: number;
}

/** A targeting rule: every non-null column must match; the most specific matching rule decides. */
export interface FeatureFlagRulesTable {
  id: Generated<number>;
  flag_id: number;
  user_id: number | null;
  sp_id: number | null;
  ac_id: number | null;
  domain_id: string | null;
  form_type: string | null;
  flag_state: number;
}

export interface PasswordPoliciesTable extends StoredRow<typeof passwordPolicyFields> {
  password_policy_id: Generated<number>;
  sp_id: number | null;
  is_enabled: number;
  created_by: Generated<number | null>;
  updated_by: Generated<number | null>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface ActivityLogTable {
  id: Generated<number>;
  user_id: number | null;
  scope: string;
  sp_id: number | null;
  ac_id: number | null;
  subject_type: string;
  subject_id: string | null;
  action: string;
  summary: string;
  created_at: string;
}

/** The dashboard's announcements (migration 001; migration 030 adds the spec's id name, type and stamps). */
export interface AnnouncementsTable extends StoredRow<typeof announcementFields> {
  announcement_id: Generated<number>;
  is_enabled: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: Generated<string>;
}

export interface Database {
  service_providers: ServiceProvidersTable;
  accounts: AccountsTable;
  ac_domain_map: AcDomainMapTable;
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_permissions: UserPermissionsTable;
  user_roles: UserRolesTable;
  user_account_mappings: UserAccountMappingsTable;
  user_api_keys: UserApiKeysTable;
  enabled_features: EnabledFeaturesTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  auth_tokens: AuthTokensTable;
  outbox: OutboxTable;
  feature_flags: FeatureFlagsTable;
  feature_flag_rules: FeatureFlagRulesTable;
  password_policies: PasswordPoliciesTable;
  activity_log: ActivityLogTable;
  announcements: AnnouncementsTable;
  user_map_invites: UserMapInvitesTable;
}

/* ---------- invitations of existing users to another scope (migration 028) ---------- */

/** A pending mapping of an existing user: used once (used_at) through the e-mailed link, before expires_at. */
export interface UserMapInvitesTable {
  id: Generated<number>;
  user_id: number;
  sp_id: number;
  /** JSON: the accounts to map (empty: the whole provider). */
  ac_ids: string;
  /** JSON: the roles to give in that provider. */
  role_ids: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_by: number | null;
  created_at: string;
}

// The tables of the later areas are declared in their own files, each adding its tables to Database above.
export type * from './schema-billing';
export type * from './schema-content';
export type * from './schema-flow';
export type * from './schema-notifications';
export type * from './schema-plans';
export type * from './schema-telephony';
export type * from './schema-queues';
export type * from './schema-broadworks';
export type * from './schema-profiles';
export type * from './schema-run';
export type * from './schema-studio6';
export type * from './schema-analyse';
export type * from './schema-sso';
export type * from './schema-platform';
export type * from './schema-campaigns';
export type * from './schema-system';
export type * from './schema-alerts';
