import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Selection } from '@shared/access/scope';
import { demoIds, startStudio, type TestStudio } from './support/studio';

let s: TestStudio;
let builder: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
let retail: Selection;
let health: Selection;
let own: { prompt: number; variable: number; folder: number };

const engineRefusal = 'This feature is either not provisioned in your business plan or you do not have permission to view it.';

beforeAll(async () => {
  s = await startStudio();
  ids = await demoIds(s.db);
  retail = { spId: ids.northwind, acId: ids.retail };
  health = { spId: ids.northwind, acId: ids.health };
  builder = await s.login('ac.builder@studio.test');
  const inRetail = (url: string, body: unknown) => s.call('POST', url, { token: builder, selection: retail, body });
  const variable = (
    await inRetail('/content/variables', { variable_name: 'retail_secret', variable_type: 'single_value', default_value: 'v1' })
  ).json().data;
  const folder = (await inRetail('/content/folders', { folder_name: 'Retail only' })).json().data;
  const prompt = (
    await inRetail('/prompt/prompts', {
      prompt_name: 'Retail welcome',
      folder_id: folder.folder_id,
      texts: [{ language: 'en', text: `{{${variable.variable_id}}}` }],
    })
  ).json().data;
  own = { prompt: prompt.prompt_id, variable: variable.variable_id, folder: folder.folder_id };
});
afterAll(() => s.close());

/** Everything about the retail account's rows that a foreign request could change. */
const snapshot = async () => ({
  prompts: await s.db.selectFrom('prompts').selectAll().where('ac_id', '=', ids.retail).orderBy('prompt_id').execute(),
  variables: await s.db.selectFrom('variables').selectAll().where('ac_id', '=', ids.retail).orderBy('variable_id').execute(),
  folders: await s.db.selectFrom('content_folders').selectAll().where('ac_id', '=', ids.retail).orderBy('folder_id').execute(),
});

