import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scopeHeaders, type Selection } from '@shared/access/scope';
import { providerFixture } from './support/provider';

/** Profile logos (spec 1 §2 Manage: sp-profile, ac-profile): upload, refusals, isolation, and the shell's logo. */
const f = providerFixture('ac.builder@studio.test');
const boundary = 'studio-logo-boundary';
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

const body = (fileName: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

const send = (
  method: string,
  url: string,
  payload: Buffer | string | undefined,
  selection: Selection,
  email = 'sp.admin@studio.test',
  contentType = `multipart/form-data; boundary=${boundary}`,
) =>
  f.s.app.inject({
    method: method as 'POST',
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload }),
    headers: {
      authorization: `Bearer ${f.token[email]}`,
      ...(payload === undefined ? {} : { 'content-type': contentType }),
      ...Object.fromEntries(Object.entries(scopeHeaders(selection)).map(([k, v]) => [k.toLowerCase(), v])),
    },
  });

const logos = () => {
  const dir = join(f.s.config.dataDir, 'logos');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const logopaths = async () => ({
  sps: await f.s.db.selectFrom('service_providers').select(['sp_id', 'logopath']).orderBy('sp_id').execute(),
  acs: await f.s.db.selectFrom('accounts').select(['ac_id', 'logopath']).orderBy('ac_id').execute(),
});

describe('profile logos', () => {
  it('a provider admin uploads the provider logo; the shell serves it at provider and account scope', async () => {
    const res = await send('POST', `/portal/service-providers/${f.ids.northwind}/logo`, body('brand.png', png), f.northwind);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.logopath).toMatch(/^sp-\d+-[0-9a-f]+\.png$/);
    const shown = await send('GET', '/portal/profile-logo', undefined, f.northwind);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(png)).toBe(true);
    const inAccount = await send(
      'GET',
      '/portal/profile-logo',
      undefined,
      { spId: f.ids.northwind, acId: f.ids.health },
      'ac.builder@studio.test',
    );
    expect(inAccount.statusCode).toBe(200);
    // Another provider's users do not see it.
    expect(
      (await send('GET', '/portal/profile-logo', undefined, { spId: f.ids.bluebird, acId: 'all' }, 'system@studio.test')).statusCode,
    ).toBe(204);
  });

  it('an account logo replaces the provider one for that account, and a new upload removes the old file', async () => {
    const acSel = { spId: f.ids.northwind, acId: f.ids.retail };
    const first = (await send('POST', `/portal/accounts/${f.ids.retail}/logo`, body('a.jpg', jpeg), f.northwind)).json().data.logopath;
    expect(first).toMatch(/^ac-\d+-[0-9a-f]+\.jpeg$/);
    const second = await send('POST', `/portal/accounts/${f.ids.retail}/logo`, body('b.jpeg', jpeg), f.northwind);
    expect(second.statusCode).toBe(200);
    expect(logos()).not.toContain(first);
    const shown = await send('GET', '/portal/profile-logo', undefined, acSel, 'ac.builder@studio.test');
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect((await send('DELETE', `/portal/accounts/${f.ids.retail}/logo`, undefined, f.northwind)).json().data.logopath).toBeNull();
    expect((await send('GET', '/portal/profile-logo', undefined, acSel, 'ac.builder@studio.test')).headers['content-type']).toBe(
      'image/png',
    );
    // The account's profile screen asks for the account's own logo only: there is none to remove now.
    expect((await send('GET', '/portal/profile-logo?level=ac', undefined, acSel, 'ac.builder@studio.test')).statusCode).toBe(204);
    expect((await send('GET', '/portal/profile-logo?level=sp', undefined, acSel, 'ac.builder@studio.test')).headers['content-type']).toBe(
      'image/png',
    );
  });

  it('refuses bad images with 422 and malformed multipart with 400, changing nothing', async () => {
    const before = await logopaths();
    const files = logos();
    const url = `/portal/service-providers/${f.ids.northwind}/logo`;
    const refusals: [Buffer | string, string, number, string][] = [
      [body('notes.txt', Buffer.from('hello')), 'multipart', 422, 'The logo must be a PNG or JPEG image.'],
      [body('fake.png', Buffer.from('not really a png')), 'multipart', 422, 'The logo must be a PNG or JPEG image.'],
      [body('big.png', Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)])), 'multipart', 422, 'The logo must be smaller than 2 MB.'],
      ['whatever', 'multipart/form-data', 400, 'The upload is not a well-formed multipart form.'],
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\n\r\n\x89PNG`,
        'multipart',
        400,
        'The upload is not a well-formed multipart form.',
      ],
    ];
    for (const [payload, type, status, message] of refusals) {
      const res = await send(
        'POST',
        url,
        typeof payload === 'string' ? payload : payload,
        f.northwind,
        'sp.admin@studio.test',
        type === 'multipart' ? `multipart/form-data; boundary=${boundary}` : type,
      );
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await logopaths()).toEqual(before);
    expect(logos()).toEqual(files);
  });

  it("refuses another provider's or account's id (404) and a user without the write permission (403), changing nothing", async () => {
    const before = await logopaths();
    expect((await send('POST', `/portal/service-providers/${f.ids.bluebird}/logo`, body('x.png', png), f.northwind)).statusCode).toBe(404);
    expect((await send('POST', `/portal/accounts/${f.ids.support}/logo`, body('x.png', png), f.northwind)).statusCode).toBe(404);
    expect((await send('DELETE', `/portal/accounts/${f.ids.support}/logo`, undefined, f.northwind)).statusCode).toBe(404);
    const builder = { spId: f.ids.northwind, acId: f.ids.retail };
    expect(
      (await send('POST', `/portal/accounts/${f.ids.retail}/logo`, body('x.png', png), builder, 'ac.builder@studio.test')).statusCode,
    ).toBe(403);
    expect(
      (await send('POST', `/portal/service-providers/${f.ids.northwind}/logo`, body('x.png', png), builder, 'ac.builder@studio.test'))
        .statusCode,
    ).toBe(403);
    expect(await logopaths()).toEqual(before);
  });
});
