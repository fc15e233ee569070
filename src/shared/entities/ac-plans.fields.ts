import { planTypes } from '../plans/catalogue';
import type { FieldList } from './fields';

/**
 * An account plan's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (api/plans.ts), the answer and the columns (modules/plans/ac-plans.ts), and the list's columns, search and form of
 * its screen part all read them. It gives one of the provider's plans to one of its accounts (the account chosen
 * once); its type and provider are those of the plan (the server's).
 */
export const acPlanFields = {
  ac_plan_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'acPlans.fields.ac_plan_name' },
    form: { label: 'acPlans.fields.ac_plan_name' },
  },
  /** The account (chosen in the form from the provider's accounts). */
  ac_id: { type: 'integer', required: true, min: 1 },
  /** The provider plan (chosen in the form from the plans available to the account). */
  sp_plan_id: { type: 'integer', required: true, min: 1 },
  plan_type: { type: 'choice', options: planTypes, fixed: true },
} as const satisfies FieldList;
