import type { EntityShell } from './define';

/** SMS providers (spec 3 §2 System sms-providers, §3 Profiles, §6 guard admin, §7 /content/sms-providers): json_data is the request that sends a message. */
export const smsProvidersShell: EntityShell = {
  name: 'sms-providers',
  label: 'smsProviders.one',
  plural: 'smsProviders.many',
  path: '/content/sms-providers',
  idField: 'sms_provider_id',
  nameField: 'sms_provider_name',
  tenant: 'system',
  screens: [
    {
      id: 'system.sms-providers',
      path: '/system/sms-providers',
      title: 'routes.smsProviders',
      section: 'system',
      permission: 'system.sms-providers',
    },
  ],
  palette: { icon: 'mobile-phone', keywords: ['sms provider', 'sms', 'text message'] },
};
