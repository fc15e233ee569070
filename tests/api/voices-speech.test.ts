import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRole, addUser } from './support/people';
import { providerFixture } from './support/provider';

/** A WSL profile's speech endpoint and API key, and POST /wslprofile/prompt/get-well-said-audio. */
const f = providerFixture();
let n = 0;
const unique = (name: string) => `${name} ${++n}${Math.random().toString(36).slice(2, 6)}`;
const adminAt = (acId: number, method: string, url: string, body?: unknown) =>
  f.s.call(method, url, { token: f.token['sp.admin@studio.test'], selection: { spId: f.ids.northwind, acId }, body });
const voiceId = async (voice_name: string) =>
  (await f.s.db.selectFrom('tts_voices').select('tts_voice_id').where('voice_name', '=', voice_name).executeTakeFirstOrThrow())
    .tts_voice_id;

// A speech service of the test's own, answering like WellSaid Labs' streaming call.
let speech: Server;
let base = '';
const received: { key: string | undefined; body: Record<string, string> }[] = [];
const audio = Buffer.from('ID3fake-mp3-bytes-'.repeat(100));
beforeAll(async () => {
  speech = createServer(async (req: IncomingMessage, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const body = JSON.parse(text || '{}');
    received.push({ key: req.headers['x-api-key'] as string | undefined, body });
    if (req.url === '/slow') return void setTimeout(() => res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(audio), 2000);
    if (req.url === '/html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>hello</html>');
    if (req.headers['x-api-key'] !== 'wsl-secret-key')
      return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Invalid API key"}');
    res.writeHead(200, { 'content-type': 'audio/mpeg' });
    res.write(audio.subarray(0, 500));
    setTimeout(() => res.end(audio.subarray(500)), 20);
  });
  await new Promise<void>((resolve) => speech.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(speech.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => speech.close(() => resolve())));

async function profile(endpoint = `${base}/v1/tts/stream`, key: string | null = 'wsl-secret-key') {
  const res = await adminAt(f.ids.retail, 'POST', '/wslprofile', {
    wsl_profile_name: unique('Speech'),
    lang: 'en-US',
    tts_voice_ids: [await voiceId('Chris')],
    endpoint_url: endpoint,
    api_key: key,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { wsl_profile_id: number; api_key: string | null; endpoint_url: string | null };
}
const speak = (wsl_profile_id: number, text = 'Welcome to Northwind.', tts_voice_id?: number, acId = f.ids.retail) =>
  voiceId('Chris').then((chris) =>
    adminAt(acId, 'POST', '/wslprofile/prompt/get-well-said-audio', { wsl_profile_id, tts_voice_id: tts_voice_id ?? chris, text }),
  );

describe('WSL profile speech endpoint and key', () => {
  it('stores the key encrypted, answers only its mask, keeps it when the mask comes back and removes it when emptied', async () => {
    const p = await profile();
    expect(p).toMatchObject({ endpoint_url: `${base}/v1/tts/stream`, api_key: '********' });
    const stored = await f.s.db
      .selectFrom('wsl_profiles')
      .select('api_key')
      .where('wsl_profile_id', '=', p.wsl_profile_id)
      .executeTakeFirstOrThrow();
    expect(stored.api_key).not.toContain('wsl-secret-key');
    const read = await adminAt(f.ids.retail, 'GET', `/wslprofile/${p.wsl_profile_id}`);
    expect(read.body).not.toContain('wsl-secret-key');
    expect(
      (await adminAt(f.ids.retail, 'PUT', `/wslprofile/${p.wsl_profile_id}`, { api_key: '********', description: 'kept' })).json().data
        .api_key,
    ).toBe('********');
    f.s.config.engineAllowPrivateHosts = true;
    try {
      expect((await speak(p.wsl_profile_id)).statusCode).toBe(200);
      expect((await adminAt(f.ids.retail, 'PUT', `/wslprofile/${p.wsl_profile_id}`, { api_key: '' })).json().data.api_key).toBeNull();
      const none = await speak(p.wsl_profile_id);
      expect(none.statusCode).toBe(422);
      expect(none.json().message).toBe('This profile has no speech endpoint or API key; add them first.');
    } finally {
      f.s.config.engineAllowPrivateHosts = false;
    }
    const bad = await adminAt(f.ids.retail, 'PUT', `/wslprofile/${p.wsl_profile_id}`, { endpoint_url: 'ftp://example.com/x' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('get-well-said-audio', () => {
  it('streams the audio of the text in the voice, sending the key and the voice as WellSaid expects', async () => {
    const p = await profile();
    f.s.config.engineAllowPrivateHosts = true;
    try {
      const res = await speak(p.wsl_profile_id, 'Welcome to Northwind.');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('audio/mpeg');
      expect(res.rawPayload.equals(audio)).toBe(true);
      expect(received.at(-1)).toEqual({ key: 'wsl-secret-key', body: { text: 'Welcome to Northwind.', speaker_id: 'Chris' } });
    } finally {
      f.s.config.engineAllowPrivateHosts = false;
    }
  });

  it('refuses a private address unless the server allows them, and sends nothing', async () => {
    const p = await profile();
    const before = received.length;
    const res = await speak(p.wsl_profile_id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The address 127.0.0.1 is private; the speech service must have a public address.');
    expect(received.length).toBe(before);
  });

  it("answers the service's failures as 502/504 with a clear message", async () => {
    f.s.config.engineAllowPrivateHosts = true;
    const timeout = f.s.config.speechTimeoutMs;
    try {
      const wrongKey = await speak((await profile(`${base}/v1/tts/stream`, 'wrong')).wsl_profile_id);
      expect(wrongKey.statusCode).toBe(502);
      expect(wrongKey.json().message).toBe('The speech service answered 401: {"message":"Invalid API key"}');
      const html = await speak((await profile(`${base}/html`)).wsl_profile_id);
      expect(html.statusCode).toBe(502);
      expect(html.json().message).toBe('The speech service did not answer with audio (text/html).');
      f.s.config.speechTimeoutMs = 300;
      const slow = await speak((await profile(`${base}/slow`)).wsl_profile_id);
      expect(slow.statusCode).toBe(504);
      expect(slow.json().message).toBe('The speech service did not answer within 0.3 s.');
      const closed = await speak((await profile('http://127.0.0.1:9/v1/tts/stream')).wsl_profile_id);
      expect(closed.statusCode).toBe(502);
      expect(closed.json().message).toMatch(/^The speech service could not be reached: /);
    } finally {
      f.s.config.engineAllowPrivateHosts = false;
      f.s.config.speechTimeoutMs = timeout;
    }
  });

  it("refuses a voice not of the profile and a bad text (422), another account's profile (404), read-only users (403)", async () => {
    const p = await profile();
    const kate = await speak(p.wsl_profile_id, 'Hello', await voiceId('Kate'));
    expect(kate.statusCode).toBe(422);
    expect(kate.json().message).toBe("The voice 'Kate' is not a voice of this profile.");
    expect((await speak(p.wsl_profile_id, '')).statusCode).toBe(422);
    expect((await speak(p.wsl_profile_id, 'x'.repeat(1001))).statusCode).toBe(422);
    // another account's profile, from Retail; and Retail's profile from Logistics
    const bluebird = (
      await f.s.db.selectFrom('wsl_profiles').select('wsl_profile_id').where('ac_id', '=', f.ids.support).executeTakeFirstOrThrow()
    ).wsl_profile_id;
    expect((await speak(bluebird)).statusCode).toBe(404);
    expect((await speak(p.wsl_profile_id, 'Hi', undefined, f.ids.logistics)).statusCode).toBe(404);
    // a user who may read WSL profiles but not write them
    const role = await addRole(f.s.db, unique('WSL reader'), 'ac', ['manage.wsl-profiles.read']);
    const email = `wsl.reader.${n}@studio.test`;
    await addUser(f.s.db, { email, user_type: 'ac', role_id: role, sp_id: f.ids.northwind, ac_ids: [f.ids.retail] });
    const token = await f.s.login(email);
    const selection = { spId: f.ids.northwind, acId: f.ids.retail };
    expect((await f.s.call('GET', `/wslprofile/${p.wsl_profile_id}`, { token, selection })).statusCode).toBe(200);
    const before = received.length;
    const refused = await f.s.call('POST', '/wslprofile/prompt/get-well-said-audio', {
      token,
      selection,
      body: { wsl_profile_id: p.wsl_profile_id, tts_voice_id: await voiceId('Chris'), text: 'Hi' },
    });
    expect(refused.statusCode).toBe(403);
    expect(received.length).toBe(before);
  });
});
