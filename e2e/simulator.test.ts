import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountApi } from './support/api';
import { violations } from './support/axe';
import { browserPerFile, signIn } from './support/browser';
import { openCanvas, simulatorFocused, treeItem } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();
const shots = process.env.SIM_SHOTS;

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? '');

/** Tab (keyboard only) until the focused control reads `text`. */
async function tabToText(page: Page, text: string, max = 40) {
  for (let i = 0; i < max && (await focusedText(page)) !== text; i++) await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe(text);
}

/** Selects a node by its id through Find (F), as a keyboard user does. */
async function findNode(page: Page, nodeId: number, name: string) {
  await page.keyboard.press('f');
  await page.getByPlaceholder('Name or id…').waitFor();
  await page.keyboard.type(String(nodeId));
  await page.locator('[cmdk-item]', { hasText: name }).first().waitFor();
  await page.keyboard.press('Enter');
  await page.getByPlaceholder('Name or id…').waitFor({ state: 'detached' });
}

/** The demo's Retail main line on its canvas, in the builder's Northwind Retail. */
async function openRetailMainLine(page: Page) {
  const retail = await accountApi(builder, 'Northwind Retail');
  const task = (await retail.call<{ task_id: number; task_name: string }[]>('GET', '/studio/tasks')).find(
    (t) => t.task_name === 'Retail main line',
  )!;
  await openCanvas(page, baseUrl, builder, `/build/callflow/${task.task_id}?${retail.scope}`);
  return { retail, task };
}

/**
 * The Retail main line's canvas with its task's answer held back (a busy machine): resolves once its nodes are drawn
 * while the task has not arrived; `release` lets the answer through.
 */
async function openWithTaskHeld(page: Page) {
  const retail = await accountApi(builder, 'Northwind Retail');
  const task = (await retail.call<{ task_id: number; task_name: string }[]>('GET', '/studio/tasks')).find(
    (t) => t.task_name === 'Retail main line',
  )!;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === `/api/studio/tasks/${task.task_id}`,
    async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.continue();
    },
  );
  await signIn(page, baseUrl, builder, `/build/callflow/${task.task_id}?${retail.scope}`);
  await treeItem(page, 'Start').waitFor();
  expect(await page.locator('.cf-title-text').innerText()).toBe('…');
  const arrived = () => page.locator('.cf-title-text', { hasText: task.task_name }).waitFor();
  return { release, arrived };
}

describe("a simulator key pressed while the canvas's task loads", () => {
  it('opens the simulator once the task has arrived', async () => {
    await withPage(async (page) => {
      const { release, arrived } = await openWithTaskHeld(page);
      await page.keyboard.press('Shift+S');
      // Nothing yet: the task is held back.
      await page.waitForTimeout(300);
      expect(await page.locator('.sim-panel').count()).toBe(0);
      release();
      await arrived();
      await simulatorFocused(page);
    });
  });

  it('opens nothing when Escape or a click came in between', async () => {
    for (const moveOn of [(page: Page) => page.keyboard.press('Escape'), (page: Page) => page.locator('.cf-viewport').click()]) {
      await withPage(async (page) => {
        const { release, arrived } = await openWithTaskHeld(page);
        await page.keyboard.press('Shift+S');
        await moveOn(page);
        release();
        await arrived();
        // Long enough for a kept key to have run (it runs as the task arrives).
        await page.waitForTimeout(500);
        expect(await page.locator('.sim-panel').count()).toBe(0);
        // The key works as usual afterwards.
        await page.locator('.cf-viewport').focus();
        await page.keyboard.press('Shift+S');
        await simulatorFocused(page);
      });
    }
  });
});

