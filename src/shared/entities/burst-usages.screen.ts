import { burstUsageFields } from './burst-usages.fields';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { burstUsagesShell } from './burst-usages';

/** The screen part of burst-usages (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const burstUsagesMeta: EntityMeta = {
  ...burstUsagesShell,
  model: 'BurstUsage',
  table: 'billing_burst_usages',
  fields: burstUsageFields,
  unique: [],
  softDelete: true,
  list: {
    columns: listColumnsOf(burstUsageFields),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(burstUsageFields),
  },
  form: formFieldsFrom(burstUsageFields, [{ field: 'sp_id', label: 'fields.sp_id', kind: 'provider' }]),
};
