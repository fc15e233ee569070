import type { EntityShell } from './define';

/** Provider plans (spec 3 §3, §7 sp-plans; internally system.service_provider_plans): a business plan given to one provider. */
export const spPlansShell: EntityShell = {
  name: 'sp-plans',
  label: 'spPlans.one',
  plural: 'spPlans.many',
  path: '/billing/sp-plans',
  idField: 'sp_plan_id',
  nameField: 'sp_plan_name',
  tenant: 'sp',
  screens: [
    {
      id: 'system.sp-plans',
      path: '/system/sp-plans',
      title: 'routes.spPlans',
      section: 'system',
      permission: 'system.service_provider_plans',
    },
  ],
  palette: { icon: 'layers', keywords: ['provider plan', 'sp plan', 'plan', 'billing'] },
};
