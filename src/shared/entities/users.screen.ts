import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { usersShell } from './users';

/** The screen part of users (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const usersMeta: EntityMeta = {
  ...usersShell,
  model: 'User',
  table: 'users',
  tenantVia: { table: 'user_account_mappings', key: 'user_id' },
  unique: [{ field: 'email', includeDisabled: true, takenMessage: messages.entities.emailTaken }],
  createWords: { submit: 'users.inviteSubmit', done: 'users.inviteSent' },
  softDelete: true,
  forceDeletePath: '/auth/users/force-delete/:user_id',
  list: {
    columns: [
      { field: 'display_name', label: 'users.fields.display_name' },
      { field: 'email', label: 'users.fields.email', width: 0.24 },
      { field: 'role', label: 'users.fields.role', width: 0.14 },
      { field: 'scope', label: 'users.fields.scope', width: 0.18 },
      { field: 'twofa_status', label: 'users.fields.twofa_status', width: 0.1 },
      // Inactive until the invitation is accepted: shown as "Invited".
      { field: 'user_status', label: 'users.fields.user_status', width: 0.1, kind: 'choice' },
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
};
