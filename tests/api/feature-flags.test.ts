import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds, startStudio, type TestStudio } from './support/studio';

let s: TestStudio;
let ids: Awaited<ReturnType<typeof demoIds>>;
let token: string;
let userId: number;

beforeAll(async () => {
  s = await startStudio();
  ids = await demoIds(s.db);
  token = await s.login('ac.builder@studio.test');
  userId = (await s.call('GET', '/auth/me', { token })).json().data.user_id;
});
afterAll(() => s.close());

const show = async (body: unknown, path = '/feature-flags/show-feature', withToken = true) => {
  const res = await s.call('POST', path, { token: withToken ? token : undefined, body });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.message).toBe('success');
  return res.json().data.flag_state as boolean;
};

async function addRule(
  flag: string,
  rule: Partial<{ user_id: number; sp_id: number; ac_id: number; domain_id: string; form_type: string }>,
  state: 0 | 1,
) {
  const { id } = await s.db.selectFrom('feature_flags').select('id').where('name', '=', flag).executeTakeFirstOrThrow();
  await s.db
    .insertInto('feature_flag_rules')
    .values({ flag_id: id, user_id: null, sp_id: null, ac_id: null, domain_id: null, form_type: null, ...rule, flag_state: state })
    .execute();
}

describe('feature flags', () => {
  it("seeds the spec's example flags with its prefixes and suffixes", async () => {
    const names = (await s.db.selectFrom('feature_flags').select('name').execute()).map((r) => r.name);
    for (const short of [
      'dynamic-form-type',
      'advanced-data-exports',
      'ai-prompt-node',
      'manage-iva-collection',
      'agents-v2',
      'analytics-tracking',
    ]) {
      expect(names.some((n) => n.includes(short))).toBe(true);
    }
    expect(names.every((n) => /^(studio\.[a-z0-9-]+\.(temp|kill|dev)|vcc\.[a-z0-9-]+|ai\.[a-z0-9-]+)$/.test(n))).toBe(true);
  });

  it('answers the default state, by short or full name', async () => {
    expect(await show({ feature: 'dynamic-form-type' })).toBe(true);
    expect(await show({ feature: 'studio.dynamic-form-type.temp' })).toBe(true);
    expect(await show({ feature: 'advanced-data-exports' })).toBe(false);
  });

  it('targets by provider, account, domain, form type and user; the most specific rule wins', async () => {
    await addRule('studio.advanced-data-exports.temp', { sp_id: ids.northwind }, 1);
    await addRule('studio.advanced-data-exports.temp', { sp_id: ids.northwind, ac_id: ids.health }, 0);
    await addRule('studio.advanced-data-exports.temp', { user_id: userId, sp_id: ids.northwind, ac_id: ids.health }, 1);
    expect(await show({ feature: 'advanced-data-exports', sp_id: ids.northwind, ac_id: ids.retail })).toBe(true);
    // The user rule is more specific than the account rule.
    expect(await show({ feature: 'advanced-data-exports', sp_id: ids.northwind, ac_id: ids.health })).toBe(true);
    expect(await show({ feature: 'advanced-data-exports' })).toBe(false);

    // (live-chat-monitoring is on by default since it gates the live view: a flag off by default stands in for it.)
    await addRule('studio.enhanced-barge-in.temp', { domain_id: '1024' }, 1);
    expect(await show({ feature: 'enhanced-barge-in', domainId: '1024' })).toBe(true);
    expect(await show({ feature: 'enhanced-barge-in', domainId: '9999' })).toBe(false);
  });

  it('checks open-form flags per form type, and without a form type answers false', async () => {
    await addRule('studio.deepgram-built-in-form.temp', { form_type: 'deepgram' }, 1);
    expect(await show({ feature: 'deepgram-built-in-form', formTypeName: 'deepgram' }, '/feature-flags/show-open-form-feature')).toBe(true);
    expect(await show({ feature: 'deepgram-built-in-form', formTypeName: 'lex' }, '/feature-flags/show-open-form-feature')).toBe(false);
    expect(await show({ feature: 'deepgram-built-in-form' }, '/feature-flags/show-open-form-feature')).toBe(false);
  });

  it('answers false for anything that fails: unknown flag, malformed body, no session, a switched-off flag', async () => {
    expect(await show({ feature: 'no-such-flag' })).toBe(false);
    expect(await show({ nonsense: true })).toBe(false);
    expect(await show('not json at all')).toBe(false);
    const broken = await s.call('POST', '/feature-flags/show-feature', {
      token,
      body: '{"feature":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.json()).toEqual({ data: { message: 'success', flag_state: false } });
    expect(await show({ feature: 'dynamic-form-type' }, '/feature-flags/show-feature', false)).toBe(false);
    await s.db.updateTable('feature_flags').set({ is_enabled: 0 }).where('name', '=', 'studio.interaction-variables.temp').execute();
    expect(await show({ feature: 'interaction-variables' })).toBe(false);
  });

  it("never evaluates targeting for another tenant's ids", async () => {
    await addRule('studio.agents-v2.dev', { sp_id: ids.bluebird }, 1);
    expect(await show({ feature: 'agents-v2', sp_id: ids.bluebird })).toBe(false);
  });

  it('uses the anonymous state for anonymous checks', async () => {
    expect(await show({ feature: 'analytics-tracking' }, '/feature-flags/show-feature-anonymous', false)).toBe(true);
    expect(await show({ feature: 'dynamic-form-type' }, '/feature-flags/show-feature-anonymous', false)).toBe(false);
  });

  it("answers for the account's domain when the client names none, as the server's own gate does", async () => {
    await addRule('studio.intent.temp', { domain_id: '1024' }, 0);
    expect(await show({ feature: 'intent', sp_id: ids.northwind, ac_id: ids.retail }, '/launch-darkly/show-feature')).toBe(false);
    const gated = await s.call('GET', '/intent', { token, selection: { spId: ids.northwind, acId: ids.retail } });
    expect(gated.statusCode).toBe(403);
    expect(await show({ feature: 'intent', sp_id: ids.northwind, ac_id: ids.health }, '/launch-darkly/show-feature')).toBe(true);
  });
});
