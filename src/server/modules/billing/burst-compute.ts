import { sql } from 'kysely';
import { metricFeature, type PlanType } from '@shared/plans/catalogue';
import type { Db } from '../../db/index';
import { dayAfter } from './provider';

/**
 * Burst usage: what each account of a provider used in each month of a period, from its
 * usage records, against the monthly session limit its account plans of the plan type give it. Usage beyond
 * the limit is burst usage — what is billed; usage beyond the limit plus the burst allowance is kept apart
 * (the hard limit refuses new sessions there, so it shows records from before a plan change).
 */

/** The usage-record channels whose sessions a plan type counts. */
export const channelsOf: Record<PlanType, readonly string[]> = {
  IVA: ['voice'],
  CHATBOT: ['chatbot'],
  MESSAGING: ['messaging', 'whatsapp'],
  WORKFLOW: ['workflow'],
};

/** The feature whose limit burst usage is measured against: sessions per month. */
export const sessionFeature = metricFeature('sessions');

export interface SessionLimit {
  limit: number | null;
  burst: number | null;
}

const lower = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
const higher = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.max(a, b));

/**
 * The limit of a feature (sessions by default) for each of the provider's accounts from its enabled account
 * plans of the plan type: the provider plan's limit within its business plan's (the lower), the more generous
 * of two plans. An account absent from the answer has no limit of it under this plan type (nothing is burst).
 */
export async function sessionLimits(db: Db, spId: number, planType: string, feature = sessionFeature): Promise<Map<number, SessionLimit>> {
  const rows = await db
    .selectFrom('ac_plans as ap')
    .innerJoin('sp_plans as sp', 'sp.sp_plan_id', 'ap.sp_plan_id')
    .innerJoin('business_plans as bp', 'bp.bp_id', 'sp.bp_id')
    .innerJoin('sp_plan_features as f', 'f.sp_plan_id', 'sp.sp_plan_id')
    .innerJoin('business_plan_includes as bi', (j) =>
      j.onRef('bi.bp_id', '=', 'bp.bp_id').onRef('bi.item', '=', 'f.feature').on('bi.kind', '=', 'feature'),
    )
    .select([
      'ap.ac_id',
      'f.feature_limit as sp_limit',
      'f.burst_limit as sp_burst',
      'bi.feature_limit as bp_limit',
      'bi.burst_limit as bp_burst',
    ])
    .where('ap.sp_id', '=', spId)
    .where('ap.plan_type', '=', planType)
    .where('ap.is_enabled', '=', 1)
    .where('sp.is_enabled', '=', 1)
    .where('bp.is_enabled', '=', 1)
    .where('f.feature', '=', feature)
    .execute();
  const out = new Map<number, SessionLimit>();
  for (const r of rows) {
    const limit = { limit: lower(r.sp_limit, r.bp_limit), burst: lower(r.sp_burst, r.bp_burst) };
    const had = out.get(r.ac_id);
    out.set(r.ac_id, had ? { limit: higher(had.limit, limit.limit), burst: higher(had.burst, limit.burst) } : limit);
  }
  return out;
}

export interface MonthUsage {
  ac_id: number;
  month: string;
  usage: number;
}

/** Sessions per account and month (YYYY-MM) of the period, for a batch of accounts: counted by the database, never loaded. */
export async function monthlySessions(
  db: Db,
  acIds: readonly number[],
  planType: PlanType,
  start: string,
  end: string,
): Promise<MonthUsage[]> {
  if (acIds.length === 0) return [];
  const month = sql<string>`substr(started_at, 1, 7)`;
  const rows = await db
    .selectFrom('usage_records')
    .select(['ac_id', month.as('month'), (e) => e.fn.countAll().as('n')])
    .where('ac_id', 'in', acIds as number[])
    .where('started_at', '>=', start)
    .where('started_at', '<', dayAfter(end))
    .where('channel', 'in', channelsOf[planType] as string[])
    .groupBy(['ac_id', month])
    .execute();
  return rows.map((r) => ({ ac_id: r.ac_id, month: r.month, usage: Number(r.n) }));
}

/** One item: a month's usage against the limit; burst is the usage beyond the limit, beyond_burst beyond the limit and its allowance. */
export function burstOf(usage: number, limit: SessionLimit | undefined) {
  if (!limit || limit.limit === null) return { feature_limit: null, burst_limit: limit?.burst ?? null, burst_usage: 0, beyond_burst: 0 };
  return {
    feature_limit: limit.limit,
    burst_limit: limit.burst,
    burst_usage: Math.max(0, usage - limit.limit),
    beyond_burst: Math.max(0, usage - limit.limit - (limit.burst ?? 0)),
  };
}
