import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { businessPlanFields } from './business-plans.fields';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { businessPlansShell } from './business-plans';

/** The screen part of business-plans (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const businessPlansMeta: EntityMeta = {
  ...businessPlansShell,
  model: 'BusinessPlan',
  table: 'business_plans',
  fields: businessPlanFields,
  unique: [{ field: 'bp_name', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: listColumnsOf(businessPlanFields, [{ field: 'is_enabled', label: 'fields.is_enabled', width: 0.15, kind: 'enabled' }]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(businessPlanFields),
  },
  form: formFieldsFrom(businessPlanFields),
};
