import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountApi, caller, providerCaller } from './support/api';
import { violations } from './support/axe';
import { browserPerFile, signIn } from './support/browser';
import { openCanvas, simulatorFocused, tabTo, treeItem } from './support/canvas';
import { baseUrl } from './support/server';
import { userWithRole } from './support/users';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();
const shots = process.env.TEL_SHOTS;

interface TaskNumber {
  phone_number_id: number;
  phone_number: string;
  task_id: number | null;
}
const checkboxLabel = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.closest('label')?.innerText?.trim() ?? '');

describe('telephony: a number on a task, by keyboard, and a call to it', () => {
  it('assigns +44 20 7946 0101 to Retail main line from the palette, shows it in the header, and dialling it from the simulator runs the task', async () => {
    const retail = await accountApi(builder, 'Northwind Retail');
    const task = (await retail.call<{ task_id: number; task_name: string }[]>('GET', '/studio/tasks')).find(
      (t) => t.task_name === 'Retail main line',
    )!;
    const before = await retail.call<TaskNumber[]>('GET', `/studio/get-phone-numbers?task_id=${task.task_id}`);
    try {
      await withPage(async (page) => {
        await openCanvas(page, baseUrl, builder, `/build/callflow/${task.task_id}?${retail.scope}`);
        const header = page.locator('.cf-head');
        await header.getByText('+44 20 7946 0100').waitFor();

        // The palette: "Assign number…" opens the dialog, its first number focused.
        await page.keyboard.press('Control+k');
        await page.keyboard.type('assign number');
        await page.locator('[cmdk-item]', { hasText: 'Assign number…' }).first().waitFor();
        await page.keyboard.press('Enter');
        const dialog = page.locator('.tel-assign');
        await dialog.getByText('+44 20 7946 0101').waitFor();
        await expect.poll(() => checkboxLabel(page)).toContain('+44 20 7946 0100');
        // Tab to the free number, Space ticks it, Enter saves.
        for (let i = 0; i < 5 && !(await checkboxLabel(page)).includes('+44 20 7946 0101'); i++) await page.keyboard.press('Tab');
        expect(await checkboxLabel(page)).toContain('+44 20 7946 0101');
        await page.keyboard.press('Space');
        if (shots) await page.screenshot({ path: `${shots}/assign-numbers.png` });
        expect(await violations(page, 'assign numbers')).toEqual([]);
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'detached' });
        await header.getByText('+44 20 7946 0101').waitFor();
        const after = await retail.call<TaskNumber[]>('GET', `/studio/get-phone-numbers?task_id=${task.task_id}`);
        expect(after.map((n) => n.phone_number)).toEqual(['+442079460100', '+442079460101']);

        // The simulator: dial the new number; the task behind it starts and waits at its menu.
        await page.keyboard.press('Shift+S');
        await simulatorFocused(page);
        await tabTo(page, 'sim-dial');
        await page.keyboard.type('+44 20 7946 0101');
        await page.keyboard.press('Enter');
        await treeItem(page, 'Main menu (current step)').waitFor();
        await page.locator('.sim-panel').getByText('For an order, press 1.', { exact: false }).waitFor();
        if (shots) await page.screenshot({ path: `${shots}/dial-number.png` });

        // A number the account has on no task answers in words, and starts nothing.
        await tabTo(page, 'sim-dial');
        await page.keyboard.press('Control+a');
        await page.keyboard.type('+44 20 7946 0102');
        await page.keyboard.press('Enter');
        await page.getByText('The number +44 20 7946 0102 is not assigned to a task of this account.').first().waitFor();
      });
    } finally {
      await retail.call('POST', '/studio/update-numbers', {
        task_id: task.task_id,
        phone_number_ids: before.map((n) => n.phone_number_id),
      });
    }
  });

  it('lists the task numbers in the task list', async () => {
    await withPage(async (page) => {
      const retail = await accountApi(builder, 'Northwind Retail');
      await signIn(page, baseUrl, builder, `/build/tasks?${retail.scope}`);
      await page.locator('[data-testid^="task-row-"]', { hasText: 'Retail main line' }).getByText('+44 20 7946 0100').waitFor();
    });
  });

  it("the trunks screen shows every trunk's SBC addresses in one table (GET /portal/sbc_ips)", async () => {
    const { call } = await providerCaller();
    const rows = await call<
      { trunk_name: string; role: string; internal_ip: string | null; internal_port: number | null; external_ip: string | null }[]
    >('GET', '/portal/sbc_ips');
    const london = rows.find((r) => r.trunk_name === 'Northwind SIP London' && r.role === 'primary')!;
    expect(london.internal_ip).toBeTruthy();
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test', '/manage/telephony');
      const open = page.getByRole('button', { name: 'SBC addresses' });
      await open.focus();
      await page.keyboard.press('Enter');
      const table = page.getByRole('table', { name: 'SBC addresses of the trunks' });
      await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBe(rows.length);
      const line = table.locator('tbody tr', { hasText: 'Northwind SIP London' }).first();
      const cells = await line.locator('td').allInnerTexts();
      expect(cells.slice(0, 3)).toEqual(['Northwind SIP London', 'Primary', `${london.internal_ip}:${london.internal_port}`]);
      expect(await violations(page, 'SBC addresses')).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/sbc-addresses.png` });
      await page.keyboard.press('Escape');
      await expect.poll(() => table.count()).toBe(0);
    });
  });
});

describe('phone numbers: marked virtual in bulk (POST /portal/manage-virtual-phone-numbers)', () => {
  const screen = '/manage/telephony/numbers';
  const rows = (page: Page) => page.locator('.ent-table tbody tr[data-id]');
  const row = (page: Page, label: string) => rows(page).filter({ hasText: label });
  /** A row's Virtual cell (Yes or No), found by its column's header (its text as written: the header shows it in capitals). */
  const virtualOf = async (page: Page, label: string) => {
    const column = (await page.locator('.ent-table thead th').allTextContents()).indexOf('Virtual');
    return row(page, label).locator('td').nth(column).innerText();
  };
  const bothVirtual = (page: Page, labels: string[]) => Promise.all(labels.map((l) => virtualOf(page, l)));
  const search = async (page: Page, text: string) => {
    await page.getByLabel('Search phone numbers').fill(text);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(2);
  };
  const toasts = (page: Page) => page.locator('.bp6-toast').allInnerTexts();

  it('a provider admin ticks two numbers by keyboard, marks them virtual, sees it after a reload, marks them back and undoes that', async () => {
    // Numbers of this try's own (London's drama range, away from the demo's): a retried test must not meet the first try's.
    const stamp = Date.now() % 100000;
    const label = `Bulk ${stamp}`;
    const labels = [`${label} A`, `${label} B`];
    const { call } = await providerCaller();
    const first = 300 + (stamp % 500);
    for (const [i, name] of labels.entries())
      await call('POST', '/portal/phone-numbers', { phone_number: `+44 20 7946 0${first + i}`, label: name });

    await withPage(async (page) => {
      await signIn(page, baseUrl, 'sp.admin@studio.test', screen);
      await search(page, label);
      expect(await bothVirtual(page, labels)).toEqual(['No', 'No']);

      // Space ticks the active row, the arrows move; only the action that changes them is offered, with how many.
      await rows(page).first().focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      const bar = page.getByRole('toolbar', { name: 'Actions on the ticked rows' });
      await expect.poll(() => bar.locator('.bp6-tag').innerText()).toBe('2 selected');
      expect(await bar.getByRole('button').allInnerTexts()).toEqual(['Clear', 'Mark 2 as virtual']);
      expect(await violations(page, `${screen} (ticked rows)`)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/numbers-ticked.png` });

      // The bar's button is reached from the list by keyboard (Shift+Tab, past the tick-all box) and pressed with Enter.
      const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');
      for (let i = 0; i < 4 && (await focused()) !== 'Mark 2 as virtual'; i++) await page.keyboard.press('Shift+Tab');
      expect(await focused()).toBe('Mark 2 as virtual');
      await page.keyboard.press('Enter');
      await expect.poll(() => bothVirtual(page, labels)).toEqual(['Yes', 'Yes']);
      await expect.poll(() => toasts(page)).toContainEqual(expect.stringContaining('2 phone numbers marked as virtual'));
      await expect.poll(() => bar.count()).toBe(0);
      expect(await violations(page, `${screen} (marked virtual)`)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/numbers-marked.png` });

      // Stored: the same after a reload.
      await page.reload();
      await search(page, label);
      await expect.poll(() => bothVirtual(page, labels)).toEqual(['Yes', 'Yes']);

      // Marked back, both ticked at once: now only "not virtual" is offered.
      await page.getByRole('checkbox', { name: 'Tick every row shown' }).focus();
      await page.keyboard.press('Space');
      await expect.poll(() => bar.locator('.bp6-tag').innerText()).toBe('2 selected');
      expect(await bar.getByRole('button').allInnerTexts()).toEqual(['Clear', 'Mark 2 as not virtual']);
      await bar.getByRole('button', { name: 'Mark 2 as not virtual' }).click();
      await expect.poll(() => bothVirtual(page, labels)).toEqual(['No', 'No']);

      // Undo sets each number's value before it back.
      const toast = page.locator('.bp6-toast', { hasText: '2 phone numbers marked as not virtual' });
      await toast.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => bothVirtual(page, labels)).toEqual(['Yes', 'Yes']);
      await expect.poll(() => toasts(page)).toContainEqual(expect.stringContaining('2 phone numbers changed back'));
    });
    const stored = await call<{ label: string; is_virtual: number }[]>('GET', `/portal/phone-numbers?search=${encodeURIComponent(label)}`);
    expect(stored.map((n) => n.is_virtual)).toEqual([1, 1]);
  });

  it('a user who may only read the numbers sees them without ticks, and Space ticks nothing', async () => {
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const asSystem = await caller('system@studio.test');
    const role = await asSystem<{ id: number }>('POST', '/auth/roles', {
      name: `Number readers ${run}`,
      scope: 'sp',
      permissions: ['manage.telephony.read'],
    });
    const email = `numbers.${run}@telephony.test`;
    await userWithRole(email, role.id, (await providerCaller()).spId, 'Nia Numbers');
    await withPage(async (page) => {
      await signIn(page, baseUrl, email, screen);
      await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await page.locator('.ent-table .ent-tick').count()).toBe(0);
      await rows(page).first().focus();
      await page.keyboard.press('Space');
      expect(await page.getByRole('toolbar', { name: 'Actions on the ticked rows' }).count()).toBe(0);
      if (shots) await page.screenshot({ path: `${shots}/numbers-reader.png` });
    });
  });
});
