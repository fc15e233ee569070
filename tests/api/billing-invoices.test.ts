import { describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

/** Invoices CRUD (spec 3 §7 /billing/billing-invoices) and their generation per provider (/billing/generate/{sp_id}). */
const f = providerFixture('ac.builder@studio.test');
let n = 0;
const unique = (name: string) => `${name}-${++n}-${Math.random().toString(36).slice(2, 6)}`;
const count = async () => (await f.s.db.selectFrom('billing_invoices').select('invoice_id').execute()).length;

/** A completed burst usage of a provider (as the generation job leaves it) with this many billed sessions. */
async function completedUsage(spId: number, burst: number, period_end = '2026-01-31') {
  const now = new Date().toISOString();
  const row = await f.s.db
    .insertInto('billing_burst_usages')
    .values({
      usage_name: unique('Usage'),
      sp_id: spId,
      plan_type: 'IVA',
      period_start: '2026-01-01',
      period_end,
      guard_name: 'admin',
      status: 'completed',
      progress: 100,
      account_count: 2,
      record_count: 40,
      burst_total: burst,
      error: null,
      completed_at: now,
      is_enabled: 1,
      created_by: null,
      updated_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('billing_burst_usage_id')
    .executeTakeFirstOrThrow();
  return row.billing_burst_usage_id;
}

describe('invoices (system)', () => {
  it('creates, edits, deletes and restores an invoice; the amount is units × unit price', async () => {
    const number = unique('INV');
    const res = await f.asSystem('POST', '/billing/billing-invoices', {
      sp_id: f.ids.northwind,
      invoice_number: number,
      period_start: '2026-01-01',
      period_end: '2026-01-31',
      burst_units: 12,
      unit_price_cents: 150,
    });
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json().data;
    expect(invoice).toMatchObject({
      invoice_number: number,
      sp_id: f.ids.northwind,
      amount_cents: 1800,
      currency: 'USD',
      invoice_status: 'draft',
      is_enabled: 1,
    });
    expect(invoice.sp_name).toMatch(/^Northwind/);
    const edited = await f.asSystem('PUT', `/billing/billing-invoices/${invoice.invoice_id}`, {
      burst_units: 20,
      invoice_status: 'issued',
    });
    expect(edited.json().data).toMatchObject({ burst_units: 20, unit_price_cents: 150, amount_cents: 3000, invoice_status: 'issued' });
    expect((await f.asSystem('DELETE', `/billing/billing-invoices/${invoice.invoice_id}`)).statusCode).toBe(200);
    expect(
      ((await f.asSystem('GET', '/billing/billing-invoices')).json().data as { invoice_id: number }[]).map((i) => i.invoice_id),
    ).not.toContain(invoice.invoice_id);
    expect(
      ((await f.asSystem('GET', '/billing/billing-invoices?is_enabled=0')).json().data as { invoice_id: number }[]).map(
        (i) => i.invoice_id,
      ),
    ).toContain(invoice.invoice_id);
    expect((await f.asSystem('PUT', `/billing/billing-invoices/${invoice.invoice_id}`, { is_enabled: 1 })).json().data.is_enabled).toBe(1);
  });

  it('refuses a number the provider has already, a period out of order and a provider that does not exist, changing nothing', async () => {
    const number = unique('INV');
    const body = { sp_id: f.ids.northwind, invoice_number: number, period_start: '2026-01-01', period_end: '2026-01-31' };
    expect((await f.asSystem('POST', '/billing/billing-invoices', body)).statusCode).toBe(201);
    const before = await count();
    const taken = await f.asSystem('POST', '/billing/billing-invoices', { ...body, invoice_number: number.toLowerCase() });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe('The name has already been taken.');
    const backwards = await f.asSystem('POST', '/billing/billing-invoices', {
      ...body,
      invoice_number: unique('INV'),
      period_end: '2025-12-31',
    });
    expect(backwards.json().message).toBe('The period ends before it starts.');
    expect(
      (await f.asSystem('POST', '/billing/billing-invoices', { ...body, invoice_number: unique('INV'), sp_id: 999999 })).json().message,
    ).toBe('The service provider was not found.');
    expect(
      (await f.asSystem('POST', '/billing/billing-invoices', { ...body, invoice_number: unique('INV'), currency: 'dollars' })).statusCode,
    ).toBe(422);
    expect(await count()).toBe(before);
    // The same number at another provider is its own.
    expect((await f.asSystem('POST', '/billing/billing-invoices', { ...body, sp_id: f.ids.bluebird })).statusCode).toBe(201);
  });
});

describe('generating an invoice for a provider', () => {
  it('bills the latest completed burst usage not invoiced yet, once', async () => {
    const spId = f.ids.bluebird;
    await completedUsage(spId, 5, '2026-01-31');
    const latest = await completedUsage(spId, 11, '2026-02-28');
    const res = await f.asSystem('POST', `/billing/generate/${spId}`, { unit_price_cents: 250, currency: 'EUR' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      sp_id: spId,
      billing_burst_usage_id: latest,
      burst_units: 11,
      unit_price_cents: 250,
      amount_cents: 2750,
      currency: 'EUR',
      invoice_status: 'draft',
      period_end: '2026-02-28',
    });
    expect(res.json().data.invoice_number).toMatch(new RegExp(`^INV-${spId}-202602-\\d+$`));
    const again = await f.asSystem('POST', `/billing/generate/${spId}`, {});
    expect(again.json().data).toMatchObject({ burst_units: 5, period_end: '2026-01-31', amount_cents: 0 });

    const before = await count();
    const none = await f.asSystem('POST', `/billing/generate/${spId}`, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('This service provider has no completed burst usage that is not invoiced yet.');
    const twice = await f.asSystem('POST', `/billing/generate/${spId}`, { billing_burst_usage_id: latest });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`The burst usage is invoiced already (${res.json().data.invoice_number}).`);
    const other = await f.asSystem('POST', `/billing/generate/${f.ids.northwind}`, { billing_burst_usage_id: latest });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('The burst usage does not belong to this service provider.');
    expect((await f.asSystem('POST', '/billing/generate/999999', {})).statusCode).toBe(422);
    expect(await count()).toBe(before);
  });

  it('is for the system role only', async () => {
    const usage = await completedUsage(f.ids.northwind, 3);
    const before = await count();
    const builder = (method: string, url: string, body?: unknown) =>
      f.s.call(method, url, { token: f.token['ac.builder@studio.test'], selection: { spId: f.ids.northwind, acId: f.ids.retail }, body });
    for (const call of [f.asAdmin, builder]) {
      expect((await call('POST', `/billing/generate/${f.ids.northwind}`, { billing_burst_usage_id: usage })).statusCode).toBe(403);
      expect((await call('GET', '/billing/billing-invoices')).statusCode).toBe(403);
      expect(
        (
          await call('POST', '/billing/billing-invoices', {
            invoice_number: unique('X'),
            period_start: '2026-01-01',
            period_end: '2026-01-31',
          })
        ).statusCode,
      ).toBe(403);
    }
    expect(await count()).toBe(before);
  });
});
