import type { EntityShell } from './define';

/** E-mail profiles of an account (spec 3 §2 /manage/email-profiles, §3 Profiles, §7 /content/email-profiles): the SMTP server its mail goes through. */
export const emailProfilesShell: EntityShell = {
  name: 'email-profiles',
  label: 'emailProfiles.one',
  plural: 'emailProfiles.many',
  path: '/content/email-profiles',
  idField: 'profile_id',
  nameField: 'profile_name',
  tenant: 'ac',
  screens: [
    {
      id: 'manage.email-profiles',
      path: '/manage/email-profiles',
      title: 'routes.emailProfiles',
      section: 'manage',
      scopes: ['sp', 'ac'],
      permission: 'manage.email-profiles',
      onlyWhenAllowed: true,
    },
  ],
  palette: { icon: 'envelope', keywords: ['email profile', 'smtp', 'mail server', 'e-mail'] },
};
