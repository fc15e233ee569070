import type { Readings, SpecCall } from './spec-reader';

/**
 * How the audit reads the spec's call lines that its grammar cannot (spec-reader.ts), keyed by the line's words
 * exactly as the spec writes them: a line that changes is unread again until it is read here anew.
 *
 * Where the spec gives a call's name but not its full path ("full paths not shown", "preview calls under /form/ for
 * dialogflow …"), the reading names the path the studio serves it at (docs/api.md, docs/migration.md); where it gives
 * no method, the method is '*' (any). null: the line names no call (a note on how calls are made).
 */
const any = (...paths: string[]): SpecCall[] => paths.map((path) => ({ method: '*', path }));
const get = (...paths: string[]): SpecCall[] => paths.map((path) => ({ method: 'GET', path }));
const post = (...paths: string[]): SpecCall[] => paths.map((path) => ({ method: 'POST', path }));
const crud = (path: string): SpecCall[] => [
  { method: 'GET', path },
  { method: 'POST', path },
  { method: 'PUT', path: `${path}/{}` },
  { method: 'DELETE', path: `${path}/{}` },
];
const portal6 = (...names: string[]) => any(...names.map((n) => `/studio6/portal/${n}`));
const accounts6 = (...names: string[]) => any(...names.map((n) => `/studio6/accounts/${n}`));

