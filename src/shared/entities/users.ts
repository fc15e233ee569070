import type { EntityShell } from './define';

/**
 * Users (spec 3 §3, §6 "User listing", §7 "Users"): they carry no tenant column; a user belongs to the
 * providers its account mappings name. Creating one is inviting it (an e-mail with a single-use link).
 */
export const usersShell: EntityShell = {
  name: 'users',
  label: 'users.one',
  plural: 'users.many',
  path: '/auth/users',
  idField: 'user_id',
  nameField: 'display_name',
  tenant: 'sp',
  // The spec hides the entry by a condition it does not show: it is listed exactly when the user may manage users.
  screens: [
    {
      id: 'manage.users',
      path: '/manage/users',
      title: 'routes.users',
      section: 'manage',
      permission: 'manage.users',
      onlyWhenAllowed: true,
    },
  ],
  palette: { icon: 'people', keywords: ['user', 'invite', 'people', 'member', 'colleague'], createTitle: 'commands.invite' },
};
