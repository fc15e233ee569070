import { join } from 'node:path';
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { writeOlderStudio } from '../scripts/older-studio-data.mjs';
import { caller } from './support/api';
import { violations } from './support/axe';
import { runFromPalette, signedInPagePerFile } from './support/browser';
import { dataDir } from './support/server';

// The server reads the older studio's files from <DATA_DIR>/studio6 when asked: this file writes a small set there.
const older = writeOlderStudio(join(dataDir, 'studio6'), { providers: 2, groups: 4, tasks: 1, nodes: 20 });
const system = signedInPagePerFile('system@studio.test');
/** A folder to save screenshots of the group's detail in (MIG_SHOTS=/tmp/shots), for a person to look at. */
const shots = process.env.MIG_SHOTS;

/** This batch's state, when a socket frame's payload is a batch event about it. */
function batchOf(payload: string, name: string): { status: string; done: number; total: number } | undefined {
  try {
    const [event, batch] = JSON.parse(payload) as [string, { name: string; status: string; done: number; total: number }];
    return event === 'migration:batch' && batch?.name === name ? batch : undefined;
  } catch {
    return undefined;
  }
}

/** A retry starts where the first try did: the older provider and its groups rolled back and unmapped. */
async function unmapped(s6SpId: number) {
  const call = await caller('system@studio.test');
  const groups = await call<{ s7_ac_id: number | null; status: string | null }[]>(
    'GET',
    `/studio6/portal/get-s6-groups?s6_sp_id=${s6SpId}`,
  );
  for (const g of groups) {
    if (g.status === 'migrated') await call('POST', '/studio6/accounts/rollback', { s7_ac_id: g.s7_ac_id });
  }
  const providers = await call<{ s6_sp_id: number; s7_sp_id: number | null }[]>('GET', '/studio6/service-providers');
  const mapped = providers.find((p) => p.s6_sp_id === s6SpId)?.s7_sp_id;
  if (mapped) await call('POST', '/studio6/portal/unmap-sp', { s7_sp_id: mapped });
}

