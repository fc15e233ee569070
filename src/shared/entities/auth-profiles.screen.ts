import { authProfileTypes, oauth2Flows } from './profile-kinds';
import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { authProfilesShell } from './auth-profiles';

/** The screen part of auth-profiles (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const authProfilesMeta: EntityMeta = {
  ...authProfilesShell,
  model: 'AuthProfile',
  table: 'auth_profiles',
  unique: [{ field: 'auth_profile_name', per: ['ac_id'], checkPath: '/authprofile/validate', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'auth_profile_name', label: 'authProfiles.fields.auth_profile_name' },
      { field: 'auth_profile_type', label: 'authProfiles.fields.auth_profile_type', width: 0.25, kind: 'code' },
      { field: 'token_url', label: 'authProfiles.fields.token_url', width: 0.35 },
    ],
    filters: [enabledFilter],
    searchFields: ['auth_profile_name', 'token_url', 'client_id', 'username'],
  },
  form: [
    { field: 'auth_profile_name', label: 'authProfiles.fields.auth_profile_name' },
    {
      field: 'auth_profile_type',
      label: 'authProfiles.fields.auth_profile_type',
      kind: 'select',
      options: authProfileTypes,
      initial: 'OAuth2_CC',
    },
    { field: 'oauth2_flow', label: 'authProfiles.fields.oauth2_flow', kind: 'select', options: oauth2Flows, optional: true },
    { field: 'token_url', label: 'authProfiles.fields.token_url', optional: true },
    { field: 'client_id', label: 'authProfiles.fields.client_id', optional: true },
    { field: 'client_secret', label: 'authProfiles.fields.client_secret', kind: 'secret', optional: true },
    { field: 'scope', label: 'authProfiles.fields.scope', optional: true },
    { field: 'username', label: 'authProfiles.fields.username', optional: true },
    { field: 'password', label: 'authProfiles.fields.password', kind: 'secret', optional: true },
    { field: 'timeout_seconds', label: 'profiles.fields.timeout_seconds', kind: 'number', initial: '10' },
  ],
};
