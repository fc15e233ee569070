import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';

/** Billing invoices (spec 3 §3, §7 CRUD /billing/billing-invoices): a provider's invoice, generated from a burst usage or written by hand. */
export const billingInvoicesMeta: EntityMeta = {
  name: 'billing-invoices',
  model: 'BillingInvoice',
  label: 'invoices.one',
  plural: 'invoices.many',
  path: '/billing/billing-invoices',
  table: 'billing_invoices',
  idField: 'invoice_id',
  nameField: 'invoice_number',
  tenant: 'sp',
  unique: [{ field: 'invoice_number', per: ['sp_id'], takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'invoice_number', label: 'invoices.fields.invoice_number' },
      { field: 'sp_name', label: 'accounts.fields.sp_name', width: 0.24 },
      { field: 'period_start', label: 'invoices.fields.period_start', width: 0.16 },
      { field: 'invoice_status', label: 'invoices.fields.invoice_status', width: 0.12, kind: 'code' },
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
    { field: 'invoice_status', label: 'invoices.fields.invoice_status', kind: 'select', options: ['draft', 'issued', 'paid', 'void'], initial: 'draft' },
    { field: 'notes', label: 'invoices.fields.notes', optional: true },
  ],
  screens: [{ id: 'system.billing-invoices', path: '/system/billing-invoices', title: 'routes.billingInvoices', section: 'system', permission: 'system.billing-invoices' }],
  palette: { icon: 'document', keywords: ['invoice', 'bill', 'billing', 'burst'] },
};
