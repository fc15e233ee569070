import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { accountFixture, type AccountFixture } from './support/account';

/**
 * Prompt and variable lists are answered from a cache that the database's own list stamps keep
 * honest: every way of changing the rows shows in the next list, and each account sees only its own.
 */
const fx = accountFixture();
const call: AccountFixture['call'] = (method, url, body) => fx.call(method, url, body);
const list = () => call('GET', '/prompt/prompts?prompt_type=IVA');
const names = async () => (await list()).json().data.map((p: { prompt_name: string }) => p.prompt_name);
const create = async (prompt_name: string) => (await call('POST', '/prompt/prompts', { prompt_name })).json().data;

describe('cached content lists', () => {
  it('answers an unchanged list with the same body and ETag, and 304 to If-None-Match', async () => {
    await create('Cache one');
    const first = await list();
    const second = await list();
    expect(second.body).toBe(first.body);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(second.headers.etag).toBe(etag);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const again = await fx.s.call('GET', '/prompt/prompts?prompt_type=IVA', {
      token: fx.token,
      selection: fx.retail,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends the list gzipped to a client that accepts it, the same JSON once unpacked', async () => {
    const plain = await list();
    const packed = await fx.s.call('GET', '/prompt/prompts?prompt_type=IVA', {
      token: fx.token,
      selection: fx.retail,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(packed.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('shows every kind of change at once: create, rename, folder move, safe delete, soft delete and undo', async () => {
    const p = await create('Cache two');
    const before = (await list()).headers.etag;
    expect(await names()).toContain('Cache two');

    await call('PUT', `/prompt/prompts/${p.prompt_id}`, { prompt_name: 'Cache two renamed' });
    expect(await names()).toContain('Cache two renamed');
    expect((await list()).headers.etag).not.toBe(before);

    const folder = (await call('POST', '/content/folders', { folder_name: 'Cache folder' })).json().data;
    await call('POST', '/content/folder-contents', { folder_id: folder.folder_id, content_model: 'Prompt', content_ids: [p.prompt_id] });
    const inFolder = (await call('GET', `/prompt/prompts?prompt_type=IVA&folder_id=${folder.folder_id}`)).json().data;
    expect(inFolder.map((x: { prompt_id: number }) => x.prompt_id)).toEqual([p.prompt_id]);

    await call('DELETE', `/prompt/prompts/${p.prompt_id}?delete_type=safe`);
    expect(await names()).not.toContain('Cache two renamed');
    await call('PUT', `/prompt/prompts/${p.prompt_id}`, { is_archived: 0 });
    expect(await names()).toContain('Cache two renamed');

    await call('DELETE', `/prompt/prompts/${p.prompt_id}`);
    expect(await names()).not.toContain('Cache two renamed');
    await call('PUT', `/prompt/prompts/${p.prompt_id}`, { is_enabled: 1 });
    expect(await names()).toContain('Cache two renamed');
  });

  it('shows a write made directly in the database, as another server process would', async () => {
    await list();
    await fx.s.db
      .updateTable('prompts')
      .set({ prompt_name: 'Written elsewhere' })
      .where('prompt_name', '=', 'Cache one')
      .where('ac_id', '=', fx.ids.retail)
      .execute();
    expect(await names()).toContain('Written elsewhere');
  });

  it("never answers one account's cached list to another account", async () => {
    await list();
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const other = await fx.s.call('GET', '/prompt/prompts?prompt_type=IVA', { token: fx.token, selection: health });
    expect(other.statusCode).toBe(200);
    const ids = other.json().data.map((p: { ac_id: number }) => p.ac_id);
    expect(ids.every((id: number) => id === fx.ids.health)).toBe(true);
    expect(other.json().data.map((p: { prompt_name: string }) => p.prompt_name)).not.toContain('Written elsewhere');
    expect(other.headers.etag).not.toBe((await list()).headers.etag);
  });

  it('keeps variable lists current too, and refuses a reader without permission before any cache', async () => {
    const url = '/content/variables';
    await call('GET', url);
    await call('POST', url, { variable_name: 'cache_var', variable_type: 'single_value' });
    expect((await call('GET', url)).json().data.map((v: { variable_name: string }) => v.variable_name)).toContain('cache_var');
    const anonymous = await fx.s.call('GET', url, { selection: fx.retail });
    expect(anonymous.statusCode).toBe(401);
  });

  it('does not serve task-filtered lists from the cache (they depend on usages, not on the rows)', async () => {
    const res = await call('GET', '/prompt/prompts?prompt_type=IVA&task_id=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
  });
});
