import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { downloadedFile, signedInPagePerFile } from './support/browser';
import { accountApi } from './support/api';
import { openSharedCanvas, selectedLabelNow, treeItem } from './support/canvas';

const builder = 'ac.builder@studio.test';
// Every test draws a task of its own: they share one signed-in page and open it by client-side navigation.
const shared = signedInPagePerFile(builder);
const shots = process.env.VERSIONS_SHOTS;

interface FlowNode {
  node_id: number;
  node_name: string;
  node_type: string;
}

/** A fresh voice task (named per try) in Northwind Retail: start → "Greet" prompt → "Bye" hangup. */
async function setup() {
  const { raw, scope } = await accountApi(builder, 'Northwind Retail');
  const suffix = Math.random().toString(36).slice(2, 7);
  const t = (await raw('POST', '/studio/tasks', { task_name: `Versions ${suffix}`, task_type: 'voice' })).data as { task_id: number };
  const prompt = (
    (await raw('POST', '/prompt/prompts', { prompt_name: `Versions prompt ${suffix}`, texts: [{ language: 'en-US', text: 'Hello' }] }))
      .data as { prompt_id: number }
  ).prompt_id;
  const main = (
    (await raw('GET', `/node/canvas?task_id=${t.task_id}`)).data as { canvas_id: number; first_node_id: number; is_main_canvas: number }[]
  ).find((c) => c.is_main_canvas)!;
  const insert = async (pid: number, node_type: string, node_name: string, config: Record<string, unknown> = {}) =>
    (
      (await raw('POST', '/node/nodes', { task_id: t.task_id, canvas_id: main.canvas_id, pid, node_type, node_name, config })).node as {
        data: FlowNode;
      }
    ).data;
  const greet = await insert(main.first_node_id, 'prompt', 'Greet', { prompt_id: prompt });
  const bye = await insert(greet.node_id, 'hangup', 'Bye');
  const nodes = async () => (await raw('GET', `/node/nodes?task_id=${t.task_id}`)).data as FlowNode[];
  const versions = async () =>
    (await raw('GET', `/studio/versions/${t.task_id}`)).data as { versions: { version_number: number; is_published: boolean }[] };
  return { t, greet, bye, nodes, versions, scope, raw, canvasId: main.canvas_id };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical wcag2a + wcag2aa violations of the page as it is. */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(ctx: Document, o: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      );
  });
}

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? '');

/** Tab (keyboard only) until the focused control reads `text`. */
async function tabToText(page: Page, text: string, max = 40) {
  for (let i = 0; i < max && (await focusedText(page)) !== text; i++) await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe(text);
}

async function selectDown(page: Page, label: string) {
  for (let i = 0; i < 8 && (await selectedLabelNow(page)) !== label; i++) await page.keyboard.press('ArrowDown');
  await expect.poll(() => selectedLabelNow(page)).toBe(label);
}

/** Resolves once the publish dialog is gone and no overlay is still entering or leaving (plain keys wait for that). */
async function publishDialogGone(page: Page) {
  await page.getByRole('textbox', { name: 'Version name' }).waitFor({ state: 'detached' });
  await expect.poll(() => page.evaluate(() => document.querySelector('.bp6-overlay-enter, .bp6-overlay-exit') === null)).toBe(true);
}

/** The publish dialog, open with the keys in its name field; answers the name it suggests. */
async function publishDialog(page: Page) {
  const name = page.getByRole('textbox', { name: 'Version name' });
  await name.waitFor();
  await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
  return name.inputValue();
}

