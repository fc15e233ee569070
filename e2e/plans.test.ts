import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountApi, caller } from './support/api';
import { violations } from './support/axe';
import { browserPerFile, signIn } from './support/browser';
import { openCanvas } from './support/canvas';
import { baseUrl } from './support/server';

const withPage = browserPerFile();
const builder = 'ac.builder@studio.test';

type Plan = { bp_id: number; bp_name: string; features: unknown[]; nodes: string[] };

/**
 * A plan of the test's own for Northwind Health Line (the account no other browser test changes the plan of):
 * a business plan like the demo's complete one without `without`, a Northwind provider plan on it, and a
 * restore that puts Health's account plan back where it was.
 */
async function ownPlan(without: string[] = []) {
  const health = await accountApi(builder, 'Northwind Health Line');
  const system = await caller('system@studio.test');
  const admin = await caller('sp.admin@studio.test', health.spId);
  const suffix = Math.random().toString(36).slice(2, 7);
  const complete = (await system<Plan[]>('GET', '/billing/business-plans')).find((p) => p.bp_name === 'Studio Complete')!;
  const bp = await system<Plan>('POST', '/billing/business-plans', {
    bp_name: `E2E plan ${suffix}`,
    features: complete.features,
    nodes: complete.nodes.filter((n) => !without.includes(n)),
  });
  const sp = await system<{ sp_plan_id: number; sp_plan_name: string }>('POST', '/billing/sp-plans', {
    sp_plan_name: `E2E provider plan ${suffix}`,
    sp_id: health.spId,
    bp_id: bp.bp_id,
  });
  const allocated = (
    await admin<{ ac_plan_id: number; ac_plan_name: string; sp_plan_id: number }[]>('GET', `/billing/ac-allocated-plan/${health.acId}`)
  )[0];
  const assign = (sp_plan_id: number) => admin('PUT', `/billing/ac-plans/${allocated.ac_plan_id}`, { sp_plan_id });
  return { health, system, admin, bp, sp, allocated, assign, restore: () => assign(allocated.sp_plan_id) };
}

const paletteHas = (page: Page, type: string) => page.locator(`.cf-palette-item[data-node-type="${type}"]`).count();
const openRow = async (page: Page, name: string) => {
  const row = page.locator('.ent-table tbody tr[data-id]', { hasText: name });
  await row.waitFor();
  await row.click();
  await expect.poll(() => page.locator('form.ent-panel .ent-panel-title').innerText()).toBe(name);
};

