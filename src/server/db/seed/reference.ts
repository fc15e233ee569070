/** Reference data every studio has: the permission catalogue, the built-in roles, the spec's feature flags. */

const areas = {
  build: [
    'tasks',
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
  ],
  analyse: ['virtual-agent-usage', 'virtual-agent-tracker', 'user-activities', 'reports'],
  manage: [
    'users',
    'telephony',
    'email-profiles',
    'accounts',
    'account_plan',
    'payment-profiles',
    'auth-profiles',
    'wsl-profiles',
    'node-logging-profiles',
    'web-service-profiles',
    'sms-profiles',
    'password-policies',
    'dnis-pool',
    'api-keys',
    'sp-profile',
    'ac-profile',
    'exports',
  ],
  discover: ['task-library'],
  system: [
    'service-providers',
    'roles',
    'permissions',
    'dashboard-contents',
    'settings',
    'node-types',
    'business-plans',
    'service_provider_plans',
    'burst-usages',
    'billing-invoices',
    'regions',
    'payment-gateways',
    'sms-providers',
    'sys-telephony',
  ],
} as const;

export const permissionNames: string[] = Object.entries(areas).flatMap(([section, names]) =>
  names.flatMap((n) => [`${section}.${n}.read`, `${section}.${n}.write`]),
);

const all = (section: keyof typeof areas, mode: 'read' | 'write' | 'both') =>
  areas[section].flatMap((n) => (mode === 'both' ? [`${section}.${n}.read`, `${section}.${n}.write`] : [`${section}.${n}.${mode}`]));

export const roleDefinitions = [
  { name: 'System Admin', scope: 'system', permissions: permissionNames },
  {
    name: 'SP Admin',
    scope: 'sp',
    permissions: [
      ...all('manage', 'both'),
      ...all('analyse', 'read'),
      'analyse.reports.write',
      ...all('build', 'both'),
      ...all('discover', 'read'),
    ],
  },
  {
    name: 'Account Builder',
    scope: 'ac',
    permissions: [
      ...all('build', 'both'),
      ...all('analyse', 'read'),
      'analyse.reports.write',
      'manage.ac-profile.read',
      'manage.exports.read',
    ],
  },
  { name: 'Account Viewer', scope: 'ac', permissions: [...all('build', 'read'), ...all('analyse', 'read')] },
] as const;

/** What a fully provisioned account has enabled: the demo provider plans' account features (demo-plans.ts). */
export const accountFeatures = (except: string[] = []) =>
  [
    ...areas.build.map((n) => `build.${n}`),
    ...areas.analyse.map((n) => `analyse.${n}`),
    'manage.ac-profile',
    'manage.exports',
    'manage.wsl-profiles',
    'manage.dnis-pool',
    'manage.email-profiles',
    'manage.auth-profiles',
    'manage.sms-profiles',
    'manage.node-logging-profiles',
    'manage.web-service-profiles',
    'manage.users',
    'discover.task-library',
  ].filter((f) => !except.includes(f));

/** The spec's example flags (spec 1 §6): name, default for signed-in users, default for anonymous checks. */
export const featureFlags: [name: string, defaultState: 0 | 1, anonymousState: 0 | 1, description: string][] = [
  ['studio.dynamic-form-type.temp', 1, 0, 'Dynamic form types in the content library'],
  ['studio.visualform-file-upload.temp', 1, 0, 'File upload on visual forms'],
  ['studio.advanced-data-exports.temp', 0, 0, 'Advanced data exports'],
  ['studio.callflow-visualiser.dev', 1, 0, 'Call-flow visualiser (the task map)'],
  ['studio.open-ai-webservice-integration.temp', 1, 0, 'OpenAI web-service integration'],
  ['studio.live-chat-monitoring.temp', 1, 0, 'Live chat monitoring (the live view of a task)'],
  ['studio.proactive-messaging-node.temp', 1, 0, 'Proactive messaging node'],
  ['studio.interaction-variables.temp', 1, 0, 'Interaction variables'],
  ['vcc.manage-iva-collection', 1, 0, 'Manage IVA collection'],
  ['ai.ai-prompt-node', 1, 0, 'AI prompt node'],
  ['studio.enhanced-barge-in.temp', 0, 0, 'Enhanced barge-in'],
  ['studio.deepgram-built-in-form.temp', 0, 0, 'Deepgram built-in form'],
  ['studio.agents-v2.dev', 0, 0, 'Agents v2'],
  ['studio.node-limit-warnings.temp', 1, 0, 'Node limit warnings'],
  ['studio.google-streaming-tts-for-chirp3.temp', 0, 0, 'Google streaming TTS for Chirp 3'],
  ['studio.deepgram-cstt-formatting.temp', 0, 0, 'Deepgram custom STT formatting'],
  ['studio.additional-warnings-for-task-validator.temp', 1, 0, 'Additional warnings in the task validator'],
  ['studio.studio-inqueue-cx-controls.temp', 0, 0, 'In-queue CX controls'],
  ['studio.analytics-tracking.kill', 1, 1, 'Product analytics script (kill switch: off stops tracking)'],
  ['studio.intent.temp', 1, 0, 'Intents in the content library'],
];
