import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountApi } from './support/api';
import { violations } from './support/axe';
import { browserPerFile } from './support/browser';
import { focusedId, openCanvas, simulatorFocused } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('aria-label') || el?.innerText?.trim() || '';
  });
/** Tab (keyboard only) until the focused control's label or text is `name`. */
async function tabTo(page: Page, name: string, max = 60) {
  for (let i = 0; i < max && (await focused(page)) !== name; i++) await page.keyboard.press('Tab');
  expect(await focused(page)).toBe(name);
}

/** A fresh chatbot: "Welcome!" then a menu (1 Orders, 2 Returns); 1 answers "Your orders are on the way." */
async function chatbot() {
  const { raw, scope } = await accountApi(builder, 'Northwind Retail');
  const suffix = Math.random().toString(36).slice(2, 7);
  const prompt = async (text: string) =>
    (
      (
        await raw('POST', '/prompt/prompts', {
          prompt_name: `Sim chat ${suffix} ${text.slice(0, 8)}`,
          texts: [{ language: 'en-US', text }],
        })
      ).data as { prompt_id: number }
    ).prompt_id;
  const t = (await raw('POST', '/studio/tasks', { task_name: `Sim chat ${suffix}`, task_type: 'chatbot' })).data as { task_id: number };
  const main = (
    (await raw('GET', `/node/canvas?task_id=${t.task_id}`)).data as { canvas_id: number; first_node_id: number; is_main_canvas: number }[]
  ).find((c) => c.is_main_canvas)!;
  const insert = async (pid: number, node_type: string, config: Record<string, unknown>) =>
    (
      (await raw('POST', '/node/nodes', { task_id: t.task_id, canvas_id: main.canvas_id, pid, node_type, config })).node as {
        data: { node_id: number };
      }
    ).data;
  const welcome = await insert(main.first_node_id, 'prompt', { prompt_id: await prompt('Welcome!') });
  const menu = await insert(welcome.node_id, 'menu', {
    prompt_id: await prompt('What can I do for you?'),
    keys: [
      { key: '1', label: 'Orders' },
      { key: '2', label: 'Returns' },
    ],
  });
  const nodes = (await raw('GET', `/node/nodes?task_id=${t.task_id}`)).data as { node_id: number; pid: number | null; node_name: string }[];
  const one = nodes.find((n) => n.pid === menu.node_id && n.node_name === '1: Orders')!;
  await insert(one.node_id, 'prompt', { prompt_id: await prompt('Your orders are on the way.') });
  return { t, scope, raw };
}

