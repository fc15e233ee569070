import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';

/**
 * The permission catalogue (spec 3 §6, §7 "CRUD /auth/permissions"): names such as build.content.prompts.read,
 * administered under /system/permissions by the system role. A disabled permission is given to no one.
 */
export const permissionsMeta: EntityMeta = {
  name: 'permissions',
  model: 'Permission',
  label: 'permissions.one',
  plural: 'permissions.many',
  path: '/auth/permissions',
  table: 'permissions',
  idField: 'id',
  nameField: 'name',
  tenant: 'system',
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
  screens: [{ id: 'system.permissions', path: '/system/permissions', title: 'routes.permissions', section: 'system', permission: 'system.permissions' }],
  palette: { icon: 'lock', keywords: ['permission', 'permissions', 'grant', 'access', 'read', 'write'] },
};
