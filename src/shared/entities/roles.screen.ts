import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { rolesShell } from './roles';

/** The screen part of roles (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const rolesMeta: EntityMeta = {
  ...rolesShell,
  model: 'Role',
  table: 'roles',
  // The database keeps role names unique whatever the state.
  unique: [
    { field: 'name', includeDisabled: true, checkPath: '/auth/roles/validate-role-name', takenMessage: messages.entities.nameTaken },
  ],
  softDelete: true,
  list: {
    columns: [
      { field: 'name', label: 'roles.fields.name' },
      { field: 'scope', label: 'roles.fields.scope', width: 0.2, kind: 'choice' },
      { field: 'users_count', label: 'roles.fields.users_count', width: 0.15 },
    ],
    filters: [enabledFilter],
    searchFields: ['name'],
  },
  form: [
    { field: 'name', label: 'roles.fields.name' },
    { field: 'scope', label: 'roles.fields.scope', kind: 'select', options: ['ac', 'sp', 'system'] },
  ],
};
