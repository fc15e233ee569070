import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { emailProfilesShell } from './email-profiles';

/** The screen part of email-profiles (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const emailProfilesMeta: EntityMeta = {
  ...emailProfilesShell,
  model: 'EmailProfile',
  table: 'email_profiles',
  unique: [{ field: 'profile_name', per: ['ac_id'], takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'profile_name', label: 'emailProfiles.fields.profile_name' },
      { field: 'host', label: 'emailProfiles.fields.host', width: 0.3, kind: 'code' },
      { field: 'from_address', label: 'emailProfiles.fields.from_address', width: 0.3 },
    ],
    filters: [enabledFilter],
    searchFields: ['profile_name', 'host', 'from_address'],
  },
  form: [
    { field: 'profile_name', label: 'emailProfiles.fields.profile_name' },
    { field: 'host', label: 'emailProfiles.fields.host' },
    { field: 'port', label: 'emailProfiles.fields.port', kind: 'number', initial: '587' },
    { field: 'secure', label: 'emailProfiles.fields.secure', kind: 'flag', initial: '0' },
    { field: 'username', label: 'emailProfiles.fields.username', optional: true },
    { field: 'password', label: 'emailProfiles.fields.password', kind: 'secret', optional: true },
    { field: 'from_address', label: 'emailProfiles.fields.from_address' },
    { field: 'from_name', label: 'emailProfiles.fields.from_name', optional: true },
    { field: 'timeout_seconds', label: 'profiles.fields.timeout_seconds', kind: 'number', initial: '10' },
  ],
};
