import type { EntityShell } from './define';

/**
 * Auth profiles (spec 3 §2 /manage/auth-profiles, §3 Profiles, §5 name check, §7 /authprofile): an account's, the
 * credentials its web-service steps send, and a provider's own, the credentials its payment profiles' gateways get. The
 * Manage table leaves the screen's scope open (spec 1 §2, spec 3 §2), so it shows the provider's own at provider scope
 * and the account's at an account ('sp-or-ac').
 */
export const authProfilesShell: EntityShell = {
  name: 'auth-profiles',
  label: 'authProfiles.one',
  plural: 'authProfiles.many',
  path: '/authprofile',
  idField: 'auth_profile_id',
  nameField: 'auth_profile_name',
  tenant: 'sp-or-ac',
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
