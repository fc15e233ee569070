import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { accountApi, caller } from './support/api';
import { wavTone } from './support/audio';
import { violations } from './support/axe';
import { demoPassword, signedInPagePerFile } from './support/browser';
import { baseUrl } from './support/server';

// One signed-in page per user of the file; each test opens its screen by client-side navigation.
const systemAdmin = signedInPagePerFile('system@studio.test');
const providerAdmin = signedInPagePerFile('sp.admin@studio.test');

describe('the invoice panel', () => {
  it("a system admin generates an invoice for a provider by keyboard, and reads an invoice's units × unit price = amount", async () => {
    const system = await caller('system@studio.test');
    const providers = await system<{ sp_id: number; sp_name: string }[]>('GET', '/portal/service-providers');
    const bluebird = providers.find((p) => p.sp_name.startsWith('Bluebird'))!;
    // A completed burst usage of the test's own, in a month nobody used (so nothing is billed beyond the limits).
    const year = 2000 + Math.floor(Math.random() * 15);
    const usage = await system<{ billing_burst_usage_id: number; usage_name: string }>(
      'POST',
      `/billing/generate-burst-usages/${bluebird.sp_id}`,
      { plan_type: 'IVA', period_start: `${year}-03-01`, period_end: `${year}-03-31` },
    );
    await expect
      .poll(async () => (await system<{ status: string }>('GET', `/billing/burst-usages/${usage.billing_burst_usage_id}`)).status, {
        timeout: 20_000,
      })
      .toBe('completed');
    const number = `E2E-${Math.random().toString(36).slice(2, 8)}`;
    await system('POST', '/billing/billing-invoices', {
      sp_id: bluebird.sp_id,
      invoice_number: number,
      period_start: '2026-01-01',
      period_end: '2026-01-31',
      burst_units: 12,
      unit_price_cents: 150,
      invoice_status: 'issued',
    });

    await systemAdmin.run(async (page) => {
      await systemAdmin.visit('/system/billing-invoices');
      const generate = page.getByRole('button', { name: 'Generate invoice…' });
      await generate.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Generate an invoice' });
      await dialog.getByLabel('Service provider').selectOption({ label: bluebird.sp_name });
      await dialog.getByLabel('Burst usage').selectOption({ label: `${usage.usage_name} (${year}-03-01 – ${year}-03-31)` });
      await dialog.getByLabel('Unit price').fill('0.25');
      await dialog.getByLabel('Currency').fill('EUR');
      await dialog.getByLabel('Currency').press('Enter');
      // The new invoice opens in the panel: its provider, period, nothing billed beyond the limits.
      const invoice = page.locator('.billing-invoice');
      await invoice.waitFor();
      await expect.poll(() => invoice.locator('.billing-facts').innerText()).toContain(bluebird.sp_name);
      await expect.poll(() => page.getByTestId('invoice-total').innerText()).toBe('€0.00');
      await expect.poll(() => invoice.innerText()).toContain('No account went beyond its limits in this period.');
      expect(await violations(page, 'generated invoice')).toEqual([]);

      // An invoice written by hand: 12 units × $1.50 = $18.00, issued.
      await page.keyboard.press('Escape');
      await page.getByRole('searchbox').fill(number);
      const row = page.locator('.ent-table tbody tr[data-id]', { hasText: number });
      await row.waitFor();
      await row.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('invoice-total').innerText()).toBe('$18.00');
      const line = invoice.locator('tbody tr').first();
      expect((await line.locator('td').allInnerTexts()).slice(1)).toEqual(['12', '$1.50', '$18.00']);
      await expect.poll(() => invoice.locator('.billing-facts').innerText()).toContain('Issued');
      await expect.poll(() => invoice.getByRole('button', { name: 'Print' }).count()).toBe(1);
      await page.screenshot({ path: '/tmp/billing-invoice.png', fullPage: true });
      await invoice.screenshot({ path: '/tmp/billing-invoice-panel.png' });
      expect(await violations(page, 'invoice')).toEqual([]);
    });
  });
});

