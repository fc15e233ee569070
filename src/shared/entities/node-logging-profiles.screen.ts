import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { nodeLoggingFields } from './node-logging-profiles.fields';
import { nodeLoggingProfilesShell } from './node-logging-profiles';

/** The screen part of node-logging-profiles (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const nodeLoggingProfilesMeta: EntityMeta = {
  ...nodeLoggingProfilesShell,
  model: 'NodeLoggingProfile',
  table: 'node_logging_profiles',
  fields: nodeLoggingFields,
  // The name is unique per type within the account (spec 3 §5: name with profile_type); checked by POST /node-logging/validate-name.
  unique: [
    {
      field: 'profile_name',
      per: ['ac_id', 'profile_type'],
      checkBy: { method: 'POST', path: '/node-logging/validate-name', valueAs: 'name' },
      takenMessage: messages.entities.nameTaken,
    },
  ],
  softDelete: true,
  list: { columns: listColumnsOf(nodeLoggingFields), filters: [enabledFilter], searchFields: searchedFieldsOf(nodeLoggingFields) },
  form: formFieldsFrom(nodeLoggingFields),
};
