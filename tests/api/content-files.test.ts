import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { multipart } from './support/multipart';

const fx = accountFixture();
const MB = 1024 * 1024;
const base = '/content/attachment-files';

const upload = (fileName: string, content: Buffer, fields?: Record<string, string>, token = fx.token, selection = fx.retail) => {
  const { body, headers } = multipart(fileName, content, fields);
  return fx.s.call('POST', base, { token, selection, body, headers });
};
const uploaded = async (fileName: string, content: Buffer | string, fields?: Record<string, string>) => {
  const res = await upload(fileName, Buffer.isBuffer(content) ? content : Buffer.from(content), fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const accountDir = () => join(fx.s.config.dataDir, 'files', String(fx.retail.acId));
const storedFiles = () => (existsSync(accountDir()) ? readdirSync(accountDir()) : []);
const rowCount = async () => (await fx.s.db.selectFrom('attachment_files').select('file_id').execute()).length;

/** One message names both limits (spec 2 §8). */
const tooLarge = 'Files must be under 2MB; mp4 files must be under 20MB.';
const badType = 'Allowed file types: cert, txt, pdf, jpeg, png, csv, json, mp3, wav, mp4.';

describe('attachment files', () => {
  it('uploads a file under the data folder and downloads it with its name and type', async () => {
    const f = await uploaded('Price list.csv', 'sku,price\nA1,9.99\n', { guard_name: 'admin' });
    expect(f).toMatchObject({
      file_name: 'Price list.csv',
      name: 'Price list.csv',
      extension: 'csv',
      mime_type: 'text/csv; charset=utf-8',
      size: 18,
      ac_id: fx.retail.acId,
      is_enabled: 1,
      is_archived: 0,
      folder_id: 0,
    });
    expect(f.download_url).toBe(`/api/content/attachment-files/download/${f.file_id}`);
    expect(storedFiles()).toHaveLength(1);
    const res = await fx.call('GET', `${base}/download/${f.file_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Price list.csv"; filename*=UTF-8''Price%20list.csv`);
    expect(res.body).toBe('sku,price\nA1,9.99\n');
    const png = await uploaded('Logo.PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const image = await fx.call('GET', `${base}/download/${png.file_id}`);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect((await fx.call('GET', `${base}?search=price`)).json().data.map((x: { file_id: number }) => x.file_id)).toEqual([f.file_id]);
  });

  it('refuses forbidden extensions with the spec message and stores nothing', async () => {
    const before = { rows: await rowCount(), files: storedFiles().length };
    for (const name of ['script.exe', 'photo.jpg', 'noextension', 'archive.tar.gz']) {
      const res = await upload(name, Buffer.from('x'));
      expect(res.statusCode, name).toBe(422);
      expect(res.json()).toEqual({ message: badType, errors: [badType] });
    }
    expect({ rows: await rowCount(), files: storedFiles().length }).toEqual(before);
  });

  it('takes non-mp4 files under 2 MB and refuses 2 MB', async () => {
    expect((await uploaded('just-under.pdf', Buffer.alloc(2 * MB - 1, 1))).size).toBe(2 * MB - 1);
    const before = { rows: await rowCount(), files: storedFiles().length };
    for (const size of [2 * MB, 2 * MB + 1, 5 * MB]) {
      const res = await upload('big.pdf', Buffer.alloc(size, 1));
      expect(res.statusCode, String(size)).toBe(422);
      expect(res.json()).toEqual({ message: tooLarge, errors: [tooLarge] });
    }
    expect({ rows: await rowCount(), files: storedFiles().length }).toEqual(before);
  });

  it('takes mp4 files under 20 MB and refuses 20 MB', async () => {
    expect((await uploaded('clip.mp4', Buffer.alloc(20 * MB - 1, 2))).size).toBe(20 * MB - 1);
    const before = { rows: await rowCount(), files: storedFiles().length };
    for (const size of [20 * MB, 20 * MB + 1]) {
      const res = await upload('Clip.MP4', Buffer.alloc(size, 2));
      expect(res.statusCode, String(size)).toBe(422);
      expect(res.json()).toEqual({ message: tooLarge, errors: [tooLarge] });
    }
    expect({ rows: await rowCount(), files: storedFiles().length }).toEqual(before);
  });

  it('refuses a request without a file, and a folder of another account', async () => {
    const none = await fx.call('POST', base, { file_name: 'x.txt' });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('file: Choose a file to upload.');
    const before = { rows: await rowCount(), files: storedFiles().length };
    const archived = await upload('a.txt', Buffer.from('a'), { folder_id: '-1' });
    expect(archived.statusCode).toBe(422);
    expect(archived.json().message).toBe('Contents cannot be moved into Archived folder directly');
    expect((await upload('a.txt', Buffer.from('a'), { folder_id: '99999' })).statusCode).toBe(404);
    expect({ rows: await rowCount(), files: storedFiles().length }).toEqual(before);
  });

  it('renames and moves a file; the extension stays', async () => {
    const f = await uploaded('notes.txt', 'hello');
    const folder = (await fx.call('POST', '/content/folders', { folder_name: 'Docs' })).json().data;
    const moved = await fx.call('PUT', `${base}/${f.file_id}`, { file_name: 'Meeting notes.txt', folder_id: folder.folder_id });
    expect(moved.json().data).toMatchObject({ file_name: 'Meeting notes.txt', folder_id: folder.folder_id, extension: 'txt' });
    const renamed = await fx.call('PUT', `${base}/${f.file_id}`, { file_name: 'notes.pdf' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().message).toBe('file_name: The file name must keep its extension (.txt).');
    expect(
      (await fx.call('GET', `${base}?folder_id=${folder.folder_id}`)).json().data.map((x: { file_name: string }) => x.file_name),
    ).toEqual(['Meeting notes.txt']);
    expect((await fx.call('GET', `${base}/download/${f.file_id}`)).headers['content-disposition']).toContain('Meeting notes.txt');
  });

  it('soft-deletes with undo, archives, and force-deletes the stored file too', async () => {
    const f = await uploaded('temp.json', '{"a":1}');
    const stored = await fx.s.db
      .selectFrom('attachment_files')
      .select('stored_name')
      .where('file_id', '=', f.file_id)
      .executeTakeFirstOrThrow();
    await fx.call('DELETE', `${base}/${f.file_id}`);
    expect((await fx.call('GET', `${base}/download/${f.file_id}`)).statusCode).toBe(404);
    expect((await fx.call('PUT', `${base}/${f.file_id}`, { is_enabled: 1 })).json().data.is_enabled).toBe(1);
    await fx.call('DELETE', `${base}/${f.file_id}?delete_type=safe`);
    expect((await fx.call('GET', `${base}?folder_id=-1`)).json().data.map((x: { file_id: number }) => x.file_id)).toEqual([f.file_id]);
    expect(storedFiles()).toContain(stored.stored_name);
    expect((await fx.call('DELETE', `${base}/${f.file_id}?delete_type=force`)).statusCode).toBe(200);
    expect(storedFiles()).not.toContain(stored.stored_name);
    expect((await fx.call('GET', `${base}/download/${f.file_id}`)).statusCode).toBe(404);
  });

  it("keeps accounts apart and refuses the read-only user's uploads and writes", async () => {
    const f = await uploaded('retail.txt', 'retail secret');
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const inHealth = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: fx.token, selection: health, body });
    const snapshot = async () => ({
      rows: await fx.s.db.selectFrom('attachment_files').selectAll().where('ac_id', '=', fx.ids.retail).orderBy('file_id').execute(),
      files: storedFiles(),
    });
    const before = await snapshot();
    for (const [method, url, body] of [
      ['GET', `${base}/${f.file_id}`],
      ['GET', `${base}/download/${f.file_id}`],
      ['PUT', `${base}/${f.file_id}`, { file_name: 'hijacked.txt' }],
      ['DELETE', `${base}/${f.file_id}?delete_type=force`],
    ] as const) {
      expect((await inHealth(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await inHealth('GET', base)).json().data).toEqual([]);
    const viewer = await fx.s.login('ac.viewer@studio.test');
    expect((await upload('viewer.txt', Buffer.from('v'), {}, viewer)).statusCode).toBe(403);
    expect(
      (await fx.s.call('PUT', `${base}/${f.file_id}`, { token: viewer, selection: fx.retail, body: { file_name: 'v.txt' } })).statusCode,
    ).toBe(403);
    expect((await fx.s.call('GET', `${base}/download/${f.file_id}`, { token: viewer, selection: fx.retail })).statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
  });
});
