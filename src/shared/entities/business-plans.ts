import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { planTypes } from '../plans/catalogue';

/** Business plans (spec 3 §3 "Billing", §7): what the platform sells — features with limits, node types, voices, languages. */
export const businessPlansMeta: EntityMeta = {
  name: 'business-plans',
  model: 'BusinessPlan',
  label: 'businessPlans.one',
  plural: 'businessPlans.many',
  path: '/billing/business-plans',
  table: 'business_plans',
  idField: 'bp_id',
  nameField: 'bp_name',
  tenant: 'system',
  unique: [{ field: 'bp_name', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'bp_name', label: 'businessPlans.fields.bp_name' },
      { field: 'plan_type', label: 'fields.plan_type', width: 0.2, kind: 'code' },
      { field: 'is_enabled', label: 'fields.is_enabled', width: 0.15, kind: 'enabled' },
    ],
    filters: [enabledFilter],
    searchFields: ['bp_name', 'description'],
  },
  form: [
    { field: 'bp_name', label: 'businessPlans.fields.bp_name' },
    { field: 'plan_type', label: 'fields.plan_type', kind: 'select', options: planTypes, createOnly: true },
    { field: 'description', label: 'fields.description', optional: true },
  ],
  screens: [{ id: 'system.business-plans', path: '/system/business-plans', title: 'routes.businessPlans', section: 'system', permission: 'system.business-plans' }],
  palette: { icon: 'clipboard', keywords: ['business plan', 'plan', 'billing', 'features', 'limits', 'node types'] },
};
