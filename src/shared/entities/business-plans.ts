import type { EntityShell } from './define';

/** Business plans (spec 3 §3 "Billing", §7): what the platform sells — features with limits, node types, voices, languages. */
export const businessPlansShell: EntityShell = {
  name: 'business-plans',
  label: 'businessPlans.one',
  plural: 'businessPlans.many',
  path: '/billing/business-plans',
  idField: 'bp_id',
  nameField: 'bp_name',
  tenant: 'system',
  screens: [
    {
      id: 'system.business-plans',
      path: '/system/business-plans',
      title: 'routes.businessPlans',
      section: 'system',
      permission: 'system.business-plans',
    },
  ],
  palette: { icon: 'clipboard', keywords: ['business plan', 'plan', 'billing', 'features', 'limits', 'node types'] },
};
