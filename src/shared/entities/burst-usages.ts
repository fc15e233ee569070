import { defaultPlanType, planTypes } from '../plans/catalogue';
import { enabledFilter, type EntityMeta } from './define';

/**
 * Burst usages (spec 3 §2 System burst-usages, §3, §7): what a provider's accounts used beyond their plans'
 * limits over a period. Creating one starts its computation from the usage records, a background job;
 * its items, CSV and usage chart are beside the generated panel (client features/billing).
 */
export const burstUsagesMeta: EntityMeta = {
  name: 'burst-usages',
  model: 'BurstUsage',
  label: 'burstUsages.one',
  plural: 'burstUsages.many',
  path: '/billing/burst-usages',
  table: 'billing_burst_usages',
  idField: 'billing_burst_usage_id',
  nameField: 'usage_name',
  tenant: 'sp',
  unique: [],
  softDelete: true,
  list: {
    columns: [
      { field: 'usage_name', label: 'burstUsages.fields.usage_name' },
      { field: 'status', label: 'burstUsages.fields.status', width: 0.16, kind: 'code' },
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
  screens: [{ id: 'system.burst-usages', path: '/system/burst-usages', title: 'routes.burstUsages', section: 'system', permission: 'system.burst-usages' }],
  palette: { icon: 'timeline-bar-chart', keywords: ['burst usage', 'usage', 'overage', 'billing', 'generate'] },
};
