import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountApi } from './support/api';
import { violations } from './support/axe';
import { browserPerFile } from './support/browser';
import { focusedId, openCanvas, selectedLabel, simulatorFocused } from './support/canvas';
import { waitingVisualForm } from './support/visual-form';
import { baseUrl, dataDir } from './support/server';

const uploadFeature = 'studio.visualform-file-upload.temp';

/** The account's plan gets (or loses) the visualform-file-upload feature, written straight into the studio's database. */
function setUploadFeature(spId: number, acId: number, on: boolean) {
  const db = new Database(join(dataDir, 'studio.sqlite'));
  try {
    db.prepare('delete from enabled_features where ac_id = ? and feature = ?').run(acId, uploadFeature);
    if (on) db.prepare('insert into enabled_features (sp_id, ac_id, feature) values (?, ?, ?)').run(spId, acId, uploadFeature);
  } finally {
    db.close();
  }
}
/** A rule of the file-upload flag for one form type (off), written straight into the studio's database; answers its removal. */
function uploadFlagOffFor(formTypeName: string) {
  const db = new Database(join(dataDir, 'studio.sqlite'));
  try {
    const flag = db.prepare('select id from feature_flags where name = ?').get(uploadFeature) as { id: number };
    const { lastInsertRowid } = db
      .prepare('insert into feature_flag_rules (flag_id, form_type, flag_state) values (?, ?, 0)')
      .run(flag.id, formTypeName);
    return () => {
      const again = new Database(join(dataDir, 'studio.sqlite'));
      try {
        again.prepare('delete from feature_flag_rules where id = ?').run(lastInsertRowid);
      } finally {
        again.close();
      }
    };
  } finally {
    db.close();
  }
}
const builder = 'ac.builder@studio.test';
const withPage = browserPerFile();
const shots = process.env.VF_SHOTS;

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? '');
async function tabToText(page: Page, text: string, max = 40) {
  for (let i = 0; i < max && (await focusedText(page)) !== text; i++) await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe(text);
}

