import type { Selection } from '@shared/access/scope';
import type { EntityShell } from '@shared/entities/define';
import type { ActivityFilters } from '@shared/api/audit';

/**
 * Every TanStack Query key of the client, written once. Only key factories live here: the module
 * is part of the signed-in shell's entry, so it imports types only. A test (query-keys-in-one-module) fails when
 * a key is built by hand elsewhere.
 *
 * Keys of scoped queries start with ['scope', spId, acId]: a scope change removes them all (removeScopedQueries),
 * a provider or account change invalidates them all, and an invalidation by a prefix matches every key under it.
 */
export const scopeKey = (s: Selection) => ['scope', s.spId, s.acId] as const;

/** System calls travel with scope 'all': their answers sit under the system scope's key. */
const systemScope = ['scope', 'all', 'all'] as const;

/** The key of a query that is disabled until a scope is selected (it never runs, so it is never matched). */
export const idleKey = (...parts: readonly unknown[]) => ['scope', 'none', ...parts] as const;

export const queryKeys = {
  /** Every scoped answer, whatever the scope. */
  scoped: () => ['scope'] as const,
  /** Every answer of the system scope (plans, voices, providers, billing). */
  system: () => systemScope,
  dashboardStats: (s: Selection) => [...scopeKey(s), 'dashboard', 'stats'] as const,
  /** The selected scope's logo for the sidebar header and the profile screens. */
  profileLogo: (s: Selection) => [...scopeKey(s), 'profile-logo'] as const,
  /** The logo of a level ('sp', 'ac') or the one shown for the selection ('shown'). */
  profileLogoOf: (s: Selection, level: 'sp' | 'ac' | 'shown') => [...queryKeys.profileLogo(s), level] as const,
  /** A provider's or an account's profile (name, colours, date format, time zone) on its profile screen. */
  profileSettings: (s: Selection, level: 'sp' | 'ac', id: number) => [...scopeKey(s), 'profile-settings', level, id] as const,
  /** The selected provider's identity providers (single sign-on) on its profile screen, and the roles and accounts they may give. */
  identityProviders: (s: Selection) => [...scopeKey(s), 'identity-providers'] as const,
  platformConnection: (s: Selection) => [...scopeKey(s), 'platform', 'connection'] as const,
  /** A contact-center domain's accounts, counts and skills (read again with the platform's lists: 'platform'). */
  domain: (s: Selection, domainId: string, what: 'info' | 'skills' | 'users' | 'variable-groups') =>
    [...scopeKey(s), 'platform', 'domain', domainId, what] as const,
  identityProviderChoices: (s: Selection) => [...scopeKey(s), 'identity-providers', 'choices'] as const,
  latestAnnouncement: () => ['dashboard', 'announcements', 'latest'] as const,
  /** The signed-in user's notifications are the user's, whatever the scope. */
  notifications: () => ['me', 'notifications'] as const,
  /** A feature flag's check in a selection (no selection: before one is chosen). */
  featureFlag: (s: Selection | null, feature: string) => [...(s ? scopeKey(s) : ['no-scope']), 'feature-flag', feature] as const,
  /** A flag asked for a form type (show-open-form-feature). */
  openFormFlag: (s: Selection, feature: string, formTypeName: string) =>
    [...scopeKey(s), 'feature-flag', feature, 'form-type', formTypeName] as const,
  timezones: () => ['util', 'timezones'] as const,
  auditPage: (s: Selection, f: ActivityFilters, page: number) => [...scopeKey(s), 'audit', 'page', f, page] as const,
  auditNames: (s: Selection) => [...scopeKey(s), 'audit', 'names'] as const,
  transfer: (s: Selection, requestId: number) => [...scopeKey(s), 'transfer', requestId] as const,
  nodeTypes: () => [...systemScope, 'node-types'] as const,
  systemSettings: () => [...systemScope, 'system-settings'] as const,
  loadedConfiguration: () => [...systemScope, 'loaded-configuration'] as const,
  systemOpenForms: () => [...systemScope, 'system-open-forms'] as const,
  /** The messages sent to the selected provider's users (GET /system/get-sp-notifications). */
  providerMessages: (s: Selection) => [...scopeKey(s), 'notifications', 'provider-messages'] as const,
};

