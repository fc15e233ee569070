import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { roleFields } from './roles.fields';
import { rolesShell } from './roles';

/** The screen part of roles (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const rolesMeta: EntityMeta = {
  ...rolesShell,
  model: 'Role',
  table: 'roles',
  fields: roleFields,
  // The database keeps role names unique whatever the state.
  unique: [
    { field: 'name', includeDisabled: true, checkPath: '/auth/roles/validate-role-name', takenMessage: messages.entities.nameTaken },
  ],
  softDelete: true,
  list: {
    columns: listColumnsOf(roleFields, [{ field: 'users_count', label: 'roles.fields.users_count', width: 0.15 }]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(roleFields),
  },
  form: formFieldsFrom(roleFields),
};
