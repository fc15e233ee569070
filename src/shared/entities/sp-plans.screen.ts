import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { spPlansShell } from './sp-plans';

/** The screen part of sp-plans (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const spPlansMeta: EntityMeta = {
  ...spPlansShell,
  model: 'SpPlan',
  table: 'sp_plans',
  unique: [
    { field: 'sp_plan_name', per: ['sp_id'], checkPath: '/billing/validate-sp-plan-name', takenMessage: messages.entities.nameTaken },
  ],
  softDelete: true,
  list: {
    columns: [
      { field: 'sp_plan_name', label: 'spPlans.fields.sp_plan_name' },
      { field: 'sp_name', label: 'accounts.fields.sp_name', width: 0.26 },
      { field: 'bp_name', label: 'spPlans.fields.bp_name', width: 0.22 },
      { field: 'plan_type', label: 'fields.plan_type', width: 0.12, kind: 'choice' },
    ],
    filters: [enabledFilter],
    searchFields: ['sp_plan_name', 'description'],
  },
  form: [
    { field: 'sp_id', label: 'fields.sp_id', kind: 'provider' },
    { field: 'sp_plan_name', label: 'spPlans.fields.sp_plan_name' },
    {
      field: 'bp_id',
      label: 'spPlans.fields.bp_name',
      kind: 'ref',
      source: { path: '/billing/business-plans', id: 'bp_id', name: 'bp_name' },
    },
    { field: 'description', label: 'fields.description', optional: true, kind: 'paragraph' },
  ],
};
