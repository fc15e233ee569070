import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, downloadedFile, runFromPalette, signIn } from './support/browser';
import { accountApi } from './support/api';
import { violations } from './support/axe';
import { openCanvas } from './support/canvas';
import { baseUrl } from './support/server';

const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();

/** Notes on the page whether the progress of an export or import was ever drawn (it may last one frame). */
const watchProgress = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { progressSeen: boolean };
    w.progressSeen = false;
    new MutationObserver(() => {
      if (
        document.querySelector(
          '[data-testid="transfer-progress"] [role="progressbar"], [data-testid="transfer-progress"] .bp6-progress-bar',
        )
      )
        w.progressSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
const progressSeen = (page: Page) => page.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen);

describe('export and import of a task', () => {
  it('exports a task by keyboard with its progress, and imports it into another account with one name conflict', async () => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const retail = await accountApi(builder, 'Northwind Retail');
    const health = await accountApi(builder, 'Northwind Health Line');
    const promptName = `Transfer greeting ${tag}`;
    const prompt = await retail.call<{ prompt_id: number }>('POST', '/prompt/prompts', {
      prompt_name: promptName,
      texts: [{ language: 'en-US', text: 'Hello' }],
    });
    const task = await retail.call<{ task_id: number; task_name: string }>('POST', '/studio/tasks', {
      task_name: `Transfer task ${tag}`,
      task_type: 'voice',
    });
    const main = (
      await retail.call<{ canvas_id: number; first_node_id: number; is_main_canvas: number }[]>(
        'GET',
        `/node/canvas?task_id=${task.task_id}`,
      )
    ).find((c) => c.is_main_canvas === 1)!;
    await retail.raw('POST', '/node/nodes', {
      task_id: task.task_id,
      canvas_id: main.canvas_id,
      pid: main.first_node_id,
      node_type: 'prompt',
      node_name: 'Greeting',
      config: { prompt_id: prompt.prompt_id },
    });
    // The conflict: Health already has a prompt of that name.
    await health.call('POST', '/prompt/prompts', { prompt_name: promptName, texts: [{ language: 'en-US', text: 'Hi there' }] });

    await withPage(async (page) => {
      await signIn(page, baseUrl, builder, `/build/tasks?${retail.scope}`);
      await page.locator('.tasks-table').waitFor();
      await runFromPalette(page, `Export task ${task.task_name}`, `Export task ${task.task_name}`);
      const dialog = page.getByRole('dialog', { name: `Export ${task.task_name}` });
      await dialog.waitFor();
      await page.screenshot({ path: '/tmp/transfer-export.png' });
      expect(await violations(page, 'export dialog')).toEqual([]);
      await watchProgress(page);
      // The Export button has the focus: Enter starts the job; its progress is drawn until the file is ready.
      await page.keyboard.press('Enter');
      const download = dialog.getByRole('button', { name: 'Download file' });
      await download.waitFor();
      expect(await progressSeen(page)).toBe(true);
      await expect.poll(() => download.evaluate((el) => el === document.activeElement)).toBe(true);
      const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      const path = await downloadedFile(file);
      const exported = JSON.parse(readFileSync(path!, 'utf8'));
      expect(exported.format).toBe('studio-task-export');
      expect(exported.tasks[0].task_name).toBe(task.task_name);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // In the other account, G I opens the import; the file goes in, the conflict is shown with its choice.
      await page.goto(`${baseUrl}/build/tasks?${health.scope}`);
      await page.locator('.tasks-import').waitFor();
      await page.keyboard.press('g');
      await page.keyboard.press('i');
      const importing = page.getByRole('dialog', { name: 'Import a task' });
      await importing.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('transfer-file');
      await page.locator('#transfer-file').setInputFiles(path!);
      const choice = importing.getByRole('combobox', { name: `What to do with ${promptName}` });
      await choice.waitFor();
      expect(await choice.inputValue()).toBe('reuse');
      await choice.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => choice.inputValue()).toBe('rename');
      await page.screenshot({ path: '/tmp/transfer-import.png' });
      expect(await violations(page, 'import dialog')).toEqual([]);
      await watchProgress(page);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Import');
      await page.keyboard.press('Enter');
      const result = importing.getByTestId('import-result');
      await result.waitFor();
      expect(await progressSeen(page)).toBe(true);
      expect(await result.innerText()).toContain('Created 0, reused 0 and renamed 1 content items.');
      await page.screenshot({ path: '/tmp/transfer-result.png' });
      const prompts = await health.call<{ prompt_name: string }[]>(
        'GET',
        `/prompt/prompts?fetch_all=1&search=${encodeURIComponent(promptName)}`,
      );
      expect(prompts.map((p) => p.prompt_name).sort()).toEqual([promptName, `${promptName} (2)`]);
      const tasks = await health.call<{ task_name: string }[]>('GET', '/studio/tasks?task_type=voice');
      expect(tasks.map((t) => t.task_name)).toContain(task.task_name);
    });
  });

  it('saves a version without publishing it, from the versions panel by keyboard', async () => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const retail = await accountApi(builder, 'Northwind Retail');
    const task = await retail.call<{ task_id: number }>('POST', '/studio/tasks', { task_name: `Saved version ${tag}`, task_type: 'voice' });
    await withPage(async (page) => {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${task.task_id}?${retail.scope}`);
      await page.keyboard.press('v');
      await page.locator('.vs-panel').waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('vs-panel-title');
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Save version');
      await page.keyboard.press('Enter');
      await page.getByText('Version 1 saved (not published).').waitFor();
      const list = await retail.call<{ task_version_in_use: number | null; versions: { is_published: boolean }[] }>(
        'GET',
        `/studio/versions/${task.task_id}`,
      );
      expect(list.task_version_in_use).toBeNull();
      expect(list.versions.map((v) => v.is_published)).toEqual([false]);
      await page.screenshot({ path: '/tmp/transfer-save-version.png' });
      expect(await violations(page, 'versions panel')).toEqual([]);
    });
  });
});