describe('the simulator on the canvas, by keyboard', () => {
  it('runs the demo menu flow: key 2 marks the path and changes the watch; a breakpoint stops the session; a recorded test re-runs and passes', async () => {
    await withPage(async (page) => {
      const { retail, task } = await openRetailMainLine(page);
      // Shift+S opens the simulator with the focus on its title.
      await page.keyboard.press('Shift+S');
      const panel = page.locator('.sim-panel');
      await simulatorFocused(page);
      await tabToText(page, 'Start');
      await page.keyboard.press('Enter');
      await treeItem(page, 'Main menu (current step)').waitFor();
      await treeItem(page, 'Welcome (visited)').waitFor();
      await panel.getByText('For an order, press 1.', { exact: false }).waitFor();

      // Typing 2 while the panel has the focus is the caller's key: the path to the returns policy is marked.
      await page.keyboard.press('2');
      await treeItem(page, 'Known customer? (visited)').waitFor();
      await treeItem(page, 'Returns policy (visited)').waitFor();
      await panel.getByText('You pressed 2').waitFor();
      const choice = panel.locator('tr[data-variable="menu_choice"]');
      await expect.poll(() => choice.innerText()).toMatch(/menu_choice\s+2/);
      expect(await choice.getAttribute('class')).toContain('sim-changed');
      if (shots) await page.screenshot({ path: `${shots}/simulator-path.png` });
      expect(await violations(page, 'simulator')).toEqual([]);

      // Escape gives the keys back to the canvas; B sets a breakpoint on the selected node.
      await page.keyboard.press('Escape');
      await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('cf-viewport'))).toBe(true);
      const nodes = await retail.call<{ node_id: number; node_name: string }[]>('GET', `/node/nodes?task_id=${task.task_id}`);
      await findNode(page, nodes.find((n) => n.node_name === 'Known customer?')!.node_id, 'Known customer?');
      await page.keyboard.press('b');
      await treeItem(page, 'Known customer? (visited, breakpoint)').waitFor();

      // Shift+R restarts; 2 again stops before the breakpoint node; F8 continues past it.
      await page.keyboard.press('Shift+R');
      await treeItem(page, 'Main menu (current step)').waitFor();
      await page.keyboard.press('Shift+S');
      await simulatorFocused(page);
      await page.keyboard.press('2');
      await treeItem(page, 'Known customer? (current step, breakpoint)').waitFor();
      await panel.getByText('Paused before Known customer?', { exact: false }).first().waitFor();
      await page.keyboard.press('F8');
      await treeItem(page, 'Returns policy (visited)').waitFor();
      await panel.getByText('Session ended (hangup)').waitFor();
      if (shots) await page.screenshot({ path: `${shots}/simulator-breakpoint.png` });

      // Shift+T records the session as a flow test; Alt+Shift+T runs the task's tests: all pass.
      const before = (await retail.call<unknown[]>('GET', `/sim/tests?task_id=${task.task_id}`)).length;
      await page.keyboard.press('Shift+T');
      await expect.poll(async () => (await retail.call<unknown[]>('GET', `/sim/tests?task_id=${task.task_id}`)).length).toBe(before + 1);
      await panel.locator('.sim-test').nth(before).waitFor();
      await page.keyboard.press('Alt+Shift+T');
      await panel.getByText(`${before + 1} passed, 0 failed`).waitFor();
      expect(await panel.locator('.sim-test .bp6-tag', { hasText: 'Passed' }).count()).toBe(before + 1);
      if (shots) await page.screenshot({ path: `${shots}/simulator-tests.png`, fullPage: true });
      expect(await violations(page, 'simulator tests')).toEqual([]);
    });
  });

  it('names the caller once, marks a key the menu does not take as no-match, and takes its marks off the canvas when it closes', async () => {
    await withPage(async (page) => {
      await openRetailMainLine(page);
      await page.keyboard.press('Shift+S');
      const panel = page.locator('.sim-panel');
      await simulatorFocused(page);
      await tabToText(page, 'Start');
      await page.keyboard.press('Enter');
      await treeItem(page, 'Main menu (current step)').waitFor();

      // A key the menu has no choice for: the line says so, the menu asks again.
      await page.keyboard.press('9');
      const wrong = panel.locator('.sim-line-you').last();
      await expect.poll(() => wrong.innerText()).toMatch(/^You pressed 9/);
      expect(await wrong.innerText()).toContain('no match');
      expect(await wrong.getAttribute('class')).toContain('sim-line-nomatch');
      await page.keyboard.press('2');
      await treeItem(page, 'Returns policy (visited)').waitFor();
      const right = panel.locator('.sim-line-you').last();
      await expect.poll(() => right.innerText()).toBe('You pressed 2');
      expect(await panel.getByText('You You').count()).toBe(0);

      // Shift+S with the keys in the panel closes it: no node keeps a simulator mark.
      await panel.locator('#sim-panel-title').focus();
      await page.keyboard.press('Shift+S');
      await panel.waitFor({ state: 'detached' });
      await treeItem(page, 'Returns policy').waitFor();
      expect(await page.locator('g[role="treeitem"][aria-label*="(visited"], g[role="treeitem"][aria-label*="current step"]').count()).toBe(
        0,
      );
      expect(await page.locator('.cf-sim-ring, .cf-sim-visited, .cf-sim-current').count()).toBe(0);
    });
  });
});
