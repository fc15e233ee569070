import type { EntityShell } from './define';

/** Billing invoices (spec 3 §3, §7 CRUD /billing/billing-invoices): a provider's invoice, generated from a burst usage or written by hand. */
export const billingInvoicesShell: EntityShell = {
  name: 'billing-invoices',
  label: 'invoices.one',
  plural: 'invoices.many',
  path: '/billing/billing-invoices',
  idField: 'invoice_id',
  nameField: 'invoice_number',
  tenant: 'sp',
  screens: [
    {
      id: 'system.billing-invoices',
      path: '/system/billing-invoices',
      title: 'routes.billingInvoices',
      section: 'system',
      permission: 'system.billing-invoices',
    },
  ],
  palette: { icon: 'document', keywords: ['invoice', 'bill', 'billing', 'burst'] },
};
