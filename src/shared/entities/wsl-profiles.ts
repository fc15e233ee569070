import type { EntityShell } from './define';

/** Speech-language (WSL) profiles (spec 3 §2 /manage/wsl-profiles, §3, §7 /wslprofile): an account's language with its voices. */
export const wslProfilesShell: EntityShell = {
  name: 'wsl-profiles',
  label: 'wslProfiles.one',
  plural: 'wslProfiles.many',
  path: '/wslprofile',
  idField: 'wsl_profile_id',
  nameField: 'wsl_profile_name',
  tenant: 'ac',
  screens: [
    {
      id: 'manage.wsl-profiles',
      path: '/manage/wsl-profiles',
      title: 'routes.wslProfiles',
      section: 'manage',
      scopes: ['sp', 'ac'],
      permission: 'manage.wsl-profiles',
      onlyWhenAllowed: true,
    },
  ],
  palette: { icon: 'person', keywords: ['wsl', 'speech language profile', 'voices', 'language'] },
};
