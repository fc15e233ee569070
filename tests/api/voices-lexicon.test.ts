import { existsSync, readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { multipart } from './support/multipart';
import { providerFixture } from './support/provider';

/** A TTS package's pronunciation lexicon uploaded in chunks, and POST /prompt/tts-packages/chunk/cleanup. */
const f = providerFixture('ac.viewer@studio.test');
let n = 0;
const uploadId = () => `up-${++n}-${Math.random().toString(36).slice(2, 10)}`;
const lexicon = (word: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa" xml:lang="en-US">\n  <lexeme><grapheme>${word}</grapheme><alias>North wind</alias></lexeme>\n</lexicon>\n`,
  );
const chunksRoot = () => join(f.s.config.dataDir, 'tts-packages', 'chunks');
const chunkDirs = () => (existsSync(chunksRoot()) ? readdirSync(chunksRoot()) : []);

async function newPackage() {
  const res = await f.asSystem('POST', '/prompt/create-tts-packages', {
    tts_package_name: `Lexicon ${++n} ${Math.random().toString(36).slice(2, 6)}`,
    lang: 'en-US',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.tts_package_id as number;
}
function send(
  id: number,
  fields: Record<string, string>,
  bytes: Buffer,
  fileName = 'brand.pls',
  as = { token: f.token['system@studio.test'], selection: f.all },
) {
  const { body, headers } = multipart(fileName, bytes, fields);
  return f.s.app.inject({
    method: 'POST',
    url: `/api/prompt/tts-packages/${id}/chunk`,
    payload: body,
    headers: { ...headers, authorization: `Bearer ${as.token}`, 'x-scope': 'all', 'x-scope-id': 'all', 'x-sp-id': 'all' },
  });
}
const parts = (bytes: Buffer, count: number) =>
  Array.from({ length: count }, (_, i) =>
    bytes.subarray(Math.floor((i * bytes.length) / count), Math.floor(((i + 1) * bytes.length) / count)),
  );

describe('TTS package lexicon in chunks', () => {
  it('assembles the chunks in index order whatever order they come in, answers progress, and serves the lexicon', async () => {
    const id = await newPackage();
    const whole = lexicon('Northwind');
    const [a, b, c] = parts(whole, 3);
    const up = uploadId();
    const second = await send(id, { upload_id: up, index: '1', total: '3' }, b);
    expect(second.statusCode, second.body).toBe(202);
    expect(second.json().data).toEqual({ upload_id: up, received: 1, total: 3, complete: false });
    // a retried chunk replaces the earlier one
    expect((await send(id, { upload_id: up, index: '2', total: '3' }, Buffer.from('garbage'))).json().data.received).toBe(2);
    expect((await send(id, { upload_id: up, index: '2', total: '3' }, c)).json().data.received).toBe(2);
    const last = await send(id, { upload_id: up, index: '0', total: '3' }, a);
    expect(last.statusCode, last.body).toBe(201);
    expect(last.json().data).toMatchObject({
      upload_id: up,
      received: 3,
      total: 3,
      complete: true,
      package: { tts_package_id: id, lexicon: { file_name: 'brand.pls', size: whole.length } },
    });
    expect(chunkDirs().some((d) => d.endsWith(up))).toBe(false);
    const file = await f.asSystem('GET', `/prompt/tts-packages/${id}/lexicon`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pls+xml');
    expect(file.rawPayload.equals(whole)).toBe(true);
    expect((await f.asSystem('GET', `/prompt/tts-packages/${id}`)).json().data.lexicon).toMatchObject({
      file_name: 'brand.pls',
      size: whole.length,
    });
    // a new upload replaces the lexicon
    const again = await send(id, { upload_id: uploadId(), index: '0', total: '1' }, lexicon('Bluebird'), 'other.xml');
    expect(again.statusCode, again.body).toBe(201);
    expect((await f.asSystem('GET', `/prompt/tts-packages/${id}/lexicon`)).body).toContain('Bluebird');
  });

  it('refuses bad chunks with 400 and the reason, keeping nothing of them', async () => {
    const id = await newPackage();
    const before = chunkDirs().length;
    const up = uploadId();
    const bad: [Record<string, string>, Buffer, string, string][] = [
      [{ index: '0', total: '1' }, lexicon('x'), 'a.pls', 'A chunk needs upload_id, index and total before its file.'],
      [
        { upload_id: 'no spaces!', index: '0', total: '1' },
        lexicon('x'),
        'a.pls',
        'upload_id must be 8 to 64 letters, digits, dashes or underscores.',
      ],
      [{ upload_id: up, index: '3', total: '3' }, lexicon('x'), 'a.pls', 'index must be a whole number from 0 to total - 1.'],
      [{ upload_id: up, index: '-1', total: '3' }, lexicon('x'), 'a.pls', 'index must be a whole number from 0 to total - 1.'],
      [{ upload_id: up, index: '0', total: '11' }, lexicon('x'), 'a.pls', 'total must be a whole number from 1 to 10.'],
      [{ upload_id: up, index: '0', total: 'two' }, lexicon('x'), 'a.pls', 'total must be a whole number from 1 to 10.'],
      [{ upload_id: up, index: '0', total: '2' }, lexicon('x'), 'a.mp3', 'The lexicon must be a .pls or .xml file.'],
      [{ upload_id: up, index: '0', total: '2' }, Buffer.alloc(0), 'a.pls', 'The chunk is empty.'],
      [{ upload_id: up, index: '0', total: '2' }, Buffer.alloc(1024 * 1024 + 1, 0x61), 'a.pls', 'A chunk must be at most 1 MB.'],
    ];
    for (const [fields, bytes, name, message] of bad) {
      const res = await send(id, fields, bytes, name);
      expect(res.statusCode, `${JSON.stringify(fields)} ${res.body}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(chunkDirs().length).toBe(before);
    // once started with a total, a chunk of the same upload with another total is refused
    expect((await send(id, { upload_id: up, index: '0', total: '2' }, lexicon('x'))).statusCode).toBe(202);
    const changed = await send(id, { upload_id: up, index: '1', total: '3' }, lexicon('x'));
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe('This upload was started with 2 chunks; every chunk must say the same total.');
    expect((await f.asSystem('GET', `/prompt/tts-packages/${id}`)).json().data.lexicon).toBeNull();
  });

  it('refuses a malformed multipart body with 400, leaving no chunk behind', async () => {
    const id = await newPackage();
    const before = chunkDirs();
    const raw = (contentType: string, payload: string) =>
      f.s.app.inject({
        method: 'POST',
        url: `/api/prompt/tts-packages/${id}/chunk`,
        payload,
        headers: {
          'content-type': contentType,
          authorization: `Bearer ${f.token['system@studio.test']}`,
          'x-scope': 'all',
          'x-scope-id': 'all',
        },
      });
    const noBoundary = await raw('multipart/form-data', 'whatever');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().message).toBe('The upload is not a well-formed multipart form.');
    const b = 'lexicon-boundary';
    const fields = ['upload_id', 'index', 'total']
      .map((k, i) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${[uploadId(), '0', '2'][i]}\r\n`)
      .join('');
    const cut = await raw(
      `multipart/form-data; boundary=${b}`,
      `${fields}--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.pls"\r\nContent-Type: application/xml\r\n\r\n<lexicon`,
    );
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe('The upload is not a well-formed multipart form.');
    expect((await raw('application/json', '{}')).statusCode).toBe(400);
    expect(chunkDirs()).toEqual(before);
  });

  it('refuses an assembled file that is not a lexicon (422) and removes its chunks; the package keeps no lexicon', async () => {
    const id = await newPackage();
    const up = uploadId();
    const res = await send(id, { upload_id: up, index: '0', total: '1' }, Buffer.from('<html><body>not a lexicon</body></html>'));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The file is not a pronunciation lexicon (a W3C PLS document with a <lexicon> root).');
    expect(chunkDirs().some((d) => d.includes(up))).toBe(false);
    expect((await f.asSystem('GET', `/prompt/tts-packages/${id}/lexicon`)).statusCode).toBe(404);
  });

  it('cleanup removes the chunks of the uploads named, or of those abandoned longer than the period', async () => {
    const id = await newPackage();
    const [old, named, fresh] = [uploadId(), uploadId(), uploadId()];
    for (const up of [old, named, fresh])
      expect((await send(id, { upload_id: up, index: '0', total: '2' }, lexicon('x'))).statusCode).toBe(202);
    const dir = chunkDirs().find((d) => d.endsWith(old))!;
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    utimesSync(join(chunksRoot(), dir), dayAgo, dayAgo);
    const byAge = await f.asSystem('POST', '/prompt/tts-packages/chunk/cleanup', {});
    expect(byAge.statusCode, byAge.body).toBe(200);
    expect(byAge.json().data.removed).toEqual([old]);
    const byId = await f.asSystem('POST', '/prompt/tts-packages/chunk/cleanup', { upload_ids: [named] });
    expect(byId.json().data.removed).toEqual([named]);
    expect(chunkDirs().filter((d) => [old, named, fresh].some((u) => d.endsWith(u)))).toEqual([`${id}-${fresh}`]);
    expect((await f.asSystem('POST', '/prompt/tts-packages/chunk/cleanup', { older_than_minutes: 0 })).json().data.removed).toContain(
      fresh,
    );
    expect((await f.asSystem('POST', '/prompt/tts-packages/chunk/cleanup', { upload_ids: ['../../etc'] })).statusCode).toBe(422);
    // a chunk of an upload that was cleaned up starts it again
    expect((await send(id, { upload_id: fresh, index: '1', total: '2' }, lexicon('x'))).json().data.received).toBe(1);
  });

  it('queues a delayed cleanup for every new upload', async () => {
    const id = await newPackage();
    const up = uploadId();
    const queued: unknown[] = [];
    const enqueue = f.s.app.studio.jobs.enqueue.bind(f.s.app.studio.jobs);
    f.s.app.studio.jobs.enqueue = async (name, payload, options) => {
      queued.push({ name, payload, delayMs: options?.delayMs });
      return enqueue(name, payload, options);
    };
    try {
      await send(id, { upload_id: up, index: '0', total: '2' }, lexicon('x'));
      await send(id, { upload_id: up, index: '0', total: '2' }, lexicon('x'));
    } finally {
      f.s.app.studio.jobs.enqueue = enqueue;
    }
    expect(queued).toEqual([{ name: 'tts-lexicon-chunk-cleanup', payload: { upload_ids: [up] }, delayMs: 24 * 60 * 60 * 1000 }]);
  });

  it("is the system's: provider and account users are refused (403), an unknown package is 404, nothing stored", async () => {
    const id = await newPackage();
    const before = chunkDirs().length;
    const asAdmin = { token: f.token['sp.admin@studio.test'], selection: f.northwind };
    const { body, headers } = multipart('a.pls', lexicon('x'), { upload_id: uploadId(), index: '0', total: '1' });
    const admin = await f.s.app.inject({
      method: 'POST',
      url: `/api/prompt/tts-packages/${id}/chunk`,
      payload: body,
      headers: {
        ...headers,
        authorization: `Bearer ${asAdmin.token}`,
        'x-scope': 'sp',
        'x-scope-id': String(f.ids.northwind),
        'x-sp-id': String(f.ids.northwind),
      },
    });
    expect(admin.statusCode).toBe(403);
    const viewer = await f.s.call('POST', '/prompt/tts-packages/chunk/cleanup', {
      token: f.token['ac.viewer@studio.test'],
      selection: { spId: f.ids.northwind, acId: f.ids.retail },
      body: {},
    });
    expect(viewer.statusCode).toBe(403);
    expect((await f.asAdmin('POST', '/prompt/tts-packages/chunk/cleanup', {})).statusCode).toBe(403);
    expect((await f.asAdmin('GET', `/prompt/tts-packages/${id}/lexicon`)).statusCode).toBe(403);
    expect((await send(999999, { upload_id: uploadId(), index: '0', total: '1' }, lexicon('x'))).statusCode).toBe(404);
    expect(chunkDirs().length).toBe(before);
  });
});
