import { invoiceFields } from '@shared/entities/billing-invoices.fields';
import { fieldsToApi } from '@shared/entities/field-values';
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
    ...(fieldsToApi(invoiceFields, r) as Pick<Invoice, keyof typeof invoiceFields>),
    sp_id: r.sp_id,
    sp_name: sps.find((s) => s.sp_id === r.sp_id)?.sp_name ?? '',
    is_enabled: r.is_enabled,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

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

export const invoices = defineEntityResource(billingInvoicesEntity, { toApi: invoicesToApi, beforeWrite });
