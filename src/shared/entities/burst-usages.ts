import type { EntityShell } from './define';

/**
 * Burst usages (spec 3 §2 System burst-usages, §3, §7): what a provider's accounts used beyond their plans'
 * limits over a period. Creating one starts its computation from the usage records, a background job;
 * its items, CSV and usage chart are beside the generated panel (client features/billing).
 */
export const burstUsagesShell: EntityShell = {
  name: 'burst-usages',
  label: 'burstUsages.one',
  plural: 'burstUsages.many',
  path: '/billing/burst-usages',
  idField: 'billing_burst_usage_id',
  nameField: 'usage_name',
  tenant: 'sp',
  screens: [
    {
      id: 'system.burst-usages',
      path: '/system/burst-usages',
      title: 'routes.burstUsages',
      section: 'system',
      permission: 'system.burst-usages',
    },
  ],
  palette: { icon: 'timeline-bar-chart', keywords: ['burst usage', 'usage', 'overage', 'billing', 'generate'] },
};
