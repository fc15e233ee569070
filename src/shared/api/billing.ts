import { z } from 'zod';
import { invoiceFields, invoiceStatuses } from '../entities/billing-invoices.fields';
import { burstUsageFields, burstUsageStatuses } from '../entities/burst-usages.fields';
import { createShape, itemShape } from '../entities/field-schemas';

/** Billing (spec 3 §3, §7): burst usages with their items, invoices, and the usage chart. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD.')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'Not a calendar date.',
  );
export { burstUsageStatuses };

/** What a burst usage's declared dates take beyond their type (entities/burst-usages.fields.ts). */
const periodChecks = { period_start: { body: isoDate, item: z.string() }, period_end: { body: isoDate, item: z.string() } };

export const burstUsage = z.object({
  billing_burst_usage_id: z.number(),
  ...itemShape(burstUsageFields, periodChecks),
  sp_id: z.number(),
  sp_name: z.string(),
  is_enabled: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BurstUsage = z.infer<typeof burstUsage>;

const { usage_name, ...period } = createShape(burstUsageFields, periodChecks);
/**
 * Generating a burst usage (POST /billing/burst-usages, or /billing/generate-burst-usages/{sp_id} with the provider in
 * the path): its period; the server names it and stores the declared plan type when none is given.
 */
export const burstUsagePeriod = z.object(period).strict();
export const burstUsageCreate = burstUsagePeriod.extend({ sp_id: z.coerce.number().int().positive().optional() }).strict();
/** Of a burst usage only its name is edited (its figures are the job's); an update also restores a deleted one (is_enabled: 1). */
export const burstUsageUpdate = z.object({ usage_name }).partial().strict();

export const burstUsageItem = z.object({
  billing_burst_usage_item_id: z.number(),
  billing_burst_usage_id: z.number(),
  ac_id: z.number(),
  ac_name: z.string(),
  feature: z.string(),
  month: z.string(),
  usage: z.number(),
  limit: z.number().nullable(),
  burst_limit: z.number().nullable(),
  burst_usage: z.number(),
  beyond_burst: z.number(),
});
export type BurstUsageItem = z.infer<typeof burstUsageItem>;

export { invoiceStatuses };
const currency = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/, 'A currency is three capital letters (USD).');
const cents = z.number().int().min(0).max(1_000_000_000);

/** What an invoice's declared fields take beyond their type and limits (entities/billing-invoices.fields.ts). */
const invoiceChecks = {
  period_start: { body: isoDate, item: z.string() },
  period_end: { body: isoDate, item: z.string() },
  burst_units: { body: z.coerce.number().int().min(0).max(1_000_000_000), item: z.number() },
  unit_price_cents: { body: z.coerce.number().pipe(cents), item: z.number() },
  currency: { body: currency, item: z.string() },
};
export const invoice = z.object({
  invoice_id: z.number(),
  ...itemShape(invoiceFields, invoiceChecks),
  sp_id: z.number(),
  sp_name: z.string(),
  is_enabled: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Invoice = z.infer<typeof invoice>;

/** A create leaves out what takes its declared default (no units, no price, USD, a draft); an update changes what it names only. */
export const invoiceCreate = z
  .object({ ...createShape(invoiceFields, invoiceChecks), sp_id: z.coerce.number().int().positive().optional() })
  .strict();
export const invoiceUpdate = z.object(createShape(invoiceFields, invoiceChecks)).partial().strict();

/** POST /billing/generate/{sp_id}: an invoice from a completed burst usage of the provider (its latest one not yet invoiced when none is named). */
export const invoiceGenerate = z
  .object({
    billing_burst_usage_id: z.number().int().positive().optional(),
    unit_price_cents: cents.default(0),
    currency: currency.default('USD'),
  })
  .strict();

/** The usage chart: one account's usage of a limited feature per day, month to date, against its plan's limit. */
export const usageChartQuery = z.object({ ac_id: z.coerce.number().int().positive() }).strict();
export const usageChart = z.object({
  ac_id: z.number(),
  ac_name: z.string(),
  feature: z.string(),
  limit: z.number().nullable(),
  burst_limit: z.number().nullable(),
  days: z.array(z.object({ day: z.string(), sessions: z.number(), month_to_date: z.number() })),
});
export type UsageChart = z.infer<typeof usageChart>;
