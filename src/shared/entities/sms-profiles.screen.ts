import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { smsProfileFields } from './sms-profiles.fields';
import { smsProfilesShell } from './sms-profiles';

/** The screen part of sms-profiles (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const smsProfilesMeta: EntityMeta = {
  ...smsProfilesShell,
  model: 'SmsProfile',
  table: 'sms_profiles',
  fields: smsProfileFields,
  unique: [{ field: 'sms_profile_name', per: ['ac_id'], takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: listColumnsOf(smsProfileFields, [{ field: 'sms_provider_name', label: 'smsProfiles.fields.sms_provider_id', width: 0.35 }]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(smsProfileFields),
  },
  form: formFieldsFrom(smsProfileFields, [
    {
      field: 'sms_provider_id',
      label: 'smsProfiles.fields.sms_provider_id',
      kind: 'ref',
      source: { path: '/content/sms-profiles/providers', id: 'sms_provider_id', name: 'sms_provider_name' },
      after: 'sms_profile_name',
    },
  ]),
};