export const taskKeys = {
  all: (s: Selection) => [...scopeKey(s), 'tasks'] as const,
  /** Task lists are cached per scope and task-type filter ('all' for every type). */
  list: (s: Selection, type: string) => [...taskKeys.lists(s), type] as const,
  lists: (s: Selection) => [...taskKeys.all(s), 'list'] as const,
  one: (s: Selection, id: number) => [...taskKeys.all(s), 'one', id] as const,
  collectionCount: (s: Selection, id: number) => [...taskKeys.all(s), 'collection-count', id] as const,
  map: (s: Selection) => [...taskKeys.all(s), 'map'] as const,
};

/** A task's flow: its nodes, canvases, validation, live view and history. */
export const flowKeys = {
  all: (s: Selection, task: number) => [...scopeKey(s), 'flow', task] as const,
  nodes: (s: Selection, task: number) => [...flowKeys.all(s, task), 'nodes'] as const,
  canvases: (s: Selection, task: number) => [...flowKeys.all(s, task), 'canvases'] as const,
  validation: (s: Selection, task: number) => [...flowKeys.all(s, task), 'validation'] as const,
  live: (s: Selection, task: number) => [...flowKeys.all(s, task), 'live'] as const,
  history: (s: Selection, task: number) => [...flowKeys.all(s, task), 'history'] as const,
  versions: (s: Selection, task: number) => [...flowKeys.all(s, task), 'versions'] as const,
  planTypes: (s: Selection, type: string) => [...scopeKey(s), 'flow', 'plan-types', type] as const,
  nodeTask: (s: Selection, nodeId: string | number | null) => [...scopeKey(s), 'flow', 'node-task', nodeId] as const,
  /** A version's snapshot: immutable. */
  decodedVersion: (s: Selection, versionId: number) => [...scopeKey(s), 'versions', 'decoded', versionId] as const,
  simTests: (s: Selection, task: number) => [...scopeKey(s), 'sim', 'tests', task] as const,
  simVariables: (s: Selection) => [...scopeKey(s), 'sim', 'variables'] as const,
  /** The Traffic overlay's numbers and a node's sessions, by their query. */
  traffic: (s: Selection, task: number, query: object) => [...flowKeys.all(s, task), 'traffic', query] as const,
  trafficSessions: (s: Selection, task: number, query: object) => [...flowKeys.all(s, task), 'traffic-sessions', query] as const,
  nodeEvents: (s: Selection, task: number, query: object) => [...flowKeys.all(s, task), 'node-events', query] as const,
  /** The task's recordings (all pages under the task's prefix). */
  recordings: (s: Selection, task: number, query?: object) => [...flowKeys.all(s, task), 'recordings', ...(query ? [query] : [])] as const,
  /** A session's transcript (GET /sim/sessions/{id}). */
  session: (s: Selection, sessionId: string) => [...scopeKey(s), 'sim', 'session', sessionId] as const,
};

/** Migration from the older studio (system scope): its lists by name; every write refetches them all. */
export const studio6Keys = {
  all: () => [...systemScope, 'studio6'] as const,
  list: (name: string, ...parts: readonly unknown[]) => [...systemScope, 'studio6', name, ...parts] as const,
};

export const libraryKeys = {
  all: (s: Selection) => [...scopeKey(s), 'task-library'] as const,
  list: (s: Selection, type: string) => [...libraryKeys.all(s), 'list', type] as const,
  one: (s: Selection, id: number) => [...libraryKeys.all(s), 'one', id] as const,
  offers: (s: Selection) => [...libraryKeys.all(s), 'sp-mappings'] as const,
};

