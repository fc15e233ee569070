import type { EntityShell } from './define';

/** SMS profiles of an account (spec 3 §2 /manage/sms-profiles, §3 Profiles, §7 /content/sms-profiles): an SMS provider's request with the account's own credentials. */
export const smsProfilesShell: EntityShell = {
  name: 'sms-profiles',
  label: 'smsProfiles.one',
  plural: 'smsProfiles.many',
  path: '/content/sms-profiles',
  idField: 'sms_profile_id',
  nameField: 'sms_profile_name',
  tenant: 'ac',
  screens: [
    {
      id: 'manage.sms-profiles',
      path: '/manage/sms-profiles',
      title: 'routes.smsProfiles',
      section: 'manage',
      scopes: ['sp', 'ac'],
      permission: 'manage.sms-profiles',
      onlyWhenAllowed: true,
    },
  ],
  palette: { icon: 'mobile-phone', keywords: ['sms profile', 'sms', 'text message', 'credentials'] },
};