describe('content isolation between accounts', () => {
  it("answers 404 for another account's ids inside an allowed scope, and changes nothing", async () => {
    const before = await snapshot();
    const inHealth = (method: string, url: string, body?: unknown) => s.call(method, url, { token: builder, selection: health, body });
    const attempts: [string, string, unknown?][] = [
      ['GET', `/prompt/prompts/${own.prompt}`],
      ['PUT', `/prompt/prompts/${own.prompt}`, { prompt_name: 'Hijacked' }],
      ['PUT', `/prompt/prompts/${own.prompt}`, { is_enabled: 1 }],
      ['DELETE', `/prompt/prompts/${own.prompt}`],
      ['DELETE', `/prompt/prompts/${own.prompt}?delete_type=force`],
      ['POST', `/prompt/prompts/duplicate/${own.prompt}`],
      ['GET', `/content/variables/${own.variable}`],
      ['PUT', `/content/variables/${own.variable}`, { default_value: 'changed' }],
      ['DELETE', `/content/variables/${own.variable}?delete_type=force`],
      ['PUT', `/content/folders/${own.folder}`, { folder_name: 'Hijacked' }],
      ['DELETE', `/content/folders/${own.folder}`],
      ['POST', '/content/folder-contents', { folder_id: 0, content_model: 'Prompt', content_ids: [own.prompt] }],
      ['POST', '/content/check-in-use', { content_model: 'Variable', content_id: own.variable }],
      ['POST', '/content/refresh-check-in-use', { content_model: 'Variable', content_id: own.variable }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await inHealth(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const healthFolder = (await inHealth('POST', '/content/folders', { folder_name: 'Health folder' })).json().data;
    const healthPrompt = (await inHealth('POST', '/prompt/prompts', { prompt_name: 'Health prompt' })).json().data;
    expect(
      (
        await inHealth('POST', '/content/folder-contents', {
          folder_id: own.folder,
          content_model: 'Prompt',
          content_ids: [healthPrompt.prompt_id],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await inHealth('POST', '/content/folder-contents', {
          folder_id: healthFolder.folder_id,
          content_model: 'Prompt',
          content_ids: [own.prompt],
        })
      ).statusCode,
    ).toBe(404);
    const usesForeign = await inHealth('POST', '/prompt/prompts', {
      prompt_name: 'Uses foreign',
      texts: [{ language: 'en', text: `{{${own.variable}}}` }],
    });
    expect(usesForeign.statusCode).toBe(422);
    expect((await inHealth('POST', '/prompt/prompts/by-ids', { prompt_ids: [own.prompt] })).json().data).toEqual([]);
    expect((await inHealth('GET', '/prompt/prompts')).json().data.map((p: { prompt_name: string }) => p.prompt_name)).toEqual([
      'Health prompt',
    ]);
    // The name is taken in its own account (the check defaults to IVA) and free in the other one.
    expect(
      (await s.call('POST', '/prompt/validate', { token: builder, selection: retail, body: { name: 'Retail welcome' } })).json().data.valid,
    ).toBe(false);
    expect((await inHealth('POST', '/prompt/validate', { name: 'Retail welcome' })).json().data.valid).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it('ignores an ac_id in a body: content is created in the selected account', async () => {
    const res = await s.call('POST', '/content/variables', {
      token: builder,
      selection: health,
      body: { variable_name: 'smuggled', variable_type: 'single_value', ac_id: ids.retail },
    });
    expect(res.json().data.ac_id).toBe(ids.health);
    expect(
      (await s.db.selectFrom('variables').select('ac_id').where('variable_name', '=', 'smuggled').execute()).map((r) => r.ac_id),
    ).toEqual([ids.health]);
  });

  it('refuses a foreign scope header with 403 before anything is read', async () => {
    const support = { spId: ids.bluebird, acId: ids.support };
    for (const url of ['/prompt/prompts', '/content/variables', '/content/folders', `/prompt/prompts/${own.prompt}`]) {
      const res = await s.call('GET', url, { token: builder, selection: support });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('You do not have access to this scope.');
    }
    const multi = await s.login('multi.sp@studio.test');
    const fromBluebird = await s.call('GET', `/prompt/prompts/${own.prompt}`, { token: multi, selection: support });
    expect(fromBluebird.statusCode).toBe(404);
    const logistics = await s.call('GET', '/prompt/prompts', { token: builder, selection: { spId: ids.northwind, acId: ids.logistics } });
    expect(logistics.statusCode).toBe(403);
  });

  it('needs one specific account selected', async () => {
    const sp = await s.login('sp.admin@studio.test');
    const res = await s.call('GET', '/prompt/prompts', { token: sp, selection: { spId: ids.northwind, acId: 'all' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('To view prompts, select an individual account.');
    const allAccounts = await s.call('POST', '/content/variables', {
      token: builder,
      headers: { 'x-scope': 'ac', 'x-scope-id': 'all', 'x-sp-id': String(ids.northwind) },
      body: { variable_name: 'nowhere', variable_type: 'single_value' },
    });
    expect(allAccounts.statusCode).toBe(403);
    expect(allAccounts.json().message).toBe('To view variables, select an individual account.');
    const system = await s.login('system@studio.test');
    expect((await s.call('GET', '/content/folders', { token: system, selection: { spId: 'all', acId: 'all' } })).json().message).toBe(
      'To view folders, select an individual account.',
    );
    const inRetail = await s.call('GET', '/prompt/prompts', { token: sp, selection: retail });
    expect(inRetail.json().data.map((p: { prompt_id: number }) => p.prompt_id)).toContain(own.prompt);
  });

  it('lets the read-only user read but refuses every write with the access engine message', async () => {
    const before = await snapshot();
    const viewer = await s.login('ac.viewer@studio.test');
    const as = (method: string, url: string, body?: unknown) => s.call(method, url, { token: viewer, selection: retail, body });
    expect((await as('GET', '/prompt/prompts')).statusCode).toBe(200);
    expect((await as('GET', `/content/variables/${own.variable}`)).statusCode).toBe(200);
    expect((await as('POST', '/content/check-in-use', { content_model: 'Variable', content_id: own.variable })).statusCode).toBe(200);
    const writes: [string, string, unknown?][] = [
      ['POST', '/prompt/prompts', { prompt_name: 'Viewer prompt' }],
      ['PUT', `/prompt/prompts/${own.prompt}`, { prompt_name: 'Viewer rename' }],
      ['DELETE', `/prompt/prompts/${own.prompt}`],
      ['POST', `/prompt/prompts/duplicate/${own.prompt}`],
      ['POST', '/content/variables', { variable_name: 'viewer_var', variable_type: 'single_value' }],
      ['DELETE', `/content/variables/${own.variable}?delete_type=force`],
      ['POST', '/content/folders', { folder_name: 'Viewer folder' }],
      ['DELETE', `/content/folders/${own.folder}`],
      ['POST', '/content/folder-contents', { folder_id: 0, content_model: 'Prompt', content_ids: [own.prompt] }],
    ];
    for (const [method, url, body] of writes) {
      const res = await as(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(engineRefusal);
    }
    expect(await snapshot()).toEqual(before);
  });
});
