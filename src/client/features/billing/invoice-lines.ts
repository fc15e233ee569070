import type { BurstUsageItem, Invoice } from '@shared/api/billing';

export type InvoiceLine = { ac_id: number; ac_name: string; month: string; units: number; amount_cents: number };

/** An invoice's billed units per account and month of its burst usage, each × the invoice's unit price. */
export const invoiceLines = (invoice: Invoice, items: readonly BurstUsageItem[]): InvoiceLine[] =>
  items
    .filter((i) => i.burst_usage > 0)
    .map((i) => ({
      ac_id: i.ac_id,
      ac_name: i.ac_name,
      month: i.month,
      units: i.burst_usage,
      amount_cents: i.burst_usage * invoice.unit_price_cents,
    }));

const cell = (v: string | number) => {
  const text = String(v);
  // Formula-like cells are made safe; quotes doubled.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The invoice as CSV: its own line, then the lines per account (amounts in the currency's units, two decimals). */
export function invoiceCsv(invoice: Invoice, lines: readonly InvoiceLine[]): string {
  const price = (cents: number) => (cents / 100).toFixed(2);
  const rows: (string | number)[][] = [
    ['invoice_number', 'sp_name', 'period_start', 'period_end', 'status', 'account', 'month', 'units', 'unit_price', 'amount', 'currency'],
    [
      invoice.invoice_number,
      invoice.sp_name,
      invoice.period_start,
      invoice.period_end,
      invoice.invoice_status,
      '',
      '',
      invoice.burst_units,
      price(invoice.unit_price_cents),
      price(invoice.amount_cents),
      invoice.currency,
    ],
    ...lines.map((l) => [
      invoice.invoice_number,
      invoice.sp_name,
      invoice.period_start,
      invoice.period_end,
      invoice.invoice_status,
      l.ac_name,
      l.month,
      l.units,
      price(invoice.unit_price_cents),
      price(l.amount_cents),
      invoice.currency,
    ]),
  ];
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
