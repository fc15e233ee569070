import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { smsProfilesShell } from './sms-profiles';

/** The screen part of sms-profiles (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const smsProfilesMeta: EntityMeta = {
  ...smsProfilesShell,
  model: 'SmsProfile',
  table: 'sms_profiles',
  unique: [{ field: 'sms_profile_name', per: ['ac_id'], takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'sms_profile_name', label: 'smsProfiles.fields.sms_profile_name' },
      { field: 'sms_provider_name', label: 'smsProfiles.fields.sms_provider_id', width: 0.35 },
    ],
    filters: [enabledFilter],
    searchFields: ['sms_profile_name'],
  },
  form: [
    { field: 'sms_profile_name', label: 'smsProfiles.fields.sms_profile_name' },
    {
      field: 'sms_provider_id',
      label: 'smsProfiles.fields.sms_provider_id',
      kind: 'ref',
      source: { path: '/content/sms-profiles/providers', id: 'sms_provider_id', name: 'sms_provider_name' },
    },
    // The credentials as JSON ({"api_key": "…"}); reads answer each value as the mask, and a mask sent back keeps the stored value.
    { field: 'data', label: 'smsProfiles.fields.data', optional: true },
    { field: 'timeout_seconds', label: 'profiles.fields.timeout_seconds', kind: 'number', initial: '10' },
  ],
};