export const contentKeys = {
  all: (s: Selection) => [...scopeKey(s), 'content'] as const,
  list: (s: Selection, tab: string, f?: ListFilter) => [...contentKeys.all(s), tab, 'list', ...(f ? [f] : [])] as const,
  one: (s: Selection, tab: string, id: number) => [...contentKeys.all(s), tab, 'one', id] as const,
  folders: (s: Selection) => [...contentKeys.all(s), 'folders'] as const,
  variables: (s: Selection) => [...contentKeys.all(s), 'variables', 'all'] as const,
  /** The variables that hold a structure (GET /content/get_complex_variables), under the variables: a variable saved anywhere reads them again. */
  complexVariables: (s: Selection) => [...contentKeys.variables(s), 'complex'] as const,
  complexVariablesOf: (s: Selection, taskId: number | undefined) => [...contentKeys.complexVariables(s), taskId ?? 0] as const,
  /** The form types with their datastores' columns (GET /form/get-form-types-with-datastore-columns). */
  formTypesWithColumns: (s: Selection) => [...contentKeys.all(s), 'form-types-with-columns'] as const,
  audioFiles: (s: Selection) => [...contentKeys.all(s), 'files', 'audio'] as const,
  tasks: (s: Selection) => [...contentKeys.all(s), 'tasks'] as const,
  /** The tasks a link node may go to from a task. */
  linkTargets: (s: Selection, taskId: number) => [...contentKeys.tasks(s), 'link-targets', taskId] as const,
  dataStoreChoices: (s: Selection) => [...contentKeys.all(s), 'data-stores', 'choices'] as const,
  documents: (s: Selection, storeId: number) => [...contentKeys.all(s), 'data-stores', 'documents', storeId] as const,
  documentSearch: (s: Selection, storeId: number, search: string) => [...contentKeys.documents(s, storeId), search] as const,
  exports: (s: Selection, storeId: number) => [...contentKeys.all(s), 'data-stores', 'exports', storeId] as const,
  completions: (s: Selection, tab: string) => [...contentKeys.all(s), tab, 'completions'] as const,
  openFormOptions: (s: Selection) => [...contentKeys.all(s), 'openformtypes', 'options'] as const,
  /** The functions an expression may call. */
  expressionFunctions: (s: Selection) => [...contentKeys.all(s), 'javascripts', 'expression'] as const,
  /** Check in use is asked afresh each time (not cached by scope). */
  inUse: (model: string, id: number | undefined) => ['content-in-use', model, id] as const,
};

type Entity = Pick<EntityShell, 'name'>;

