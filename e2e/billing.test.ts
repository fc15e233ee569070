import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { accountApi, caller } from './support/api';
import { violations } from './support/axe';
import { browserPerFile, signIn } from './support/browser';
import { baseUrl } from './support/server';

const withPage = browserPerFile();

describe('the burst usage screen', () => {
  it("a system admin generates a provider's burst usage, follows its progress and reads the usage chart and its table", async () => {
    // Usage of the test's own: three simulated voice sessions of Northwind Retail today.
    const retail = await accountApi('ac.builder@studio.test', 'Northwind Retail');
    const task = await retail.call<{ task_id: number }>('POST', '/studio/tasks', {
      task_name: `Billing e2e ${Math.random().toString(36).slice(2, 8)}`,
      task_type: 'voice',
    });
    for (let i = 0; i < 3; i++) await retail.call('POST', '/sim/sessions', { task_id: task.task_id, channel: 'voice' });
    const today = new Date().toISOString().slice(0, 10);

    await withPage(async (page) => {
      await signIn(page, baseUrl, 'system@studio.test', '/system/burst-usages');
      await page.getByRole('button', { name: 'Create burst usage' }).first().click();
      const form = page.locator('form.ent-panel');
      await form.getByLabel('Service provider').selectOption({ label: 'Northwind Contact Services' });
      await form.getByLabel('Plan type').selectOption('IVA');
      await form.getByLabel('From (YYYY-MM-DD)').fill(`${today.slice(0, 8)}01`);
      await form.getByLabel('To (YYYY-MM-DD)').fill(today);
      await form.getByLabel('To (YYYY-MM-DD)').press('Control+Enter');

      // The job's progress, then its figures: the summary, the chart of the account with the most burst, the items.
      await page.locator('.billing-progress, .billing-usage').first().waitFor({ timeout: 15_000 });
      await page.locator('.billing-usage').waitFor({ timeout: 20_000 });
      await expect
        .poll(() => page.locator('.billing-usage > p').innerText())
        .toMatch(/sessions of \d+ accounts; [\d,]+ billed beyond the limits\./);
      await page.locator('.billing-account select').selectOption({ label: 'Northwind Retail' });
      await page.locator('.billing-plot canvas').first().waitFor();
      await expect
        .poll(() => page.locator('.billing-caption').innerText())
        .toMatch(/^Sessions of Northwind Retail month to date, day by day/);
      // The table alternative screen readers read: today's row counts at least our three sessions.
      const todayRow = page.locator('.billing-sr-only tbody tr', { has: page.locator('th', { hasText: today }) });
      expect(Number((await todayRow.locator('td').first().textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(3);
      const item = page.locator('.billing-table tbody tr', { hasText: 'Northwind Retail' });
      await expect.poll(() => item.count()).toBeGreaterThan(0);

      // The items scroll by keyboard: the region takes focus.
      await page.locator('.billing-items').focus();
      expect(await page.evaluate(() => document.activeElement?.classList.contains('billing-items'))).toBe(true);
      await page.screenshot({ path: '/tmp/billing-burst-usage.png', fullPage: true });
      expect(await violations(page, 'burst usage')).toEqual([]);
    });
  });
});

describe('payment profiles', () => {
  it("a provider admin previews a profile's request body and tests its gateway, whose answer is shown", async () => {
    const gateway = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end('{"id":"txn_e2e"}'));
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    try {
      const suffix = Math.random().toString(36).slice(2, 7);
      const retail = await accountApi('ac.builder@studio.test', 'Northwind Retail');
      const system = await caller('system@studio.test');
      const admin = await caller('sp.admin@studio.test', retail.spId);
      const g = await system<{ payment_gateway_id: number }>('POST', '/payment/payment-gateway', {
        payment_gateway_name: `E2E gateway ${suffix}`,
        endpoint_url: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/pay`,
      });
      const name = `E2E payments ${suffix}`;
      await admin('POST', '/payment/payment-profile', {
        payment_profile_name: name,
        payment_gateway_id: g.payment_gateway_id,
        request_param_inputs: [{ name: 'amount', value: '9' }],
      });
      await withPage(async (page) => {
        await signIn(page, baseUrl, 'sp.admin@studio.test', '/manage/payment-profiles');
        const row = page.locator('.ent-table tbody tr[data-id]', { hasText: name });
        await row.waitFor();
        await row.click();
        await page.getByLabel('Payment process type').selectOption('refund');
        await page.getByRole('button', { name: 'Show request body' }).click();
        await expect.poll(() => page.locator('.billing-pre').last().innerText()).toContain('"payment_process_type": "refund"');
        await page.getByRole('button', { name: 'Test payment gateway' }).click();
        await expect.poll(() => page.locator('.billing-test').innerText()).toContain('The payment gateway answered 201.');
        await page.screenshot({ path: '/tmp/billing-payment-profile.png', fullPage: true });
        expect(await violations(page, 'payment profile')).toEqual([]);
      });
    } finally {
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
    }
  });
});
