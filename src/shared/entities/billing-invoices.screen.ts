import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { billingInvoicesShell } from './billing-invoices';

/** The screen part of billing-invoices (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const billingInvoicesMeta: EntityMeta = {
  ...billingInvoicesShell,
  model: 'BillingInvoice',
  table: 'billing_invoices',
  unique: [{ field: 'invoice_number', per: ['sp_id'], takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'invoice_number', label: 'invoices.fields.invoice_number' },
      { field: 'sp_name', label: 'accounts.fields.sp_name', width: 0.24 },
      { field: 'period_start', label: 'invoices.fields.period_start', width: 0.16 },
      { field: 'invoice_status', label: 'invoices.fields.invoice_status', width: 0.12, kind: 'choice' },
    ],
    filters: [enabledFilter],
    searchFields: ['invoice_number', 'notes'],
  },
  form: [
    { field: 'sp_id', label: 'fields.sp_id', kind: 'provider' },
    { field: 'invoice_number', label: 'invoices.fields.invoice_number' },
    { field: 'period_start', label: 'invoices.fields.period_start' },
    { field: 'period_end', label: 'invoices.fields.period_end' },
    { field: 'burst_units', label: 'invoices.fields.burst_units', kind: 'number', initial: '0' },
    { field: 'unit_price_cents', label: 'invoices.fields.unit_price_cents', kind: 'number', initial: '0' },
    { field: 'currency', label: 'invoices.fields.currency', initial: 'USD' },
    {
      field: 'invoice_status',
      label: 'invoices.fields.invoice_status',
      kind: 'select',
      options: ['draft', 'issued', 'paid', 'void'],
      initial: 'draft',
    },
    { field: 'notes', label: 'invoices.fields.notes', optional: true },
  ],
};
