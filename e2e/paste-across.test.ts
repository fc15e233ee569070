import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile } from './support/browser';
import { accountApi } from './support/api';
import { openCanvas, selectedLabelNow } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();

interface FlowNode {
  node_id: number;
  node_name: string;
  node_type: string;
  config: { prompt_id?: number };
}

/** A fresh voice task of the account, with its main canvas. */
async function freshTask(api: Awaited<ReturnType<typeof accountApi>>, name: string) {
  const t = (await api.raw('POST', '/studio/tasks', { task_name: name, task_type: 'voice' })).data as { task_id: number };
  const main = (
    (await api.raw('GET', `/node/canvas?task_id=${t.task_id}`)).data as {
      canvas_id: number;
      first_node_id: number;
      is_main_canvas: number;
    }[]
  ).find((c) => c.is_main_canvas)!;
  return { task_id: t.task_id, canvas_id: main.canvas_id, start: main.first_node_id };
}

async function selectLabel(page: Page, label: string, key: 'ArrowDown' | 'ArrowUp') {
  for (let i = 0; i < 8 && (await selectedLabelNow(page)) !== label; i++) await page.keyboard.press(key);
  await expect.poll(() => selectedLabelNow(page)).toBe(label);
}

describe('paste across accounts between two tabs', () => {
  it('copies a branch in a Retail tab and pastes it in a Health tab by keyboard: its prompt is carried and the toast says so', async () => {
    const suffix = Math.random().toString(36).slice(2, 7);
    const retail = await accountApi(builder, 'Northwind Retail');
    const health = await accountApi(builder, 'Northwind Health Line');
    const promptName = `Across prompt ${suffix}`;
    const prompt = (
      (await retail.raw('POST', '/prompt/prompts', { prompt_name: promptName, texts: [{ language: 'en-US', text: 'Hello' }] })).data as {
        prompt_id: number;
      }
    ).prompt_id;
    const source = await freshTask(retail, `Across source ${suffix}`);
    await retail.raw('POST', '/node/nodes', {
      task_id: source.task_id,
      canvas_id: source.canvas_id,
      pid: source.start,
      node_type: 'prompt',
      node_name: 'Greet across',
      config: { prompt_id: prompt },
    });
    const target = await freshTask(health, `Across target ${suffix}`);

    await withPage(async (retailTab) => {
      // Tab 2 of the same browser context (same local storage), showing Health; opened before the copy.
      await openCanvas(retailTab, baseUrl, builder, `/build/callflow/${source.task_id}?${retail.scope}`);
      const healthTab = await retailTab.context().newPage();
      await healthTab.goto(`${baseUrl}/build/callflow/${target.task_id}?${health.scope}`);
      await healthTab.locator('g[role="treeitem"][aria-label="Start"]').first().waitFor();
      await healthTab.locator('.cf-viewport').focus();

      await retailTab.bringToFront();
      await retailTab.locator('.cf-viewport').focus();
      await selectLabel(retailTab, 'Greet across', 'ArrowDown');
      await retailTab.keyboard.press('Control+Shift+C');
      await retailTab.locator('.bp6-toast', { hasText: 'Branch copied: Greet across' }).waitFor();

      await healthTab.bringToFront();
      await healthTab.locator('.cf-viewport').focus();
      await selectLabel(healthTab, 'Start', 'ArrowUp');
      await healthTab.keyboard.press('Control+v');
      await healthTab.locator('.bp6-toast', { hasText: `Content created in this account: ${promptName}.` }).waitFor();
      await healthTab.locator('g[role="treeitem"][aria-label="Greet across"]').first().waitFor();
    });

    const nodes = (await health.raw('GET', `/node/nodes?task_id=${target.task_id}`)).data as FlowNode[];
    const pasted = nodes.find((n) => n.node_name === 'Greet across')!;
    const carried = (
      (await health.raw('GET', `/prompt/prompts?search=${encodeURIComponent(promptName)}`)).data as {
        prompt_id: number;
        prompt_name: string;
      }[]
    ).filter((p) => p.prompt_name === promptName);
    expect(carried).toHaveLength(1);
    expect(pasted.config.prompt_id).toBe(carried[0].prompt_id);
    expect(pasted.config.prompt_id).not.toBe(prompt);
  });
});
