import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { regionFields } from './regions.fields';
import { regionsShell } from './regions';

/** The screen part of regions (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const regionsMeta: EntityMeta = {
  ...regionsShell,
  model: 'Region',
  table: 'regions',
  fields: regionFields,
  unique: [{ field: 'region_name', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: { columns: listColumnsOf(regionFields), filters: [enabledFilter], searchFields: searchedFieldsOf(regionFields) },
  form: formFieldsFrom(regionFields),
};