describe('the payment profile editor', () => {
  it('a provider admin edits variables, inputs and the custom payload by keyboard, saves them and sees them in the request body', async () => {
    const gateway = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end('{"id":"txn_e2e"}'));
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    try {
      const suffix = Math.random().toString(36).slice(2, 7);
      const system = await caller('system@studio.test');
      const providers = await system<{ sp_id: number; sp_name: string }[]>('GET', '/portal/service-providers');
      const northwind = providers.find((p) => p.sp_name.startsWith('Northwind'))!;
      const admin = await caller('sp.admin@studio.test', northwind.sp_id);
      const g = await system<{ payment_gateway_id: number }>('POST', '/payment/payment-gateway', {
        payment_gateway_name: `E2E editor gateway ${suffix}`,
        endpoint_url: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/pay`,
      });
      const name = `E2E editor ${suffix}`;
      const profile = await admin<{ payment_profile_id: number }>('POST', '/payment/payment-profile', {
        payment_profile_name: name,
        payment_gateway_id: g.payment_gateway_id,
        request_param_inputs: [{ name: 'currency', value: 'EUR' }],
      });
      await providerAdmin.run(async (page) => {
        await providerAdmin.visit('/manage/payment-profiles');
        const row = page.locator('.ent-table tbody tr[data-id]', { hasText: name });
        await row.waitFor();
        await row.focus();
        await page.keyboard.press('Enter');

        // Variables: "Add a row" by keyboard, then Enter in a row adds the next one. Typed at once after each Enter:
        // the new row's name has the keys from the moment it shows, so no first letter is lost.
        await page.locator('#billing-variables-add').focus();
        await page.keyboard.press('Enter');
        await page.keyboard.type('card');
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('billing-variables-name-0');
        await page.keyboard.press('Tab');
        await page.keyboard.type('card_number');
        await page.keyboard.press('Enter');
        await page.keyboard.type('amount');
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('billing-variables-name-1');
        expect(await page.locator('#billing-variables-name-1').inputValue()).toBe('amount');
        await page.keyboard.press('Tab');
        await page.keyboard.type('order_total');
        // Inputs: the saved one is there; Alt+Backspace removes it and a new one is typed.
        expect(await page.locator('#billing-inputs-name-0').inputValue()).toBe('currency');
        await page.locator('#billing-inputs-value-0').focus();
        await page.keyboard.press('Alt+Backspace');
        await page.locator('#billing-inputs-add').focus();
        await page.keyboard.press('Enter');
        await page.keyboard.type('merchant');
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('billing-inputs-name-0');
        await page.keyboard.press('Tab');
        await page.keyboard.type('M-42');

        // The custom payload is checked as it is typed; while it is not a JSON object nothing can be sent.
        const payload = page.locator('#billing-payload');
        await payload.focus();
        await page.keyboard.type('{"capture": tru');
        await expect.poll(() => page.locator('.billing-request').innerText()).toContain('The custom payload must be a JSON object.');
        expect(await page.locator('#billing-request-save').isDisabled()).toBe(true);
        expect(await violations(page, 'payment profile editor, invalid payload')).toEqual([]);
        await page.keyboard.type('e}');
        await expect.poll(() => page.locator('#billing-request-save').isDisabled()).toBe(false);
        // Ctrl+Enter in the section saves the request (the keys come back to its Save).
        await page.keyboard.press('Control+Enter');
        await expect
          .poll(
            async () =>
              (await admin<{ request_param_variables: unknown[] }>('GET', `/payment/payment-profile/${profile.payment_profile_id}`))
                .request_param_variables,
          )
          .toEqual([
            { name: 'card', variable: 'card_number' },
            { name: 'amount', variable: 'order_total' },
          ]);
        const saved = await admin<{ request_param_inputs: unknown[]; custom_payload: string }>(
          'GET',
          `/payment/payment-profile/${profile.payment_profile_id}`,
        );
        expect(saved.request_param_inputs).toEqual([{ name: 'merchant', value: 'M-42' }]);
        expect(saved.custom_payload).toBe('{"capture": true}');
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('billing-request-save');

        // The request body the gateway gets, and the gateway's answer.
        await page.getByRole('button', { name: 'Show request body' }).click();
        await expect.poll(() => page.locator('.billing-pre').last().innerText()).toContain('"card": "{{card_number}}"');
        const body = await page.locator('.billing-pre').last().innerText();
        expect(body).toContain('"merchant": "M-42"');
        expect(body).toContain('"capture": true');
        await page.getByRole('button', { name: 'Test payment gateway' }).click();
        await expect.poll(() => page.locator('.billing-test').innerText()).toContain('The payment gateway answered 201.');
        await page.screenshot({ path: '/tmp/billing-payment-editor.png', fullPage: true });
        expect(await violations(page, 'payment profile editor')).toEqual([]);
      });
    } finally {
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
    }
  });
});

describe('Play on a WSL profile', () => {
  it('a provider admin adds the speech endpoint and key, and Play answers the refusal or the audio', async () => {
    const system = await caller('system@studio.test');
    const providers = await system<{ sp_id: number; sp_name: string }[]>('GET', '/portal/service-providers');
    const northwind = providers.find((p) => p.sp_name.startsWith('Northwind'))!;
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sp.admin@studio.test', password: demoPassword }),
    });
    const mappings = (
      (await login.json()) as { data: { user: { account_mappings: { sp_id: number; accounts: { ac_id: number; ac_name: string }[] }[] } } }
    ).data.user.account_mappings;
    const retail = mappings.find((m) => m.sp_id === northwind.sp_id)!.accounts.find((a) => a.ac_name === 'Northwind Retail')!;
    await providerAdmin.run(async (page) => {
      await providerAdmin.visit(`/manage/wsl-profiles?ac_id=${retail.ac_id}&sp_id=${northwind.sp_id}`);
      const row = page.locator('.ent-table tbody tr[data-id]', { hasText: 'English (US) IVR' });
      await row.waitFor();
      await row.focus();
      await page.keyboard.press('Enter');
      const form = page.locator('form.ent-panel');
      await expect.poll(() => form.innerText()).toContain('Add the speech endpoint and API key above');
      await form.getByLabel('Speech endpoint').fill('http://10.255.255.1:9/v1/tts/stream');
      await form.getByLabel('API key').fill('e2e-key');
      expect(await form.getByLabel('API key').getAttribute('type')).toBe('password');
      await form.getByLabel('API key').press('Control+Enter');
      // The saved profile answers the key's mask only; Play appears.
      const text = page.locator('#voices-play-text');
      await text.waitFor();
      expect(await form.getByLabel('API key').inputValue()).toBe('********');
      // Play offers the profile's voices as stored (GET /wslprofile/profiles-voices?wsl_profile_id).
      const profileId = Number(await row.getAttribute('data-id'));
      const { call } = await accountApi('sp.admin@studio.test', 'Northwind Retail');
      const stored = await call<{ voice_name: string; provider: string }[]>(
        'GET',
        `/wslprofile/profiles-voices?wsl_profile_id=${profileId}`,
      );
      expect(stored.length).toBeGreaterThan(0);
      await expect
        .poll(() => page.locator('#voices-play-voice option').allInnerTexts())
        .toEqual(stored.map((v) => `${v.voice_name} (${v.provider})`));
      // The server refuses a private address (the e2e server allows only its own loopback, for the test gateways): the reason is shown.
      await text.fill('Welcome to Northwind.');
      await text.press('Enter');
      await expect
        .poll(() => page.locator('.voices-play').innerText())
        .toContain('The address 10.255.255.1 is private; the speech service must have a public address.');
      // A speech service that answers: the audio element plays what came back (a real wav, which the player and
      // axe's media check load at once; a broken one kept axe waiting 10 s for its metadata).
      await page.route('**/api/wslprofile/prompt/get-well-said-audio', (route) =>
        route.fulfill({ status: 200, contentType: 'audio/wav', body: wavTone() }),
      );
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await page.getByTestId('speech-audio').waitFor();
      await page.screenshot({ path: '/tmp/billing-wsl-play.png', fullPage: true });
      expect(await violations(page, 'WSL profile play')).toEqual([]);
      // Back to no key: Play asks for the endpoint and key again.
      await form.getByLabel('API key').fill('');
      await form.getByLabel('API key').press('Control+Enter');
      await expect.poll(() => form.innerText()).toContain('Add the speech endpoint and API key above');
    });
  });
});

describe("a TTS package's lexicon", () => {
  it("a system admin uploads a lexicon of three chunks from the package's panel and sees it on the package", async () => {
    const system = await caller('system@studio.test');
    const name = `E2E lexicon ${Math.random().toString(36).slice(2, 7)}`;
    const pkg = await system<{ tts_package_id: number }>('POST', '/prompt/create-tts-packages', { tts_package_name: name, lang: 'en-US' });
    // A lexicon of about 2.5 MB: three chunks of at most 1 MB.
    const lexemes = Array.from(
      { length: 26_000 },
      (_, i) => `  <lexeme><grapheme>word${i}</grapheme><alias>alias number ${i}</alias></lexeme>`,
    ).join('\n');
    const file = Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?>\n<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa" xml:lang="en-US">\n${lexemes}\n</lexicon>\n`,
    );
    expect(file.length).toBeGreaterThan(2 * 1024 * 1024);
    await systemAdmin.run(async (page) => {
      await systemAdmin.visit('/system/tts-packages');
      const row = page.locator('.ent-table tbody tr[data-id]', { hasText: name });
      await row.waitFor();
      await row.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.voices-lexicon').innerText()).toContain('This package has no lexicon.');
      await page.locator('#voices-lexicon-file').setInputFiles({ name: 'northwind.pls', mimeType: 'application/pls+xml', buffer: file });
      await page.getByRole('button', { name: 'Upload lexicon' }).click();
      await expect.poll(() => page.getByTestId('lexicon-current').innerText(), { timeout: 20_000 }).toContain('northwind.pls');
      const saved = await system<{ lexicon: { file_name: string; size: number } }>('GET', `/prompt/tts-packages/${pkg.tts_package_id}`);
      expect(saved.lexicon).toMatchObject({ file_name: 'northwind.pls', size: file.length });
      await page.locator('.voices-lexicon').screenshot({ path: '/tmp/billing-lexicon.png' });
      expect(await violations(page, 'TTS package lexicon')).toEqual([]);
    });
  });

  it('an upload that stops half-way has its chunks on the server removed at once (POST /prompt/tts-packages/chunk/cleanup)', async () => {
    const system = await caller('system@studio.test');
    const name = `E2E halfway ${Math.random().toString(36).slice(2, 7)}`;
    await system('POST', '/prompt/create-tts-packages', { tts_package_name: name, lang: 'en-US' });
    const file = Buffer.alloc(Math.floor(1.5 * 1024 * 1024), 'a');
    await systemAdmin.run(async (page) => {
      await systemAdmin.visit('/system/tts-packages');
      // Searched by name: the list the last test read (kept fresh for a while) does not have this package yet.
      await page.locator('.ent-search input').fill(name);
      const row = page.locator('.ent-table tbody tr[data-id]', { hasText: name });
      await row.waitFor();
      await row.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.voices-lexicon').innerText()).toContain('This package has no lexicon.');
      // The first chunk reaches the server; the second is refused on its way.
      let chunks = 0;
      let firstBody = '';
      await page.route('**/api/prompt/tts-packages/*/chunk', async (route) => {
        chunks += 1;
        if (chunks === 1) {
          firstBody = route.request().postDataBuffer()?.toString('latin1') ?? '';
          return route.continue();
        }
        return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service unavailable' }) });
      });
      const cleanup = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/prompt/tts-packages/chunk/cleanup'));
      try {
        await page.locator('#voices-lexicon-file').setInputFiles({ name: 'half.pls', mimeType: 'application/pls+xml', buffer: file });
        await page.getByRole('button', { name: 'Upload lexicon' }).click();
        const body = (await cleanup).postDataJSON() as { upload_ids: string[] };
        expect(body.upload_ids).toHaveLength(1);
        expect(firstBody).toContain(body.upload_ids[0]);
        await expect.poll(() => page.locator('.voices-lexicon').innerText()).toContain('Service unavailable');
      } finally {
        await page.unroute('**/api/prompt/tts-packages/*/chunk');
      }
    });
  });
});
