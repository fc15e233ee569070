import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { userFields } from './users.fields';
import { usersShell } from './users';

/** The screen part of users (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const usersMeta: EntityMeta = {
  ...usersShell,
  model: 'User',
  table: 'users',
  fields: userFields,
  tenantVia: { table: 'user_account_mappings', key: 'user_id' },
  unique: [{ field: 'email', includeDisabled: true, takenMessage: messages.entities.emailTaken }],
  createWords: { submit: 'users.inviteSubmit', done: 'users.inviteSent' },
  softDelete: true,
  forceDeletePath: '/auth/users/force-delete/:user_id',
  list: {
    columns: listColumnsOf(userFields, [
      { field: 'role', label: 'users.fields.role', width: 0.14 },
      { field: 'scope', label: 'users.fields.scope', width: 0.18 },
      { field: 'twofa_status', label: 'users.fields.twofa_status', width: 0.1 },
      // Inactive until the invitation is accepted: shown as "Invited".
      { field: 'user_status', label: 'users.fields.user_status', width: 0.1, kind: 'choice' },
    ]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(userFields),
  },
  form: formFieldsFrom(userFields, [
    { field: 'sp_id', label: 'fields.sp_id', kind: 'provider' },
    { field: 'email', label: 'users.fields.email', createOnly: true },
    { field: 'role_id', label: 'users.fields.role', kind: 'role', after: 'display_name' },
    { field: 'ac_ids', label: 'users.fields.accounts', kind: 'accounts', optional: true, after: 'role_id' },
  ]),
};
