import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { permissionsShell } from './permissions';

/** The screen part of permissions (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const permissionsMeta: EntityMeta = {
  ...permissionsShell,
  model: 'Permission',
  table: 'permissions',
  unique: [{ field: 'name', includeDisabled: true, takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'name', label: 'permissions.fields.name', kind: 'code' },
      { field: 'section', label: 'permissions.fields.section', width: 0.2 },
    ],
    filters: [enabledFilter],
    searchFields: ['name'],
  },
  form: [{ field: 'name', label: 'permissions.fields.name' }],
};
