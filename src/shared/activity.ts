import { clipboardTypes, deleteTypes, unlinkTypes } from './api/flow-types';

/**
 * What the activity log can say was done: every action a write records, one list, so the audit trail, its
 * filters, its CSV and the dashboard's recent activity name each in words (`shell:activity.actions.<action>`,
 * in every locale; a test holds the locales to this list, and the server's type to it).
 */
export const flowEditActions = [
  'create_node',
  'link_node',
  'update_node',
  ...deleteTypes,
  ...unlinkTypes,
  ...clipboardTypes,
  'create_canvas',
  'rename_canvas',
  'delete_canvas',
] as const;

export const activityActions = [
  // Any entity or content item
  'create',
  'update',
  'delete',
  'force_delete',
  'restore',
  'archive',
  'unarchive',
  'duplicate',
  'move',
  'import',
  'export',
  // The canvas and its versions
  ...flowEditActions,
  'undo',
  'redo',
  'rollback',
  'publish',
  'save_version',
  'rename_version',
  'publish_system',
  'unpublish_system',
  'offer',
  'withdraw',
  'create_from_template',
  // Running tasks
  'workflow_run_now',
  'workflow_schedule',
  'live_monitoring_enable',
  'live_monitoring_disable',
  'campaign_trigger',
  'campaign_test_call',
  // Content
  'upload',
  'add_documents',
  'update_documents',
  'delete_documents',
  'delete_export',
  'import_csv',
  'remove_upload',
  'refresh_usage',
  'upload_lexicon',
  'update_logo',
  // People and access
  'sign_in',
  'sign_out',
  'update_profile',
  'change_password',
  'reset_password',
  'reset_twofa',
  'forgot_password',
  'forgot_twofa',
  'twofa_enabled',
  'twofa_disabled',
  'system_controlled_twofa',
  'permissions',
  'accept_invite',
  'revoke_invite',
  're_verify',
  'invite_map',
  'accept_map',
  // Migration from the older studio
  'map',
  'unmap',
  'migrate',
  'report_error',
  'datastore_data',
  'delete_unused',
  'delete_recording',
] as const;

export type ActivityAction = (typeof activityActions)[number];

/** What the log can say something was done to: every entity, content type and the few other subjects, one list. */
export const activitySubjects = [
  // Administration entities
  'AcPlan',
  'Account',
  'Announcement',
  'AsrLanguagePackage',
  'BillingInvoice',
  'BurstUsage',
  'BusinessPlan',
  'NotificationMessage',
  'PasswordPolicy',
  'PaymentGateway',
  'PaymentProfile',
  'Permission',
  'Region',
  'Role',
  'ServiceProvider',
  'SmsProvider',
  'SpPlan',
  'SystemSetting',
  'TtsPackage',
  'TtsVoice',
  'User',
  'UserApiKey',
  'WslProfile',
  // Telephony
  'Trunk',
  'TrunkRegistrant',
  'PhoneNumber',
  'XsiProfile',
  'XsiSubscription',
  // Queues
  'DnisPool',
  'QformeQueue',
  // Reports
  'Report',
  'ReportInstance',
  // Integration profiles
  'NodeLoggingProfile',
  'SmsProfile',
  'AuthProfile',
  'EmailProfile',
  'WebServiceProfile',
  'AlertSetting',
  // Single sign-on
  'IdentityProvider',
  'PlatformConnection',
  // Content
  'Prompt',
  'Variable',
  'FormType',
  'OpenFormType',
  'DynamicFormType',
  'DataStore',
  'AttachmentFile',
  'HolidaySchedule',
  'JavascriptFunction',
  'Intent',
  'Folder',
  // Building
  'Task',
  'Node',
  'NodeType',
  'TaskTemplate',
  'FlowTest',
  // Migration from the older studio
  'Studio6Mapping',
  'Studio6Migration',
  'Studio6BatchMigration',
  // Campaigns
  'Campaign',
  // A user's own session and profile
  'session',
  'user',
] as const;

export type ActivitySubject = (typeof activitySubjects)[number];

/** A subject type as the log stores it ('User' and 'user' alike): the key of its words in the catalogue. */
export const subjectKey = (subjectType: string) => subjectType.charAt(0).toLowerCase() + subjectType.slice(1);
