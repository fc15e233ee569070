import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { webServiceProfileFields } from './web-service-profiles.fields';
import { webServiceProfilesShell } from './web-service-profiles';

/** The screen part of web-service-profiles (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const webServiceProfilesMeta: EntityMeta = {
  ...webServiceProfilesShell,
  model: 'WebServiceProfile',
  table: 'web_service_profiles',
  fields: webServiceProfileFields,
  unique: [{ field: 'profile_name', per: ['sp_id'], takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: listColumnsOf(webServiceProfileFields),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(webServiceProfileFields),
  },
  form: formFieldsFrom(webServiceProfileFields, [{ field: 'sp_id', label: 'fields.sp_id', kind: 'provider' }]),
};
