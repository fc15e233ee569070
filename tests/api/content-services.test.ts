import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Selection } from '@shared/access/scope';
import { contentResources } from '@server/modules/content/registry';
import { accountFixture } from './support/account';
import { multipart } from './support/multipart';

/** The content calls of spec 2 §7 beside the content types: complex variables and the file service. */
const fx = accountFixture();
const health = (): Selection => ({ spId: fx.ids.northwind, acId: fx.ids.health });
const inHealth = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: fx.token, selection: health(), body });
const serviceUpload = (fileName: string, content: string, selection = fx.retail, token = fx.token) => {
  const { body, headers } = multipart(fileName, Buffer.from(content));
  return fx.s.call('POST', '/services/upload', { token, selection, body, headers });
};
const uploaded = async (fileName: string, content = 'ID3 audio bytes') => {
  const res = await serviceUpload(fileName, content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { file_id: number; file_name: string };
};
const accountDir = () => join(fx.s.config.dataDir, 'files', String(fx.ids.retail));
const storedFiles = () => (existsSync(accountDir()) ? readdirSync(accountDir()) : []);
const fileRow = (id: number) => fx.s.db.selectFrom('attachment_files').selectAll().where('file_id', '=', id).executeTakeFirst();

describe('GET /content/get_complex_variables', () => {
  it("answers the default array variable and the account's array, payment and xsip variables, not another account's", async () => {
    for (const [variable_name, variable_type] of [
      ['orders', 'array'],
      ['card', 'payment'],
      ['headers', 'xsip'],
      ['caller', 'single_value'],
      ['pin', 'secure'],
      ['agent_cav', 'cav'],
    ]) {
      expect((await fx.call('POST', '/content/variables', { variable_name, variable_type })).statusCode).toBe(201);
    }
    const archived = (await fx.call('POST', '/content/variables', { variable_name: 'old_list', variable_type: 'array' })).json().data;
    await fx.call('DELETE', `/content/variables/${archived.variable_id}?delete_type=safe`);
    expect((await inHealth('POST', '/content/variables', { variable_name: 'health_list', variable_type: 'array' })).statusCode).toBe(201);
    const task = (await fx.call('POST', '/studio/tasks', { task_name: 'Complex line', task_type: 'voice' })).json().data;

    const res = await fx.call('GET', `/content/get_complex_variables?task_id=${task.task_id}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as { variable_id: number; variable_name: string; variable_type: string; is_system: boolean }[];
    expect(list[0]).toEqual({
      variable_id: -1,
      variable_name: 'default_array',
      name: 'default_array',
      variable_type: 'array',
      scope: 'session',
      is_system: true,
    });
    expect(list.slice(1).map((v) => [v.variable_name, v.variable_type, v.is_system])).toEqual([
      ['card', 'payment', false],
      ['headers', 'xsip', false],
      ['orders', 'array', false],
    ]);
    expect((await fx.call('GET', '/content/get_complex_variables')).json().data).toEqual(list);
    // A task of another account is not found; the other account sees only its own.
    expect((await inHealth('GET', `/content/get_complex_variables?task_id=${task.task_id}`)).statusCode).toBe(404);
    expect(
      (await inHealth('GET', '/content/get_complex_variables')).json().data.map((v: { variable_name: string }) => v.variable_name),
    ).toEqual(['default_array', 'health_list']);
    const all = await fx.s.call('GET', '/content/get_complex_variables', {
      token: fx.token,
      selection: { spId: fx.ids.northwind, acId: 'all' },
    });
    expect(all.statusCode).toBe(403);
  });
});

describe('the file service (/services/*)', () => {
  it('uploads into the account files with the Files rules and answers the stored file', async () => {
    const before = storedFiles().length;
    const file = await uploaded('Hold music.mp3');
    expect(file).toMatchObject({ file_name: 'Hold music.mp3', extension: 'mp3', size: 15, folder_id: 0, ac_id: fx.ids.retail });
    expect(storedFiles()).toHaveLength(before + 1);
    const listed = (await fx.call('GET', '/content/attachment-files')).json().data.map((f: { file_id: number }) => f.file_id);
    expect(listed).toContain(file.file_id);
    const bad = await serviceUpload('run.exe', 'MZ');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Allowed file types: cert, txt, pdf, jpeg, png, csv, json, mp3, wav, mp4.');
    const big = await serviceUpload('big.txt', 'x'.repeat(2 * 1024 * 1024));
    expect(big.statusCode).toBe(422);
    expect(storedFiles()).toHaveLength(before + 1);
    const viewer = await fx.s.login('ac.viewer@studio.test');
    expect((await serviceUpload('v.txt', 'v', fx.retail, viewer)).statusCode).toBe(403);
  });

  it('deletes an unused upload, refuses a used one with its usages, and never touches Files-tab files or another account', async () => {
    const unused = await uploaded('unused.mp3');
    const used = await uploaded('used.mp3');
    const prompt = (
      await fx.call('POST', '/prompt/prompts', {
        prompt_name: 'Plays an upload',
        texts: [{ language: 'en', text: 'Hello', file_id: used.file_id }],
      })
    ).json().data;
    const library = multipart('library.txt', Buffer.from('kept'));
    const own = (await fx.s.call('POST', '/content/attachment-files', { token: fx.token, selection: fx.retail, ...library })).json().data;

    expect((await inHealth('POST', '/services/delete-upload', { file_id: unused.file_id })).statusCode).toBe(404);
    expect((await fx.call('POST', '/services/delete-upload', { file_id: own.file_id })).statusCode).toBe(404);
    const refused = await fx.call('POST', '/services/delete-upload', { file_id: used.file_id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: "Sorry this file couldn't be deleted since it is used inside the tasks or other content items",
      title: 'Content cannot be deleted',
      usages: [{ name: 'Prompts', items: [{ model: 'Prompt', id: prompt.prompt_id, name: 'Plays an upload' }] }],
    });
    expect(await fileRow(used.file_id)).toBeDefined();

    const stored = (await fileRow(unused.file_id))!.stored_name;
    const res = await fx.call('POST', '/services/delete-upload', { file_id: unused.file_id });
    expect(res.json()).toEqual({ data: { file_id: unused.file_id, deleted: true } });
    expect(await fileRow(unused.file_id)).toBeUndefined();
    expect(storedFiles()).not.toContain(stored);
    expect((await fx.call('POST', '/services/delete-upload', { file_id: unused.file_id })).statusCode).toBe(404);
    expect(await fileRow(own.file_id)).toBeDefined();
  });

  it('removes the unused uploads of the selected account only, after the grace period unless ids are named', async () => {
    const keptByPrompt = await uploaded('in-use.wav');
    await fx.call('POST', '/prompt/prompts', {
      prompt_name: 'Uses wav',
      texts: [{ language: 'en', text: 'Hi', file_id: keptByPrompt.file_id }],
    });
    const fresh = await uploaded('fresh.mp3');
    const stale = await uploaded('stale.mp3');
    const named = await uploaded('named.mp3');
    const library = (
      await fx.s.call('POST', '/content/attachment-files', {
        token: fx.token,
        selection: fx.retail,
        ...multipart('old-library.txt', Buffer.from('x')),
      })
    ).json().data;
    const { body, headers } = multipart('health.mp3', Buffer.from('h'));
    const healthUpload = (await fx.s.call('POST', '/services/upload', { token: fx.token, selection: health(), body, headers })).json().data;
    const old = new Date(Date.now() - 60 * 60_000).toISOString();
    await fx.s.db
      .updateTable('attachment_files')
      .set({ created_at: old })
      .where('file_id', 'in', [keptByPrompt.file_id, stale.file_id, library.file_id, healthUpload.file_id])
      .execute();

    const named1 = await fx.call('POST', '/services/remove-unused-files-replacement', {
      file_ids: [named.file_id, keptByPrompt.file_id, library.file_id, healthUpload.file_id],
    });
    expect(named1.json().data).toEqual({ count: 1, file_ids: [named.file_id] });
    const sweep = await fx.call('POST', '/services/remove-unused-files-replacement', {});
    expect(sweep.json().data.file_ids).toContain(stale.file_id);
    expect(sweep.json().data.file_ids).not.toContain(fresh.file_id);
    for (const id of [keptByPrompt.file_id, fresh.file_id, library.file_id, healthUpload.file_id])
      expect(await fileRow(id), String(id)).toBeDefined();
    for (const id of [stale.file_id, named.file_id]) expect(await fileRow(id)).toBeUndefined();
    const viewer = await fx.s.login('ac.viewer@studio.test');
    expect(
      (await fx.s.call('POST', '/services/remove-unused-files-replacement', { token: viewer, selection: fx.retail, body: {} })).statusCode,
    ).toBe(403);
  });
});

describe('source=WEB on list and export calls (spec 2 §9)', () => {
  it('is accepted and ignored by every content list, the task list and the export calls', async () => {
    for (const resource of Object.values(contentResources)) {
      const path = resource!.descriptor.path;
      const plain = await fx.call('GET', path);
      const withSource = await fx.call('GET', `${path}?source=WEB`);
      expect(withSource.statusCode, `${path} ${withSource.body}`).toBe(200);
      expect(withSource.json(), path).toEqual(plain.json());
    }
    // A search term without the fetch-all flag answers every match, like the client's searches send it.
    const searched = await fx.call('GET', '/content/variables?search=orders&source=WEB');
    expect(searched.json().data.map((v: { variable_name: string }) => v.variable_name)).toEqual(['orders']);
    expect((await fx.call('GET', '/studio/tasks?fetch_all=1&source=WEB')).statusCode).toBe(200);
    const ds = (
      await fx.call('POST', '/data/data-store', { display_name: 'Source web', collection_structure: [{ col_name: 'a', type: 'STRING' }] })
    ).json().data;
    expect((await fx.call('GET', `/data/data-store-export?data_store_id=${ds.data_store_id}&source=WEB`)).statusCode).toBe(200);
    expect(
      (
        await fx.call('POST', '/data/get-exported-csv-url?source=WEB', {
          data_store_id: ds.data_store_id,
          export_csv: 1,
          selected_columns: ['a'],
        })
      ).statusCode,
    ).toBe(202);
    const intent = await fx.call('POST', '/intent', {
      name: 'source_web',
      description: 'd',
      training_phrases: ['hello there'],
      response: 'hi',
    });
    expect(intent.statusCode, intent.body).toBe(201);
    expect((await fx.call('GET', `/intent/${intent.json().data.intent_id}/export?source=WEB`)).statusCode).toBe(200);
  });
});
