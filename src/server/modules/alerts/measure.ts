import { sql } from 'kysely';
import { metricFeature } from '@shared/plans/catalogue';
import type { AlertMetric } from '@shared/entities/alert-metrics';
import type { Db } from '../../db/index';
import { accountRows } from '../../http/tenant-repo';
import { usageOf } from '../plans/usage';
import type { AlertLevel } from './people';

/** What a setting watches: its tenant, and for an account's session metric one task (null: all). */
export type AlertTarget = AlertLevel & { taskId?: number | null };

/** A figure to hold against a threshold: the value in the metric's unit; null when there is nothing to measure. */
export type Measured = number | null;

const errorOutcome = 'error';

/**
 * The sessions that ended within the window, and those of them that ended in error (usage records: one per session,
 * whatever the channel, simulator sessions included as the usage views count them). A provider's: its accounts'.
 */
async function endedSessions(db: Db, target: AlertTarget, from: string, to: string): Promise<{ ended: number; errors: number }> {
  const counts = [
    sql<number>`count(*)`.as('ended'),
    sql<number>`coalesce(sum(case when usage_records.outcome = ${errorOutcome} then 1 else 0 end), 0)`.as('errors'),
  ] as const;
  const account = (acId: number) => {
    const q = accountRows(db, acId).selectFrom('usage_records').select(counts).where('ended_at', '>=', from).where('ended_at', '<=', to);
    return target.taskId ? q.where('task_id', '=', target.taskId) : q;
  };
  const row =
    target.level === 'ac'
      ? await account(target.acId).executeTakeFirst()
      : await db
          .selectFrom('usage_records')
          .innerJoin('accounts', 'accounts.ac_id', 'usage_records.ac_id')
          .select(counts)
          .where('accounts.sp_id', '=', target.spId)
          .where('usage_records.ended_at', '>=', from)
          .where('usage_records.ended_at', '<=', to)
          .executeTakeFirst();
  return { ended: Number(row?.ended ?? 0), errors: Number(row?.errors ?? 0) };
}

/** Each account's sessions this month and its plan's monthly limit of sessions (accounts without a limit left out). */
async function planSessions(db: Db, target: AlertTarget): Promise<{ usage: number; limit: number }[]> {
  const feature = metricFeature('sessions');
  const acIds =
    target.level === 'ac'
      ? [target.acId]
      : (await db.selectFrom('accounts').select('ac_id').where('sp_id', '=', target.spId).where('is_enabled', '=', 1).execute()).map(
          (a) => a.ac_id,
        );
  const out: { usage: number; limit: number }[] = [];
  for (const acId of acIds) {
    const row = await accountRows(db, acId)
      .selectFrom('enabled_features')
      .select('feature_limit')
      .where('feature', '=', feature)
      .executeTakeFirst();
    if (row?.feature_limit === null || row?.feature_limit === undefined) continue;
    out.push({ usage: await usageOf(db, acId, 'sessions'), limit: row.feature_limit });
  }
  return out;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The metric's value now: over the window for the session metrics, this month for the plan's. */
export async function measure(db: Db, target: AlertTarget, metric: AlertMetric, windowMinutes: number, now: Date): Promise<Measured> {
  const to = now.toISOString();
  const from = new Date(now.getTime() - windowMinutes * 60_000).toISOString();
  switch (metric) {
    case 'error_rate': {
      const { ended, errors } = await endedSessions(db, target, from, to);
      return ended === 0 ? null : oneDecimal((errors * 100) / ended);
    }
    case 'error_count':
      return (await endedSessions(db, target, from, to)).errors;
    case 'plan_usage': {
      const plans = await planSessions(db, target);
      const limit = plans.reduce((n, p) => n + p.limit, 0);
      const usage = plans.reduce((n, p) => n + p.usage, 0);
      if (plans.length === 0) return null;
      return limit === 0 ? (usage > 0 ? 100 : 0) : oneDecimal((usage * 100) / limit);
    }
    case 'over_plan': {
      const plans = await planSessions(db, target);
      return plans.length === 0 ? null : plans.reduce((n, p) => n + Math.max(0, p.usage - p.limit), 0);
    }
  }
}
