import type { FieldList } from './fields';

/** An invoice's states. */
export const invoiceStatuses = ['draft', 'issued', 'paid', 'void'] as const;

/**
 * An invoice's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas (api/billing.ts,
 * which adds the dates', amounts' and currency's own checks), the answer and the columns (modules/billing/invoices.ts),
 * and the list's columns, search and form of its screen part all read them. The amount is the server's (units × unit
 * price), and so is the burst usage an invoice was generated from.
 */
export const invoiceFields = {
  invoice_number: {
    type: 'text',
    required: true,
    max: 60,
    searchable: true,
    listed: { label: 'invoices.fields.invoice_number' },
    form: { label: 'invoices.fields.invoice_number' },
  },
  /** The period billed, YYYY-MM-DD to YYYY-MM-DD. */
  period_start: {
    type: 'text',
    required: true,
    listed: { label: 'invoices.fields.period_start', width: 0.16 },
    form: { label: 'invoices.fields.period_start' },
  },
  period_end: { type: 'text', required: true, form: { label: 'invoices.fields.period_end' } },
  burst_units: { type: 'integer', min: 0, max: 1_000_000_000, default: 0, form: { label: 'invoices.fields.burst_units' } },
  unit_price_cents: { type: 'integer', min: 0, max: 1_000_000_000, default: 0, form: { label: 'invoices.fields.unit_price_cents' } },
  amount_cents: { type: 'integer', fixed: true },
  currency: { type: 'text', default: 'USD', form: { label: 'invoices.fields.currency' } },
  invoice_status: {
    type: 'choice',
    options: invoiceStatuses,
    default: 'draft',
    listed: { label: 'invoices.fields.invoice_status', width: 0.12, kind: 'choice' },
    form: { label: 'invoices.fields.invoice_status' },
  },
  notes: { type: 'text', max: 1000, nullable: true, searchable: true, form: { label: 'invoices.fields.notes' } },
  billing_burst_usage_id: { type: 'integer', nullable: true, fixed: true },
} as const satisfies FieldList;
