import { defaultPlanType, planTypes } from '../plans/catalogue';
import type { FieldList } from './fields';

/** A burst usage's run: queued → running → completed | failed. */
export const burstUsageStatuses = ['queued', 'running', 'completed', 'failed'] as const;

/**
 * A burst usage's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (api/billing.ts, which adds the dates' own check), the answer and the columns (modules/billing/burst-usages.ts),
 * and the list's columns, search and form of its screen part all read them. It is created from a period (a plan type
 * and two dates, chosen once); the server names it (provider · type · period), and afterwards only its name changes.
 * Its run's state and figures are the job's.
 */
export const burstUsageFields = {
  /** Named by the server on create, so the create body leaves it out; an update renames it. */
  usage_name: { type: 'text', required: true, max: 200, searchable: true, listed: { label: 'burstUsages.fields.usage_name' } },
  plan_type: {
    type: 'choice',
    options: planTypes,
    default: defaultPlanType,
    form: { label: 'fields.plan_type', createOnly: true },
  },
  /** The period, YYYY-MM-DD to YYYY-MM-DD (end included). */
  period_start: { type: 'text', required: true, form: { label: 'burstUsages.fields.period_start', createOnly: true } },
  period_end: { type: 'text', required: true, form: { label: 'burstUsages.fields.period_end', createOnly: true } },
  /** 'admin' (spec 3 §6: creating burst usages adds guard_name admin). */
  guard_name: { type: 'text', fixed: true },
  status: {
    type: 'choice',
    options: burstUsageStatuses,
    fixed: true,
    listed: { label: 'burstUsages.fields.status', width: 0.16, kind: 'choice' },
  },
  /** 0–100 while running. */
  progress: { type: 'integer', fixed: true },
  account_count: { type: 'integer', fixed: true },
  record_count: { type: 'integer', fixed: true },
  /** The sum of the items' burst usage: what is billed. */
  burst_total: { type: 'integer', fixed: true, listed: { label: 'burstUsages.fields.burst_total', width: 0.16 } },
  error: { type: 'text', nullable: true, fixed: true },
  completed_at: { type: 'text', nullable: true, fixed: true },
} as const satisfies FieldList;
