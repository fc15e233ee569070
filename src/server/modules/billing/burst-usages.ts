import { burstUsageFields } from '@shared/entities/burst-usages.fields';
import { burstUsagesEntity } from '@shared/entities/burst-usages.schema';
import { fieldsToApi } from '@shared/entities/field-values';
import type { BurstUsage } from '@shared/api/billing';
import type { Db } from '../../db/index';
import { defineEntityResource, type EntityWriteContext, type Row } from '../../http/entity-resource';
import { burstUsageJob, type BurstUsagePayload } from './burst-usage-job';
import { checkPeriod, enabledProvider } from './provider';

async function toApi(db: Db, rows: Row[]): Promise<BurstUsage[]> {
  if (rows.length === 0) return [];
  const sps = await db
    .selectFrom('service_providers')
    .select(['sp_id', 'sp_name'])
    .where('sp_id', 'in', [...new Set(rows.map((r) => r.sp_id as number))])
    .execute();
  return rows.map((r) => ({
    billing_burst_usage_id: r.billing_burst_usage_id,
    ...(fieldsToApi(burstUsageFields, r) as Pick<BurstUsage, keyof typeof burstUsageFields>),
    sp_id: r.sp_id,
    sp_name: sps.find((s) => s.sp_id === r.sp_id)?.sp_name ?? '',
    is_enabled: r.is_enabled,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

/**
 * A new burst usage: its provider enabled, its period in order; queued for the job with the spec's guard
 * (spec 3 §6: creating burst usages adds guard_name admin). Nothing of an existing one changes but its state.
 */
export async function newBurstUsage(db: Db, values: Row): Promise<Row> {
  const sp = await enabledProvider(db, values.sp_id);
  checkPeriod(values.period_start, values.period_end);
  return {
    ...values,
    usage_name: `${sp.sp_name} · ${values.plan_type} · ${values.period_start} – ${values.period_end}`,
    guard_name: 'admin',
    status: 'queued',
    progress: 0,
    account_count: 0,
    record_count: 0,
    burst_total: 0,
    error: null,
    completed_at: null,
  };
}

async function beforeWrite(values: Row, ctx: EntityWriteContext): Promise<Row> {
  return ctx.mode === 'create' ? newBurstUsage(ctx.trx, values) : values;
}

/** The job is queued in the create's transaction: it exists exactly when the burst usage does. */
async function afterWrite(row: Row, ctx: EntityWriteContext): Promise<void> {
  if (ctx.mode !== 'create') return;
  await ctx.request.server.studio.jobs.enqueue<BurstUsagePayload>(
    burstUsageJob,
    { billing_burst_usage_id: row.billing_burst_usage_id },
    { trx: ctx.trx },
  );
}

export const burstUsages = defineEntityResource(burstUsagesEntity, { toApi, beforeWrite, afterWrite });
