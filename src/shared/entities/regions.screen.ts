import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { regionsShell } from './regions';

/** The screen part of regions (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const regionsMeta: EntityMeta = {
  ...regionsShell,
  model: 'Region',
  table: 'regions',
  unique: [{ field: 'region_name', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'region_name', label: 'regions.fields.region_name' },
      { field: 'region_code', label: 'regions.fields.region_code', width: 0.3, kind: 'code' },
    ],
    filters: [enabledFilter],
    searchFields: ['region_name', 'region_code'],
  },
  form: [
    { field: 'region_name', label: 'regions.fields.region_name' },
    { field: 'region_code', label: 'regions.fields.region_code', optional: true },
  ],
};
