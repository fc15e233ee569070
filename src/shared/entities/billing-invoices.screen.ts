import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { invoiceFields } from './billing-invoices.fields';
import { billingInvoicesShell } from './billing-invoices';

/** The screen part of billing-invoices (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const billingInvoicesMeta: EntityMeta = {
  ...billingInvoicesShell,
  model: 'BillingInvoice',
  table: 'billing_invoices',
  fields: invoiceFields,
  unique: [{ field: 'invoice_number', per: ['sp_id'], takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: listColumnsOf(invoiceFields, [{ field: 'sp_name', label: 'accounts.fields.sp_name', width: 0.24, after: 'invoice_number' }]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(invoiceFields),
  },
  form: formFieldsFrom(invoiceFields, [{ field: 'sp_id', label: 'fields.sp_id', kind: 'provider' }]),
};
