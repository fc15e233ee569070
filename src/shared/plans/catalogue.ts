/**
 * What plans are made of (spec 3 §3 "Billing"): the plan types, and the application features a business
 * plan may include (GET /billing/application-features). Provider-level features ('manage', 'analyse',
 * 'discover') open those sections to a provider's admins; account-level features are the permission stems
 * the access engine checks among an account's enabled features. A feature with a metric carries a limit
 * counted from real data; a usage feature (usage.*) only describes a limit: a plan without it does not
 * limit that usage.
 */
export const planTypes = ['IVA', 'CHATBOT', 'MESSAGING', 'WORKFLOW'] as const;
export type PlanType = (typeof planTypes)[number];
/** The account plan list's default filter (spec 3 §9). */
export const defaultPlanType: PlanType = 'IVA';

export type PlanMetric = 'tasks' | 'nodes' | 'users' | 'sessions' | 'queues' | 'waiters';

export interface AppFeature {
  feature: string;
  level: 'sp' | 'ac';
  /** What its limit counts: enabled tasks, nodes of enabled tasks, users mapped to the account, sessions this month. */
  metric?: PlanMetric;
}

const ac = (feature: string, metric?: PlanMetric): AppFeature => ({ feature, level: 'ac', ...(metric ? { metric } : {}) });

export const appFeatures: readonly AppFeature[] = [
  { feature: 'manage', level: 'sp' },
  { feature: 'analyse', level: 'sp' },
  { feature: 'discover', level: 'sp' },
  ac('build.tasks', 'tasks'),
  ...[
    'campaigns',
    'qforme',
    'content.prompts',
    'content.variables',
    'content.form-types',
    'content.open-form-types',
    'content.dynamic-form-types',
    'content.datastores',
    'content.files',
    'content.holiday-schedules',
    'content.functions',
    'content.intents',
  ].map((n) => ac(`build.${n}`)),
  ...['virtual-agent-usage', 'virtual-agent-tracker', 'user-activities', 'reports'].map((n) => ac(`analyse.${n}`)),
  ac('manage.ac-profile'),
  ac('manage.exports'),
  ac('manage.wsl-profiles'),
  ac('manage.dnis-pool'),
  // The integration profiles: the account's mail server, auth credentials, SMS, node logging and web-service connections.
  ...['email-profiles', 'auth-profiles', 'sms-profiles', 'node-logging-profiles', 'web-service-profiles'].map((n) => ac(`manage.${n}`)),
  ac('manage.users', 'users'),
  ac('discover.task-library'),
  ac('ai-prompt-node'),
  ac('proactive-messaging-node'),
  // File upload on visual forms: the visual form node and the public form check it (and its feature flag).
  ac('visualform-file-upload'),
  ac('usage.nodes', 'nodes'),
  ac('usage.sessions', 'sessions'),
  // QforMe (spec 3 §7 "Includes ac_plan, qfm_queue and qfm_waiter are used"): enabled queues, callers waiting at once.
  ac('qfm_queue', 'queues'),
  ac('qfm_waiter', 'waiters'),
];

export const appFeatureOf = (feature: string) => appFeatures.find((f) => f.feature === feature);
/** The feature whose limit counts a metric. */
export const metricFeature = (metric: PlanMetric) => appFeatures.find((f) => f.metric === metric)!.feature;

/** What a business plan includes besides features; voices, languages and packages slot in with their catalogues. */
export const includeKinds = ['feature', 'node', 'voice', 'language', 'tts_package', 'language_pack'] as const;
export type IncludeKind = (typeof includeKinds)[number];
