import { shellMessages as messages } from '../messages-core';
import { defaultPlanType, planTypes } from '../plans/catalogue';
import { enabledFilter, type EntityMeta } from './define';

/** Account plans (spec 3 §3, §7 ac-plans; internally manage.account_plan): a provider plan allocated to one of the provider's accounts. */
export const acPlansMeta: EntityMeta = {
  name: 'ac-plans',
  model: 'AcPlan',
  label: 'acPlans.one',
  plural: 'acPlans.many',
  path: '/billing/ac-plans',
  table: 'ac_plans',
  idField: 'ac_plan_id',
  nameField: 'ac_plan_name',
  tenant: 'sp',
  unique: [{ field: 'ac_plan_name', per: ['sp_id'], takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'ac_plan_name', label: 'acPlans.fields.ac_plan_name' },
      { field: 'ac_name', label: 'acPlans.fields.ac_name', width: 0.28 },
      { field: 'sp_plan_name', label: 'acPlans.fields.sp_plan_name', width: 0.24 },
    ],
    // Filtered by plan type, IVA by default (spec 3 §2, §9).
    filters: [{ field: 'plan_type', options: planTypes.map((value) => ({ value, label: `planTypes.${value}` })), default: defaultPlanType }, enabledFilter],
    searchFields: ['ac_plan_name'],
  },
  form: [
    { field: 'ac_plan_name', label: 'acPlans.fields.ac_plan_name' },
    { field: 'ac_id', label: 'acPlans.fields.ac_name', kind: 'ref', source: { path: '/billing/ac-plans-sp-accounts', id: 'ac_id', name: 'ac_name' }, createOnly: true },
    { field: 'sp_plan_id', label: 'acPlans.fields.sp_plan_name', kind: 'ref', source: { path: '/billing/get-available-base-plans', method: 'POST', id: 'sp_plan_id', name: 'sp_plan_name' } },
  ],
  screens: [{ id: 'manage.ac-plans', path: '/manage/ac-plans', title: 'routes.acPlans', section: 'manage', scopes: ['sp'], permission: 'manage.account_plan' }],
  palette: { icon: 'tag', keywords: ['account plan', 'plan', 'allocate', 'billing'] },
};
