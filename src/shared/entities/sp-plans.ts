import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';

/** Provider plans (spec 3 §3, §7 sp-plans; internally system.service_provider_plans): a business plan given to one provider. */
export const spPlansMeta: EntityMeta = {
  name: 'sp-plans',
  model: 'SpPlan',
  label: 'spPlans.one',
  plural: 'spPlans.many',
  path: '/billing/sp-plans',
  table: 'sp_plans',
  idField: 'sp_plan_id',
  nameField: 'sp_plan_name',
  tenant: 'sp',
  unique: [{ field: 'sp_plan_name', per: ['sp_id'], checkPath: '/billing/validate-sp-plan-name', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'sp_plan_name', label: 'spPlans.fields.sp_plan_name' },
      { field: 'sp_name', label: 'accounts.fields.sp_name', width: 0.26 },
      { field: 'bp_name', label: 'spPlans.fields.bp_name', width: 0.22 },
      { field: 'plan_type', label: 'fields.plan_type', width: 0.12, kind: 'code' },
    ],
    filters: [enabledFilter],
    searchFields: ['sp_plan_name', 'description'],
  },
  form: [
    { field: 'sp_id', label: 'fields.sp_id', kind: 'provider' },
    { field: 'sp_plan_name', label: 'spPlans.fields.sp_plan_name' },
    { field: 'bp_id', label: 'spPlans.fields.bp_name', kind: 'ref', source: { path: '/billing/business-plans', id: 'bp_id', name: 'bp_name' } },
    { field: 'description', label: 'fields.description', optional: true },
  ],
  screens: [{ id: 'system.sp-plans', path: '/system/sp-plans', title: 'routes.spPlans', section: 'system', permission: 'system.service_provider_plans' }],
  palette: { icon: 'layers', keywords: ['provider plan', 'sp plan', 'plan', 'billing'] },
};
