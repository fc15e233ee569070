import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';

/** SMS providers (spec 3 §2 System sms-providers, §3 Profiles, §6 guard admin, §7 /content/sms-providers): json_data is the request that sends a message. */
export const smsProvidersMeta: EntityMeta = {
  name: 'sms-providers',
  model: 'SmsProvider',
  label: 'smsProviders.one',
  plural: 'smsProviders.many',
  path: '/content/sms-providers',
  table: 'sms_providers',
  idField: 'sms_provider_id',
  nameField: 'sms_provider_name',
  tenant: 'system',
  unique: [{ field: 'sms_provider_name', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: { columns: [{ field: 'sms_provider_name', label: 'smsProviders.fields.sms_provider_name' }], filters: [enabledFilter], searchFields: ['sms_provider_name'] },
  form: [{ field: 'sms_provider_name', label: 'smsProviders.fields.sms_provider_name' }, { field: 'json_data', label: 'smsProviders.fields.json_data' }],
  screens: [{ id: 'system.sms-providers', path: '/system/sms-providers', title: 'routes.smsProviders', section: 'system', permission: 'system.sms-providers' }],
  palette: { icon: 'mobile-phone', keywords: ['sms provider', 'sms', 'text message'] },
};
