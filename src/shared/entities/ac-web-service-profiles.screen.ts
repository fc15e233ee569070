import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { acWebServiceProfileFields } from './web-service-profiles.fields';
import { acWebServiceProfilesShell } from './ac-web-service-profiles';

/** The screen part of ac-web-service-profiles (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const acWebServiceProfilesMeta: EntityMeta = {
  ...acWebServiceProfilesShell,
  model: 'WebServiceProfile',
  table: 'ac_web_service_profiles',
  fields: acWebServiceProfileFields,
  unique: [{ field: 'profile_name', per: ['ac_id'], takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: listColumnsOf(acWebServiceProfileFields),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(acWebServiceProfileFields),
  },
  form: formFieldsFrom(acWebServiceProfileFields, [
    {
      field: 'auth_profile_id',
      label: 'webServiceProfiles.fields.auth_profile_id',
      kind: 'ref',
      optional: true,
      source: { path: '/authprofile', id: 'auth_profile_id', name: 'auth_profile_name' },
      after: 'secret_header_value',
    },
  ]),
};
