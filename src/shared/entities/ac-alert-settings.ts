import type { EntityShell } from './define';

/**
 * An account's alert settings (spec 3 §3 Profiles "Alert settings (account and service provider)", §7 Profiles
 * /services/ac-alert-settings): a threshold over the account's sessions or plan that, once crossed, notifies the chosen
 * users by the bell and by e-mail, at most once per window. Managed with the account's profile (manage.ac-profile).
 */
export const acAlertSettingsShell: EntityShell = {
  name: 'ac-alert-settings',
  label: 'acAlertSettings.one',
  plural: 'acAlertSettings.many',
  path: '/services/ac-alert-settings',
  idField: 'alert_setting_id',
  nameField: 'alert_name',
  tenant: 'ac',
  screens: [
    {
      id: 'manage.ac-profile-alert-settings',
      path: '/manage/ac-profile/alert-settings',
      title: 'routes.acAlertSettings',
      section: 'manage',
      scopes: ['ac'],
      permission: 'manage.ac-profile',
      onlyWhenAllowed: true,
    },
  ],
  palette: { icon: 'warning-sign', keywords: ['alert', 'threshold', 'error rate', 'notify', 'plan limit'] },
};
