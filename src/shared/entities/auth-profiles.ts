import type { EntityShell } from './define';

/** Auth profiles of an account (spec 3 §2 /manage/auth-profiles, §3 Profiles, §5 name check, §7 /authprofile): the credentials web-service steps send. */
export const authProfilesShell: EntityShell = {
  name: 'auth-profiles',
  label: 'authProfiles.one',
  plural: 'authProfiles.many',
  path: '/authprofile',
  idField: 'auth_profile_id',
  nameField: 'auth_profile_name',
  tenant: 'ac',
  screens: [
    {
      id: 'manage.auth-profiles',
      path: '/manage/auth-profiles',
      title: 'routes.authProfiles',
      section: 'manage',
      scopes: ['sp', 'ac'],
      permission: 'manage.auth-profiles',
      onlyWhenAllowed: true,
    },
  ],
  palette: { icon: 'key', keywords: ['auth profile', 'authentication', 'oauth', 'oauth2', 'client credentials', 'basic auth', 'token'] },
};
