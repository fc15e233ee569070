import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { wslProfilesShell } from './wsl-profiles';

/** The screen part of wsl-profiles (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const wslProfilesMeta: EntityMeta = {
  ...wslProfilesShell,
  model: 'WslProfile',
  table: 'wsl_profiles',
  unique: [{ field: 'wsl_profile_name', per: ['ac_id'], checkPath: '/wslprofile/validate', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'wsl_profile_name', label: 'wslProfiles.fields.wsl_profile_name' },
      { field: 'lang', label: 'ttsVoices.fields.lang', width: 0.15, kind: 'code' },
    ],
    filters: [enabledFilter],
    searchFields: ['wsl_profile_name', 'lang'],
  },
  form: [
    { field: 'wsl_profile_name', label: 'wslProfiles.fields.wsl_profile_name' },
    { field: 'lang', label: 'ttsVoices.fields.lang', initial: 'en-US' },
    { field: 'description', label: 'fields.description', optional: true, kind: 'paragraph' },
    { field: 'endpoint_url', label: 'wslProfiles.fields.endpoint_url', optional: true },
    { field: 'api_key', label: 'wslProfiles.fields.api_key', kind: 'secret', optional: true },
  ],
};
