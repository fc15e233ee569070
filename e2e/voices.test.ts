import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { browserPerFile, demoPassword, runFromPalette, signedInPagePerFile, signIn } from './support/browser';
import { baseUrl } from './support/server';

const withPage = browserPerFile();
// The system admin's tests share one signed-in page, each starting from the dashboard by client-side navigation.
const system = signedInPagePerFile('system@studio.test');

const names = (page: Page) => page.locator('.ent-table tbody tr[data-id] td:first-child').allInnerTexts();
const panel = (page: Page) => page.locator('form.ent-panel');

/** A call as the system admin at system scope. */
async function systemCall<T>(method: string, path: string): Promise<T> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'system@studio.test', password: demoPassword }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await fetch(`${baseUrl}/api/${path.replace(/^\//, '')}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'X-Scope': 'all' },
  });
  return ((await res.json()) as { data: T }).data;
}

describe('voices and languages', () => {
  it("an ASR language package's languages are listed by the language tree, each with its groups (GET /util/asr-language-group)", async () => {
    const tree = await systemCall<{ group_name: string; children: { group_name: string; languages: { lang: string }[] }[] }[]>(
      'GET',
      '/util/asr-language-group',
    );
    const european = tree.find((g) => g.group_name === 'European')!;
    expect(european.children.find((c) => c.group_name === 'Germanic')!.languages.map((l) => l.lang)).toContain('de-DE');
    await system.run(async (page) => {
      await system.visit('/system/asr-language-packages');
      const row = page.locator('.ent-table tbody tr[data-id]', { hasText: 'European ASR' });
      await row.click();
      const list = page.getByTestId('linked-choices');
      const labels = () => list.locator('label').allInnerTexts();
      await expect.poll(labels, { timeout: 15_000 }).toContain('de-DE · German · European › Germanic');
      const all = await labels();
      // The tree's order: English first, then European's Germanic before its Romance languages.
      expect(all.findIndex((l) => l.startsWith('en-US'))).toBeLessThan(all.findIndex((l) => l.startsWith('de-DE')));
      expect(all.findIndex((l) => l.startsWith('de-DE'))).toBeLessThan(all.findIndex((l) => l.startsWith('fr-FR')));
      expect(await violations(page, 'ASR language package')).toEqual([]);
    });
  });

  it('a system admin creates a voice (display order 99), then adds it to a TTS package of its language', async () => {
    const voice = `en-UK Test ${Date.now() % 100000}`;
    await system.run(async (page) => {
      await system.visit('/dashboard');
      await runFromPalette(page, 'create tts voice', /Create TTS voice/);
      await page.waitForURL(/\/system\/voices/);
      await expect.poll(() => names(page)).toEqual(expect.arrayContaining(['Chris', 'Kate']));
      await expect.poll(() => panel(page).getByLabel('Display order').inputValue()).toBe('99');
      await panel(page).getByLabel('Voice name').fill(voice);
      await panel(page).getByLabel('Language').fill('en-UK');
      await page.keyboard.press('Control+Enter');
      await expect.poll(() => names(page)).toContain(voice);
      expect(await violations(page, 'voices')).toEqual([]);
      // The same voice of the same provider again: checked before saving as a voice set (POST /prompt/validate-tts-voices).
      await page.getByRole('button', { name: 'Create TTS voice' }).first().click();
      await panel(page).getByLabel('Language').fill('en-UK');
      const checked = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/prompt/validate-tts-voices'));
      await panel(page).getByLabel('Voice name').fill(voice);
      await page.keyboard.press('Tab');
      expect((await checked).postDataJSON().voices[0]).toMatchObject({ voice_name: voice, provider: 'google', lang: 'en-UK' });
      const helper = panel(page)
        .locator('.bp6-form-group', { has: page.locator('#ent-field-voice_name') })
        .locator('.bp6-form-helper-text');
      await expect.poll(() => helper.innerText()).toBe(`'${voice}' of google already exists.`);
      await panel(page).getByRole('button', { name: 'Close' }).click();

      await runFromPalette(page, 'tts packages', /TTS packages/);
      await page.waitForURL(/\/system\/tts-packages$/);
      await page.locator('.ent-table tbody tr[data-id]', { hasText: 'English (UK) voices' }).click();
      const choices = page.getByTestId('linked-choices');
      // Only voices of the package's language are offered: Kate is, the German voice is not.
      await expect.poll(() => choices.innerText()).toContain('Kate');
      expect(await choices.innerText()).not.toContain('de-DE-Neural2-B');
      await choices.getByText(voice).click();
      await choices.getByRole('button', { name: 'Save choices' }).click();
      await expect.poll(() => page.locator('.bp6-toast').allInnerTexts()).toContain('Choices saved');
      const packs = await systemCall<{ tts_package_name: string; tts_package_voices: { voices: { voice_name: string }[] }[] }[]>(
        'GET',
        '/prompt/tts-packages',
      );
      const uk = packs.find((p) => p.tts_package_name === 'English (UK) voices')!;
      expect(uk.tts_package_voices[0].voices.map((v) => v.voice_name)).toContain(voice);
      expect(await violations(page, 'voices')).toEqual([]);
      await page.screenshot({ path: '/tmp/voices-tts-packages.png' });
    });
  });
});

/** The sidebar's Manage entries and the palette's "Go to" entries for the user's place. */
async function manageOffer(page: Page): Promise<{ sidebar: string[]; palette: string[] }> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.waitFor();
  const manage = nav.getByText('Manage', { exact: true });
  let sidebar: string[] = [];
  if (await manage.count()) {
    // The submenu's items are the menu items beyond the sidebar's own top-level ones.
    const top = await page.getByRole('menuitem').count();
    await expect
      .poll(
        async () => {
          await manage.hover();
          return page.getByRole('menuitem').count();
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(top);
    sidebar = await page.getByRole('menuitem').allInnerTexts();
    await page.mouse.move(900, 600);
  }
  await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder('Type a command, a screen or an account…');
  await input.waitFor();
  await page.keyboard.type('go to');
  await page.locator('[cmdk-item]').first().waitFor();
  const palette = await page.locator('[cmdk-item]').allInnerTexts();
  await page.keyboard.press('Escape');
  return { sidebar: sidebar.map((s) => s.trim()), palette: palette.map((s) => s.trim()) };
}

describe('every screen in the sidebar and the palette exactly when the user may open it', () => {
  it('an account user at "All accounts" is offered no screen of provider rows; the provider admin is', async () => {
    const providerScreens = /^(Go to )?(Accounts|Users|API keys|Account plans|Password policies)\b/;
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'ac.builder@studio.test');
      await expect.poll(() => page.getByTestId('scope-switcher').innerText()).toContain('All accounts');
      const offer = await manageOffer(page);
      expect(offer.sidebar.filter((s) => providerScreens.test(s))).toEqual([]);
      expect(offer.palette.filter((s) => providerScreens.test(s))).toEqual([]);
      // Typing the address does not open it either: the route guard sends the user home.
      await page.goto(`${baseUrl}/manage/accounts`);
      await page.waitForURL((url) => !url.pathname.startsWith('/manage/accounts'));
    });
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test');
      const offer = await manageOffer(page);
      expect(offer.sidebar).toEqual(expect.arrayContaining(['Accounts', 'API keys']));
      expect(offer.palette.some((s) => /^Go to Accounts\b/.test(s))).toBe(true);
    });
  });
});

describe("a provider plan's features in the screen", () => {
  it("a system admin picks a provider plan's features among its business plan's and saves them", async () => {
    const name = `NW features ${Date.now() % 100000}`;
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'system@studio.test', password: demoPassword }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${baseUrl}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'X-Scope': 'all', 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      }).then((r) => r.json() as Promise<{ data: any }>);
    const sps = (await call('GET', '/portal/service-providers?search=Northwind')).data;
    const bp = (await call('GET', '/billing/business-plans?search=Studio%20Complete')).data[0];
    const plan = (
      await call('POST', '/billing/sp-plans', {
        sp_plan_name: name,
        sp_id: sps[0].sp_id,
        bp_id: bp.bp_id,
        features: [{ feature: 'build.tasks' }],
      })
    ).data;
    await system.run(async (page) => {
      await system.visit('/dashboard');
      await runFromPalette(page, 'provider plans', /Provider plans/);
      await page.waitForURL(/\/system\/sp-plans$/);
      await page.locator('.ent-table tbody tr[data-id]', { hasText: name }).click();
      const features = page.getByTestId('sp-plan-features');
      await expect.poll(() => features.getByRole('checkbox', { name: 'Tasks', exact: true }).isChecked()).toBe(true);
      await features.getByRole('checkbox', { name: 'Campaigns', exact: true }).focus();
      await page.keyboard.press('Space');
      await features.getByRole('checkbox', { name: 'Tasks', exact: true }).focus();
      await page.keyboard.press('Space');
      await page.locator('.ent-panel-foot').getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => page.locator('.bp6-toast').allInnerTexts()).toContain(`${name} saved`);
      const saved = (await call('GET', `/billing/sp-plans/${plan.sp_plan_id}`)).data;
      expect(saved.features.map((f: { feature: string }) => f.feature)).toEqual(['build.campaigns']);
      expect(await violations(page, 'sp-plans')).toEqual([]);
      await page.screenshot({ path: '/tmp/voices-sp-plan.png' });
    });
  });
});

describe("a business plan's voices and languages", () => {
  it('a system admin puts a voice and a language into a business plan from its panel', async () => {
    const name = `Voice plan ${Date.now() % 100000}`;
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'system@studio.test', password: demoPassword }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${baseUrl}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'X-Scope': 'all', 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      }).then((r) => r.json() as Promise<{ data: any }>);
    const plan = (await call('POST', '/billing/business-plans', { bp_name: name, voices: [], languages: [] })).data;
    await system.run(async (page) => {
      await system.visit('/dashboard');
      await runFromPalette(page, 'business plans', /Business plans/);
      await page.waitForURL(/\/system\/business-plans$/);
      await page.locator('.ent-table tbody tr[data-id]', { hasText: name }).click();
      const includes = page.getByTestId('plan-voice-includes');
      for (const label of ['Kate · en-UK', 'en-UK · English (UK)']) {
        await includes.getByRole('checkbox', { name: label }).focus();
        await page.keyboard.press('Space');
      }
      // Saved with the plan by the panel's one Save.
      await page.locator('.ent-panel-foot').getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(async () => (await call('GET', `/billing/business-plans/${plan.bp_id}`)).data.languages).toEqual(['en-UK']);
      const saved = (await call('GET', `/billing/business-plans/${plan.bp_id}`)).data;
      expect(saved.languages).toEqual(['en-UK']);
      expect(saved.voices).toHaveLength(1);
      expect(await violations(page, 'business-plans')).toEqual([]);
    });
  });
});
