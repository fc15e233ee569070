import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { smsProvidersShell } from './sms-providers';

/** The screen part of sms-providers (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const smsProvidersMeta: EntityMeta = {
  ...smsProvidersShell,
  model: 'SmsProvider',
  table: 'sms_providers',
  unique: [{ field: 'sms_provider_name', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [{ field: 'sms_provider_name', label: 'smsProviders.fields.sms_provider_name' }],
    filters: [enabledFilter],
    searchFields: ['sms_provider_name'],
  },
  form: [
    { field: 'sms_provider_name', label: 'smsProviders.fields.sms_provider_name' },
    { field: 'json_data', label: 'smsProviders.fields.json_data', kind: 'paragraph' },
  ],
};
