import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { accountApi } from './support/api';
import { openCanvas, selectedLabel, treeItem } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page) => page.locator('.bp6-toast').last();

/** N → type → Enter: the node editor opens with `new` for that type. */
async function insert(page: Page, search: string, type: string) {
  await expect.poll(() => page.getByPlaceholder('Node type…').count()).toBe(0);
  await page.keyboard.press('n');
  await page.getByPlaceholder('Node type…').waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('Node type…');
  await page.keyboard.type(search);
  await expect.poll(() => page.locator('[cmdk-item][data-selected="true"]').getAttribute('data-value')).toBe(type);
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/edit/new\\?node_type=${type}&pid=\\d+$`));
  await page.locator('.cf-editor').waitFor();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('node-name');
}

/** Ctrl+Enter in the editor; the drawer closes and the saved node is selected. */
async function saveEditor(page: Page, label: string) {
  await page.keyboard.press('Control+Enter');
  await page.locator('.cf-editor').waitFor({ state: 'detached' });
  await expect.poll(() => selectedLabel(page)).toBe(label);
}

describe('call-flow editor by keyboard', () => {
  it('N on a new canvas with nothing selected selects Start and inserts after it', async () => {
    const { call, scope } = await accountApi(builder);
    const task = await call<{ task_id: number }>('POST', '/studio/tasks', {
      task_name: `New canvas ${Date.now().toString(36)}`,
      task_type: 'voice',
    });
    const page = await newPage(browser);
    try {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${task.task_id}?${scope}`);
      expect(await page.evaluate(() => document.querySelector('g[role="treeitem"][aria-selected="true"]'))).toBeNull();
      await insert(page, 'hangup', 'hangup');
      const pid = Number(new URL(page.url()).searchParams.get('pid'));
      const nodes = await call<{ node_id: number; node_type: string }[]>('GET', `/node/nodes?task_id=${task.task_id}`);
      expect(nodes.find((n) => n.node_id === pid)?.node_type).toBe('start');
    } finally {
      await page.close();
    }
  });

  it('builds a menu with two branches, a goto and a hangup, copies a branch, pastes it and undoes the paste', async () => {
    const { call, scope } = await accountApi(builder);
    const stamp = Date.now().toString(36);
    await call('POST', '/prompt/prompts', {
      prompt_name: `Welcome ${stamp}`,
      texts: [{ language: 'en-US', text: 'Welcome to the studio.' }],
    });
    const task = await call<{ task_id: number }>('POST', '/studio/tasks', { task_name: `Keyboard flow ${stamp}`, task_type: 'voice' });

    const page = await newPage(browser);
    try {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${task.task_id}?${scope}`);

      // A refused action shows its spec message: paste with nothing copied.
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => selectedLabel(page)).toBe('Start');
      await page.keyboard.press('Control+v');
      await expect.poll(() => toast(page).innerText()).toContain('no node has been copied');

      // Menu after Start: the editor opens with `new`; the required prompt is refused until chosen.
      await insert(page, 'menu', 'menu');
      // Held down, Ctrl+Enter is refused and puts the focus on the prompt picker before Enter comes up: that
      // release must not open the picker (a key clicks only the element it went down on).
      await page.keyboard.down('Control');
      await page.keyboard.down('Enter');
      await page.locator('.cf-summary').waitFor();
      expect(await page.locator('.cf-summary').innerText()).toContain('Prompt is required.');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 5000 }).toBe('cfg-prompt_id');
      await page.keyboard.up('Enter');
      await page.keyboard.up('Control');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.getByRole('listbox', { name: 'Choose a prompt…' }).count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('cfg-prompt_id');
      // The prompt picker opens on Down; typing filters it, and Ctrl+Enter takes the highlighted prompt and saves.
      await page.keyboard.press('ArrowDown');
      await page.getByRole('listbox', { name: 'Choose a prompt…' }).waitFor();
      await page.keyboard.type(`Welcome ${stamp}`);
      await expect.poll(() => page.locator('.cf-picker-list .bp6-active').innerText()).toContain(`Welcome ${stamp}`);
      await saveEditor(page, 'Menu');
      await treeItem(page, '1: Option 1').waitFor();
      await treeItem(page, '2: Option 2').waitFor();

      // Branch 1 → Go to the menu; branch 2 → Hang Up.
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => selectedLabel(page)).toBe('1: Option 1');
      await insert(page, 'goto', 'goto');
      await page.locator('#cfg-goto_node_id').waitFor(); // as a user sees the field before tabbing to it
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('cfg-goto_node_id');
      await page.keyboard.type('Menu');
      await saveEditor(page, 'Go to');

      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => selectedLabel(page)).toBe('2: Option 2');
      await insert(page, 'hang', 'hangup');
      await saveEditor(page, 'Hang up');
      await expect.poll(() => treeItem(page, 'Hang up').count()).toBe(1);

      // Copy the hangup branch, paste it under Otherwise, then undo the paste.
      await page.keyboard.press('Control+Shift+c');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => selectedLabel(page)).toBe('Otherwise');
      await page.keyboard.press('Control+v');
      await expect.poll(() => treeItem(page, 'Hang up').count()).toBe(2);
      await page.keyboard.press('Control+z');
      await expect.poll(() => treeItem(page, 'Hang up').count()).toBe(1);
      // Undo says what it took back and keeps the selection where it was.
      await expect.poll(() => page.locator('.bp6-toast').allInnerTexts()).toContainEqual(expect.stringContaining('Undid: Pasted a branch'));
      expect(await selectedLabel(page)).toBe('Otherwise');

      // What the server stores matches the screen.
      const nodes = await call<{ node_type: string; config: Record<string, unknown> }[]>('GET', `/node/nodes?task_id=${task.task_id}`);
      const types = nodes.map((n) => n.node_type).sort();
      expect(types.filter((t) => t === 'hangup')).toHaveLength(1);
      expect(types).toEqual(expect.arrayContaining(['start', 'menu', 'goto', 'hangup']));
      const menu = nodes.find((n) => n.node_type === 'menu')!;
      expect(typeof menu.config.prompt_id).toBe('number');
      expect(nodes.find((n) => n.node_type === 'goto')!.config.goto_node_id).toBe((menu as unknown as { node_id: number }).node_id);
    } catch (e) {
      await page.screenshot({ path: '/tmp/callflow-e2e-failure.png' });
      throw e;
    } finally {
      await page.context().close();
    }
  });
});
