import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';

/** Speech-language (WSL) profiles (spec 3 §2 /manage/wsl-profiles, §3, §7 /wslprofile): an account's language with its voices. */
export const wslProfilesMeta: EntityMeta = {
  name: 'wsl-profiles',
  model: 'WslProfile',
  label: 'wslProfiles.one',
  plural: 'wslProfiles.many',
  path: '/wslprofile',
  table: 'wsl_profiles',
  idField: 'wsl_profile_id',
  nameField: 'wsl_profile_name',
  tenant: 'ac',
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
    { field: 'description', label: 'fields.description', optional: true },
  ],
  screens: [{ id: 'manage.wsl-profiles', path: '/manage/wsl-profiles', title: 'routes.wslProfiles', section: 'manage', scopes: ['ac'], permission: 'manage.wsl-profiles', onlyWhenAllowed: true }],
  palette: { icon: 'person', keywords: ['wsl', 'speech language profile', 'voices', 'language'] },
};