export const entityKeys = {
  all: (d: Entity, s: Selection) => [...scopeKey(s), 'entities', d.name] as const,
  list: (d: Entity, s: Selection, search: string, filters: Record<string, string>) =>
    [...entityKeys.all(d, s), 'list', search, filters] as const,
  item: (d: Entity, s: Selection, id: string | number) => [...entityKeys.all(d, s), 'item', id] as const,
  /** The roles' or permissions' full list the permission matrix reads. */
  matrix: (d: Entity, s: Selection) => [...entityKeys.all(d, s), 'matrix'] as const,
  paymentVariables: (d: Entity, s: Selection) => [...entityKeys.all(d, s), 'variables'] as const,
  /** The tasks attached to a node-logging profile (GET /node-logging/profiles/get-tasks). */
  attachedTasks: (d: Entity, s: Selection, id: number) => [...entityKeys.all(d, s), 'tasks', id] as const,
  /** The account's tasks a node-logging profile may be attached to (under the attached ones: refreshed with them). */
  attachableTasks: (d: Entity, s: Selection, id: number) => [...entityKeys.attachedTasks(d, s, id), 'choices'] as const,
  userFormContents: (s: Selection, spId: number | string) => [...scopeKey(s), 'entities', 'users', 'form-contents', spId] as const,
  /** The choices of a reference field (the path it lists from); without a selection, the system's. */
  refChoices: (s: Selection | null, path: string) => ['scope', s?.spId ?? 'all', s?.acId ?? 'all', 'entities', 'ref', path] as const,
  /** A reference field's choices read with a query (a narrower list while creating). */
  refChoicesFor: (s: Selection | null, path: string, query: Record<string, unknown>) => [...entityKeys.refChoices(s, path), query] as const,
  /** An auth profile's stored result of its last connection test (GET /authprofile/storeResult). */
  authStoredResult: (d: Entity, s: Selection, id: number) => [...entityKeys.all(d, s), 'stored-result', id] as const,
  providerChoices: () => [...systemScope, 'entities', 'service-providers', 'choices'] as const,
  providerSettings: (spId: number) => [...systemScope, 'entities', 'service-providers', 'settings', spId] as const,
  providerColours: (spId: number) => [...entityKeys.providerSettings(spId), 'colours'] as const,
  providerEmail: (spId: number) => [...entityKeys.providerSettings(spId), 'email'] as const,
  providerApiKeys: (spId: number) => [...entityKeys.providerSettings(spId), 'api-keys'] as const,
  accountsToMove: () => [...systemScope, 'entities', 'accounts', 'move'] as const,
  /** A trunk's validation state, read again when the trunk or its registrants change. */
  trunkValidation: (d: Entity, s: Selection, id: number, stamp: unknown) => [...entityKeys.item(d, s, id), 'validation', stamp] as const,
  /** The SBC addresses of the scope's trunks, one row per trunk and role (under the trunks' entry: a trunk's change refreshes them). */
  sbcAddresses: (d: Entity, s: Selection) => [...entityKeys.all(d, s), 'sbc-addresses'] as const,
  /** The summary a list answers beside its rows (phone numbers: total, in use, available). */
  summary: (d: Entity, s: Selection) => [...entityKeys.all(d, s), 'summary'] as const,
  /** A DNIS pool's numbers (under the pools' entry: a change of the pools refreshes them). */
  poolNumbers: (s: Selection, poolId: number, search: string) =>
    [...scopeKey(s), 'entities', 'dnis-pools', 'numbers', poolId, search] as const,
  /** A QforMe queue's waiters and call log, and the account's active calls (under the queues' entry). */
  queueWaiters: (s: Selection, queueId: number) => [...scopeKey(s), 'entities', 'qforme-queues', 'queue', queueId, 'waiters'] as const,
  queueLog: (s: Selection, queueId: number) => [...scopeKey(s), 'entities', 'qforme-queues', 'queue', queueId, 'log'] as const,
  activeCalls: (s: Selection) => [...scopeKey(s), 'entities', 'qforme-queues', 'active-calls'] as const,
  /** The account's waiters by plan type (read again with the queues' lists and waiters: same prefix). */
  planTypeWaiters: (s: Selection) => [...scopeKey(s), 'entities', 'qforme-queues', 'plan-types-waiters'] as const,
  /** A user's permissions (given directly and by their roles), under the users' entry: a change of users refreshes them. */
  userPermissions: (s: Selection, userId: number) => [...scopeKey(s), 'entities', 'users', 'permissions', userId] as const,
  /** The permissions that may be given in the scope (GET /auth/ac-permissions). */
  scopePermissions: (s: Selection) => [...scopeKey(s), 'entities', 'users', 'scope-permissions'] as const,
  /** A role's permissions (GET /auth/role-permissions/{role_id}), under the roles' entry. */
  rolePermissions: (s: Selection, roleId: number) => [...scopeKey(s), 'entities', 'roles', 'permissions', roleId] as const,
};

/** The account's phone numbers and which task has which, refreshed after every change of a task's numbers. */
export const numberKeys = {
  all: (s: Selection) => [...scopeKey(s), 'phone-numbers'] as const,
  account: (s: Selection) => [...numberKeys.all(s), 'account'] as const,
  usage: (s: Selection) => [...numberKeys.all(s), 'usage'] as const,
};

/** A task's BroadWorks XSI rules: the account's subscriptions and the profiles they may go through. */
export const xsiKeys = {
  all: (s: Selection) => [...scopeKey(s), 'xsi'] as const,
  task: (s: Selection, taskId: number) => [...xsiKeys.all(s), 'task', taskId] as const,
  rules: (s: Selection, taskId: number) => [...xsiKeys.all(s), 'task', taskId, 'rules'] as const,
  profiles: (s: Selection) => [...xsiKeys.all(s), 'profiles'] as const,
};

export const billingKeys = {
  usage: (id: number) => [...systemScope, 'billing', 'burst-usage', id] as const,
  items: (id: number) => [...billingKeys.usage(id), 'items'] as const,
  chart: (id: number, acId: number) => [...billingKeys.usage(id), 'chart', acId] as const,
  usages: () => [...systemScope, 'billing', 'burst-usages'] as const,
};

