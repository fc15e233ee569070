import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { spPlanFields } from './sp-plans.fields';
import { spPlansShell } from './sp-plans';

/** The screen part of sp-plans (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const spPlansMeta: EntityMeta = {
  ...spPlansShell,
  model: 'SpPlan',
  table: 'sp_plans',
  fields: spPlanFields,
  unique: [
    { field: 'sp_plan_name', per: ['sp_id'], checkPath: '/billing/validate-sp-plan-name', takenMessage: messages.entities.nameTaken },
  ],
  softDelete: true,
  list: {
    columns: listColumnsOf(spPlanFields, [
      { field: 'sp_name', label: 'accounts.fields.sp_name', width: 0.26, after: 'sp_plan_name' },
      { field: 'bp_name', label: 'spPlans.fields.bp_name', width: 0.22, after: 'sp_name' },
    ]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(spPlanFields),
  },
  form: formFieldsFrom(spPlanFields, [
    { field: 'sp_id', label: 'fields.sp_id', kind: 'provider' },
    {
      field: 'bp_id',
      label: 'spPlans.fields.bp_name',
      kind: 'ref',
      // Creating, once the provider is chosen: the business plans it has no plan on yet (spec 3 §7).
      source: {
        path: '/billing/business-plans',
        id: 'bp_id',
        name: 'bp_name',
        creating: { path: '/billing/available-business-plans-for-sp', query: { sp_id: 'sp_id' } },
      },
      after: 'sp_plan_name',
    },
  ]),
};
