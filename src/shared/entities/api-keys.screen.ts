import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { apiKeyFields } from './api-keys.fields';
import { apiKeysShell } from './api-keys';

/** The screen part of api-keys (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const apiKeysMeta: EntityMeta = {
  ...apiKeysShell,
  model: 'UserApiKey',
  table: 'user_api_keys',
  fields: apiKeyFields,
  // One user's key names are distinct; the check call (POST /auth/user-api-keys/validate) is beside the resource.
  unique: [
    {
      field: 'api_key_name',
      per: ['user_id'],
      checkBy: { method: 'POST', path: '/auth/user-api-keys/validate' },
      takenMessage: messages.entities.nameTaken,
    },
  ],
  softDelete: true,
  list: {
    columns: listColumnsOf(apiKeyFields, [
      { field: 'api_key', label: 'apiKeys.fields.api_key', width: 0.25, kind: 'code' },
      { field: 'user_email', label: 'apiKeys.fields.user_email', width: 0.25 },
      { field: 'is_enabled', label: 'fields.is_enabled', width: 0.12, kind: 'enabled' },
    ]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(apiKeyFields),
  },
  form: formFieldsFrom(apiKeyFields),
};
