import { describe, expect, it } from 'vitest';
import type { BurstUsageItem, Invoice } from '@shared/api/billing';
import { invoiceCsv, invoiceLines } from '../../../src/client/features/billing/invoice-lines';

const invoice: Invoice = {
  invoice_id: 1,
  invoice_number: 'INV-1-202611-1',
  sp_id: 1,
  sp_name: '=Northwind, Inc',
  billing_burst_usage_id: 3,
  period_start: '2026-10-01',
  period_end: '2026-11-30',
  burst_units: 30,
  unit_price_cents: 25,
  amount_cents: 750,
  currency: 'USD',
  invoice_status: 'draft',
  notes: null,
  is_enabled: 1,
  created_at: '',
  updated_at: '',
};
const item = (ac_id: number, ac_name: string, month: string, burst_usage: number): BurstUsageItem => ({
  billing_burst_usage_item_id: ac_id * 100 + Number(month.slice(5)),
  billing_burst_usage_id: 3,
  ac_id,
  ac_name,
  feature: 'usage.sessions',
  month,
  usage: 100 + burst_usage,
  limit: 100,
  burst_limit: 50,
  burst_usage,
  beyond_burst: 0,
});

describe('invoice lines (the invoice panel)', () => {
  it("bills each account and month with burst usage at the invoice's unit price, leaving out those without", () => {
    const lines = invoiceLines(invoice, [
      item(7, 'Retail', '2026-10', 10),
      item(7, 'Retail', '2026-11', 0),
      item(8, 'Health', '2026-11', 20),
    ]);
    expect(lines).toEqual([
      { ac_id: 7, ac_name: 'Retail', month: '2026-10', units: 10, amount_cents: 250 },
      { ac_id: 8, ac_name: 'Health', month: '2026-11', units: 20, amount_cents: 500 },
    ]);
    expect(lines.reduce((sum, l) => sum + l.amount_cents, 0)).toBe(invoice.amount_cents);
  });

  it('writes the CSV with the invoice line first, amounts in currency units, quoted and formula-safe cells', () => {
    const csv = invoiceCsv(invoice, invoiceLines(invoice, [item(7, 'Retail', '2026-10', 10)]));
    expect(csv.split('\r\n')).toEqual([
      'invoice_number,sp_name,period_start,period_end,status,account,month,units,unit_price,amount,currency',
      `INV-1-202611-1,"'=Northwind, Inc",2026-10-01,2026-11-30,draft,,,30,0.25,7.50,USD`,
      `INV-1-202611-1,"'=Northwind, Inc",2026-10-01,2026-11-30,draft,Retail,2026-10,10,0.25,2.50,USD`,
      '',
    ]);
  });
});
