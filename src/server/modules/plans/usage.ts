import { appFeatureOf, metricFeature, type PlanMetric } from '@shared/plans/catalogue';
import type { FeatureUsage } from '@shared/api/plans';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { HttpError } from '../../http/errors';
import { accountRows } from '../../http/tenant-repo';

/** The first instant of the current calendar month (UTC): sessions are counted per month. */
const monthStart = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
};

/** What an account uses of a metric, counted from its real data. */
export async function usageOf(db: Db, acId: number, metric: PlanMetric): Promise<number> {
  const count = (q: { executeTakeFirst(): Promise<{ n: string | number | bigint } | undefined> }) =>
    q.executeTakeFirst().then((r) => Number(r?.n ?? 0));
  switch (metric) {
    case 'tasks':
      return count(
        accountRows(db, acId)
          .selectFrom('tasks')
          .select((e) => e.fn.countAll().as('n'))
          .where('is_enabled', '=', 1),
      );
    case 'nodes':
      return count(
        accountRows(db, acId)
          .selectFrom('nodes')
          .innerJoin('tasks', 'tasks.task_id', 'nodes.task_id')
          .select((e) => e.fn.countAll().as('n'))
          .where('tasks.is_enabled', '=', 1),
      );
    case 'users':
      return count(
        accountRows(db, acId)
          .selectFrom('user_account_mappings')
          .innerJoin('users', 'users.user_id', 'user_account_mappings.user_id')
          .select((e) => e.fn.count('users.user_id').distinct().as('n'))
          .where('users.is_enabled', '=', 1),
      );
    case 'sessions':
      return count(
        accountRows(db, acId)
          .selectFrom('usage_records')
          .select((e) => e.fn.countAll().as('n'))
          .where('started_at', '>=', monthStart()),
      );
    case 'queues':
      return count(
        accountRows(db, acId)
          .selectFrom('qfm_queues')
          .select((e) => e.fn.countAll().as('n'))
          .where('is_enabled', '=', 1),
      );
    case 'waiters':
      return count(
        accountRows(db, acId)
          .selectFrom('qfm_waiters')
          .select((e) => e.fn.countAll().as('n'))
          .where('status', '=', 'waiting'),
      );
  }
}

/** The most an account may use: the limit plus the burst allowed beyond it; null: unlimited. */
export const hardLimit = (limit: number | null, burst: number | null) => (limit === null ? null : limit + (burst ?? 0));

/** The account's limit of a metric, from its enabled features (materialised from its plans). */
async function limitOf(db: Db, acId: number, metric: PlanMetric) {
  return accountRows(db, acId)
    .selectFrom('enabled_features')
    .select(['feature_limit', 'burst_limit'])
    .where('feature', '=', metricFeature(metric))
    .executeTakeFirst();
}

/**
 * Refuses a write that takes the account past its plan's hard limit (limit + burst), with the spec's plan
 * message: `adding` is what the write will add (0 when it has been written already, in the same transaction).
 */
export async function assertWithinLimit(db: Db, acId: number, metric: PlanMetric, adding = 0): Promise<void> {
  const row = await limitOf(db, acId, metric);
  const hard = row ? hardLimit(row.feature_limit, row.burst_limit) : null;
  if (hard === null) return;
  const usage = await usageOf(db, acId, metric);
  if (usage + adding > hard) {
    const detail = fill(messages.plans.limitDetail, { limit: hard, feature: metricFeature(metric), usage: usage + adding });
    throw new HttpError(403, messages.plans.limitReached, [messages.plans.limitReached, detail]);
  }
}

/** Usage and limits of every limited feature the account has (GET /billing/feature-usage-and-limit/{id}). */
export async function featureUsages(db: Db, acId: number): Promise<FeatureUsage[]> {
  const rows = await accountRows(db, acId).selectFrom('enabled_features').select(['feature', 'feature_limit', 'burst_limit']).execute();
  const out: FeatureUsage[] = [];
  for (const row of rows) {
    const metric = appFeatureOf(row.feature)?.metric;
    if (!metric) continue;
    const usage = await usageOf(db, acId, metric);
    const limit = row.feature_limit;
    const burst = row.burst_limit;
    const over = limit !== null && usage > limit;
    out.push({
      feature: row.feature,
      metric,
      usage,
      limit,
      burst_limit: burst,
      usagePercentage: limit === null ? null : limit === 0 ? 100 : Math.round((usage / limit) * 1000) / 10,
      usagesLeft: limit === null ? null : Math.max(0, limit - usage),
      isUsingBurstUsages: over,
      burstUsagesLeft: limit === null ? null : Math.max(0, (burst ?? 0) - Math.max(0, usage - limit)),
      featureBurstLimit: burst,
    });
  }
  return out;
}
