import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { smsProviderFields } from './sms-providers.fields';
import { smsProvidersShell } from './sms-providers';

/** The screen part of sms-providers (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const smsProvidersMeta: EntityMeta = {
  ...smsProvidersShell,
  model: 'SmsProvider',
  table: 'sms_providers',
  fields: smsProviderFields,
  unique: [{ field: 'sms_provider_name', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: { columns: listColumnsOf(smsProviderFields), filters: [enabledFilter], searchFields: searchedFieldsOf(smsProviderFields) },
  form: formFieldsFrom(smsProviderFields),
};
