import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { accountApi } from './support/api';
import { browserPerFile, runFromPalette, signIn } from './support/browser';
import { selectedLabel, treeItem } from './support/canvas';
import { demoSession } from './support/session';
import { baseUrl } from './support/server';

/** Web-service profiles: an account's made on its Manage screen by keyboard, and chosen in a web-service step's editor. */
const withPage = browserPerFile();
const stamp = () => Math.random().toString(36).slice(2, 7);

/** The provider admin's call in one account (`ac`) or at its provider's level (`sp`). */
async function providerAdmin(acId: number, spId: number) {
  const { token } = await demoSession(baseUrl, 'sp.admin@studio.test');
  return async <T>(level: 'ac' | 'sp', method: string, path: string, body?: unknown): Promise<T> => {
    const scope = level === 'ac' ? { 'X-Scope': 'ac', 'X-Scope-Id': String(acId) } : { 'X-Scope': 'sp', 'X-Scope-Id': String(spId) };
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'X-Sp-Id': String(spId),
        ...scope,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { data: T };
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
}

async function openWebServiceEditor(page: Page, taskId: number, scope: string) {
  await page.goto(`${baseUrl}/build/callflow/${taskId}?${scope}`);
  await treeItem(page, 'Start').waitFor();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => selectedLabel(page)).toBe('Start');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => selectedLabel(page)).toBe('Orders lookup');
  await page.keyboard.press('Enter');
  await page.locator('.cf-editor .cf-sections').waitFor();
}

describe('web-service profiles', () => {
  it('a provider admin makes an account’s profile by keyboard; its secret header is answered masked', async () => {
    const builder = await accountApi('ac.builder@studio.test');
    const name = `Orders API ${stamp()}`;
    await withPage(async (page) => {
      try {
        await signIn(page, baseUrl, 'sp.admin@studio.test', `/manage/web-service-profiles?${builder.scope}`);
        await page.locator('.ent-table, .ent-empty, .ent-placeholder').first().waitFor();
        await runFromPalette(page, 'create web-service profile', /Create web-service profile/);
        const form = page.locator('form.ent-panel');
        await form.getByLabel('Profile name').fill(name);
        await page.keyboard.press('Tab');
        await page.keyboard.type('https://orders.example.com/api');
        await form.getByLabel('Default headers (one a line, Name: value)').fill('Accept: application/json');
        await form.getByLabel('Secret header name').fill('X-Api-Key');
        await form.getByLabel('Secret header value').fill('e2e-Key-1');
        expect(await form.getByLabel('Secret header value').getAttribute('type')).toBe('password');
        await form.getByLabel('Secret header value').press('Enter');
        await expect.poll(() => form.locator('.ent-panel-title').innerText()).toBe(name);
        await expect.poll(() => form.getByLabel('Secret header value').inputValue()).toBe('********');
        expect(await violations(page, '/manage/web-service-profiles')).toEqual([]);
        await page.screenshot({ path: '/tmp/wsp/shots/web-service-profiles.png', fullPage: true });

        // The provider's level: its own profiles, offered to all its accounts.
        const shared = `Shared ${stamp()}`;
        const admin = await providerAdmin(builder.acId, builder.spId);
        await admin('sp', 'POST', '/util/web-service-profiles', { profile_name: shared, base_url: 'https://shared.example.com' });
        await page.goto(`${baseUrl}/manage/web-service-profiles/provider?sp_id=${builder.spId}`);
        await page.getByText(shared).waitFor();
        expect(await page.getByText(name).count()).toBe(0);
        expect(await violations(page, '/manage/web-service-profiles/provider')).toEqual([]);
        await page.screenshot({ path: '/tmp/wsp/shots/web-service-profiles-provider.png', fullPage: true });
      } catch (e) {
        await page.screenshot({ path: '/tmp/wsp/shots/web-service-profiles-failure.png', fullPage: true });
        throw e;
      }
    });
  });

  it('a task builder chooses the account’s or the provider’s profile in a web-service step, grouped by whose it is', async () => {
    const builder = await accountApi('ac.builder@studio.test');
    const admin = await providerAdmin(builder.acId, builder.spId);
    const own = await admin<{ ac_web_service_profile_id: number; profile_name: string }>('ac', 'POST', '/util/ac-web-service-profiles', {
      profile_name: `Own ${stamp()}`,
      base_url: 'https://own.example.com',
    });
    const offered = await admin<{ web_service_profile_id: number; profile_name: string }>('sp', 'POST', '/util/web-service-profiles', {
      profile_name: `Shared ${stamp()}`,
      base_url: 'https://shared.example.com',
    });
    const task = await builder.call<{ task_id: number }>('POST', '/studio/tasks', { task_name: `Profiles ${stamp()}`, task_type: 'voice' });
    const [main] = await builder.call<{ canvas_id: number; first_node_id: number }[]>('GET', `/node/canvas?task_id=${task.task_id}`);
    await builder.call('POST', '/node/nodes', {
      task_id: task.task_id,
      canvas_id: main.canvas_id,
      pid: main.first_node_id,
      node_type: 'web_service',
      node_name: 'Orders lookup',
      config: { action_name: 'Orders lookup', request: { method: 'GET', url: 'https://orders.example.com/x' } },
      swap: false,
    });
    await withPage(async (page) => {
      try {
        await signIn(page, baseUrl, 'ac.builder@studio.test', `/build/callflow/${task.task_id}?${builder.scope}`);
        await openWebServiceEditor(page, task.task_id, builder.scope);
        const choice = page.locator('#cfg-web_service_profile');
        await expect.poll(() => choice.locator('option').count()).toBeGreaterThan(2);
        expect(await choice.locator('optgroup').evaluateAll((gs) => gs.map((g) => g.getAttribute('label')))).toEqual([
          'This account',
          'The service provider',
        ]);
        await choice.focus();
        await page.keyboard.type(offered.profile_name);
        await expect.poll(() => choice.inputValue()).toBe(`sp:${offered.web_service_profile_id}`);
        // The URL may now be a path under the profile's base URL.
        await page.locator('#cfg-request-url').fill('orders/{{1}}'.replace('{{1}}', '7'));
        await page.screenshot({ path: '/tmp/wsp/shots/web-service-editor.png' });
        await page.keyboard.press('Control+Enter');
        await page.locator('.cf-editor').waitFor({ state: 'detached' });
      } catch (e) {
        await page.screenshot({ path: '/tmp/wsp/shots/web-service-editor-failure.png' });
        throw e;
      }
    });
    const nodes = await builder.call<{ node_type: string; config: Record<string, unknown> }[]>(
      'GET',
      `/node/nodes?task_id=${task.task_id}`,
    );
    const config = nodes.find((n) => n.node_type === 'web_service')!.config;
    expect(config.web_service_profile).toBe(`sp:${offered.web_service_profile_id}`);
    expect(config.request).toMatchObject({ url: 'orders/7' });
    expect(own.profile_name).not.toBe(offered.profile_name);
  });
});
