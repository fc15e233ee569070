import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';

/**
 * Users (spec 3 §3, §6 "User listing", §7 "Users"): they carry no tenant column; a user belongs to the
 * providers its account mappings name. Creating one is inviting it (an e-mail with a single-use link).
 */
export const usersMeta: EntityMeta = {
  name: 'users',
  model: 'User',
  label: 'users.one',
  plural: 'users.many',
  path: '/auth/users',
  table: 'users',
  idField: 'user_id',
  nameField: 'display_name',
  tenant: 'sp',
  tenantVia: { table: 'user_account_mappings', key: 'user_id' },
  unique: [{ field: 'email', includeDisabled: true, takenMessage: messages.entities.emailTaken }],
  softDelete: true,
  forceDeletePath: '/auth/users/force-delete/:user_id',
  list: {
    columns: [
      { field: 'display_name', label: 'users.fields.display_name' },
      { field: 'email', label: 'users.fields.email', width: 0.24 },
      { field: 'role', label: 'users.fields.role', width: 0.14 },
      { field: 'scope', label: 'users.fields.scope', width: 0.18 },
      { field: 'twofa_status', label: 'users.fields.twofa_status', width: 0.1 },
    ],
    filters: [enabledFilter],
    searchFields: ['display_name', 'email'],
  },
  form: [
    { field: 'sp_id', label: 'fields.sp_id', kind: 'provider' },
    { field: 'email', label: 'users.fields.email', createOnly: true },
    { field: 'display_name', label: 'users.fields.display_name', optional: true },
    { field: 'role_id', label: 'users.fields.role', kind: 'role' },
    { field: 'ac_ids', label: 'users.fields.accounts', kind: 'accounts', optional: true },
  ],
  // The spec hides the entry by a condition it does not show: it is listed exactly when the user may manage users.
  screens: [{ id: 'manage.users', path: '/manage/users', title: 'routes.users', section: 'manage', permission: 'manage.users', onlyWhenAllowed: true }],
  palette: { icon: 'people', keywords: ['user', 'invite', 'people', 'member', 'colleague'], createTitle: 'commands.invite' },
};
