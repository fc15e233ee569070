import type { EntityShell } from './define';

/**
 * User API keys (spec 3 §3, §7 "CRUD /auth/user-api-keys, plus validate"): a key acts with its user's
 * permissions; it belongs to the provider it was made in (/manage/api-keys) or, made at system scope, to the
 * platform (/system/sys-api-keys). Shown whole once, stored hashed, listed masked. Delete disables it (undo
 * restores it, spec 3 §4); a disabled key is refused at once.
 */
export const apiKeysShell: EntityShell = {
  name: 'user-api-keys',
  label: 'apiKeys.one',
  plural: 'apiKeys.many',
  path: '/auth/user-api-keys',
  idField: 'user_api_key_id',
  nameField: 'api_key_name',
  tenant: 'sp',
  screens: [
    {
      id: 'manage.api-keys',
      path: '/manage/api-keys',
      title: 'routes.apiKeys',
      section: 'manage',
      scopes: ['sp', 'ac'],
      permission: 'manage.api-keys',
    },
    {
      id: 'system.sys-api-keys',
      path: '/system/sys-api-keys',
      title: 'routes.sysApiKeys',
      section: 'system',
      permission: 'system.sys-api-keys',
    },
  ],
  palette: { icon: 'key', keywords: ['api key', 'key', 'token', 'integration'] },
};