export const planKeys = {
  bpFeatures: (bpId: number) => [...systemScope, 'plans', 'bp-features', bpId] as const,
  tree: (bpId: number, stamp: unknown) => [...systemScope, 'plans', 'tree', bpId, stamp] as const,
  sameType: (planType: string) => [...systemScope, 'plans', 'same-type', planType] as const,
  providersWithout: (bpId: number, stamp: unknown) => [...systemScope, 'plans', 'providers-without', bpId, stamp] as const,
  appFeatures: () => [...systemScope, 'plans', 'application-features'] as const,
  /** An account's plans (of a type, or its enabled ones), features and usage, read again when its plan changes (`stamp`). */
  accountPlans: (s: Selection, acId: number, which: string, stamp: unknown) =>
    [...scopeKey(s), 'plans', 'account', acId, 'plans', which, stamp] as const,
  accountFeatures: (s: Selection, acId: number, type: string, stamp: unknown) =>
    [...scopeKey(s), 'plans', 'account', acId, 'features', type, stamp] as const,
  accountUsage: (s: Selection, acId: number, stamp: unknown) => [...scopeKey(s), 'plans', 'account', acId, 'usage', stamp] as const,
  /** The selected account's limited features (GET /billing/ac-feature-limit), at its own scope. */
  accountLimits: (s: Selection) => [...scopeKey(s), 'plans', 'account-limits'] as const,
  accountEnabled: (s: Selection, acId: number, stamp: unknown) => [...scopeKey(s), 'plans', 'account', acId, 'enabled', stamp] as const,
};

export const voiceKeys = {
  catalogues: () => [...systemScope, 'voices', 'catalogues'] as const,
  languages: (s: Selection) => [...scopeKey(s), 'voices', 'languages'] as const,
  linked: (s: Selection, name: string, lang: string | null) => [...scopeKey(s), 'voices', name, lang] as const,
  account: (s: Selection) => [...scopeKey(s), 'voices', 'account'] as const,
  /** A WSL profile's voices as stored, read again when the profile changes (`stamp`). */
  profileVoices: (s: Selection, wslProfileId: number, stamp: unknown) =>
    [...scopeKey(s), 'voices', 'wsl-profile', wslProfileId, stamp] as const,
};

/** A content list's place and search: the folder or the task it shows, and the search term. */
export interface ListFilter {
  folderId: number | null;
  taskId: number | null;
  search: string;
}

export const analyseKeys = {
  /** Every usage view of the scope (refreshed together when a usage event arrives). */
  usageAll: (s: Selection) => [...scopeKey(s), 'usage'] as const,
  usage: (s: Selection, path: string, query: Record<string, string>) => [...analyseKeys.usageAll(s), path, query] as const,
  peaks: (s: Selection, query: Record<string, unknown>) => [...scopeKey(s), 'usage', 'peaks', query] as const,
  reports: (s: Selection) => [...scopeKey(s), 'reports'] as const,
  instances: (s: Selection) => [...scopeKey(s), 'reports', 'instances'] as const,
  job: (s: Selection, id: number) => [...scopeKey(s), 'reports', 'instances', id] as const,
  chart: (s: Selection, id: number, status: string) => [...scopeKey(s), 'reports', 'instances', id, 'chart', status] as const,
  exports: (s: Selection) => [...scopeKey(s), 'exports'] as const,
};

/** Campaigns: the list, the campaign numbers and a campaign's contacts. */
export const campaignKeys = {
  all: (s: Selection) => [...scopeKey(s), 'campaigns'] as const,
  list: (s: Selection, type: string) => [...campaignKeys.all(s), 'list', type] as const,
  numbers: (s: Selection) => [...campaignKeys.all(s), 'numbers'] as const,
  contacts: (s: Selection, id: number) => [...campaignKeys.all(s), 'contacts', id] as const,
  /** One page of a campaign's contacts (the table fetches the pages in view). */
  contactPage: (s: Selection, id: number, page: number) => [...campaignKeys.contacts(s, id), page] as const,
  maxThreads: (s: Selection) => [...campaignKeys.all(s), 'max-threads'] as const,
};
