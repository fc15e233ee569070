import { invoice, invoiceCreate, invoiceUpdate } from '../api/billing';
import { billingInvoicesMeta } from './billing-invoices.screen';
import { defineEntity } from './define';

export const billingInvoicesEntity = defineEntity(billingInvoicesMeta, { item: invoice, create: invoiceCreate, update: invoiceUpdate });
