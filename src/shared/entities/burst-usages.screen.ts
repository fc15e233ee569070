import { defaultPlanType, planTypes } from '../plans/catalogue';
import { enabledFilter, type EntityMeta } from './define';
import { burstUsagesShell } from './burst-usages';

/** The screen part of burst-usages (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const burstUsagesMeta: EntityMeta = {
  ...burstUsagesShell,
  model: 'BurstUsage',
  table: 'billing_burst_usages',
  unique: [],
  softDelete: true,
  list: {
    columns: [
      { field: 'usage_name', label: 'burstUsages.fields.usage_name' },
      { field: 'status', label: 'burstUsages.fields.status', width: 0.16, kind: 'choice' },
      { field: 'burst_total', label: 'burstUsages.fields.burst_total', width: 0.16 },
    ],
    filters: [enabledFilter],
    searchFields: ['usage_name'],
  },
  form: [
    { field: 'sp_id', label: 'fields.sp_id', kind: 'provider' },
    { field: 'plan_type', label: 'fields.plan_type', kind: 'select', options: planTypes, initial: defaultPlanType, createOnly: true },
    { field: 'period_start', label: 'burstUsages.fields.period_start', createOnly: true },
    { field: 'period_end', label: 'burstUsages.fields.period_end', createOnly: true },
  ],
};
