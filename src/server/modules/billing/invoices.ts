import { billingInvoicesEntity } from '@shared/entities/billing-invoices.schema';
import type { Invoice } from '@shared/api/billing';
import type { Db } from '../../db/index';
import { defineEntityResource, type EntityWriteContext, type Row } from '../../http/entity-resource';
import { checkPeriod, enabledProvider } from './provider';

export async function invoicesToApi(db: Db, rows: Row[]): Promise<Invoice[]> {
  if (rows.length === 0) return [];
  const sps = await db
    .selectFrom('service_providers')
    .select(['sp_id', 'sp_name'])
    .where('sp_id', 'in', [...new Set(rows.map((r) => r.sp_id as number))])
    .execute();
  return rows.map((r) => ({
    invoice_id: r.invoice_id,
    invoice_number: r.invoice_number,
    sp_id: r.sp_id,
    sp_name: sps.find((s) => s.sp_id === r.sp_id)?.sp_name ?? '',
    billing_burst_usage_id: r.billing_burst_usage_id ?? null,
    period_start: r.period_start,
    period_end: r.period_end,
    burst_units: Number(r.burst_units),
    unit_price_cents: Number(r.unit_price_cents),
    amount_cents: Number(r.amount_cents),
    currency: r.currency,
    invoice_status: r.invoice_status,
    notes: r.notes ?? null,
    is_enabled: r.is_enabled,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

const columns = [
  'sp_id',
  'invoice_number',
  'period_start',
  'period_end',
  'burst_units',
  'unit_price_cents',
  'currency',
  'invoice_status',
  'notes',
];
const fromApi = (input: Row): Row =>
  Object.fromEntries(columns.filter((c) => c in input).map((c) => [c, input[c] === undefined ? null : input[c]]));

/** A new invoice's provider is enabled; every write keeps the period in order and the amount = units × unit price. */
async function beforeWrite(values: Row, ctx: EntityWriteContext): Promise<Row> {
  if (ctx.mode === 'create') await enabledProvider(ctx.trx, values.sp_id);
  checkPeriod(values.period_start, values.period_end);
  return {
    ...values,
    notes: values.notes ?? null,
    billing_burst_usage_id: values.billing_burst_usage_id ?? null,
    amount_cents: Number(values.burst_units) * Number(values.unit_price_cents),
  };
}

export const invoices = defineEntityResource(billingInvoicesEntity, { toApi: invoicesToApi, fromApi, beforeWrite });
