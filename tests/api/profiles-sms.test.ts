import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { startRecorder } from './support/recorder';
import { flowHelpers } from './flow-support';

/**
 * SMS profiles (spec 3 §7 /content/sms-profiles, POST /content/sms-profiles/test/{id}): a provider's
 * request definition (json_data) filled with the profile's own credentials, the message and its receiver, sent
 * for real to a local server that records what it received; credentials stored encrypted, answered masked.
 */
const fx = accountFixture('sp.admin@studio.test');
const h = flowHelpers(fx);
let sms: Awaited<ReturnType<typeof startRecorder>>;
let jsonProvider = 0;
let formProvider = 0;
beforeAll(async () => {
  sms = await startRecorder();
  fx.s.config.engineAllowPrivateHosts = true;
  const system = await fx.s.login('system@studio.test');
  const create = async (body: Record<string, unknown>) => {
    const res = await fx.s.call('POST', '/content/sms-providers', {
      token: system,
      selection: { spId: 'all', acId: 'all' } as never,
      body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.sms_provider_id as number;
  };
  jsonProvider = await create({
    sms_provider_name: `JSON SMS ${Date.now()}`,
    json_data: {
      url: `${sms.url}/v1/messages?key=:api_key`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-account': ':account' },
      body: { to: ':receiver', text: ':sms_content', from: 'Retail' },
    },
  });
  formProvider = await create({
    sms_provider_name: `Form SMS ${Date.now()}`,
    json_data: {
      url: `${sms.url}/send`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'To=:receiver&Body=:sms_content&Token=:api_key',
    },
  });
});
afterAll(() => sms.close());

const profile = async (
  providerId: number,
  data: Record<string, string> = { api_key: 'sms-Key-55', account: 'AC-9' },
  extra: Record<string, unknown> = {},
) => {
  const res = await fx.call('POST', '/content/sms-profiles', {
    sms_profile_name: `SMS ${Math.random().toString(36).slice(2, 8)}`,
    sms_provider_id: providerId,
    data,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { sms_profile_id: number; data: Record<string, string> };
};
const testSend = (id: number, body: Record<string, unknown> = { sms_content: 'Your code is "42" & more', receiver: '+15550100' }) =>
  fx.call('POST', `/content/sms-profiles/test/${id}`, body);

describe('SMS profiles', () => {
  it('stores each credential encrypted, answers them masked, and keeps one sent back as the mask', async () => {
    const p = await profile(jsonProvider);
    expect(p.data).toEqual({ api_key: '********', account: '********' });
    const stored = (
      await fx.s.db.selectFrom('sms_profiles').select('data').where('sms_profile_id', '=', p.sms_profile_id).executeTakeFirstOrThrow()
    ).data;
    expect(stored).not.toContain('sms-Key-55');
    expect(JSON.parse(stored).api_key).toMatch(/^enc:v1:/);
    const list = await fx.call('GET', '/content/sms-profiles');
    expect(list.body).not.toContain('sms-Key-55');
    expect(list.json().data.find((r: { sms_profile_id: number }) => r.sms_profile_id === p.sms_profile_id)).toMatchObject({
      sms_provider_id: jsonProvider,
      sms_provider_name: expect.stringContaining('JSON SMS'),
    });
    await fx.call('PUT', `/content/sms-profiles/${p.sms_profile_id}`, { data: { api_key: '********', account: 'AC-10' } });
    await testSend(p.sms_profile_id);
    const got = sms.state.received.at(-1)!;
    expect(got.url).toBe('/v1/messages?key=sms-Key-55');
    expect(got.headers['x-account']).toBe('AC-10');
  });

  it('makes the real request the JSON definition describes', async () => {
    const p = await profile(jsonProvider);
    const res = await testSend(p.sms_profile_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ success: true, message: 'The SMS provider answered 200.' });
    const got = sms.state.received.at(-1)!;
    expect(got).toMatchObject({ method: 'POST', url: '/v1/messages?key=sms-Key-55' });
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['x-account']).toBe('AC-9');
    expect(JSON.parse(got.body)).toEqual({ to: '+15550100', text: 'Your code is "42" & more', from: 'Retail' });
  });

  it('fills a form body with each value encoded', async () => {
    const p = await profile(formProvider);
    await testSend(p.sms_profile_id);
    const got = sms.state.received.at(-1)!;
    expect(got.url).toBe('/send');
    expect(Object.fromEntries(new URLSearchParams(got.body))).toEqual({
      To: '+15550100',
      Body: 'Your code is "42" & more',
      Token: 'sms-Key-55',
    });
  });

  it('answers a refusal, a hanging provider and a private address in words; bad input is 422', async () => {
    const p = await profile(jsonProvider, undefined, { timeout_seconds: 1 });
    sms.state.status = 401;
    expect((await testSend(p.sms_profile_id)).json().data).toEqual({
      success: false,
      message: 'The SMS provider refused the message (401).',
    });
    sms.state.status = 200;
    sms.state.hang = true;
    const started = Date.now();
    try {
      expect((await testSend(p.sms_profile_id)).json().data).toEqual({
        success: false,
        message: `The server at ${new URL(sms.url).host} did not answer within 1 s.`,
      });
    } finally {
      sms.state.hang = false;
    }
    expect(Date.now() - started).toBeLessThan(4000);
    fx.s.config.engineAllowPrivateHosts = false;
    try {
      const refused = await testSend(p.sms_profile_id);
      expect(refused.json().data).toEqual({
        success: false,
        message: 'The address 127.0.0.1 is private; the profile must name a public address.',
      });
      expect(refused.body).not.toContain('sms-Key-55');
    } finally {
      fx.s.config.engineAllowPrivateHosts = true;
    }
    expect((await testSend(p.sms_profile_id, { sms_content: 'Hi', receiver: 'not a number' })).statusCode).toBe(422);
    expect((await testSend(p.sms_profile_id, { sms_content: '', receiver: '+15550100' })).statusCode).toBe(422);
    const missing = await fx.call('POST', '/content/sms-profiles', { sms_profile_name: 'No provider', sms_provider_id: 999999 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('The SMS provider is disabled or does not exist.');
  });

  it("keeps another account's profile out of reach of the test call", async () => {
    const p = await profile(jsonProvider);
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const count = sms.state.received.length;
    const res = await fx.s.call('POST', `/content/sms-profiles/test/${p.sms_profile_id}`, {
      token: fx.token,
      selection: health,
      body: { sms_content: 'Hi', receiver: '+15550100' },
    });
    expect(res.statusCode).toBe(404);
    expect(sms.state.received.length).toBe(count);
  });

  it("sends a proactive SMS of a live run through the account's SMS profile; the simulator only shows it; a failure is the step's error", async () => {
    await fx.s.db.updateTable('sms_profiles').set({ is_enabled: 0 }).where('ac_id', '=', fx.ids.retail).execute();
    const p = await profile(formProvider, { api_key: 'live-Key-1' });
    // The node is offered to accounts with proactive messaging and no linked contact-center domain.
    if (
      !(await fx.s.db
        .selectFrom('enabled_features')
        .select('id')
        .where('ac_id', '=', fx.ids.retail)
        .where('feature', '=', 'proactive-messaging-node')
        .executeTakeFirst())
    ) {
      await fx.s.db
        .insertInto('enabled_features')
        .values({ sp_id: fx.ids.northwind, ac_id: fx.ids.retail, feature: 'proactive-messaging-node' })
        .execute();
    }
    const linked = await fx.s.db.selectFrom('ac_domain_map').selectAll().where('ac_id', '=', fx.ids.retail).execute();
    await fx.s.db.deleteFrom('ac_domain_map').where('ac_id', '=', fx.ids.retail).execute();
    const t = await h.task('workflow');
    const { canvas_id, start } = await h.start(t.task_id);
    try {
      await h.insert(t.task_id, canvas_id, start, 'messaging_proactive', {
        channel: 'sms',
        to: '+15550123',
        text: 'Your order ships today.',
      });
    } finally {
      if (linked.length) await fx.s.db.insertInto('ac_domain_map').values(linked).execute();
    }
    const sentTo = () => sms.state.received.filter((r) => r.url === '/send' && r.body.includes('To=%2B15550123'));
    const before = sentTo().length;

    const run = await fx.call('POST', '/studio/workflow-run-now', { task_id: t.task_id });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data.events).toContainEqual(
      expect.objectContaining({ type: 'sent', to: '+15550123', text: 'Your order ships today.' }),
    );
    expect(sentTo().length).toBe(before + 1);
    expect(sentTo().at(-1)!.body).toBe('To=%2B15550123&Body=Your%20order%20ships%20today.&Token=live-Key-1');

    const simulated = await fx.call('POST', '/sim/sessions', { task_id: t.task_id });
    expect(simulated.statusCode, simulated.body).toBe(201);
    expect(simulated.json().data.events).toContainEqual(expect.objectContaining({ type: 'sent', to: '+15550123' }));
    expect(sentTo().length).toBe(before + 1);

    const errorOf = async () =>
      (await fx.call('POST', '/studio/workflow-run-now', { task_id: t.task_id }))
        .json()
        .data.events.find((e: { type: string }) => e.type === 'error')?.message;
    sms.state.status = 500;
    try {
      expect(await errorOf()).toBe('The message to +15550123 was not sent: The SMS provider refused the message (500).');
    } finally {
      sms.state.status = 200;
    }
    await fx.call('DELETE', `/content/sms-profiles/${p.sms_profile_id}`);
    expect(await errorOf()).toBe('The account has no enabled SMS profile to send the message through.');
  });
});
