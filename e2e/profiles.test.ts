import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTokenServer } from '../tests/api/support/token-server';
import { accountApi, caller } from './support/api';
import { violations } from './support/axe';
import { demoPassword, runFromPalette, signedInPagePerFile } from './support/browser';
import { baseUrl } from './support/server';

const providerAdmin = signedInPagePerFile('sp.admin@studio.test');

/** A real SMTP server on loopback (the e2e server allows its own loopback): what the studio sends arrives here. */
const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let smtpPort = 0;
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => smtp.close(() => r())));

describe('e-mail profiles', () => {
  it('a provider admin creates an e-mail profile by keyboard and sends a test mail through it to a real SMTP server', async () => {
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
    const name = `E2E mail ${Math.random().toString(36).slice(2, 7)}`;
    const to = `e2e-${Math.random().toString(36).slice(2, 7)}@retail.test`;

    await providerAdmin.run(async (page) => {
      await providerAdmin.visit(`/manage/email-profiles?ac_id=${retail.ac_id}&sp_id=${northwind.sp_id}`);
      await page.locator('.ent-table, .ent-empty, .ent-placeholder').first().waitFor();
      await runFromPalette(page, 'create e-mail profile', /Create e-mail profile/);
      const form = page.locator('form.ent-panel');
      await form.getByLabel('Profile name').waitFor();
      // Keyboard only: type each field, Tab to the next, Enter creates.
      await form.getByLabel('Profile name').fill(name);
      await page.keyboard.press('Tab');
      await page.keyboard.type('127.0.0.1');
      await form.getByLabel('Port', { exact: true }).fill(String(smtpPort));
      await form.getByLabel('Password').fill('e2e-Smtp-1');
      expect(await form.getByLabel('Password').getAttribute('type')).toBe('password');
      await form.getByLabel('Sender address').fill('flows@retail.test');
      await form.getByLabel('Sender address').press('Enter');
      await expect.poll(() => form.locator('.ent-panel-title').innerText()).toBe(name);
      // The saved profile answers the password's mask only.
      await expect.poll(() => form.getByLabel('Password').inputValue()).toBe('********');

      // The test mail, by keyboard: the address, Enter; the answer is shown and the mail arrives.
      const sendTo = page.getByLabel('Send to');
      await sendTo.fill(to);
      await sendTo.press('Enter');
      await expect
        .poll(() => page.getByTestId('profile-test-answer').innerText(), { timeout: 15_000 })
        .toBe(`The test mail was sent to ${to}.`);
      await expect.poll(() => received.some((m) => m.to.includes(to))).toBe(true);
      expect(received.find((m) => m.to.includes(to))!.raw).toMatch(/^Subject: Studio test mail\r?$/m);
      await page.screenshot({ path: '/tmp/profiles-email.png', fullPage: true });
      expect(await violations(page, 'e-mail profile')).toEqual([]);

      // A refusal is shown in words: a port nothing listens on.
      await form.getByLabel('Port', { exact: true }).fill('9');
      await form.getByLabel('Port', { exact: true }).press('Control+Enter');
      await expect.poll(() => page.locator('.bp6-toast').allInnerTexts()).toContain(`${name} saved`);
      await page.getByLabel('Send to').fill(to);
      await page.getByLabel('Send to').press('Enter');
      await expect
        .poll(() => page.getByTestId('profile-test-answer').innerText(), { timeout: 15_000 })
        .toBe('The server at 127.0.0.1 could not be reached: ECONNREFUSED');
    });
  });
});

describe('auth profiles', () => {
  it('shows the last connection test as stored, and the token a step would use now, fetched once and then kept', async () => {
    const tokens = await startTokenServer();
    try {
      const retail = await accountApi('sp.admin@studio.test', 'Northwind Retail');
      const name = `E2E CRM ${Math.random().toString(36).slice(2, 7)}`;
      const profile = await retail.call<{ auth_profile_id: number }>('POST', '/authprofile', {
        auth_profile_name: name,
        auth_profile_type: 'OAuth2_CC',
        token_url: `${tokens.url}/token`,
        client_id: tokens.state.client,
        client_secret: tokens.state.secret,
      });
      await providerAdmin.run(async (page) => {
        await providerAdmin.visit(`/manage/auth-profiles?${retail.scope}&id=${profile.auth_profile_id}`);
        const last = page.getByTestId('auth-profile-last-test');
        await expect.poll(() => last.innerText()).toBe('Not tested yet.');
        await page.getByRole('button', { name: 'Test connection' }).click();
        const fetched = 'The token endpoint gave a Bearer token that expires in 3600 s.';
        await expect.poll(() => page.getByTestId('profile-test-answer').innerText(), { timeout: 15_000 }).toBe(fetched);
        // The stored result follows the test: when, and its words.
        await expect.poll(() => last.innerText()).toMatch(new RegExp(`: ${fetched.replace(/\./g, '\\.')}$`));
        const requests = tokens.state.tokenRequests;
        await page.getByRole('button', { name: 'Get token' }).click();
        await expect
          .poll(() => page.getByTestId('auth-profile-token').innerText())
          .toMatch(/^The Bearer token kept from before is used; it is kept until .+\.$/);
        expect(tokens.state.tokenRequests).toBe(requests);
        await page.screenshot({ path: '/tmp/profiles-auth.png', fullPage: true });
        expect(await violations(page, 'auth profile')).toEqual([]);
      });
    } finally {
      await tokens.close();
    }
  });
});