describe('the simulator of a chat task and its flow tests, by keyboard', () => {
  it('chat view: a typed message gets the reply; after a restart, a quick reply answers', async () => {
    const s = await chatbot();
    await withPage(async (page) => {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${s.t.task_id}?${s.scope}`);
      await page.keyboard.press('Shift+S');
      await simulatorFocused(page);
      const panel = page.locator('.sim-panel');
      await tabTo(page, 'Start');
      await page.keyboard.press('Enter');
      await panel.getByText('What can I do for you?').first().waitFor();
      await panel.getByRole('group', { name: 'Quick replies' }).waitFor();
      expect(await violations(page, 'simulator chat')).toEqual([]);
      await tabTo(page, 'Message');
      await page.keyboard.type('1');
      await page.keyboard.press('Enter');
      await panel.getByText('Your orders are on the way.').waitFor();
      await tabTo(page, 'Restart');
      await page.keyboard.press('Enter');
      await expect.poll(() => panel.getByText('Your orders are on the way.').count()).toBe(0);
      await tabTo(page, '2 · Returns');
      await page.keyboard.press('Enter');
      await expect.poll(() => panel.locator('.sim-status').innerText(), { timeout: 10_000 }).toMatch(/^Ended/);
      expect(await violations(page, 'simulator chat, ended')).toEqual([]);
    });
  });

  it('flow-test editor: a failing expectation is edited, saved with Ctrl+Enter, and the re-run passes', async () => {
    const s = await chatbot();
    const name = `Orders ${Math.random().toString(36).slice(2, 6)}`;
    await s.raw('POST', '/sim/tests', {
      task_id: s.t.task_id,
      test_name: name,
      steps: [
        { kind: 'input', text: '1' },
        { kind: 'said', text: 'goodbye' },
      ],
    });
    await withPage(async (page) => {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${s.t.task_id}?${s.scope}`);
      await page.keyboard.press('Shift+S');
      await simulatorFocused(page);
      const panel = page.locator('.sim-panel');
      await tabTo(page, 'Run all');
      await page.keyboard.press('Enter');
      await panel.getByText('0 passed, 1 failed').waitFor();

      await tabTo(page, `Edit: ${name}`);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect.poll(() => focusedId(page)).toBe('sim-test-name');
      await tabTo(page, 'Text (Step 2)');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('on the way');
      expect(await violations(page, 'flow-test editor')).toEqual([]);
      await page.keyboard.press('Control+Enter');
      await dialog.waitFor({ state: 'detached' });
      const saved = (await s.raw('GET', `/sim/tests?task_id=${s.t.task_id}`)).data as { steps: { text?: string }[] }[];
      expect(saved[0].steps[1].text).toBe('on the way');

      await panel.getByRole('button', { name: 'Run all' }).focus();
      await page.keyboard.press('Enter');
      await panel.getByText('1 passed, 0 failed').waitFor();
    });
  });

  it('pins: a web-service answer pinned on its node by keyboard is the answer the session takes', async () => {
    const { raw, scope } = await accountApi(builder, 'Northwind Retail');
    const suffix = Math.random().toString(36).slice(2, 7);
    const name = `pin_status_${suffix}`;
    const v = (
      (await raw('POST', '/content/variables', { variable_name: name, variable_type: 'single_value' })).data as { variable_id: number }
    ).variable_id;
    const t = (await raw('POST', '/studio/tasks', { task_name: `Sim pins ${suffix}`, task_type: 'voice' })).data as { task_id: number };
    const main = (
      (await raw('GET', `/node/canvas?task_id=${t.task_id}`)).data as { canvas_id: number; first_node_id: number; is_main_canvas: number }[]
    ).find((c) => c.is_main_canvas)!;
    const ws = (
      (
        await raw('POST', '/node/nodes', {
          task_id: t.task_id,
          canvas_id: main.canvas_id,
          pid: main.first_node_id,
          node_type: 'web_service',
          config: {
            action_name: 'Look up',
            request: { method: 'GET', url: 'https://unreachable.invalid/orders', headers: [], body: '', timeout_seconds: 2 },
            response_mappings: [{ source: 'status', variable_id: v }],
          },
        })
      ).node as { data: { node_id: number; node_name: string } }
    ).data;
    await withPage(async (page) => {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${t.task_id}?${scope}`);
      await page.keyboard.press('Shift+S');
      await simulatorFocused(page);
      const panel = page.locator('.sim-panel');
      await panel.getByRole('checkbox', { name: `Pin the answer of ${ws.node_name} (#${ws.node_id})` }).focus();
      await page.keyboard.press('Space');
      await panel.locator(`#sim-pin-status-${ws.node_id}`).waitFor();
      await page.keyboard.press('Tab');
      await expect.poll(() => focusedId(page)).toBe(`sim-pin-status-${ws.node_id}`);
      await page.keyboard.press('Tab');
      await expect.poll(() => focusedId(page)).toBe(`sim-pin-body-${ws.node_id}`);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('{"status":"shipped"}');
      expect(await violations(page, 'simulator pins')).toEqual([]);

      await panel.getByRole('button', { name: 'Start', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => panel.locator(`tr[data-variable="${name}"]`).innerText(), { timeout: 10_000 }).toContain('shipped');
    });
  });
});
