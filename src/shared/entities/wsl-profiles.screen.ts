import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { wslProfileFields } from './wsl-profiles.fields';
import { wslProfilesShell } from './wsl-profiles';

/** The screen part of wsl-profiles (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const wslProfilesMeta: EntityMeta = {
  ...wslProfilesShell,
  model: 'WslProfile',
  table: 'wsl_profiles',
  fields: wslProfileFields,
  unique: [{ field: 'wsl_profile_name', per: ['ac_id'], checkPath: '/wslprofile/validate', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: { columns: listColumnsOf(wslProfileFields), filters: [enabledFilter], searchFields: searchedFieldsOf(wslProfileFields) },
  form: formFieldsFrom(wslProfileFields),
};