describe('versions on the canvas, by keyboard', () => {
  it('Shift+P asks for the name first (Esc cancels, Ctrl+Enter publishes under the typed name); Esc closes the versions panel', async () => {
    const s = await setup();
    await shared.run(async (page) => {
      await openSharedCanvas(shared, `/build/callflow/${s.t.task_id}?${s.scope}`);
      await page.keyboard.press('Shift+P');
      expect(await publishDialog(page)).toBe('Untitled version 1');
      await page.keyboard.press('Escape');
      await page.getByRole('textbox', { name: 'Version name' }).waitFor({ state: 'detached' });
      expect((await s.versions()).versions).toEqual([]);

      await page.locator('.cf-viewport').focus();
      await page.keyboard.press('Shift+P');
      await publishDialog(page);
      await page.keyboard.type('Spring greeting');
      // Tab to the notes; Enter there is a new line, Ctrl+Enter publishes.
      await page.keyboard.press('Tab');
      await page.keyboard.type('New welcome prompt.');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Holiday hours.');
      await page.keyboard.press('Control+Enter');
      await expect
        .poll(async () => (await s.versions()).versions)
        .toEqual([
          expect.objectContaining({
            version_number: 1,
            version_name: 'Spring greeting',
            version_notes: 'New welcome prompt.\nHoliday hours.',
            is_published: true,
          }),
        ]);
      await page.getByText('Version 1 is published.').waitFor();

      // The versions panel closes on Esc, from its title and from the canvas beside it.
      const versionsButton = page.locator('[data-command="canvas.versions"]');
      await versionsButton.click();
      const panel = page.locator('.vs-panel');
      await panel.locator('.vs-row-name', { hasText: 'Spring greeting' }).waitFor();
      expect(await panel.locator('.vs-row-notes').innerText()).toBe('New welcome prompt.\nHoliday hours.');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('vs-panel-title');
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await versionsButton.click();
      await panel.locator('.vs-row-name', { hasText: 'Spring greeting' }).waitFor();
      await page.locator('.cf-viewport').focus();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
    });
  });

  it('publishes, compares the changed draft with the published version drawn on the canvas, and rolls back', async () => {
    const s = await setup();
    await shared.run(async (page) => {
      await openSharedCanvas(shared, `/build/callflow/${s.t.task_id}?${s.scope}`);
      // Shift+P asks for the name, Enter publishes through the gate: the task has no errors, so version 1 becomes the published one.
      await page.keyboard.press('Shift+P');
      await publishDialog(page);
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => (await s.versions()).versions)
        .toEqual([expect.objectContaining({ version_number: 1, is_published: true })]);
      await page.getByText('Version 1 is published.').waitFor();
      await publishDialogGone(page);

      // Change the draft: delete the hangup.
      await page.locator('.cf-viewport').focus();
      await selectDown(page, 'Bye');
      await page.keyboard.press('Delete');
      await expect.poll(async () => (await s.nodes()).some((n) => n.node_id === s.bye.node_id)).toBe(false);

      // V opens the versions panel (focus on its title); compare the published version with the draft.
      await page.locator('.cf-viewport').focus();
      await page.keyboard.press('v');
      const panel = page.locator('.vs-panel');
      await panel.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('vs-panel-title');
      await tabToText(page, 'Compare');
      await page.keyboard.press('Enter');
      // The removed hangup is drawn where it was, in the removed colour, named in words.
      const removed = treeItem(page, 'Bye (Removed)');
      await removed.waitFor();
      expect(await removed.getAttribute('class')).toContain('cf-diff-removed');
      expect(await panel.locator('.vs-legend').innerText()).toMatch(/Removed\s*1/);
      if (shots) await page.screenshot({ path: `${shots}/versions-compare.png` });
      expect(await violations(page)).toEqual([]);

      // Roll back to version 1: the hangup is back, as an edit.
      await tabToText(page, 'Roll back');
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await s.nodes()).some((n) => n.node_id === s.bye.node_id)).toBe(true);
      await treeItem(page, 'Bye').waitFor();
      await page.getByText('The draft is now version 1. Undo puts it back.').waitFor();
      if (shots) await page.screenshot({ path: `${shots}/versions-panel.png` });
    });
  });

  it('lists the publish gate errors, each jumping to its node', async () => {
    const s = await setup();
    // A link to a task that was deleted since: an error of the link node's validate().
    const other = (
      await s.raw('POST', '/studio/tasks', { task_name: `Versions linked ${Math.random().toString(36).slice(2, 7)}`, task_type: 'voice' })
    ).data as { task_id: number };
    await s.raw('DELETE', `/node/nodes/${s.bye.node_id}?delete_type=delete_node&canvas_id=${s.canvasId}`, {});
    const link = (
      (
        await s.raw('POST', '/node/nodes', {
          task_id: s.t.task_id,
          canvas_id: s.canvasId,
          pid: s.greet.node_id,
          node_type: 'link_task',
          node_name: 'Linked',
          config: { task_id: other.task_id },
        })
      ).node as { data: FlowNode }
    ).data;
    await s.raw('DELETE', `/studio/tasks/${other.task_id}`, {});
    await shared.run(async (page) => {
      await openSharedCanvas(shared, `/build/callflow/${s.t.task_id}?${s.scope}`);
      await page.keyboard.press('Shift+P');
      await publishDialog(page);
      await page.keyboard.press('Enter');
      const gate = page.locator('.vs-gate');
      await gate.waitFor();
      await publishDialogGone(page);
      expect(await gate.innerText()).toContain('Linked');
      if (shots) await page.screenshot({ path: `${shots}/versions-gate.png` });
      expect(await violations(page)).toEqual([]);
      await gate.locator('button.vs-change-link').first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => selectedLabelNow(page)).toBe(link.node_name);
      expect((await s.versions()).versions).toEqual([]);
    });
  });

  it('shows the edit history (who, what) with H; an entry jumps to its node', async () => {
    const s = await setup();
    await s.raw('PUT', `/node/nodes/${s.greet.node_id}`, { node_name: 'Greet again' });
    await shared.run(async (page) => {
      await openSharedCanvas(shared, `/build/callflow/${s.t.task_id}?${s.scope}`);
      await page.keyboard.press('h');
      const panel = page.locator('.vs-panel');
      await panel.getByText('Changed a node').waitFor();
      expect(await panel.innerText()).toContain('Ben Builder');
      // The node by its name, not its id.
      expect(await panel.innerText()).toContain('“Greet again”');
      await tabToText(page, (await panel.locator('button.vs-change-link').first().innerText()).trim());
      await page.keyboard.press('Enter');
      await expect.poll(() => selectedLabelNow(page)).toBe('Greet again');
      if (shots) await page.screenshot({ path: `${shots}/versions-history.png` });
      expect(await violations(page)).toEqual([]);
    });
  });

  it('refuses an edit made on a stale canvas with the message, then shows the other change', async () => {
    const s = await setup();
    await shared.run(async (page) => {
      await openSharedCanvas(shared, `/build/callflow/${s.t.task_id}?${s.scope}`);
      // Hold this tab's node reloads, so the other person's change is not on its canvas yet when it edits.
      let release: () => void = () => undefined;
      const held = new Promise<void>((r) => (release = r));
      let holding = true;
      await page.route('**/api/node/nodes?*', async (route) => {
        if (holding) await held;
        await route.continue();
      });
      await s.raw('PUT', `/node/nodes/${s.greet.node_id}`, { node_name: 'Greet (their change)' });
      await page.locator('.cf-viewport').focus();
      await selectDown(page, 'Bye');
      await page.keyboard.press('Delete');
      await page.getByText('Someone else changed this task while you were editing.', { exact: false }).waitFor();
      if (shots) await page.screenshot({ path: `${shots}/versions-stale.png` });
      holding = false;
      release();
      // The canvas reloads with their change; Bye was not deleted.
      await treeItem(page, 'Greet (their change)').waitFor();
      expect((await s.nodes()).some((n) => n.node_id === s.bye.node_id)).toBe(true);
    });
  });

  it('exports the published version’s snapshot and the draft’s from the versions panel; Esc closes the export, not the panel', async () => {
    const s = await setup();
    await s.raw('POST', `/studio/versions/untitled-version/${s.t.task_id}`, { version_name: 'Launch' });
    // The draft moves on after publishing: a node the published version does not have.
    const later = (
      (await s.raw('POST', '/prompt/prompts', { prompt_name: `Later ${s.t.task_id}`, texts: [{ language: 'en-US', text: 'Later' }] }))
        .data as {
        prompt_id: number;
      }
    ).prompt_id;
    await s.raw('POST', '/node/nodes', {
      task_id: s.t.task_id,
      canvas_id: s.canvasId,
      pid: s.greet.node_id,
      node_type: 'prompt',
      node_name: 'Later',
      config: { prompt_id: later },
    });
    const exported = async (page: Page, group: string, title: RegExp) => {
      await page.locator('.vs-panel').getByRole('group', { name: group }).getByRole('button', { name: 'Export' }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByRole('button', { name: 'Export' }).click();
      const download = dialog.getByRole('button', { name: 'Download file' });
      await download.waitFor();
      if (shots) await page.screenshot({ path: `${shots}/versions-export-${group.replace(/\W+/g, '-')}.png` });
      expect(await violations(page)).toEqual([]);
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      const doc = JSON.parse(readFileSync((await downloadedFile(file))!, 'utf8')) as { tasks: { nodes: { node_name: string }[] }[] };
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      return doc.tasks[0].nodes.map((n) => n.node_name);
    };
    await shared.run(async (page) => {
      await openSharedCanvas(shared, `/build/callflow/${s.t.task_id}?${s.scope}`);
      await page.keyboard.press('v');
      await page.locator('.vs-panel .vs-row-name', { hasText: 'Launch' }).waitFor();
      const published = await exported(page, 'Actions of Launch', /^Export Launch of Versions \w+$/);
      expect(published).toEqual(expect.arrayContaining(['Greet', 'Bye']));
      expect(published).not.toContain('Later');
      // The export's Esc left the panel open.
      expect(await page.locator('.vs-panel').isVisible()).toBe(true);
      const draft = await exported(page, 'Actions of Working draft', /^Export the draft of Versions \w+$/);
      expect(draft).toEqual(expect.arrayContaining(['Greet', 'Bye', 'Later']));
    });
  });
});
