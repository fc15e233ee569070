import { fill, messages } from '@shared/messages';
import { metricFeature, type PlanType } from '@shared/plans/catalogue';
import { roomOf, type BurstUsageProgress } from '@shared/realtime';
import { nowIso } from '../../db/index';
import { JobCancelled, type JobHandler } from '../../jobs/index';
import { throttled } from '../../realtime/emit';
import type { Services } from '../../services';
import { notifyJobOutcome } from '../notifications/notify';
import { burstOf, monthlySessions, sessionFeature, sessionLimits, type SessionLimit } from './burst-compute';
import { monthlyPeaks, sampledMetrics, type SampledMetric } from './usage-samples';

export const burstUsageJob = 'burst-usage';
export interface BurstUsagePayload {
  billing_burst_usage_id: number;
}

/** Accounts counted per query: each batch is one grouped count, then its items are written and progress reported. */
export const accountBatch = 100;

/**
 * The generation job: queued → running (progress by accounts) → completed (items, totals) or failed (the
 * error). Streamed: the records are counted by the database a batch of accounts at a time, and only each
 * batch's monthly figures are held. A closing server stops between batches; the usage is queued again and
 * starts over (its items of the stopped run are removed first).
 */
export function burstUsageHandler(services: Services): JobHandler<BurstUsagePayload> {
  return async ({ billing_burst_usage_id: usageId }, { signal }) => {
    const db = services.db;
    const usage = await db.selectFrom('billing_burst_usages').selectAll().where('billing_burst_usage_id', '=', usageId).executeTakeFirst();
    if (!usage || usage.status === 'completed' || usage.status === 'failed') return;
    const set = (values: Record<string, unknown>) =>
      db
        .updateTable('billing_burst_usages')
        .set({ ...values, updated_at: nowIso() })
        .where('billing_burst_usage_id', '=', usageId)
        .execute();
    const progress: BurstUsageProgress = { job: 'burst-usage', sp_id: usage.sp_id, id: usageId, status: 'running', done: 0, total: 0 };
    let progressWritten: Promise<unknown> = Promise.resolve();
    const report = throttled((p: BurstUsageProgress) => {
      if (usage.created_by !== null) services.realtime?.to(roomOf.user(usage.created_by)).emit('job:progress', p);
      if (p.status === 'running')
        progressWritten = set({ progress: p.total ? Math.floor((100 * p.done) / p.total) : 0 }).catch(() => undefined);
    });
    try {
      await db.deleteFrom('billing_burst_usage_items').where('billing_burst_usage_id', '=', usageId).execute();
      const accounts = await db
        .selectFrom('accounts')
        .select(['ac_id', 'ac_name'])
        .where('sp_id', '=', usage.sp_id)
        .orderBy('ac_id')
        .execute();
      const limits = await sessionLimits(db, usage.sp_id, usage.plan_type);
      // Users, tasks and nodes are billed from the daily samples: the month's highest day beyond the plan's limit.
      const sampledLimits = new Map<SampledMetric, Map<number, SessionLimit>>();
      for (const metric of sampledMetrics)
        sampledLimits.set(metric, await sessionLimits(db, usage.sp_id, usage.plan_type, metricFeature(metric)));
      progress.total = accounts.length;
      await set({ status: 'running', progress: 0, account_count: accounts.length });
      report(progress, true);
      let records = 0;
      let burst = 0;
      for (let i = 0; i < accounts.length; i += accountBatch) {
        if (signal.aborted) throw new JobCancelled();
        const batch = accounts.slice(i, i + accountBatch);
        const months = await monthlySessions(
          db,
          batch.map((a) => a.ac_id),
          usage.plan_type as PlanType,
          usage.period_start,
          usage.period_end,
        );
        const names = new Map(batch.map((a) => [a.ac_id, a.ac_name]));
        const items = months.map((m) => {
          const figures = burstOf(m.usage, limits.get(m.ac_id));
          records += m.usage;
          burst += figures.burst_usage;
          return {
            billing_burst_usage_id: usageId,
            sp_id: usage.sp_id,
            ac_id: m.ac_id,
            ac_name: names.get(m.ac_id) ?? '',
            feature: sessionFeature,
            month: m.month,
            usage: m.usage,
            ...figures,
          };
        });
        for (const p of await monthlyPeaks(
          db,
          batch.map((a) => a.ac_id),
          usage.plan_type as PlanType,
          usage.period_start,
          usage.period_end,
        )) {
          const limit = sampledLimits.get(p.metric)?.get(p.ac_id);
          // Only what a plan limits is billed; a sample without a limit is no item.
          if (!limit || limit.limit === null) continue;
          const figures = burstOf(p.usage, limit);
          burst += figures.burst_usage;
          items.push({
            billing_burst_usage_id: usageId,
            sp_id: usage.sp_id,
            ac_id: p.ac_id,
            ac_name: names.get(p.ac_id) ?? '',
            feature: metricFeature(p.metric),
            month: p.month,
            usage: p.usage,
            ...figures,
          });
        }
        for (let j = 0; j < items.length; j += 200)
          await db
            .insertInto('billing_burst_usage_items')
            .values(items.slice(j, j + 200))
            .execute();
        progress.done += batch.length;
        report(progress);
      }
      await progressWritten;
      await set({ status: 'completed', progress: 100, record_count: records, burst_total: burst, error: null, completed_at: nowIso() });
      report({ ...progress, status: 'completed' }, true);
      await notifyJobOutcome(services, {
        userId: usage.created_by,
        kind: 'burst-usage',
        title: messages.notifications.burstUsageDone,
        link: '/system/burst-usages',
        spId: usage.sp_id,
      });
    } catch (e) {
      await progressWritten;
      if (signal.aborted || e instanceof JobCancelled) {
        await set({ status: 'queued', progress: 0 });
        throw new JobCancelled();
      }
      const error = fill(messages.billing.generationFailed, { error: String((e as Error).message ?? e) });
      await set({ status: 'failed', error });
      report({ ...progress, status: 'failed' }, true);
      await notifyJobOutcome(services, {
        userId: usage.created_by,
        kind: 'burst-usage',
        title: messages.notifications.burstUsageFailed,
        body: error,
        spId: usage.sp_id,
      });
    }
  };
}
