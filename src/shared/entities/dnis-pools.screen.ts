import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { dnisPoolsShell } from './dnis-pools';

/** The screen part of dnis-pools (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const dnisPoolsMeta: EntityMeta = {
  ...dnisPoolsShell,
  model: 'DnisPool',
  table: 'dnis_pools',
  unique: [{ field: 'pool_name', per: ['ac_id'], checkPath: '/dnis-pool/validate-name', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'pool_name', label: 'dnisPools.fields.pool_name' },
      { field: 'range_start', label: 'dnisPools.fields.range_start', width: 0.2, kind: 'code' },
      { field: 'range_end', label: 'dnisPools.fields.range_end', width: 0.2, kind: 'code' },
      { field: 'number_count', label: 'dnisPools.fields.number_count', width: 0.12 },
    ],
    filters: [enabledFilter],
    searchFields: ['pool_name', 'range_start', 'range_end'],
  },
  form: [
    { field: 'pool_name', label: 'dnisPools.fields.pool_name' },
    { field: 'range_start', label: 'dnisPools.fields.range_start' },
    { field: 'range_end', label: 'dnisPools.fields.range_end' },
    { field: 'description', label: 'fields.description', optional: true },
  ],
};
