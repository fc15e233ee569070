import { sql } from 'kysely';
import type { PlanMetric, PlanType } from '@shared/plans/catalogue';
import { nowIso, type Db } from '../../db/index';
import type { JobHandler, JobQueue } from '../../jobs/index';
import { channelsOf } from './burst-compute';
import { dayAfter } from './provider';

/**
 * Daily samples of what accounts hold: users mapped to them, and enabled tasks and their nodes per
 * task type — counted as the plan limits count them (plans/usage.ts). Sessions are records of their own; these
 * are states, so a day's sample is what burst usage bills: the month's highest sample beyond the plan's limit.
 */
export type SampledMetric = Exclude<PlanMetric, 'sessions'>;
export const sampledMetrics: readonly SampledMetric[] = ['users', 'tasks', 'nodes'];

export const usageSampleJob = 'usage-sample';
export interface UsageSamplePayload {
  day: string;
}

export const utcDay = (at = new Date()) => at.toISOString().slice(0, 10);
/** When the next day's sample runs: five minutes past the next UTC midnight. */
export const nextSampleDelayMs = (now = new Date()) => Date.parse(`${dayAfter(utcDay(now))}T00:05:00.000Z`) - now.getTime();

type Sample = { ac_id: number; sp_id: number; metric: string; task_type: string; n: string | number | bigint };

/**
 * Samples every enabled account on `day`, once: the day is claimed in usage_sample_days in the same
 * transaction, so two processes (or a job run twice) never sample a day twice. Answers whether it sampled.
 */
export async function sampleUsage(db: Db, day: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('usage_sample_days')
      .values({ day, sampled_at: nowIso() })
      .onConflict((oc) => oc.column('day').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const tasks = trx
      .selectFrom('tasks as t')
      .innerJoin('accounts as a', 'a.ac_id', 't.ac_id')
      .select(['t.ac_id', 'a.sp_id', sql<string>`'tasks'`.as('metric'), 't.task_type', (e) => e.fn.countAll().as('n')])
      .where('t.is_enabled', '=', 1)
      .where('a.is_enabled', '=', 1)
      .groupBy(['t.ac_id', 'a.sp_id', 't.task_type']);
    const nodes = trx
      .selectFrom('nodes as n')
      .innerJoin('tasks as t', 't.task_id', 'n.task_id')
      .innerJoin('accounts as a', 'a.ac_id', 't.ac_id')
      .select(['t.ac_id', 'a.sp_id', sql<string>`'nodes'`.as('metric'), 't.task_type', (e) => e.fn.countAll().as('n')])
      .where('t.is_enabled', '=', 1)
      .where('a.is_enabled', '=', 1)
      .groupBy(['t.ac_id', 'a.sp_id', 't.task_type']);
    const users = trx
      .selectFrom('user_account_mappings as m')
      .innerJoin('users as u', 'u.user_id', 'm.user_id')
      .innerJoin('accounts as a', 'a.ac_id', 'm.ac_id')
      .select([
        'a.ac_id',
        'a.sp_id',
        sql<string>`'users'`.as('metric'),
        sql<string>`''`.as('task_type'),
        (e) => e.fn.count('u.user_id').distinct().as('n'),
      ])
      .where('u.is_enabled', '=', 1)
      .where('a.is_enabled', '=', 1)
      .groupBy(['a.ac_id', 'a.sp_id']);
    const rows = [...(await tasks.execute()), ...(await nodes.execute()), ...(await users.execute())] as Sample[];
    const values = rows.map((r) => ({ ac_id: r.ac_id, sp_id: r.sp_id, day, metric: r.metric, task_type: r.task_type, count: Number(r.n) }));
    for (let i = 0; i < values.length; i += 500)
      await trx
        .insertInto('usage_samples')
        .values(values.slice(i, i + 500))
        .execute();
    return true;
  });
}

/**
 * The daily job: samples today (a late run samples the day it runs) and, when it did, queues tomorrow's. A run
 * that finds the day sampled queues nothing, so restarts (each queues one run for the next day) never make
 * two chains. A failed sample still queues the next day's, then fails.
 */
export function usageSampleHandler(db: Db, jobs: JobQueue): JobHandler<UsageSamplePayload> {
  return async () => {
    const now = new Date();
    let sampled = false;
    try {
      sampled = await sampleUsage(db, utcDay(now));
    } catch (e) {
      await jobs.enqueue<UsageSamplePayload>(usageSampleJob, { day: dayAfter(utcDay(now)) }, { delayMs: nextSampleDelayMs(now) });
      throw e;
    }
    if (sampled)
      await jobs.enqueue<UsageSamplePayload>(usageSampleJob, { day: dayAfter(utcDay(now)) }, { delayMs: nextSampleDelayMs(now) });
  };
}

export interface MonthPeak {
  ac_id: number;
  month: string;
  metric: SampledMetric;
  usage: number;
}

/**
 * Per account, month and metric of the period: the highest day's sample — users, and tasks and nodes of the
 * plan type's task types (summed per day). Counted by the database for a batch of accounts.
 */
export async function monthlyPeaks(db: Db, acIds: readonly number[], planType: PlanType, start: string, end: string): Promise<MonthPeak[]> {
  if (acIds.length === 0) return [];
  const types = channelsOf[planType] as string[];
  const daily = db
    .selectFrom('usage_samples')
    .select(['ac_id', 'day', 'metric', (e) => e.fn.sum<number>('count').as('n')])
    .where('ac_id', 'in', acIds as number[])
    .where('day', '>=', start)
    .where('day', '<=', end)
    .where((e) => e.or([e('metric', '=', 'users'), e.and([e('metric', 'in', ['tasks', 'nodes']), e('task_type', 'in', types)])]))
    .groupBy(['ac_id', 'day', 'metric']);
  const month = sql<string>`substr(d.day, 1, 7)`;
  const rows = await db
    .selectFrom(daily.as('d'))
    .select(['d.ac_id', 'd.metric', month.as('month'), (e) => e.fn.max('d.n').as('peak')])
    .groupBy(['d.ac_id', 'd.metric', month])
    .execute();
  return rows.map((r) => ({ ac_id: r.ac_id, month: r.month, metric: r.metric as SampledMetric, usage: Number(r.peak) }));
}
