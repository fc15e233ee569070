import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { permissionFields } from './permissions.fields';
import { permissionsShell } from './permissions';

/** The screen part of permissions (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const permissionsMeta: EntityMeta = {
  ...permissionsShell,
  model: 'Permission',
  table: 'permissions',
  fields: permissionFields,
  unique: [{ field: 'name', includeDisabled: true, takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: listColumnsOf(permissionFields, [{ field: 'section', label: 'permissions.fields.section', width: 0.2 }]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(permissionFields),
  },
  form: formFieldsFrom(permissionFields),
};
