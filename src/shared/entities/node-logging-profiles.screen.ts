import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { nodeLoggingProfilesShell } from './node-logging-profiles';
import { nodeLoggingTypes } from './profile-kinds';

/** The screen part of node-logging-profiles (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const nodeLoggingProfilesMeta: EntityMeta = {
  ...nodeLoggingProfilesShell,
  model: 'NodeLoggingProfile',
  table: 'node_logging_profiles',
  // The name is unique per type within the account (spec 3 §5: name with profile_type); checked by POST /node-logging/validate-name.
  unique: [{ field: 'profile_name', per: ['ac_id', 'profile_type'], takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'profile_name', label: 'nodeLoggingProfiles.fields.profile_name' },
      { field: 'profile_type', label: 'nodeLoggingProfiles.fields.profile_type', width: 0.2, kind: 'code' },
      { field: 'url', label: 'nodeLoggingProfiles.fields.url', width: 0.4 },
    ],
    filters: [enabledFilter],
    searchFields: ['profile_name', 'url'],
  },
  form: [
    { field: 'profile_name', label: 'nodeLoggingProfiles.fields.profile_name' },
    {
      field: 'profile_type',
      label: 'nodeLoggingProfiles.fields.profile_type',
      kind: 'select',
      options: nodeLoggingTypes,
      initial: 'webhook',
      createOnly: true,
    },
    { field: 'url', label: 'nodeLoggingProfiles.fields.url', optional: true },
    { field: 'secret', label: 'nodeLoggingProfiles.fields.secret', kind: 'secret', optional: true },
    { field: 'db_url', label: 'nodeLoggingProfiles.fields.db_url', optional: true },
    { field: 'credentials_file_path', label: 'nodeLoggingProfiles.fields.credentials_file_path', optional: true },
    { field: 'timeout_seconds', label: 'profiles.fields.timeout_seconds', kind: 'number', initial: '10' },
  ],
};
