import { broadworksMessages } from '../messages-broadworks';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { xsiProfileFields } from './xsi-profiles.fields';
import { xsiProfilesShell } from './xsi-profiles';

/** The screen part of XSI profiles (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const xsiProfilesMeta: EntityMeta = {
  ...xsiProfilesShell,
  model: 'XsiProfile',
  table: 'xsi_profiles',
  fields: xsiProfileFields,
  unique: [{ field: 'xsi_profile_name', per: ['ac_id'], takenMessage: broadworksMessages.profileNameTaken }],
  softDelete: true,
  list: {
    columns: listColumnsOf(xsiProfileFields, [{ field: 'ac_name', label: 'xsiProfiles.fields.ac_name', width: 0.18 }]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(xsiProfileFields),
  },
  // The account is a choice among the provider's accounts, made when the profile is.
  form: formFieldsFrom(xsiProfileFields, [
    { field: 'sp_id', label: 'fields.sp_id', kind: 'provider' },
    {
      field: 'ac_id',
      label: 'xsiProfiles.fields.ac_name',
      kind: 'ref',
      source: { path: '/portal/accounts', id: 'ac_id', name: 'ac_name' },
      createOnly: true,
    },
  ]),
};
