import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { emailProfileFields } from './email-profiles.fields';
import { emailProfilesShell } from './email-profiles';

/** The screen part of email-profiles (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const emailProfilesMeta: EntityMeta = {
  ...emailProfilesShell,
  model: 'EmailProfile',
  table: 'email_profiles',
  fields: emailProfileFields,
  unique: [{ field: 'profile_name', per: ['ac_id'], takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: { columns: listColumnsOf(emailProfileFields), filters: [enabledFilter], searchFields: searchedFieldsOf(emailProfileFields) },
  form: formFieldsFrom(emailProfileFields),
};
