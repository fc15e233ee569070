import { defaultPlanType, planTypes } from '../plans/catalogue';
import type { FieldList } from './fields';

/**
 * A business plan's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (api/plans.ts), the answer and the columns (modules/plans/business-plans.ts), and the list's columns, search and
 * form of its screen part all read them. What it includes (features with their limits, node types, voices,
 * languages, TTS and language packages) are rows of business_plan_includes, given beside them; its type is chosen
 * once.
 */
export const businessPlanFields = {
  bp_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'businessPlans.fields.bp_name' },
    form: { label: 'businessPlans.fields.bp_name' },
  },
  plan_type: {
    type: 'choice',
    options: planTypes,
    default: defaultPlanType,
    listed: { label: 'fields.plan_type', width: 0.2, kind: 'choice' },
    form: { label: 'fields.plan_type', createOnly: true },
  },
  description: { type: 'text', max: 500, nullable: true, searchable: true, form: { label: 'fields.description', multiline: true } },
} as const satisfies FieldList;
