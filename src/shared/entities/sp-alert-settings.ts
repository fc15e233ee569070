import type { EntityShell } from './define';

/**
 * A provider's alert settings (spec 3 §3 Profiles "Alert settings (account and service provider)", §7 Profiles
 * /services/sp-alert-settings): the same thresholds measured over all of the provider's accounts. Managed with the
 * provider's profile (manage.sp-profile).
 */
export const spAlertSettingsShell: EntityShell = {
  name: 'sp-alert-settings',
  label: 'spAlertSettings.one',
  plural: 'spAlertSettings.many',
  path: '/services/sp-alert-settings',
  idField: 'alert_setting_id',
  nameField: 'alert_name',
  tenant: 'sp',
  screens: [
    {
      id: 'manage.sp-profile-alert-settings',
      path: '/manage/sp-profile/alert-settings',
      title: 'routes.spAlertSettings',
      section: 'manage',
      scopes: ['sp'],
      permission: 'manage.sp-profile',
      onlyWhenAllowed: true,
    },
  ],
  palette: { icon: 'warning-sign', keywords: ['alert', 'threshold', 'error rate', 'notify', 'plan limit', 'provider'] },
};
