import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';

/**
 * Roles (spec 3 §3 "Users and access", §6, §7 "Roles and permissions"): platform-wide, administered under
 * /system/roles by the system role. A role's level (scope: system, sp, ac) says where it may be given; its
 * permissions are set by the role-permissions call (the permission matrix). Soft delete with undo (§4).
 */
export const rolesMeta: EntityMeta = {
  name: 'roles',
  model: 'Role',
  label: 'roles.one',
  plural: 'roles.many',
  path: '/auth/roles',
  table: 'roles',
  idField: 'id',
  nameField: 'name',
  tenant: 'system',
  // The database keeps role names unique whatever the state.
  unique: [{ field: 'name', includeDisabled: true, checkPath: '/auth/roles/validate-role-name', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'name', label: 'roles.fields.name' },
      { field: 'scope', label: 'roles.fields.scope', width: 0.2, kind: 'code' },
      { field: 'users_count', label: 'roles.fields.users_count', width: 0.15 },
    ],
    filters: [enabledFilter],
    searchFields: ['name'],
  },
  form: [
    { field: 'name', label: 'roles.fields.name' },
    { field: 'scope', label: 'roles.fields.scope', kind: 'select', options: ['system', 'sp', 'ac'] },
  ],
  screens: [{ id: 'system.roles', path: '/system/roles', title: 'routes.roles', section: 'system', permission: 'system.roles' }],
  palette: { icon: 'key', keywords: ['role', 'roles', 'permission', 'access', 'grant'] },
};