describe('plans drive the product', () => {
  it("a provider admin assigns an account plan and the account user's node palette changes without signing in again", async () => {
    const plan = await ownPlan(['menu']);
    try {
      const task = await plan.health.call<{ task_id: number }>('POST', '/studio/tasks', {
        task_name: `Plan palette ${plan.bp.bp_name}`,
        task_type: 'voice',
      });
      await withPage(async (user) => {
        await openCanvas(user, baseUrl, builder, `/build/callflow/${task.task_id}?${plan.health.scope}`);
        await expect.poll(() => paletteHas(user, 'menu'), { timeout: 15_000 }).toBe(1);
        const navigations: string[] = [];
        user.on('framenavigated', (frame) => frame === user.mainFrame() && navigations.push(frame.url()));

        await withPage(async (admin) => {
          await signIn(admin, baseUrl, 'sp.admin@studio.test');
          await admin.goto(`${baseUrl}/manage/ac-plans`);
          await openRow(admin, plan.allocated.ac_plan_name);
          await admin.locator('form.ent-panel').getByLabel('Provider plan').selectOption({ label: plan.sp.sp_plan_name });
          await admin.locator('form.ent-panel').getByRole('button', { name: 'Save', exact: true }).click();
          await admin.locator('.bp6-toast', { hasText: 'saved' }).waitFor();
        });
        // The plan-changed notice reloads the user's enabled features and node types: no sign-in, no reload.
        await expect.poll(() => paletteHas(user, 'menu'), { timeout: 10_000 }).toBe(0);
        expect(await paletteHas(user, 'prompt')).toBe(1);
        expect(navigations).toEqual([]);
      });
    } finally {
      await plan.restore();
    }
  });

  it("a system admin takes a feature from a provider plan with the panel's one Save: the accounts' losses first, then Save anyway", async () => {
    const plan = await ownPlan();
    await plan.assign(plan.sp.sp_plan_id);
    const features = async () =>
      (await plan.system<{ features: { feature: string }[] }>('GET', `/billing/sp-plans/${plan.sp.sp_plan_id}`)).features.map(
        (f) => f.feature,
      );
    try {
      expect(await features()).toContain('build.tasks');
      await withPage(async (page) => {
        await signIn(page, baseUrl, 'system@studio.test', '/system/sp-plans');
        await openRow(page, plan.sp.sp_plan_name);
        const box = page.getByTestId('sp-plan-features').getByRole('checkbox', { name: 'Tasks', exact: true });
        await expect.poll(() => box.isChecked()).toBe(true);
        await box.focus();
        await page.keyboard.press('Space');
        await page.locator('.ent-panel-foot').getByRole('button', { name: 'Save', exact: true }).click();
        // Refused until confirmed: the accounts that would lose what, at the features.
        const losses = page.getByTestId('sp-plan-losses');
        await losses.waitFor();
        expect(await losses.innerText()).toContain('Northwind Health Line');
        expect(await violations(page, 'provider plan losses')).toEqual([]);
        await page.screenshot({ path: '/tmp/shots-plans/sp-plan-losses.png', fullPage: true });
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
        await losses.waitFor({ state: 'detached' });
        expect(await features()).toContain('build.tasks');
        await page.locator('.ent-panel-foot').getByRole('button', { name: 'Save', exact: true }).click();
        await page.getByRole('button', { name: 'Save anyway' }).click();
        await expect.poll(features).not.toContain('build.tasks');
      });
    } finally {
      await plan.restore();
    }
  });

  it('creating a provider plan offers the business plans the chosen provider has no plan on yet', async () => {
    const plan = await ownPlan();
    const providers = await plan.system<{ sp_id: number; sp_name: string }[]>('GET', '/portal/service-providers');
    const other = providers.find((p) => p.sp_id !== plan.health.spId)!;
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'system@studio.test', '/system/sp-plans');
      await page
        .getByRole('button', { name: /^Create / })
        .first()
        .click();
      const bp = page.locator('#ent-field-bp_id');
      const offered = () => bp.locator('option').allInnerTexts();
      // Before a provider is chosen: every business plan.
      await expect.poll(offered).toContain(plan.bp.bp_name);
      const narrowed = page.waitForRequest((r) => r.url().includes('/api/billing/available-business-plans-for-sp?'));
      await page.locator('#ent-field-sp_id').selectOption(String(plan.health.spId));
      expect(new URL((await narrowed).url()).searchParams.get('sp_id')).toBe(String(plan.health.spId));
      // Northwind has a plan on the test's business plan (and on the demo's complete one): neither is offered.
      await expect.poll(offered).not.toContain(plan.bp.bp_name);
      expect(await offered()).not.toContain('Studio Complete');
      await page.locator('#ent-field-sp_id').selectOption(String(other.sp_id));
      await expect.poll(offered).toContain(plan.bp.bp_name);
      // A business plan chosen for one provider is cleared when the provider changes to one that has a plan on it.
      await bp.selectOption({ label: plan.bp.bp_name });
      await page.locator('#ent-field-sp_id').selectOption(String(plan.health.spId));
      await expect.poll(offered).not.toContain(plan.bp.bp_name);
      // Cleared, not only hidden: back on the provider that is offered it, the field stays empty.
      await page.locator('#ent-field-sp_id').selectOption(String(other.sp_id));
      await expect.poll(offered).toContain(plan.bp.bp_name);
      expect(await bp.inputValue()).toBe('');
      expect(await violations(page, 'provider plan create')).toEqual([]);
      if (process.env.PLANS_SHOTS) await page.screenshot({ path: `${process.env.PLANS_SHOTS}/sp-plan-create.png` });
    });
  });

  it('a system admin edits a business plan and sees the changes check before it is saved', async () => {
    const plan = await ownPlan();
    await plan.assign(plan.sp.sp_plan_id);
    try {
      await withPage(async (page) => {
        await signIn(page, baseUrl, 'system@studio.test', '/system/business-plans');
        await openRow(page, plan.bp.bp_name);
        const includes = page.getByTestId('plan-includes');
        await includes.getByText('Plans tree').waitFor();
        await expect.poll(() => page.getByTestId('plans-tree').innerText()).toContain('Northwind Health Line');
        // Compared with the plans of its own type only; the providers that have no plan on it yet are named.
        const own = await plan.system<{ plan_type: string }>('GET', `/billing/business-plans/${plan.bp.bp_id}`);
        const sameType = await plan.system<{ bp_id: number; bp_name: string }[]>(
          'GET',
          `/billing/business-plans-of-same-type?plan_type=${own.plan_type}`,
        );
        await expect
          .poll(() => includes.getByLabel('Plan to compare with').locator('option').allInnerTexts())
          .toEqual(sameType.filter((p) => p.bp_id !== plan.bp.bp_id).map((p) => p.bp_name));
        const without = await plan.system<{ sp_name: string }[]>('GET', `/billing/available-sps-for-business-plans?bp_id=${plan.bp.bp_id}`);
        expect(without.map((p) => p.sp_name)).not.toContain('Northwind Contact Services');
        await expect
          .poll(() => page.getByTestId('plan-providers-without').locator('.bp6-tag').allInnerTexts())
          .toEqual(without.map((p) => p.sp_name));
        // Blueprint draws the box over the input: the label is what a pointer presses.
        await includes.getByRole('checkbox', { name: 'menu', exact: true }).uncheck({ force: true });
        await page.locator('.ent-panel-foot').getByRole('button', { name: 'Save', exact: true }).click();

        // One Save for the plan's fields and includes; the changes check first: which accounts would lose what.
        const changes = page.getByTestId('plan-changes');
        await changes.waitFor();
        expect(await changes.innerText()).toContain('Northwind Health Line (Northwind Contact Services)');
        expect(await changes.innerText()).toContain('loses the node type menu');
        await page.getByRole('button', { name: 'Cancel' }).click();
        await changes.waitFor({ state: 'detached' });
        expect((await plan.system<Plan>('GET', `/billing/business-plans/${plan.bp.bp_id}`)).nodes).toContain('menu');

        await page.locator('.ent-panel-foot').getByRole('button', { name: 'Save', exact: true }).click();
        await page.getByRole('button', { name: 'Save anyway' }).click();
        await expect
          .poll(async () => (await plan.system<Plan>('GET', `/billing/business-plans/${plan.bp.bp_id}`)).nodes.includes('menu'))
          .toBe(false);
        expect(await plan.health.call<string[]>('POST', '/billing/ac-node-types', { task_type: 'voice' })).not.toContain('menu');
      });
    } finally {
      await plan.restore();
    }
  });

  it("a provider admin opens an account's plan and reads what the account has: its plans, the type's features, its usage and limits", async () => {
    const health = await accountApi(builder, 'Northwind Health Line');
    const admin = await caller('sp.admin@studio.test', health.spId);
    const [plan] = await admin<{ ac_plan_id: number; ac_plan_name: string; plan_type: string }[]>(
      'GET',
      `/billing/ac-allocated-plan/${health.acId}`,
    );
    const usage = await admin<{ feature: string; usage: number }[]>('GET', `/billing/feature-usage-and-limit/${health.acId}`);
    const features = await admin<{ feature: string; offered: boolean; enabled: boolean }[]>(
      'GET',
      `/billing/ac-app-features/${health.spId}/${health.acId}/${plan.plan_type}`,
    );
    const enabled = await admin<{ feature: string }[]>('GET', `/billing/ac-enabled-features/${health.acId}`);
    expect(enabled.length).toBeGreaterThan(usage.length);
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test', `/manage/ac-plans?sp_id=${health.spId}&id=${plan.ac_plan_id}`);
      const facts = page.getByTestId('account-plan-facts');
      await facts.waitFor();
      await expect.poll(() => facts.locator('.bp6-tag').allInnerTexts()).toContain(`${plan.ac_plan_name} (${plan.plan_type})`);
      const featureTable = facts.getByRole('table', { name: `Account features of the ${plan.plan_type} plans` });
      await expect.poll(() => featureTable.locator('tbody tr').count()).toBe(features.length);
      const usageTable = facts.getByRole('table', { name: 'Usage and limits' });
      await expect.poll(() => usageTable.locator('tbody tr').count()).toBe(usage.length);
      expect(usage.length).toBeGreaterThan(0);
      expect(await usageTable.locator('tbody tr').first().locator('td').nth(1).innerText()).toBe(String(usage[0].usage));
      // Everything the account has now, from all its plans (GET /billing/ac-enabled-features): one row per feature.
      const enabledTable = facts.getByRole('table', { name: 'Everything the account has now, from all its plans' });
      await expect.poll(() => enabledTable.locator('tbody tr').count()).toBe(enabled.length);
      expect(await enabledTable.locator('tbody tr').allInnerTexts()).toEqual(
        expect.arrayContaining([expect.stringContaining(enabled.find((f) => f.feature === 'build.tasks')!.feature)]),
      );
      expect(await violations(page, 'account plan facts')).toEqual([]);
      if (process.env.PLANS_SHOTS) await page.screenshot({ path: `${process.env.PLANS_SHOTS}/account-plan-facts.png`, fullPage: true });
    });
  });
});
