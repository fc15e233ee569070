import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { authProfileFields } from './auth-profiles.fields';
import { authProfilesShell } from './auth-profiles';

/** The screen part of auth-profiles (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const authProfilesMeta: EntityMeta = {
  ...authProfilesShell,
  model: 'AuthProfile',
  table: 'auth_profiles',
  fields: authProfileFields,
  unique: [
    { field: 'auth_profile_name', per: ['sp_id', 'ac_id'], checkPath: '/authprofile/validate', takenMessage: messages.entities.nameTaken },
  ],
  softDelete: true,
  list: { columns: listColumnsOf(authProfileFields), filters: [enabledFilter], searchFields: searchedFieldsOf(authProfileFields) },
  form: formFieldsFrom(authProfileFields),
};
