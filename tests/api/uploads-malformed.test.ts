import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { scopeHeaders } from '@shared/access/scope';
import { accountFixture } from './support/account';

/** Malformed multipart bodies on every upload route: a clear 400, an answer, and nothing left behind. */
const fx = accountFixture();
const boundary = 'studio-malformed-boundary';
let routes: { url: string; fileName: string }[] = [];

beforeAll(async () => {
  const ds = (
    await fx.call('POST', '/data/data-store', {
      display_name: 'Malformed uploads',
      collection_structure: [{ col_name: 'name', type: 'STRING' }],
    })
  ).json().data;
  routes = [
    { url: '/content/attachment-files', fileName: 'notes.txt' },
    { url: '/services/upload', fileName: 'notes.txt' },
    { url: `/data/${ds.data_store_id}/upload`, fileName: 'rows.csv' },
    { url: '/intent/import', fileName: 'intents.csv' },
  ];
});

const send = (url: string, contentType: string, payload: string) =>
  fx.s.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: {
      authorization: `Bearer ${fx.token}`,
      'content-type': contentType,
      ...Object.fromEntries(Object.entries(scopeHeaders(fx.retail)).map(([k, v]) => [k.toLowerCase(), v])),
    },
  });

const storedFiles = () => {
  const dir = join(fx.s.config.dataDir, 'files', String(fx.ids.retail));
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const fileRows = async () =>
  (await fx.s.db.selectFrom('attachment_files').select('file_id').where('ac_id', '=', fx.ids.retail).execute()).length;

describe('malformed multipart uploads', () => {
  it('answer 400 when the content type names no boundary', async () => {
    for (const { url } of routes) {
      const res = await send(url, 'multipart/form-data', 'whatever');
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('The upload is not a well-formed multipart form.');
    }
  });

  it('answer 400 when the body ends before its closing boundary, leaving no file and no row behind', async () => {
    const files = storedFiles();
    const rows = await fileRows();
    for (const { url, fileName } of routes) {
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\nname\nsome text`;
      const res = await send(url, `multipart/form-data; boundary=${boundary}`, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('The upload is not a well-formed multipart form.');
    }
    expect(storedFiles()).toEqual(files);
    expect(await fileRows()).toBe(rows);
  });
});
