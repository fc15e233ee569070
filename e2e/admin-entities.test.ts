import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountApi, providerCaller } from './support/api';
import { violations } from './support/axe';
import { browserPerFile, demoPassword, runFromPalette, signedInPagePerFile, signIn } from './support/browser';
import { baseUrl } from './support/server';

const withPage = browserPerFile();
// The system role's tests share one signed-in page, each starting from the dashboard by client-side navigation.
const system = signedInPagePerFile('system@studio.test');

/** Creates an account of Northwind Contact Services over the API, as its provider admin; answers its name. */
async function providerAccount(name: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'sp.admin@studio.test', password: demoPassword }),
  });
  const { data } = (await login.json()) as { data: { token: string; user: { account_mappings: { sp_id: number; sp_name?: string }[] } } };
  const spId = data.user.account_mappings[0].sp_id;
  const res = await fetch(`${baseUrl}/api/portal/accounts`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${data.token}`,
      'X-Scope': 'sp',
      'X-Scope-Id': String(spId),
      'X-Sp-Id': String(spId),
    },
    body: JSON.stringify({ ac_name: name }),
  });
  if (res.status !== 201) throw new Error(`creating ${name} answered ${res.status} ${await res.text()}`);
  return name;
}

/** Each row's first column (after the tick column of a screen with a bulk delete). */
const names = (page: Page) => page.locator('.ent-table tbody tr[data-id] td:nth-child(1 of :not(.ent-tick))').allInnerTexts();
const panel = (page: Page) => page.locator('form.ent-panel');

describe('administration screens generated from the entity descriptors', () => {
  it('a provider admin creates an account from the palette, deletes it, undoes the delete and finds it again by name', async () => {
    // A name of this try's own: a retried test must not meet the account its first try made.
    const desk = `Northwind Travel Desk ${Date.now() % 100000}`;
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test');
      await runFromPalette(page, 'create account', /Create account/);
      await page.waitForURL(/\/manage\/accounts$/);
      await expect
        .poll(() => names(page))
        .toEqual(expect.arrayContaining(['Northwind Health Line', 'Northwind Logistics and Freight Desk', 'Northwind Retail']));

      // The name check runs when the field is left; a taken name shows the answer under the field.
      await panel(page).getByLabel('Name').fill('Northwind Retail');
      await panel(page).getByLabel('Domain').focus();
      await expect
        .poll(() =>
          panel(page)
            .locator('.bp6-form-helper-text')
            .first()
            .innerText()
            .catch(() => ''),
        )
        .toBe('The name has already been taken.');

      await panel(page).getByLabel('Name').fill(desk);
      // A domain is the platform's domain id: a word is refused where it is typed.
      await panel(page).getByLabel('Domain').fill('abc');
      await panel(page).getByLabel('Name').focus();
      await expect
        .poll(() =>
          panel(page)
            .locator('.bp6-form-helper-text')
            .allInnerTexts()
            .catch(() => []),
        )
        .toContain("The domain is the contact-center platform's domain id: digits only, up to 20.");
      await panel(page)
        .getByLabel('Domain')
        .fill(String(20000 + (Date.now() % 10000)));
      await page.keyboard.press('Enter');
      await expect.poll(() => names(page)).toContain(desk);
      await expect.poll(() => panel(page).locator('.ent-panel-title').innerText()).toBe(desk);

      await panel(page).getByRole('button', { name: 'Delete', exact: true }).click();
      await expect.poll(() => names(page)).not.toContain(desk);
      await expect.poll(() => page.locator('.ent-placeholder').innerText()).toContain('Select an item to edit and view more details.');
      await page.locator('.bp6-toast').getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => names(page)).toContain(desk);

      // Entity search: the palette finds the account by name and opens it, by keyboard.
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+k');
      await page.keyboard.type(desk);
      const wanted = page.locator('[cmdk-item]', { hasText: `Open account ${desk}` });
      await wanted.waitFor();
      const selected = page.locator('[cmdk-item][data-selected="true"]');
      for (let i = 0; i < 12 && !(await selected.innerText()).includes(`Open account ${desk}`); i++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => panel(page).locator('.ent-panel-title').innerText()).toBe(desk);

      // The form keys of the keymap: Ctrl+Enter saves from a field, Escape closes the panel.
      await panel(page).getByLabel('Label').fill('Travel');
      const shown = await panel(page).elementHandle();
      await page.keyboard.press('Control+Enter');
      await expect.poll(() => page.locator('.bp6-toast').allInnerTexts()).toContain(`${desk} saved`);
      // The saved row is refetched and shown in a new panel: the keys come back to the field they were in, so Escape
      // still closes it.
      await expect.poll(() => shown!.evaluate((el) => el.isConnected)).toBe(false);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe(await panel(page).getByLabel('Label').getAttribute('id'));
      await page.keyboard.press('Escape');
      await expect
        .poll(() =>
          page
            .locator('.ent-placeholder')
            .innerText({ timeout: 1000 })
            .catch(() => ''),
        )
        .toContain('Select an item to edit and view more details.');
    });
  });

  it('a provider admin ticks two accounts by keyboard, deletes both at once after a confirmation, and undoes it', async () => {
    const stamp = Date.now() % 100000;
    const [first, second] = [await providerAccount(`Bulk ${stamp} A`), await providerAccount(`Bulk ${stamp} B`)];
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test');
      await runFromPalette(page, 'go to accounts', /^Go to Accounts$/);
      await page.waitForURL(/\/manage\/accounts$/);
      await expect.poll(() => names(page)).toEqual(expect.arrayContaining([first, second]));
      const row = (name: string) => page.locator('.ent-table tbody tr[data-id]', { hasText: name });
      // Space ticks the active row; the arrows move; the toolbar becomes the selection's.
      await row(first).focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      const bar = page.getByRole('toolbar', { name: 'Actions on the ticked rows' });
      await expect.poll(() => bar.locator('.bp6-tag').innerText()).toBe('2 selected');
      expect(await row(first).getByRole('checkbox').isChecked()).toBe(true);
      expect(await row(second).getByRole('checkbox').isChecked()).toBe(true);
      expect(await violations(page, '/manage/accounts (ticked rows)')).toEqual([]);
      // Nothing is deleted before the confirmation; Cancel keeps both.
      await bar.getByRole('button', { name: 'Delete 2' }).click();
      const alert = page.locator('.bp6-alert');
      await expect.poll(() => alert.innerText()).toContain('Delete 2 accounts? They can be restored afterwards.');
      await alert.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => names(page)).toEqual(expect.arrayContaining([first, second]));
      await bar.getByRole('button', { name: 'Delete 2' }).click();
      await alert.getByRole('button', { name: 'Delete 2' }).click();
      // The list shows enabled accounts: both leave it, and the toolbar is the list's again.
      await expect.poll(() => names(page)).not.toContain(first);
      expect(await names(page)).not.toContain(second);
      await expect.poll(() => bar.count()).toBe(0);
      const toast = page.locator('.bp6-toast', { hasText: '2 accounts deleted' });
      await toast.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => names(page)).toEqual(expect.arrayContaining([first, second]));
    });
  });

  it('the system role finds Service providers in the palette, and a sub-domain in the wrong form is refused where it is typed', async () => {
    await system.run(async (page) => {
      await system.visit('/dashboard');
      await runFromPalette(page, 'service providers', /Service providers/);
      await page.waitForURL(/\/system\/service-providers$/);
      await expect.poll(() => names(page)).toEqual(['Bluebird Telecom', 'Northwind Contact Services']);
      // The Enabled tag keeps its contrast on a row's hover tint, as on the open row's.
      await page.locator('.ent-table tbody tr[data-id]').first().hover();
      expect(await violations(page, 'service providers, a row hovered')).toEqual([]);

      // Keyboard: the rows are one tab stop; Enter opens the active row in the side panel.
      await page.locator('.ent-table tbody tr[data-id]').first().focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => panel(page).locator('.ent-panel-title').innerText()).toBe('Northwind Contact Services');
      await page.keyboard.press('Escape');
      await expect.poll(() => panel(page).count()).toBe(0);

      await page.getByRole('button', { name: 'Create service provider' }).first().click();
      await panel(page).getByLabel('Name').fill('Cobalt Networks');
      await panel(page).getByLabel('Sub-domain').fill('Cobalt!');
      await panel(page).getByLabel('Name').focus();
      await expect
        .poll(() =>
          panel(page)
            .locator('.bp6-form-helper-text')
            .first()
            .innerText()
            .catch(() => ''),
        )
        .toBe('The sub-domain may contain lowercase letters, digits and hyphens (not first or last), up to 63 characters.');
      await panel(page).getByLabel('Sub-domain').fill('cobalt');
      await panel(page).getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => names(page)).toEqual(['Bluebird Telecom', 'Cobalt Networks', 'Northwind Contact Services']);

      // Beside the generated fields: the provider's theme colours, the spec's defaults until changed.
      await expect.poll(() => panel(page).getByLabel('Theme colour').inputValue()).toBe('244CDE');
      await panel(page).getByLabel('Theme colour').fill('112233');
      await panel(page).getByRole('button', { name: 'Save colours' }).click();
      await page.locator('.bp6-toast', { hasText: 'Settings saved' }).waitFor();
      await page.reload();
      await page.locator('.ent-table tbody tr[data-id]', { hasText: 'Cobalt Networks' }).click();
      await expect.poll(() => panel(page).getByLabel('Theme colour').inputValue()).toBe('112233');
    });
  });

  it("a trunk name past its declared 100 characters is stopped at the field in the server's words, and the save is not sent", async () => {
    await system.run(async (page) => {
      await system.visit('/system/sys-telephony');
      const sent: string[] = [];
      const onRequest = (r: { method(): string; url(): string }) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/portal/trunks') sent.push(r.url());
      };
      page.on('request', onRequest);
      try {
        await page.getByRole('button', { name: 'Create trunk' }).first().click();
        const name = panel(page).getByLabel('Name', { exact: true });
        const helperText = panel(page)
          .locator('.bp6-form-group', { has: page.locator('#ent-field-trunk_name') })
          .locator('.bp6-form-helper-text');
        const helper = async () => ((await helperText.count()) ? helperText.innerText() : '');
        // The whole paste stays in the field (nothing cut off), and the limit shows as it is passed.
        await name.fill('T'.repeat(101));
        expect(await name.inputValue()).toHaveLength(101);
        await expect.poll(helper).toBe('Trunk name may not be longer than 100 characters.');
        await panel(page).getByLabel('Description').focus();
        await panel(page).getByRole('button', { name: 'Save' }).click();
        // The save is refused where the value is: the keys go back to the name, its words stay, nothing was sent.
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('ent-field-trunk_name');
        expect(await helper()).toBe('Trunk name may not be longer than 100 characters.');
        expect(await name.getAttribute('aria-invalid')).toBe('true');
        await page.keyboard.press('Backspace');
        await expect.poll(helper).toBe('');
        expect(sent).toEqual([]);
      } finally {
        page.off('request', onRequest);
      }
    });
  });

  it('a taken trunk, payment gateway or TTS package name is said at its field when the field is left, by the GET check call', async () => {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'system@studio.test', password: demoPassword }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const asSystem = async (path: string, body?: unknown) => {
      const res = await fetch(`${baseUrl}/api${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          'X-Scope': 'all',
          'X-Scope-Id': 'all',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return ((await res.json()) as { data: Record<string, unknown>[] }).data;
    };
    const tag = Date.now().toString(36);
    // The demo has no payment gateway: one of this try's own.
    await asSystem('/payment/payment-gateway', { payment_gateway_name: `Gateway ${tag}`, endpoint_url: 'https://pay.example.com/charge' });
    const screens = [
      {
        route: '/system/sys-telephony',
        create: 'Create trunk',
        list: '/portal/trunks',
        field: 'trunk_name',
        check: '/api/portal/validate-trunk-name/',
      },
      {
        route: '/system/payment-gateways',
        create: 'Create payment gateway',
        list: '/payment/payment-gateway',
        field: 'payment_gateway_name',
        check: '/api/payment/payment-gateway/validate-name/',
      },
      {
        route: '/system/tts-packages',
        create: 'Create TTS package',
        list: '/prompt/tts-packages',
        field: 'tts_package_name',
        check: '/api/prompt/validate-tts-pack-name/',
      },
    ];
    await system.run(async (page) => {
      for (const screen of screens) {
        const taken = String((await asSystem(`${screen.list}?fetch_all=1`)).find((r) => r.is_enabled === 1)![screen.field]);
        await system.visit(screen.route);
        const checks: string[] = [];
        const onRequest = (r: { method(): string; url(): string }) => {
          const url = new URL(r.url());
          if (url.pathname.startsWith(screen.check))
            checks.push(`${r.method()} ${decodeURIComponent(url.pathname.slice(screen.check.length))}`);
        };
        page.on('request', onRequest);
        try {
          await page.getByRole('button', { name: screen.create }).first().click();
          const field = page.locator(`#ent-field-${screen.field}`);
          const helperText = panel(page).locator('.bp6-form-group', { has: field }).locator('.bp6-form-helper-text');
          const helper = async () => ((await helperText.count()) ? helperText.innerText() : '');
          await field.fill(taken);
          await page.keyboard.press('Tab');
          await expect.poll(helper).toMatch(/already/);
          expect(checks).toEqual([`GET ${taken}`]);
          // A free name clears the words once the field is left again.
          await field.fill(`Free ${tag}`);
          await page.keyboard.press('Tab');
          await expect.poll(helper).toBe('');
          expect(checks).toEqual([`GET ${taken}`, `GET Free ${tag}`]);
        } finally {
          page.off('request', onRequest);
        }
      }
    });
  });

  it('a provider admin’s API key name already used by one of their keys is said at the field by POST /auth/user-api-keys/validate', async () => {
    const name = `Key ${Date.now().toString(36)}`;
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test', '/manage/api-keys');
      await page.getByRole('button', { name: 'Create API key' }).first().click();
      const field = page.locator('#ent-field-api_key_name');
      await field.fill(name);
      await panel(page).getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => page.locator('.bp6-toast').allInnerTexts()).toContainEqual(expect.stringContaining(name));
      await page.getByRole('button', { name: 'Create API key' }).first().click();
      const again = page.locator('#ent-field-api_key_name');
      const checked = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/auth/user-api-keys/validate'));
      await again.fill(name);
      await page.keyboard.press('Tab');
      expect((await checked).postDataJSON()).toEqual({ api_key_name: name });
      const helperText = panel(page).locator('.bp6-form-group', { has: again }).locator('.bp6-form-helper-text');
      await expect.poll(() => helperText.innerText()).toBe('The name has already been taken.');
    });
  });

  it("a provider's panel lists its API keys, masked (GET /portal/sp/api-keys at the provider)", async () => {
    const { call } = await providerCaller();
    const name = `Provider key ${Date.now().toString(36)}`;
    await call('POST', '/auth/user-api-keys', { api_key_name: name });
    const keys = await call<{ api_key_name: string }[]>('GET', '/portal/sp/api-keys');
    expect(keys.map((k) => k.api_key_name)).toContain(name);
    await system.run(async (page) => {
      await system.visit('/system/service-providers');
      await page.locator('.ent-table tbody tr[data-id]', { hasText: 'Northwind Contact Services' }).click();
      const section = page.getByRole('region', { name: "The provider's API keys" });
      await expect.poll(() => section.locator('li').count()).toBe(keys.length);
      const line = section.locator('li', { hasText: name });
      expect(await line.innerText()).toMatch(/stk_[\w-]+•+/);
    });
  });

  it('a provider admin clears an account’s cache from its panel after a confirmation; Esc in the question sends nothing', async () => {
    const name = await providerAccount(`Northwind Cache Desk ${Date.now() % 100000}`);
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test', '/manage/accounts');
      const row = page.locator('.ent-table tbody tr[data-id]', { hasText: name });
      await row.click();
      const acId = Number(await row.getAttribute('data-id'));
      const sent: unknown[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/portal/clear-account-cache')) sent.push(r.postDataJSON());
      });
      await panel(page).getByRole('button', { name: 'Clear cache' }).click();
      const question = page.getByRole('alertdialog');
      await question.getByText(`Clear what the studio keeps in memory for ${name}?`, { exact: false }).waitFor();
      expect(await violations(page, 'clear cache question')).toEqual([]);
      if (process.env.ADMIN_SHOTS) await page.screenshot({ path: `${process.env.ADMIN_SHOTS}/clear-cache.png` });
      await page.keyboard.press('Escape');
      await question.waitFor({ state: 'detached' });
      // The question took its Escape: the panel stays open, and nothing was sent.
      expect(await panel(page).isVisible()).toBe(true);
      expect(sent).toEqual([]);

      await panel(page).getByRole('button', { name: 'Clear cache' }).click();
      await question.getByRole('button', { name: 'Clear cache' }).click();
      await page.getByText(`The cache of ${name} is cleared.`).waitFor();
      expect(sent).toEqual([{ ac_ids: [acId] }]);
    });
  });

  it('the system role clears a service provider’s cache from its panel', async () => {
    await system.run(async (page) => {
      await system.visit('/system/service-providers');
      const row = page.locator('.ent-table tbody tr[data-id]', { hasText: 'Bluebird' });
      await row.click();
      const spId = Number(await row.getAttribute('data-id'));
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/portal/clear-service-provider-cache'));
      await panel(page).getByRole('button', { name: 'Clear cache' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Clear cache' }).click();
      const res = await answer;
      expect(res.status()).toBe(200);
      expect(res.request().postDataJSON()).toEqual({ sp_ids: [spId] });
      await page.getByText(/^The cache of Bluebird.* is cleared\.$/).waitFor();
    });
  });

  it('a node-logging profile’s name taken by one of its type is said at the field by POST /node-logging/validate-name; another type may have it', async () => {
    // The provider admin inside one of its accounts: node-logging profiles are an account's.
    const { call, scope } = await accountApi('sp.admin@studio.test', 'Northwind Retail');
    const name = `Events ${Date.now().toString(36)}`;
    await call('POST', '/node-logging/profiles', { profile_name: name, profile_type: 'webhook', url: 'https://hooks.example.com/studio' });
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test', `/manage/node-logging-profiles?${scope}`);
      await page
        .getByRole('button', { name: /^Create / })
        .first()
        .click();
      const field = page.locator('#ent-field-profile_name');
      const helperText = panel(page).locator('.bp6-form-group', { has: field }).locator('.bp6-form-helper-text');
      const checked = () => page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/node-logging/validate-name'));
      const first = checked();
      await field.fill(name.toUpperCase());
      await page.keyboard.press('Tab');
      expect((await first).postDataJSON()).toEqual({ name: name.toUpperCase(), profile_type: 'webhook' });
      await expect.poll(() => helperText.innerText()).toBe('The name has already been taken.');
      expect(await violations(page, 'node-logging name taken')).toEqual([]);
      if (process.env.ADMIN_SHOTS) await page.screenshot({ path: `${process.env.ADMIN_SHOTS}/node-logging-name.png` });

      await page.locator('#ent-field-profile_type').selectOption('firebase');
      const second = checked();
      await field.focus();
      await page.keyboard.press('Tab');
      expect((await second).postDataJSON()).toEqual({ name: name.toUpperCase(), profile_type: 'firebase' });
      await expect.poll(() => helperText.count()).toBe(0);
    });
  });

  it('an account’s panel shows its contact-center domain: the accounts on it, the platform’s counts and its skills', async () => {
    const { call } = await providerCaller();
    const info = await call<{ counts: Record<string, number>; accounts: { ac_name: string }[] }>(
      'GET',
      '/portal/getDomainInfo?domain_id=1024',
    );
    const skills = await call<{ items: { name: string }[] }>('GET', '/portal/getDomainSkills?domain_id=1024');
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test', '/manage/accounts');
      await page.locator('.ent-table tbody tr[data-id]', { hasText: 'Northwind Retail' }).click();
      const domain = page.getByTestId('account-domain');
      await domain.getByRole('heading', { name: 'Contact-center domain 1024' }).waitFor();
      await domain
        .getByText(`${info.counts.users} users, ${info.counts.skills} skills and ${info.counts.dispositions} dispositions`)
        .waitFor();
      const text = await domain.innerText();
      expect(text).toContain('Accounts on this domain: ');
      for (const a of info.accounts) expect(text).toContain(a.ac_name);
      if (skills.items.length) {
        const table = domain.getByRole('table', { name: 'Skills of the domain' });
        await expect.poll(() => table.locator('tbody tr').count()).toBe(skills.items.length);
      } else await domain.getByText('The domain has no skills.').waitFor();
      expect(await violations(page, 'account domain')).toEqual([]);
      if (process.env.ADMIN_SHOTS) await page.screenshot({ path: `${process.env.ADMIN_SHOTS}/account-domain.png`, fullPage: true });
      // An account without a domain shows none.
      await page.locator('.ent-table tbody tr[data-id]', { hasText: 'Northwind Health Line' }).click();
      await expect.poll(() => page.locator('form.ent-panel .ent-panel-title').innerText()).toBe('Northwind Health Line');
      expect(await page.getByTestId('account-domain').count()).toBe(0);
    });
  });

  it('the system role moves an account to another provider; All accounts shows it there', async () => {
    // An account of this try's own, so the demo accounts stay where the other browser tests expect them (and a
    // name the switcher tests do not search for: "Nor" must find nothing of Bluebird's).
    const name = await providerAccount(`Cedar Moving Desk ${Math.random().toString(36).slice(2, 7)}`);
    await system.run(async (page) => {
      await system.visit('/dashboard');
      await runFromPalette(page, 'move account', /Move account/);
      await page.waitForURL(/\/system\/move-account$/);
      await page.getByLabel('Account', { exact: true }).selectOption({ label: `${name} · Northwind Contact Services` });
      await page.getByLabel('Move to service provider').selectOption({ label: 'Bluebird Telecom' });
      await page.getByRole('button', { name: 'Move account' }).click();
      await page.locator('.bp6-toast', { hasText: `${name} now belongs to Bluebird Telecom` }).waitFor();
      await runFromPalette(page, 'all accounts', /Go to All accounts/);
      const row = page.locator('.ent-table tbody tr[data-id]', { hasText: name });
      await expect.poll(() => row.locator('td:not(.ent-tick)').nth(1).innerText()).toBe('Bluebird Telecom');
    });
  });
});
