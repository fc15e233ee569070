import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';
import { closedPort } from './support/listeners';
import { startTokenServer } from './support/token-server';

/**
 * Auth profiles (spec 3 §5 name check, §7 /authprofile): Basic and OAuth2 client credentials, secrets
 * masked, a real token fetched from a real token endpoint (openid-client), kept until shortly before it expires
 * (token requests counted), web-service steps that name a profile, and every failure of the endpoint in words.
 */
const fx = accountFixture('sp.admin@studio.test');
const h = flowHelpers(fx);
let tokens: Awaited<ReturnType<typeof startTokenServer>>;
beforeAll(async () => {
  tokens = await startTokenServer();
  fx.s.config.engineAllowPrivateHosts = true;
});
afterAll(() => tokens.close());

const unique = () => Math.random().toString(36).slice(2, 8);
async function oauth(extra: Record<string, unknown> = {}) {
  const res = await fx.call('POST', '/authprofile', {
    auth_profile_name: `CRM ${unique()}`,
    auth_profile_type: 'OAuth2_CC',
    token_url: `${tokens.url}/token`,
    client_id: 'studio-client',
    client_secret: 'client-Secret-7',
    scope: 'crm.read',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { auth_profile_id: number; auth_profile_name: string };
}
const test = async (id: number) =>
  (await fx.call('POST', '/authprofile/test-connection', { auth_profile_id: id, flow_type: 'client_credentials' })).json().data;
const token = (id: number) => fx.call('POST', '/authprofile/get-auth-profile-token', { auth_profile_id: id });

describe('auth profiles', () => {
  it('stores secrets encrypted and answers them masked; a type needs what it sends', async () => {
    const p = await oauth();
    const read = (await fx.call('GET', `/authprofile/${p.auth_profile_id}`)).json().data;
    expect(read).toMatchObject({
      auth_profile_type: 'OAuth2_CC',
      oauth2_flow: 'client_credentials',
      client_secret: '********',
      password: null,
      timeout_seconds: 10,
    });
    const stored = await fx.s.db
      .selectFrom('auth_profiles')
      .select('client_secret')
      .where('auth_profile_id', '=', p.auth_profile_id)
      .executeTakeFirstOrThrow();
    expect(stored.client_secret).toMatch(/^enc:v1:/);
    const incomplete = await fx.call('POST', '/authprofile', {
      auth_profile_name: 'No secret',
      auth_profile_type: 'OAuth2_CC',
      token_url: `${tokens.url}/token`,
      client_id: 'x',
    });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().message).toBe('An OAuth2 client-credentials profile needs a token URL, a client id and a client secret.');
    const basic = await fx.call('POST', '/authprofile', { auth_profile_name: 'No password', auth_profile_type: 'Basic', username: 'api' });
    expect(basic.json().message).toBe('A Basic auth profile needs a user name and a password.');
    expect((await fx.call('GET', '/authprofile/options')).json().data).toEqual({
      auth_profile_types: ['Basic', 'OAuth2_CC'],
      oauth2_flows: ['client_credentials'],
    });
  });

  it('checks a name before saving (POST /authprofile/validate), within the account', async () => {
    const p = await oauth();
    expect((await fx.call('POST', '/authprofile/validate', { auth_profile_name: p.auth_profile_name.toUpperCase() })).json().data).toEqual({
      valid: false,
      message: expect.any(String),
    });
    expect(
      (
        await fx.call('POST', '/authprofile/validate', { auth_profile_name: p.auth_profile_name, auth_profile_id: p.auth_profile_id })
      ).json().data.valid,
    ).toBe(true);
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    expect(
      (
        await fx.s.call('POST', '/authprofile/validate', {
          token: fx.token,
          selection: health,
          body: { auth_profile_name: p.auth_profile_name },
        })
      ).json().data.valid,
    ).toBe(true);
  });

  it('tests the connection with a real token from the token endpoint and stores the result', async () => {
    const p = await oauth();
    const stored = async (id: number) => (await fx.call('GET', `/authprofile/storeResult?auth_profile_id=${id}`)).json().data;
    expect(await stored(p.auth_profile_id)).toEqual({ auth_profile_id: p.auth_profile_id, tested_at: null, success: null, message: null });
    const before = tokens.state.tokenRequests;
    expect(await test(p.auth_profile_id)).toEqual({
      success: true,
      message: 'The token endpoint gave a Bearer token that expires in 3600 s.',
    });
    expect(tokens.state.tokenRequests).toBe(before + 1);
    expect(tokens.state.grants.at(-1)).toBe('client_credentials');
    expect((await fx.call('GET', `/authprofile/${p.auth_profile_id}`)).json().data).toMatchObject({
      last_test_success: 1,
      last_test_message: 'The token endpoint gave a Bearer token that expires in 3600 s.',
    });
    const result = await stored(p.auth_profile_id);
    expect(result).toMatchObject({ success: true, message: 'The token endpoint gave a Bearer token that expires in 3600 s.' });
    expect(Date.now() - Date.parse(result.tested_at)).toBeLessThan(60_000);
    // Another account of the provider never reads it; a bad id is refused before anything is read.
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const other = await fx.s.call('GET', `/authprofile/storeResult?auth_profile_id=${p.auth_profile_id}`, {
      token: fx.token,
      selection: health,
    });
    expect(other.statusCode).toBe(404);
    expect((await fx.call('GET', '/authprofile/storeResult?auth_profile_id=abc')).statusCode).toBe(422);
  });

  it('answers bad credentials, garbage, a hanging or unreachable endpoint and a private address in words, never a secret', async () => {
    const wrong = await oauth({ client_secret: 'wrong-Secret-1' });
    const refused = await fx.call('POST', '/authprofile/test-connection', { auth_profile_id: wrong.auth_profile_id });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toEqual({ success: false, message: 'The token endpoint refused the credentials (401).' });
    expect(refused.body).not.toContain('wrong-Secret-1');
    const p = await oauth({ timeout_seconds: 1 });
    tokens.state.mode = 'garbage';
    expect(await test(p.auth_profile_id)).toEqual({ success: false, message: 'The token endpoint answered 200 without an access token.' });
    tokens.state.mode = 'hang';
    const started = Date.now();
    expect(await test(p.auth_profile_id)).toEqual({
      success: false,
      message: `The server at ${new URL(tokens.url).host} did not answer within 1 s.`,
    });
    expect(Date.now() - started).toBeLessThan(4000);
    tokens.state.mode = 'ok';
    const closed = await oauth({ token_url: `http://127.0.0.1:${await closedPort()}/token` });
    expect((await test(closed.auth_profile_id)).message).toMatch(/^The server at 127\.0\.0\.1:\d+ could not be reached: ECONNREFUSED$/);
    fx.s.config.engineAllowPrivateHosts = false;
    try {
      expect(await test(p.auth_profile_id)).toEqual({
        success: false,
        message: 'The address 127.0.0.1 is private; the profile must name a public address.',
      });
      const answer = await token(p.auth_profile_id);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toBe('The address 127.0.0.1 is private; the profile must name a public address.');
    } finally {
      fx.s.config.engineAllowPrivateHosts = true;
    }
  });

  it('keeps a token until shortly before it expires: fetched once per lifetime, then renewed', async () => {
    const p = await oauth();
    const before = tokens.state.tokenRequests;
    const answers = await Promise.all([token(p.auth_profile_id), token(p.auth_profile_id), token(p.auth_profile_id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(JSON.stringify(answers.map((a) => a.json()))).not.toContain('tok-');
    expect((await token(p.auth_profile_id)).json().data).toMatchObject({ token_type: 'Bearer', cached: true });
    expect(tokens.state.tokenRequests).toBe(before + 1);

    tokens.state.lifetime = 1;
    const short = await oauth();
    await token(short.auth_profile_id);
    expect((await token(short.auth_profile_id)).json().data.cached).toBe(true);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await token(short.auth_profile_id)).json().data.cached).toBe(false);
    expect(tokens.state.tokenRequests).toBe(before + 3);
    tokens.state.lifetime = 3600;
  });

  it('gives web-service steps that name a profile its Authorization: one token for many requests, or Basic', async () => {
    const p = await oauth();
    const basic = (
      await fx.call('POST', '/authprofile', {
        auth_profile_name: `Basic ${unique()}`,
        auth_profile_type: 'Basic',
        username: 'api-user',
        password: 'basic-Pass-3',
      })
    ).json().data;
    const t = await h.task('workflow');
    const { canvas_id, start } = await h.start(t.task_id);
    const request = {
      method: 'GET',
      url: `${tokens.url}/resource`,
      headers: [{ name: 'Authorization', value: 'inline' }],
      body: '',
      timeout_seconds: 5,
    };
    const first = await h.insert(t.task_id, canvas_id, start, 'web_service', {
      action_name: 'CRM',
      auth_profile_id: p.auth_profile_id,
      request,
    });
    const nodes = await h.nodes(t.task_id);
    const success = nodes.find((n) => n.pid === first.node_id && n.node_name.toLowerCase().includes('success'))!;
    await h.insert(t.task_id, canvas_id, success.node_id, 'web_service', {
      action_name: 'Legacy',
      auth_profile_id: basic.auth_profile_id,
      request,
    });
    const before = tokens.state.tokenRequests;
    const seen = tokens.state.authorizations.length;
    for (let i = 0; i < 3; i++) {
      const run = await fx.call('POST', '/studio/workflow-run-now', { task_id: t.task_id });
      expect(run.statusCode, run.body).toBe(200);
    }
    const sent = tokens.state.authorizations.slice(seen);
    const bearer = sent.filter((a) => a.startsWith('Bearer '));
    expect(bearer).toHaveLength(3);
    expect(new Set(bearer).size).toBe(1);
    expect(sent.filter((a) => a === `Basic ${Buffer.from('api-user:basic-Pass-3').toString('base64')}`)).toHaveLength(3);
    expect(sent).not.toContain('inline');
    expect(tokens.state.tokenRequests).toBe(before + 1);
  });

  it('leaves a step by Failure, with the reason, when its profile is gone', async () => {
    const p = await oauth();
    const t = await h.task('workflow');
    const { canvas_id, start } = await h.start(t.task_id);
    await h.insert(t.task_id, canvas_id, start, 'web_service', {
      action_name: 'CRM',
      auth_profile_id: p.auth_profile_id,
      request: { method: 'GET', url: `${tokens.url}/resource`, headers: [], body: '', timeout_seconds: 5 },
    });
    await fx.call('DELETE', `/authprofile/${p.auth_profile_id}`);
    const run = (await fx.call('POST', '/studio/workflow-run-now', { task_id: t.task_id })).json().data;
    expect(run.events).toContainEqual(
      expect.objectContaining({ type: 'error', message: 'The auth profile of this step does not exist or is disabled.' }),
    );
  });
});
