import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { browserPerFile } from './support/browser';
import { accountApi } from './support/api';
import { openCanvas } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();
const shots = process.env.PREVIEW_SHOTS;

/** A fresh chatbot (named per try): "Welcome!" then a menu (1 Orders, 2 Returns); key 1 answers "Your orders are on the way." */
async function setup() {
  const { raw, scope } = await accountApi(builder, 'Northwind Retail');
  const suffix = Math.random().toString(36).slice(2, 7);
  const prompt = async (text: string) =>
    (
      (await raw('POST', '/prompt/prompts', { prompt_name: `Chat ${suffix} ${text.slice(0, 8)}`, texts: [{ language: 'en-US', text }] }))
        .data as { prompt_id: number }
    ).prompt_id;
  const t = (await raw('POST', '/studio/tasks', { task_name: `Chat preview ${suffix}`, task_type: 'chatbot' })).data as { task_id: number };
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
  return { t, scope };
}

const bubbles = (page: import('playwright-core').Page) => page.locator('.run-bubble').allInnerTexts();

describe('the chat preview of a chatbot, by keyboard', () => {
  it('Alt+P on the canvas opens the preview; the bot greets, a quick reply answers, the conversation ends', async () => {
    const s = await setup();
    await withPage(async (page) => {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${s.t.task_id}?${s.scope}`);
      await page.keyboard.press('Alt+P');
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/build/preview/${s.t.task_id}`);
      await page.getByRole('button', { name: 'Orders' }).waitFor();
      expect(await bubbles(page)).toEqual(['Bot\nWelcome!', 'Bot\nWhat can I do for you?']);
      expect(await violations(page, 'chat preview')).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/chat-preview.png` });

      // The message box has the keys; Shift+Tab reaches the quick replies (Returns, then Orders).
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Message');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText)).toBe('Orders');
      await page.keyboard.press('Enter');
      await page.getByText('The conversation has ended.').waitFor();
      expect(await bubbles(page)).toEqual([
        'Bot\nWelcome!',
        'Bot\nWhat can I do for you?',
        'You\nOrders',
        'Bot\nYour orders are on the way.',
      ]);
      expect(await violations(page, 'chat preview, ended')).toEqual([]);

      // Restart begins a new conversation.
      await page.getByRole('button', { name: 'Restart' }).click();
      await expect.poll(() => bubbles(page)).toEqual(['Bot\nWelcome!', 'Bot\nWhat can I do for you?']);
    });
  });
});
