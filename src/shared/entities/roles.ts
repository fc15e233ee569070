import type { EntityShell } from './define';

/**
 * Roles (spec 3 §3 "Users and access", §6, §7 "Roles and permissions"): platform-wide, administered under
 * /system/roles by the system role. A role's level (scope: system, sp, ac) says where it may be given; its
 * permissions are set by the role-permissions call (the permission matrix). Soft delete with undo (§4).
 */
export const rolesShell: EntityShell = {
  name: 'roles',
  label: 'roles.one',
  plural: 'roles.many',
  path: '/auth/roles',
  idField: 'id',
  nameField: 'name',
  tenant: 'system',
  screens: [{ id: 'system.roles', path: '/system/roles', title: 'routes.roles', section: 'system', permission: 'system.roles' }],
  palette: { icon: 'key', keywords: ['role', 'roles', 'permission', 'access', 'grant'] },
};
