import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';

/**
 * User API keys (spec 3 §3, §7 "CRUD /auth/user-api-keys, plus validate"): a key acts with its user's
 * permissions; it belongs to the provider it was made in (/manage/api-keys) or, made at system scope, to the
 * platform (/system/sys-api-keys). Shown whole once, stored hashed, listed masked. Delete disables it (undo
 * restores it, spec 3 §4); a disabled key is refused at once.
 */
export const apiKeysMeta: EntityMeta = {
  name: 'user-api-keys',
  model: 'UserApiKey',
  label: 'apiKeys.one',
  plural: 'apiKeys.many',
  path: '/auth/user-api-keys',
  table: 'user_api_keys',
  idField: 'user_api_key_id',
  nameField: 'api_key_name',
  tenant: 'sp',
  // One user's key names are distinct; the check call (POST /auth/user-api-keys/validate) is beside the resource.
  unique: [{ field: 'api_key_name', per: ['user_id'], takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'api_key_name', label: 'apiKeys.fields.api_key_name' },
      { field: 'api_key', label: 'apiKeys.fields.api_key', width: 0.25, kind: 'code' },
      { field: 'user_email', label: 'apiKeys.fields.user_email', width: 0.25 },
      { field: 'is_enabled', label: 'fields.is_enabled', width: 0.12, kind: 'enabled' },
    ],
    filters: [enabledFilter],
    searchFields: ['api_key_name'],
  },
  form: [{ field: 'api_key_name', label: 'apiKeys.fields.api_key_name' }],
  screens: [
    { id: 'manage.api-keys', path: '/manage/api-keys', title: 'routes.apiKeys', section: 'manage', scopes: ['sp'], permission: 'manage.api-keys' },
    { id: 'system.sys-api-keys', path: '/system/sys-api-keys', title: 'routes.sysApiKeys', section: 'system', permission: 'system.sys-api-keys' },
  ],
  palette: { icon: 'key', keywords: ['api key', 'key', 'token', 'integration'] },
};
