import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { dnisPoolFields } from './dnis-pools.fields';
import { dnisPoolsShell } from './dnis-pools';

/** The screen part of dnis-pools (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const dnisPoolsMeta: EntityMeta = {
  ...dnisPoolsShell,
  model: 'DnisPool',
  table: 'dnis_pools',
  fields: dnisPoolFields,
  unique: [{ field: 'pool_name', per: ['ac_id'], checkPath: '/dnis-pool/validate-name', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: listColumnsOf(dnisPoolFields, [{ field: 'number_count', label: 'dnisPools.fields.number_count', width: 0.12 }]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(dnisPoolFields),
  },
  form: formFieldsFrom(dnisPoolFields),
};
