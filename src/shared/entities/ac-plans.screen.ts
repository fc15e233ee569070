import { shellMessages as messages } from '../messages-core';
import { defaultPlanType, planTypes } from '../plans/catalogue';
import { enabledFilter, type EntityMeta } from './define';
import { acPlanFields } from './ac-plans.fields';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { acPlansShell } from './ac-plans';

/** The screen part of ac-plans (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const acPlansMeta: EntityMeta = {
  ...acPlansShell,
  model: 'AcPlan',
  table: 'ac_plans',
  fields: acPlanFields,
  unique: [{ field: 'ac_plan_name', per: ['sp_id'], takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: listColumnsOf(acPlanFields, [
      { field: 'ac_name', label: 'acPlans.fields.ac_name', width: 0.28 },
      { field: 'sp_plan_name', label: 'acPlans.fields.sp_plan_name', width: 0.24 },
    ]),
    // Filtered by plan type, IVA by default (spec 3 §2, §9).
    filters: [
      { field: 'plan_type', options: planTypes.map((value) => ({ value, label: `planTypes.${value}` })), default: defaultPlanType },
      enabledFilter,
    ],
    searchFields: searchedFieldsOf(acPlanFields),
  },
  form: formFieldsFrom(acPlanFields, [
    {
      field: 'ac_id',
      label: 'acPlans.fields.ac_name',
      kind: 'ref',
      source: { path: '/billing/ac-plans-sp-accounts', id: 'ac_id', name: 'ac_name' },
      createOnly: true,
      after: 'ac_plan_name',
    },
    {
      field: 'sp_plan_id',
      label: 'acPlans.fields.sp_plan_name',
      kind: 'ref',
      source: { path: '/billing/get-available-base-plans', method: 'POST', id: 'sp_plan_id', name: 'sp_plan_name' },
      after: 'ac_id',
    },
  ]),
};