describe('/system/migrate-account', () => {
  it('the system role maps an older provider and group, checks the group node by node, migrates it and rolls it back', async () => {
    // The second group has Fax and Script nodes (kinds without equivalent) and belongs to the second provider.
    const group = older.groups[1];
    const provider = older.providers.find((p) => p.sp_id === group.sp_id)!;
    await unmapped(provider.sp_id);
    await system.run(async (page) => {
      await system.visit('/dashboard');
      await runFromPalette(page, 'migrate account', /Migrate account/);
      await page.waitForURL(/\/system\/migrate-account$/);

      // Providers: map the older provider to Northwind.
      await page.getByRole('tab', { name: 'Service providers' }).click();
      const providers = page.getByTestId('mig-providers');
      await providers.locator('tbody tr').first().waitFor();
      // The older providers' rows (their ids muted on the striped rows' tint) pass axe.
      expect(await violations(page, 'migrate-account providers')).toEqual([]);
      await page.getByLabel(`Map ${provider.sp_name} to`).selectOption({ label: 'Northwind Contact Services' });
      const providerRow = providers.locator('tr', { hasText: provider.sp_name });
      await providerRow.getByRole('button', { name: 'Map', exact: true }).click();
      await providerRow.getByRole('button', { name: 'Unmap' }).waitFor();

      // Groups: map the group to Northwind Logistics, check it, migrate it.
      await page.getByRole('tab', { name: 'Groups', exact: true }).click();
      await page.getByLabel('Older service provider').selectOption({ label: `${provider.sp_name} → Northwind Contact Services` });
      const row = page.getByTestId('mig-groups').locator('tr', { hasText: group.group_name });
      await row.getByLabel(`Map ${group.group_name} to`).selectOption({ label: 'Northwind Logistics and Freight Desk' });
      await row.getByRole('button', { name: 'Map', exact: true }).click();
      await row.getByText('Mapped', { exact: true }).waitFor();
      await row.focus();
      await page.keyboard.press('Enter');
      const detail = page.getByTestId('mig-group-detail');
      await expect
        .poll(() => detail.getByTestId('mig-check-summary').innerText())
        .toMatch(/^1 task would migrate, 0 would not, 2 nodes are flagged\./);
      await expect
        .poll(() => detail.getByTestId('mig-issues').innerText())
        .toContain('The older node type Fax has no equivalent in this studio');

      await row.getByRole('button', { name: 'Migrate' }).click();
      await row.getByText('Migrated', { exact: true }).waitFor({ timeout: 20_000 });
      await expect.poll(() => detail.getByTestId('mig-flagged').innerText()).toContain('Script');
      await expect.poll(() => detail.getByTestId('mig-side-by-side').innerText()).toMatch(/This studio\s+\d+ tasks?, \d+ prompts?/);
      // The group's detail with everything it shows (what would not migrate, the two studios side by side, the job,
      // the tools, the flagged nodes) passes axe.
      await detail.getByTestId('mig-issues').waitFor();
      await detail.getByTestId('mig-job').first().getByText('Completed', { exact: true }).waitFor();
      expect(await violations(page, 'migrate-account group detail')).toEqual([]);
      if (shots) await detail.screenshot({ path: `${shots}/migrate-account-group-detail.png` });

      // Roll back: the account is as it was, the group mapped again.
      await row.getByRole('button', { name: 'Roll back' }).click();
      await row.getByText('Mapped', { exact: true }).waitFor();
      await row.getByRole('button', { name: 'Unmap' }).click();
      await row.getByText('Not mapped', { exact: true }).waitFor();
    });
  });

  it("a batch's progress moves on the screen as the server tells it, while the batches list is not read again", async () => {
    // The older provider of the first test with both its groups, mapped to accounts of Northwind.
    const provider = older.providers.find((p) => p.sp_id === older.groups[1].sp_id)!;
    const groups = older.groups.filter((g) => g.sp_id === provider.sp_id);
    expect(groups.length).toBe(2);
    await unmapped(provider.sp_id);
    const call = await caller('system@studio.test');
    const northwind = (await call<{ ac_name: string; sp_id: number }[]>('GET', '/portal/accounts')).find(
      (a) => a.ac_name === 'Northwind Retail',
    )!.sp_id;
    await call('POST', '/studio6/portal/map-sp', { s6_sp_id: provider.sp_id, s7_sp_id: northwind });
    // Demo accounts whose plan includes the voice node types: accounts other files make (plan-less, named to sort
    // first) would refuse the migration, rightly.
    const available = await call<{ ac_id: number; ac_name: string }[]>('GET', `/studio6/portal/available-accounts?s7_sp_id=${northwind}`);
    const targets = ['Northwind Logistics and Freight Desk', 'Northwind Health Line'].map(
      (name) => available.find((a) => a.ac_name === name) ?? expect.fail(`${name} is not available to migrate into`),
    );
    for (const [i, g] of groups.entries())
      await call('POST', '/studio6/portal/map-ac', { s6_ac_id: g.group_id, s7_ac_id: targets[i].ac_id });
    const name = `Live wave ${Date.now()}`;
    await system.run(async (page) => {
      const row = page.getByTestId('mig-batches').locator('tr', { hasText: name });
      // The server's events reach the page one batch state at a time: each of this batch's events is passed on once the
      // one before it shows in its row, so a busy browser cannot fold two states into one paint. What the row shows
      // then came from the event itself (the list below is never answered).
      const shown: string[] = [];
      let relay = Promise.resolve();
      await page.routeWebSocket(/\/api\/socket\.io\//, (ws) => {
        const server = ws.connectToServer();
        server.onMessage((message) => {
          relay = relay.then(async () => {
            ws.send(message);
            const batch = typeof message === 'string' && message.startsWith('42') ? batchOf(message.slice(2), name) : undefined;
            if (!batch) return;
            // The row says the state capitalised (Running, Completed), then its counts.
            const state = new RegExp(`${batch.status}[\\s\\S]*${batch.done} of ${batch.total} done`, 'i');
            const deadline = Date.now() + 20_000;
            while (!state.test(await row.innerText({ timeout: 1000 }).catch(() => '')) && Date.now() < deadline)
              await new Promise((r) => setTimeout(r, 50));
            shown.push(`${batch.status}: ${batch.done} of ${batch.total} done${Date.now() < deadline ? '' : ' (never shown)'}`);
          });
        });
      });
      // A page loaded afresh, so that its socket is the relayed one.
      await page.goto(new URL('/system/batch-migrations', page.url()).href);
      await page.getByText('No batch migration yet.').or(page.getByTestId('mig-batches')).waitFor();
      for (const g of groups) await page.getByRole('checkbox', { name: `${g.group_name} → `, exact: false }).check({ force: true });
      // From here on the batches list is asked for but never answered: whatever moves on the screen came over realtime.
      const held: Route[] = [];
      await page.route('**/api/studio6/batch-migrations', (route) =>
        route.request().method() === 'GET' ? void held.push(route) : route.continue(),
      );
      try {
        await page.getByLabel('Batch name').fill(name);
        await page.getByRole('button', { name: /^Start batch/ }).click();
        await row.getByText('Completed', { exact: true }).waitFor({ timeout: 45_000 });
        // A group that failed says why (the jobs' errors), so a failure here names its cause.
        const failures = async () =>
          (await Promise.all(groups.map((g) => call<{ message: string }[]>('GET', `/studio6/accounts/errors?s6_ac_id=${g.group_id}`))))
            .flat()
            .map((e) => e.message);
        if (!(await row.innerText()).includes(`${groups.length} of ${groups.length} done, 0 failed`)) expect(await failures()).toEqual([]);
        expect(await row.innerText()).toContain(`${groups.length} of ${groups.length} done, 0 failed`);
        // It was seen part-way: some groups done, the batch still running.
        expect(shown.filter((text) => text.endsWith('(never shown)'))).toEqual([]);
        expect(shown.some((text) => new RegExp(`^running: [1-9] of ${groups.length} done$`).test(text))).toBe(true);
        expect(held.length).toBeGreaterThan(0);
      } finally {
        await page.unroute('**/api/studio6/batch-migrations');
        for (const route of held) await route.continue().catch(() => undefined);
      }
    });
    await unmapped(provider.sp_id);
  });

  it("a mapping is checked as its target is chosen; a batch's groups are checked before it starts; an error is reported to a group", async () => {
    const [first, second] = older.providers;
    await unmapped(first.sp_id);
    await unmapped(second.sp_id);
    const call = await caller('system@studio.test');
    const northwind = (await call<{ ac_name: string; sp_id: number }[]>('GET', '/portal/accounts')).find(
      (a) => a.ac_name === 'Northwind Retail',
    )!.sp_id;
    // The first older provider takes Northwind, with one of its groups mapped to an account.
    await call('POST', '/studio6/portal/map-sp', { s6_sp_id: first.sp_id, s7_sp_id: northwind });
    const group = older.groups.find((g) => g.sp_id === first.sp_id)!;
    const [account] = await call<{ ac_id: number }[]>('GET', `/studio6/portal/available-accounts?s7_sp_id=${northwind}`);
    await call('POST', '/studio6/portal/map-ac', { s6_ac_id: group.group_id, s7_ac_id: account.ac_id });
    try {
      await system.run(async (page) => {
        await system.visit('/system/migrate-account');
        await page.getByRole('tab', { name: 'Service providers' }).click();
        const providers = page.getByTestId('mig-providers');
        // Northwind for the second older provider too: POST /studio6/portal/validate-sp says why not, and Map waits.
        await page.getByLabel(`Map ${second.sp_name} to`).selectOption({ label: 'Northwind Contact Services' });
        const problems = page.getByTestId(`mig-sp-problems-${second.sp_id}`);
        await expect
          .poll(() => problems.innerText())
          .toBe(`The service provider ${northwind} is already mapped to another older service provider.`);
        const secondRow = providers.locator('tr', { hasText: second.sp_name });
        expect(await secondRow.getByRole('button', { name: 'Map', exact: true }).isDisabled()).toBe(true);
        expect(await violations(page, 'migrate-account mapping problems')).toEqual([]);

        // The group's detail: an error reported by hand joins its error list.
        await page.getByRole('tab', { name: 'Groups', exact: true }).click();
        await page.getByLabel('Older service provider').selectOption({ label: `${first.sp_name} → Northwind Contact Services` });
        const row = page.getByTestId('mig-groups').locator('tr', { hasText: group.group_name });
        await row.getByRole('button', { name: 'Details' }).click();
        const detail = page.getByTestId('mig-group-detail');
        const message = `Caller hears silence ${Date.now()}`;
        await detail.getByLabel('Report an error of this account').fill(message);
        await detail.getByRole('button', { name: 'Add to its errors' }).click();
        await expect.poll(() => detail.getByTestId('mig-errors').innerText()).toContain(message);

        // The batch screen checks the chosen group before starting: what would migrate, in words.
        await system.visit('/system/batch-migrations');
        await page.getByRole('group', { name: 'Groups' }).getByLabel(new RegExp(group.group_name)).check({ force: true });
        await page.getByRole('button', { name: 'Check the chosen group' }).click();
        await expect
          .poll(() => page.getByTestId('mig-batch-check').innerText())
          .toMatch(new RegExp(`${group.group_name}: \\d+ tasks? would migrate, \\d+ would not`));
        expect(await violations(page, 'batch check')).toEqual([]);
      });
    } finally {
      await unmapped(first.sp_id);
    }
  });

  it('a batch offers the migration states in words, each with its code', async () => {
    await system.run(async (page) => {
      await system.visit('/system/batch-migrations');
      const state = page.getByLabel('Migration state');
      await state.waitFor();
      expect(await state.locator('option').allInnerTexts()).toEqual([
        'Fully migrated to the current version (S7_GA)',
        'Testing the current version (S7_BETA)',
        'Contact-center platform testing (S7_F9)',
      ]);
      expect(await state.inputValue()).toBe('S7_BETA');
    });
  });
});
