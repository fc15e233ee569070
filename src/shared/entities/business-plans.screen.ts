import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { planTypes } from '../plans/catalogue';
import { businessPlansShell } from './business-plans';

/** The screen part of business-plans (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const businessPlansMeta: EntityMeta = {
  ...businessPlansShell,
  model: 'BusinessPlan',
  table: 'business_plans',
  unique: [{ field: 'bp_name', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'bp_name', label: 'businessPlans.fields.bp_name' },
      { field: 'plan_type', label: 'fields.plan_type', width: 0.2, kind: 'choice' },
      { field: 'is_enabled', label: 'fields.is_enabled', width: 0.15, kind: 'enabled' },
    ],
    filters: [enabledFilter],
    searchFields: ['bp_name', 'description'],
  },
  form: [
    { field: 'bp_name', label: 'businessPlans.fields.bp_name' },
    { field: 'plan_type', label: 'fields.plan_type', kind: 'select', options: planTypes, createOnly: true },
    { field: 'description', label: 'fields.description', optional: true, kind: 'paragraph' },
  ],
};
