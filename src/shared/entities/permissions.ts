import type { EntityShell } from './define';

/**
 * The permission catalogue (spec 3 §6, §7 "CRUD /auth/permissions"): names such as build.content.prompts.read,
 * administered under /system/permissions by the system role. A disabled permission is given to no one.
 */
export const permissionsShell: EntityShell = {
  name: 'permissions',
  label: 'permissions.one',
  plural: 'permissions.many',
  path: '/auth/permissions',
  idField: 'id',
  nameField: 'name',
  tenant: 'system',
  screens: [
    {
      id: 'system.permissions',
      path: '/system/permissions',
      title: 'routes.permissions',
      section: 'system',
      permission: 'system.permissions',
    },
  ],
  palette: { icon: 'lock', keywords: ['permission', 'permissions', 'grant', 'access', 'read', 'write'] },
};
