import { sql } from 'kysely';
import type { PlanType } from '@shared/plans/catalogue';
import type { UsageChart } from '@shared/api/billing';
import type { Db } from '../../db/index';
import type { Row } from '../../http/entity-resource';
import { channelsOf } from './burst-compute';
import { dayAfter } from './provider';
import { accountRows } from '../../http/tenant-repo';

/**
 * One account's sessions per day of a burst usage's period and their month-to-date sum (the limit is
 * monthly), against the limit the usage measured: what the billing screen's usage chart draws.
 */
export async function usageChartOf(db: Db, usage: Row, item: Row): Promise<UsageChart> {
  const day = sql<string>`substr(started_at, 1, 10)`;
  const rows = await accountRows(db, item.ac_id)
    .selectFrom('usage_records')
    .select([day.as('day'), (e) => e.fn.countAll().as('n')])
    .where('started_at', '>=', usage.period_start)
    .where('started_at', '<', dayAfter(usage.period_end))
    .where('channel', 'in', channelsOf[usage.plan_type as PlanType] as string[])
    .groupBy(day)
    .execute();
  const counts = new Map(rows.map((r) => [r.day, Number(r.n)]));
  const days: UsageChart['days'] = [];
  let monthToDate = 0;
  for (let d: string = usage.period_start; d <= usage.period_end; d = dayAfter(d)) {
    if (d.endsWith('-01')) monthToDate = 0;
    const sessions = counts.get(d) ?? 0;
    monthToDate += sessions;
    days.push({ day: d, sessions, month_to_date: monthToDate });
  }
  return {
    ac_id: item.ac_id,
    ac_name: item.ac_name,
    feature: item.feature,
    limit: item.feature_limit ?? null,
    burst_limit: item.burst_limit ?? null,
    days,
  };
}