describe('the visual form page (spec 2 §2)', () => {
  it('a caller fills in the form by keyboard without signing in: errors by the fields, then the done state; the session goes on with the values', async () => {
    const api = await accountApi(builder);
    const form = await waitingVisualForm(api);
    await withPage(async (page) => {
      await page.goto(`${baseUrl}/visualform/${form.uuid}`);
      await page.getByRole('heading', { name: /^Callback request/ }).waitFor();
      // Outside the signed-in shell: no sidebar, no sign-in redirect; the first field has the focus.
      expect(await page.locator('.studio-sidebar, nav[aria-label="Main"]').count()).toBe(0);
      await expect.poll(() => focusedId(page)).toBe('vf-field-full_name');
      expect(await violations(page, 'visual form')).toEqual([]);

      // Enter with the required field empty: its message, and the focus stays on it.
      await page.keyboard.press('Enter');
      await page.getByText('Full name is required.').waitFor();
      expect(await page.locator('#vf-field-full_name').getAttribute('aria-invalid')).toBe('true');
      expect(await violations(page, 'visual form with errors')).toEqual([]);
      await page.keyboard.type('Ann Lee');
      await page.keyboard.press('Tab');
      await page.keyboard.type('forty');
      await page.keyboard.press('Enter');
      await page.getByText('Age must be a number.').waitFor();
      await page.locator('#vf-field-age').focus();
      await page.keyboard.press('Control+a');
      await page.keyboard.type('42');
      await tabToText(page, 'Submit');
      await page.keyboard.press('Enter');
      await page.getByText('Your form has been sent. You can close this page.').waitFor();
      if (shots) await page.screenshot({ path: `${shots}/visual-form-done.png` });
      expect(await violations(page, 'visual form sent')).toEqual([]);
    });
    const session = await api.call<{
      status: string;
      variables: Record<string, unknown>;
      events: { type: string; event?: string; text?: string }[];
    }>('GET', `/sim/sessions/${form.sessionId}`);
    expect(session.status).toBe('ended');
    expect(session.variables[form.variable.variable_name]).toBe('Ann Lee');
    expect(session.events.filter((e) => e.type === 'form_event').map((e) => e.event)).toEqual(['open', 'submit']);
    expect(session.events.some((e) => e.type === 'said' && e.text === 'Thank you, we will call you back.')).toBe(true);

    // Submitted once: the page now says the form is no longer open.
    await withPage(async (page) => {
      await page.goto(`${baseUrl}/visualform/${form.uuid}`);
      await page.getByText('This form does not exist or is no longer open.').waitFor();
      await page.goto(`${baseUrl}/visualform`);
      await page.getByText('Open the form with the link you were sent.').waitFor();
    });
  });

  it('leaving the page unsent closes the form (a beacon): the session goes on by Not submitted', async () => {
    const api = await accountApi(builder);
    const form = await waitingVisualForm(api);
    await withPage(async (page) => {
      await page.goto(`${baseUrl}/visualform/${form.uuid}`);
      await page.getByRole('heading', { name: /^Callback request/ }).waitFor();
      await page.goto(`${baseUrl}/visualform`);
      await page.getByText('Open the form with the link you were sent.').waitFor();
    });
    await expect
      .poll(async () => (await api.call<{ status: string }>('GET', `/sim/sessions/${form.sessionId}`)).status, { timeout: 10_000 })
      .toBe('ended');
    const session = await api.call<{ events: { type: string; event?: string }[] }>('GET', `/sim/sessions/${form.sessionId}`);
    expect(session.events.filter((e) => e.type === 'form_event').map((e) => e.event)).toEqual(['open', 'close']);
  });

  it('the simulator shows the form link while the session waits, and the events after the submit', async () => {
    const api = await accountApi(builder);
    const form = await waitingVisualForm(api);
    await api.call('DELETE', `/sim/sessions/${form.sessionId}`, {});
    await withPage(async (page) => {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${form.taskId}?${api.scope}`);
      await page.keyboard.press('Shift+S');
      await simulatorFocused(page);
      await tabToText(page, 'Start');
      await page.keyboard.press('Enter');
      const panel = page.locator('.sim-panel');
      const link = panel.getByRole('link', { name: 'Open the form' });
      await link.waitFor();
      expect(await link.getAttribute('target')).toBe('_blank');
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(/^\/visualform\/[A-Za-z0-9]{32}$/);
      await panel.getByText('Waiting for the visual form').waitFor();
      if (shots) await page.screenshot({ path: `${shots}/visual-form-simulator.png` });

      const caller = await page.context().newPage();
      await caller.goto(`${baseUrl}${href}`);
      await caller.locator('#vf-field-full_name').waitFor();
      await caller.keyboard.type('Bo');
      await caller.keyboard.press('Enter');
      await caller.getByText('Your form has been sent. You can close this page.').waitFor();
      await panel.getByText('Thank you, we will call you back.').waitFor({ timeout: 10_000 });
      await panel.getByText('The caller submitted the visual form').waitFor();
    });
  });

  it('attaches a file (a native file input reached by Tab; a refused type says why) and submits it with the form', async () => {
    const api = await accountApi(builder);
    setUploadFeature(api.spId, api.acId, true);
    try {
      const form = await waitingVisualForm(api, { allowUpload: true });
      await withPage(async (page) => {
        await page.goto(`${baseUrl}/visualform/${form.uuid}`);
        await page.locator('#vf-field-full_name').waitFor();
        await page.keyboard.type('Cy');
        // Tab past Age to the file input; the file chooser itself is the browser's, so the file is set on the focused input.
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await expect.poll(() => focusedId(page)).toBe('vf-attachment');
        await page.setInputFiles('#vf-attachment', { name: 'photo.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
        await page.getByText('Allowed file types: cert, txt, pdf, jpeg, png, csv, json, mp3, wav, mp4.').waitFor();
        await page.setInputFiles('#vf-attachment', { name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('paid in full') });
        await page.getByRole('list', { name: 'Attached files' }).getByText('receipt.txt').waitFor();
        expect(await violations(page, 'visual form with an attachment')).toEqual([]);
        await tabToText(page, 'Submit');
        await page.keyboard.press('Enter');
        await page.getByText('Your form has been sent. You can close this page.').waitFor();
      });
      const session = await api.call<{ status: string; variables: Record<string, unknown> }>('GET', `/sim/sessions/${form.sessionId}`);
      expect(session.status).toBe('ended');
      expect(session.variables[form.variable.variable_name]).toBe('Cy');
    } finally {
      setUploadFeature(api.spId, api.acId, false);
    }
  });

  it("the visual form node's editor offers File upload while its flag is on for the chosen form type (POST show-open-form-feature)", async () => {
    const api = await accountApi(builder);
    const made = await waitingVisualForm(api);
    const nodes = await api.call<{ node_id: number; node_name: string }[]>('GET', `/node/nodes?task_id=${made.taskId}`);
    const label = nodes.find((n) => n.node_id === made.visualFormNodeId)!.node_name;
    const openEditor = async (page: Page) => {
      await openCanvas(page, baseUrl, builder, `/build/callflow/${made.taskId}?${api.scope}`);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => selectedLabel(page)).toBe('Start');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => selectedLabel(page)).toBe(label);
      await page.keyboard.press('Enter');
      await page.locator('.cf-editor .cf-sections').waitFor();
    };
    const upload = (page: Page) => page.locator('#cfg-allow_file_upload');
    await withPage(async (page) => {
      const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/launch-darkly/show-open-form-feature');
      await openEditor(page);
      // Asked for the node's form type by name, in the selected account.
      expect((await asked).postDataJSON()).toMatchObject({
        feature: 'visualform-file-upload',
        formTypeName: made.formName,
        ac_id: api.acId,
      });
      await upload(page).waitFor();
      if (shots) await page.screenshot({ path: `${shots}/visual-form-editor-upload.png` });
    });
    // Off for this form type: the setting is not offered (it holds no value).
    const restore = uploadFlagOffFor(made.formName);
    try {
      await withPage(async (page) => {
        const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/launch-darkly/show-open-form-feature');
        await openEditor(page);
        expect(((await (await answered).json()) as { data: { flag_state: boolean } }).data.flag_state).toBe(false);
        await page.locator('#cfg-form_type_id').waitFor();
        expect(await upload(page).count()).toBe(0);
        expect(await violations(page, 'visual form editor without upload')).toEqual([]);
      });
    } finally {
      restore();
    }
  });
});
