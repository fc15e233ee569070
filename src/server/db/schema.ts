import type { Generated } from 'kysely';

/** Row types of the database. Times are ISO-8601 text; flags are 0/1 integers; JSON is text. */
export interface ServiceProvidersTable {
  sp_id: Generated<number>;
  sp_name: string;
  sub_domain: string | null;
  logopath: string | null;
  is_enabled: number;
  sp_setting: string;
  created_by: Generated<number | null>;
  updated_by: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

export interface AccountsTable {
  ac_id: Generated<number>;
  ac_name: string;
  sp_id: number;
  label: string | null;
  logopath: string | null;
  is_enabled: number;
  account_enabled: number;
  domain_id: string | null;
  ac_setting: string;
  migration_state: string;
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

export interface UsersTable {
  user_id: Generated<number>;
  email: string;
  display_name: string;
  password_hash: string;
  language: string;
  timezone: string | null;
  display_date_format: string | null;
  user_type: string;
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

export interface RolesTable {
  id: Generated<number>;
  name: string;
  /** The role's level: system, sp or ac. */
  scope: string;
  guard_name: string;
  is_enabled: number;
  created_by: Generated<number | null>;
  updated_by: Generated<number | null>;
  created_at: Generated<string | null>;
  updated_at: Generated<string | null>;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  guard_name: string;
  is_enabled: Generated<number>;
  created_by: Generated<number | null>;
  updated_by: Generated<number | null>;
  created_at: Generated<string | null>;
  updated_at: Generated<string | null>;
}

/** A user's API key (migration 013): only its hash and first characters are stored; sp_id null is a system key. */
export interface UserApiKeysTable {
  user_api_key_id: Generated<number>;
  user_id: number;
  sp_id: number | null;
  api_key_name: string;
  key_hash: string;
  key_prefix: string;
  guard_name: Generated<string>;
  is_enabled: number;
  last_used_at: string | null;
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

export interface PasswordPoliciesTable {
  password_policy_id: Generated<number>;
  sp_id: number | null;
  name: string;
  min_length: number;
  require_uppercase: number;
  require_lowercase: number;
  require_digit: number;
  require_symbol: number;
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
export interface AnnouncementsTable {
  announcement_id: Generated<number>;
  title: string;
  body: string;
  announcement_type: Generated<string>;
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
  content_folders: ContentFoldersTable;
  prompts: PromptsTable;
  variables: VariablesTable;
  content_usages: ContentUsagesTable;
  list_stamps: ListStampsTable;
  engine_sessions: EngineSessionsTable;
  usage_records: UsageRecordsTable;
  workflow_schedules: WorkflowSchedulesTable;
  live_monitors: LiveMonitorsTable;
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

/** Moved by database triggers on every write to a stamped table (migration 006): the list cache's validity. */
export interface ListStampsTable {
  table_name: string;
  ac_id: number;
  stamp: number;
}

/** A user folder of an account's content library; Main (0) and Archived (-1) are not rows. */
export interface ContentFoldersTable {
  folder_id: Generated<number>;
  ac_id: number;
  folder_name: string;
  is_enabled: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A prompt: texts is JSON, a list of { language, text, file_id } with variables written as {{id}}. */
export interface PromptsTable {
  prompt_id: Generated<number>;
  ac_id: number;
  prompt_name: string;
  prompt_type: string;
  texts: string;
  folder_id: number;
  is_enabled: number;
  is_archived: number;
  is_refreshing: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A variable; a secure variable's default_value is stored encrypted. */
export interface VariablesTable {
  variable_id: Generated<number>;
  ac_id: number;
  variable_name: string;
  variable_type: string;
  scope: string;
  default_value: string | null;
  passed_parameter: number;
  output_parameter: number;
  folder_id: number;
  is_enabled: number;
  is_archived: number;
  is_refreshing: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** The usage index: content (model + id) used by another item (a prompt, or a node inside a task). */
export interface ContentUsagesTable {
  id: Generated<number>;
  ac_id: number;
  content_model: string;
  content_id: number;
  used_by_model: string;
  used_by_id: number;
  used_by_name: string;
  parent_model: string | null;
  parent_id: number | null;
  parent_name: string | null;
  created_at: string;
}

/* ---------- call flows (migration 004) ---------- */

export interface Database {
  tasks: TasksTable;
  canvases: CanvasesTable;
  nodes: NodesTable;
  task_edit_histories: TaskEditHistoriesTable;
  node_types: NodeTypesTable;
}

/** A task: the common fields plus the per-type fields of every type (only its own type's are answered). JSON lists are text. */
export interface TasksTable {
  task_id: Generated<number>;
  ac_id: number;
  task_name: string;
  task_type: string;
  tags: string;
  task_image: string | null;
  is_favorite: number;
  is_enabled: number;
  protected: number;
  version_in_use_modified: number;
  task_version_in_use: number | null;
  /** Bumped by every canvas edit, undo and redo. */
  revision: number;
  edit_name: string | null;
  is_system_log_shown: number;
  debug_logs_enabled: number;
  logging_profiles: string;
  tts_voice_id: string | null;
  beep_detection: number;
  machine_detection: number;
  send_to_operator: number;
  no_resource_operator_number: string | null;
  is_active: number;
  workflow_schedule: string;
  schedule_time_zone: string | null;
  start_on: string | null;
  is_repeat: number;
  repeat_frequency: string;
  number_of_executions: number | null;
  passed_params: string;
  output_params: string;
  schedule: string;
  msg_session_timeout: number;
  /** Stored encrypted; answered masked. */
  api_key: string | null;
  chatbot_session_timeout: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface CanvasesTable {
  canvas_id: Generated<number>;
  ac_id: number;
  task_id: number;
  canvas_name: string;
  first_node_id: number | null;
  is_enabled: number;
  is_main_canvas: number;
  is_event_handler: number;
  is_ni_nm_handler: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A node; tags, connector_parent, config and the condition lists are JSON text. */
export interface NodesTable {
  node_id: Generated<number>;
  ac_id: number;
  task_id: number;
  canvas_id: number;
  pid: number | null;
  position: number;
  node_name: string;
  tooltip: string | null;
  tags: string;
  node_type: string;
  category: string;
  connector_parent: string;
  config: string;
  keyword_conditions: string;
  grammar_conditions: string;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** One canvas edit: the affected node and canvas rows before and after (JSON), replayed by undo and redo. */
export interface TaskEditHistoriesTable {
  history_id: Generated<number>;
  ac_id: number;
  task_id: number;
  user_id: number | null;
  action: string;
  subject_id: number | null;
  before: string;
  after: string;
  is_undone: number;
  created_at: string;
}

/** Admin overrides of a node type (merged over the plugin registry). */
export interface NodeTypesTable {
  node_type: string;
  category: string;
  label: string;
  available_to_all_plans: number;
  hide_node_task_override: string;
  drop_rules: string;
  created_at: string;
  updated_at: string;
}

/* ---------- content: holiday schedules, functions, files, datastores (migration 003) ---------- */

export interface Database {
  holiday_schedules: HolidaySchedulesTable;
  javascript_functions: JavascriptFunctionsTable;
  attachment_files: AttachmentFilesTable;
  data_stores: DataStoresTable;
  data_store_documents: DataStoreDocumentsTable;
  data_store_exports: DataStoreExportsTable;
  jobs: JobsTable;
}

interface ContentColumns {
  ac_id: number;
  folder_id: number;
  is_enabled: number;
  is_archived: number;
  is_refreshing: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** holidays is JSON: a list of { name, start_date, end_date, recurs_yearly }. */
export interface HolidaySchedulesTable extends ContentColumns {
  schedule_id: Generated<number>;
  schedule_name: string;
  time_zone: string;
  holidays: string;
}

/** parameters is JSON: a list of { name }. */
export interface JavascriptFunctionsTable extends ContentColumns {
  javascript_function_id: Generated<number>;
  name: string;
  parameters: string;
  function_return_type: string;
  is_log: number;
  code: string;
  max_timeout: number;
}

/** The file itself lives at <DATA_DIR>/files/<ac_id>/<stored_name>. */
export interface AttachmentFilesTable extends ContentColumns {
  file_id: Generated<number>;
  file_name: string;
  extension: string;
  mime_type: string;
  size: number;
  stored_name: string;
}

/** collection_structure is JSON: a list of { col_name, type, secure }. */
export interface DataStoresTable extends ContentColumns {
  data_store_id: Generated<number>;
  display_name: string;
  collection_structure: string;
  is_log: number;
}

/** One document of a datastore: data is a JSON object by column; secure values are stored encrypted. */
export interface DataStoreDocumentsTable {
  document_id: Generated<number>;
  ac_id: number;
  data_store_id: number;
  data: string;
  created_at: string;
  updated_at: string;
}

/** A CSV export job: queued → running → completed | failed; the file is <DATA_DIR>/exports/<ac_id>/<file_name>. */
export interface DataStoreExportsTable {
  data_store_export_id: Generated<number>;
  ac_id: number;
  data_store_id: number;
  selected_columns: string;
  status: string;
  file_name: string | null;
  row_count: number;
  /** 0–100 while running. */
  progress: Generated<number>;
  error: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

/** The embedded engine's job queue (SQLite only; PostgreSQL uses pg-boss). */
export interface JobsTable {
  job_id: Generated<number>;
  name: string;
  payload: string;
  status: 'queued' | 'running' | 'failed';
  attempts: number;
  run_at: string;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/* ---------- plans (migration 016) ---------- */

export interface Database {
  business_plans: BusinessPlansTable;
  business_plan_includes: BusinessPlanIncludesTable;
  sp_plans: SpPlansTable;
  sp_plan_features: SpPlanFeaturesTable;
  ac_plans: AcPlansTable;
  enabled_node_types: EnabledNodeTypesTable;
}

interface PlanStamps {
  is_enabled: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface BusinessPlansTable extends PlanStamps {
  bp_id: Generated<number>;
  bp_name: string;
  plan_type: string;
  description: string | null;
}

/** What a business plan includes: kind feature (with limits), node, voice, language, tts_package, language_pack. */
export interface BusinessPlanIncludesTable {
  id: Generated<number>;
  bp_id: number;
  kind: string;
  item: string;
  feature_limit: number | null;
  burst_limit: number | null;
}

export interface SpPlansTable extends PlanStamps {
  sp_plan_id: Generated<number>;
  sp_plan_name: string;
  sp_id: number;
  plan_type: string;
  bp_id: number;
  description: string | null;
}

export interface SpPlanFeaturesTable {
  id: Generated<number>;
  sp_plan_id: number;
  feature: string;
  feature_limit: number | null;
  burst_limit: number | null;
}

export interface AcPlansTable extends PlanStamps {
  ac_plan_id: Generated<number>;
  ac_plan_name: string;
  sp_id: number;
  ac_id: number;
  plan_type: string;
  sp_plan_id: number;
}

/** The node types an account's plans allow, recomputed with its enabled features on every plan change. */
export interface EnabledNodeTypesTable {
  id: Generated<number>;
  sp_id: number;
  ac_id: number;
  node_type: string;
}

/* ---------- task versions (migration 015) ---------- */

export interface Database {
  task_versions: TaskVersionsTable;
}

/** An immutable snapshot of a task: settings, canvases and nodes as stored rows (JSON in `snapshot`). */
export interface TaskVersionsTable {
  version_id: Generated<number>;
  ac_id: number;
  task_id: number;
  /** 1, 2, 3 … per task. */
  version_number: number;
  /** Null until renamed: an untitled version. */
  version_name: string | null;
  /** The task's revision the snapshot was taken at. */
  task_revision: number;
  node_count: number;
  snapshot: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/* ---------- voices and languages (migration 021) ---------- */

export interface Database {
  languages: LanguagesTable;
  tts_voices: TtsVoicesTable;
  tts_packages: TtsPackagesTable;
  tts_package_voices: { id: Generated<number>; tts_package_id: number; tts_voice_id: number };
  asr_language_groups: { asr_language_group_id: Generated<number>; group_name: string; parent_id: number | null };
  asr_languages: { asr_language_id: Generated<number>; lang: string; asr_language_name: string; asr_language_group_id: number | null };
  asr_language_packages: AsrLanguagePackagesTable;
  asr_language_package_languages: { id: Generated<number>; asr_language_package_id: number; asr_language_id: number };
  wsl_profiles: WslProfilesTable;
  wsl_profile_voices: { id: Generated<number>; wsl_profile_id: number; tts_voice_id: number };
  enabled_voice_items: EnabledVoiceItemsTable;
}

export interface LanguagesTable {
  language_id: string;
  language_name: string;
}

export interface TtsVoicesTable extends PlanStamps {
  tts_voice_id: Generated<number>;
  voice_name: string;
  provider: string;
  lang: string;
  display_order: number;
  is_third_party: number;
}

export interface TtsPackagesTable extends PlanStamps {
  tts_package_id: Generated<number>;
  tts_package_name: string;
  lang: string;
  description: string | null;
  /** The package's pronunciation lexicon (migration 027), stored under the data folder. */
  lexicon_file_name: string | null;
  lexicon_size: number | null;
  lexicon_updated_at: string | null;
}

export interface AsrLanguagePackagesTable extends PlanStamps {
  asr_language_package_id: Generated<number>;
  asr_language_package_name: string;
  description: string | null;
}

export interface WslProfilesTable extends PlanStamps {
  wsl_profile_id: Generated<number>;
  wsl_profile_name: string;
  sp_id: number;
  ac_id: number;
  lang: string;
  description: string | null;
  /** The speech service's address and its API key, encrypted (migration 027). */
  endpoint_url: string | null;
  api_key: string | null;
}

/** What an account's plans include of the voice catalogues (kind voice, language, tts_package, language_pack; item an id). */
export interface EnabledVoiceItemsTable {
  id: Generated<number>;
  sp_id: number;
  ac_id: number;
  kind: string;
  item: string;
}

/* ---------- flow tests (migration 017) ---------- */

export interface Database {
  flow_tests: FlowTestsTable;
}

/** A flow test of a task: definition is JSON (channel, start_node_id, variables, pins, steps). */
export interface FlowTestsTable {
  test_id: Generated<number>;
  ac_id: number;
  task_id: number;
  test_name: string;
  definition: string;
  is_enabled: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/* ---------- usage samples (migration 027) ---------- */

export interface Database {
  usage_samples: UsageSamplesTable;
  usage_sample_days: { day: string; sampled_at: string };
}

/** What an account held on a day: users, or its enabled tasks or their nodes of one task type (burst usage bills them). */
export interface UsageSamplesTable {
  ac_id: number;
  sp_id: number;
  day: string;
  metric: string;
  task_type: string;
  count: number;
}

/** Live monitoring of a task for a caller number (migration 024). */
export interface LiveMonitorsTable {
  task_id: number;
  ani: string;
  ac_id: number;
  enabled_by: number | null;
  enabled_at: string;
}

/* ---------- task export and import (migration 019) ---------- */

export interface Database {
  task_transfers: TaskTransfersTable;
}

/** An export or import request: queued → running → completed | failed, with its progress (0–100) and result. */
export interface TaskTransfersTable {
  request_id: Generated<number>;
  ac_id: number;
  kind: 'export' | 'import';
  status: 'queued' | 'running' | 'completed' | 'failed';
  progress: Generated<number>;
  /** The exported task, or the task an import made. */
  task_id: number | null;
  task_name: string | null;
  /** JSON: the export's options, or the import's choices. */
  options: Generated<string>;
  file_name: string | null;
  /** JSON: what an import made (ImportResult). */
  result: string | null;
  error: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

/* ---------- task library (migration 026) ---------- */

export interface Database {
  task_libraries: TaskLibrariesTable;
  task_library_sp_mappings: TaskLibrarySpMappingsTable;
}

/** A task library template: a task's export document at one level (system: no owner; sp: sp_id; ac: ac_id). */
export interface TaskLibrariesTable {
  template_id: Generated<number>;
  level: 'system' | 'sp' | 'ac';
  sp_id: number | null;
  ac_id: number | null;
  template_name: string;
  description: Generated<string>;
  /** JSON list of strings. */
  tags: Generated<string>;
  task_type: Generated<string>;
  node_count: Generated<number>;
  source_task_id: number | null;
  /** JSON: the task's export document (transfer module's format). */
  document: string;
  is_enabled: Generated<number>;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** Whether a provider offers a system template to its accounts (no row: offered). */
export interface TaskLibrarySpMappingsTable {
  sp_id: number;
  template_id: number;
  offered: Generated<number>;
  updated_by: number | null;
  updated_at: string;
}

/* ---------- invitations of existing users to another scope (migration 028) ---------- */

export interface Database {
  user_map_invites: UserMapInvitesTable;
}

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

/* ---------- the visual form (migration 025) ---------- */

export interface Database {
  visual_forms: VisualFormsTable;
  visual_form_attachments: VisualFormAttachmentsTable;
}

/** A visual form a session waits on, by its public call uuid: waiting → open → submitted | closed | expired. */
export interface VisualFormsTable {
  call_uuid: string;
  ac_id: number;
  session_id: string;
  task_id: number;
  node_id: number;
  form_type_id: number;
  allow_upload: number;
  status: 'waiting' | 'open' | 'submitted' | 'closed' | 'expired';
  created_at: string;
  opened_at: string | null;
  finished_at: string | null;
}

/** A file a caller attached to a visual form, stored under the data folder (visual-forms/<ac_id>/). */
export interface VisualFormAttachmentsTable {
  attachment_id: string;
  call_uuid: string;
  ac_id: number;
  file_name: string;
  stored_name: string;
  extension: string;
  size: number;
  created_at: string;
}
