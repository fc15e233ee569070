import { planTypes } from '../plans/catalogue';
import type { FieldList } from './fields';

/**
 * A provider plan's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (api/plans.ts), the answer and the columns (modules/plans/sp-plans.ts), and the list's columns, search and form
 * of its screen part all read them. It is built on a business plan, whose type it takes (the server's); its features
 * are rows of sp_plan_features and its provider is chosen at system scope, both given beside them.
 */
export const spPlanFields = {
  sp_plan_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'spPlans.fields.sp_plan_name' },
    form: { label: 'spPlans.fields.sp_plan_name' },
  },
  /** The business plan it is built on (chosen in the form from the business plans' list). */
  bp_id: { type: 'integer', required: true, min: 1 },
  plan_type: { type: 'choice', options: planTypes, fixed: true, listed: { label: 'fields.plan_type', width: 0.12, kind: 'choice' } },
  description: { type: 'text', max: 500, nullable: true, searchable: true, form: { label: 'fields.description', multiline: true } },
} as const satisfies FieldList;