export const readings: Readings = {
  // Spec 1 §7
  'GET /reporting/msg-credit-usages (account or provider headers): returns remaining_balance and usage.':
    get('/reporting/msg-credit-usages'),
  // The last three continue /auth/users (spec 3 §7 writes them out), not the first path's last segments.
  'POST /auth/users/validate/invite, /create/profile, /delete/invite, /re-verify': post(
    '/auth/users/validate/invite',
    '/auth/users/create/profile',
    '/auth/users/delete/invite',
    '/auth/users/re-verify',
  ),
  'Contact-center platform reads: GET /users/v1/domains/{domain_id}/users (follow the next-page link until none); GET /skills/v1/domains/{domain_id}/skills (follow paging.next, read items); dispositions, variables and variable-groups under /interactions/v1/domains/{domain}/ (follow paging.next, read items).':
    get(
      '/users/v1/domains/{}/users',
      '/skills/v1/domains/{}/skills',
      '/interactions/v1/domains/{}/dispositions',
      '/interactions/v1/domains/{}/variables',
      '/interactions/v1/domains/{}/variable-groups',
    ),
  "A realtime socket opens on a path under the studio's websocket server with websocket, polling and flash transports. The host comes from the query parameter s or the current host. It pushes account virtual-agent usage, chatbot usage, report status, refresh events and dashboard announcements.":
    null,

  // Spec 2 §7
  'CRUD /form/form-types; /form/open-form-types; validation calls /form/validate-oft-name and /form/validate-ft-name/{name}': [
    ...crud('/form/form-types'),
    ...crud('/form/open-form-types'),
    ...any('/form/validate-oft-name', '/form/validate-ft-name/{}'),
  ],
  'POST preview calls under /form/ for dialogflow, dialogflowcx, lex, watson, openai, azure openai': post(
    '/form/preview-dialogflow',
    '/form/preview-dialogflowcx',
    '/form/preview-lex',
    '/form/preview-watson',
    '/form/preview-openai',
    '/form/preview-azure-openai',
  ),
  '/javascriptfunction: list, list of names, CRUD, validate, context-autocomplete-function': [
    ...crud('/javascriptfunction'),
    ...any('/javascriptfunction/names', '/javascriptfunction/validate', '/javascriptfunction/context-autocomplete-function'),
  ],
  '/intent: GET, POST, PUT/DELETE {intent_id}, validate, get-intent-template (file answer), import POST, {id}/export': [
    ...crud('/intent'),
    ...any('/intent/validate', '/intent/get-intent-template', '/intent/{}/export'),
    ...post('/intent/import'),
  ],
  // {host}/api is the studio's own /api, where every call goes.
  'POST {host}/api/visual-form/{call_uuid}/event': post('/visual-form/{}/event'),

  // Spec 3 §7
  'Account, trunk and task lists are fetched with search, fetch_all and searchFields on sp_id or ac_id.': null,
  'CRUD /auth/user-api-keys, plus validate': [...crud('/auth/user-api-keys'), ...any('/auth/user-api-keys/validate')],
  'CRUD /auth/permissions, plus ac-permissions, user-permissions and role-permissions': [
    ...crud('/auth/permissions'),
    { method: '*', path: '/auth/ac-permissions' },
    { method: '*', path: '/auth/user-permissions', or: ['/auth/user-permissions/{}'] },
    { method: '*', path: '/auth/role-permissions', or: ['/auth/role-permissions/{}'] },
  ],
  'DNIS pools: /dnis-pool with pools, pool-numbers, validate-name and template.': any(
    '/dnis-pool/pools',
    '/dnis-pool/pool-numbers',
    '/dnis-pool/validate-name',
    '/dnis-pool/template',
  ),
  'CRUD /util/asr-language-packages, plus validate': [
    ...crud('/util/asr-language-packages'),
    ...any('/util/asr-language-packages/validate'),
  ],
  // The spec names no prefix; the studio serves it beside POST /opensip/active-calls, the list it clears.
  'POST clear-stale-calls {number_of_minutes}': post('/opensip/clear-stale-calls'),
  'GET /skills/v1/domains/{domain_id}/skills on the contact-center platform host. It follows paging.next until none and reads items.':
    get('/skills/v1/domains/{}/skills'),
  // Beside the usage views it details (/virtualagentusage/...), one call per usage type.
  'POST detailed-logs per usage type {task_id, ac_id, start_date, end_date}': post('/virtualagentusage/detailed-logs/{}'),
  'Validate names.': any('/reporting/validate-name', '/reporting/validate-instance-name'),
  'Instances: create (POST), re-run/{id} (PUT), list (GET) and delete.': [
    { method: 'POST', path: '/reporting/instances' },
    { method: 'PUT', path: '/reporting/instances/re-run/{}' },
    { method: 'GET', path: '/reporting/instances' },
    { method: 'DELETE', path: '/reporting/instances', or: ['/reporting/instances/{}'] },
  ],
  'A realtime channel pushes account virtual-agent usage, chatbot usage, report status, refresh events and dashboard announcements. On account change the app leaves the old reports channel and joins the new one.':
    null,
  // Migration: "Portal endpoints (full paths not shown)" and "Account endpoints (paths not shown)", at the paths
  // docs/migration.md gives them.
  'get-s6-service-providers, get-s6-groups, get-mapped-s7-sp, get-mapped-s7-ac.': portal6(
    'get-s6-service-providers',
    'get-s6-groups',
    'get-mapped-s7-sp',
    'get-mapped-s7-ac',
  ),
  'validate-sp, validate-ac.': portal6('validate-sp', 'validate-ac'),
  'POST map-sp {s6_sp_id, s7_sp_id, remap}; POST map-ac {s6_ac_id, s7_ac_id, remap}.': post(
    '/studio6/portal/map-sp',
    '/studio6/portal/map-ac',
  ),
  'unmapped-sps, unmapped-acs, available-accounts.': portal6('unmapped-sps', 'unmapped-acs', 'available-accounts'),
  'get-s6 and s7 data.': portal6('get-s6-data/{}', 'get-s7-data/{}'),
  'POST unmap-sp {s7_sp_id}; POST unmap-ac {s7_ac_id}.': post('/studio6/portal/unmap-sp', '/studio6/portal/unmap-ac'),
  'Batch account data.': portal6('batch-account-data'),
  'accounts, validate, batch-validate.': [...any('/studio6/accounts'), ...accounts6('validate', 'batch-validate')],
  // Batch migration is /studio6/batch-migrations (the last line of the section).
  'migrate and batch-migrate content, rollback, report error.': [
    ...accounts6('migrate', 'rollback', 'report-error'),
    ...any('/studio6/batch-migrations'),
  ],
  'Node and canvas migration checks.': accounts6('canvas-check'),
  'Job and error lists.': accounts6('jobs', 'errors'),
  'Datastore data migration.': accounts6('datastore-data'),
  'Unused accounts: get and delete.': accounts6('unused', 'unused/delete'),
  'Flagged nodes; fix link nodes.': accounts6('flagged-nodes', 'fix-link-nodes'),
  'Publish templates.': accounts6('publish-templates'),
  'POST, GET and PATCH {id} on /studio6/batch-migrations.': [
    { method: 'POST', path: '/studio6/batch-migrations' },
    { method: 'GET', path: '/studio6/batch-migrations' },
    { method: 'PATCH', path: '/studio6/batch-migrations/{}' },
  ],
  // Spec 1 §7 lists them.
  'Forgot and reset password and two-factor calls.': post(
    '/forgot-password',
    '/forgot-twofa',
    '/reset-password',
    '/reset-twofa',
    '/reset-password/validate',
    '/reset-twofa/validate',
  ),
  'Contact-center platform (separate host, bearer token from local storage): GET /users/v1/domains/{domain_id}/users, following the next-page link.':
    get('/users/v1/domains/{}/users'),
};
