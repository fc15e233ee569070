import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinProfileUrl } from '@server/modules/sim/web-service-profile-run';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';
import { startRecorder } from './support/recorder';

/**
 * A web-service step with a web-service profile (docs/api.md "Web-service profiles"), run through the API against a
 * local HTTP server that records what it receives: the step's path joined to the profile's base URL, the profile's
 * headers (the secret one in the clear on the wire only), the step's own values winning, the profile's auth profile,
 * a provider's profile offered to its account, and a gone profile or a private address failing the step in words.
 */
const fx = accountFixture('sp.admin@studio.test');
const h = flowHelpers(fx);
let server: Awaited<ReturnType<typeof startRecorder>>;
beforeAll(async () => {
  server = await startRecorder();
  fx.s.config.engineAllowPrivateHosts = true;
});
afterAll(() => server.close());
const unique = () => Math.random().toString(36).slice(2, 8);

/**
 * A workflow whose one step calls `url` through the profile, with the step's own headers; `beforeRun` changes the
 * world between saving the step and running it (a profile deleted since).
 */
async function runStep(
  profile: string,
  url: string,
  extra: Record<string, unknown> = {},
  headers: { name: string; value: string }[] = [],
  beforeRun: () => Promise<void> = async () => undefined,
) {
  const t = await h.task('workflow');
  const { canvas_id, start } = await h.start(t.task_id);
  await h.insert(t.task_id, canvas_id, start, 'web_service', {
    action_name: 'Lookup',
    web_service_profile: profile,
    request: { method: 'GET', url, headers, body: '', timeout_seconds: 10 },
    ...extra,
  });
  await beforeRun();
  const before = server.state.received.length;
  const run = await fx.call('POST', '/studio/workflow-run-now', { task_id: t.task_id });
  expect(run.statusCode, run.body).toBe(200);
  return { events: run.json().data.events as Record<string, unknown>[], received: server.state.received.slice(before) };
}

async function accountProfile(body: Record<string, unknown> = {}) {
  const res = await fx.call('POST', '/util/ac-web-service-profiles', {
    profile_name: `Orders ${unique()}`,
    base_url: `${server.url}/api/v2/`,
    headers: 'Accept: application/json\nX-Tenant: retail',
    secret_header_name: 'X-Api-Key',
    secret_header_value: 'key-Secret-5',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return `ac:${res.json().data.ac_web_service_profile_id}`;
}

describe('joining a step’s URL to the profile’s base URL', () => {
  it('keeps one slash between them, the base’s own path, a query as is, and a full address as written', () => {
    expect(joinProfileUrl('https://crm.example.com/api/v2', 'customers/7')).toBe('https://crm.example.com/api/v2/customers/7');
    expect(joinProfileUrl('https://crm.example.com/api/v2/', '/customers/7?full=1')).toBe(
      'https://crm.example.com/api/v2/customers/7?full=1',
    );
    expect(joinProfileUrl('https://crm.example.com/api', '?q=1')).toBe('https://crm.example.com/api?q=1');
    expect(joinProfileUrl('https://crm.example.com/api', '  ')).toBe('https://crm.example.com/api');
    expect(joinProfileUrl('https://crm.example.com/api', 'https://other.example.com/x')).toBe('https://other.example.com/x');
  });
});

describe('a web-service step with a profile', () => {
  it('sends the path under the base URL with the profile’s headers; the step’s header of the same name wins', async () => {
    const profile = await accountProfile();
    const { received, events } = await runStep(profile, '/customers/42', {}, [{ name: 'x-tenant', value: 'step-own' }]);
    expect(received).toHaveLength(1);
    expect(received[0].url).toBe('/api/v2/customers/42');
    expect(received[0].headers).toMatchObject({ accept: 'application/json', 'x-tenant': 'step-own', 'x-api-key': 'key-Secret-5' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'request', url: `${server.url}/api/v2/customers/42`, status: 200 }));
    expect(JSON.stringify(events)).not.toContain('key-Secret-5');
  });

  it('carries the profile’s auth profile unless the step names its own', async () => {
    const auth = await fx.call('POST', '/authprofile', {
      auth_profile_name: `Basic ${unique()}`,
      auth_profile_type: 'Basic',
      username: 'api-user',
      password: 'basic-Pass-3',
    });
    const profile = await accountProfile({ auth_profile_id: auth.json().data.auth_profile_id });
    const { received } = await runStep(profile, 'orders');
    expect(received[0].headers.authorization).toBe(`Basic ${Buffer.from('api-user:basic-Pass-3').toString('base64')}`);
    const other = await fx.call('POST', '/authprofile', {
      auth_profile_name: `Basic ${unique()}`,
      auth_profile_type: 'Basic',
      username: 'step-user',
      password: 'step-Pass-4',
    });
    const own = await runStep(profile, 'orders', { auth_profile_id: other.json().data.auth_profile_id });
    expect(own.received[0].headers.authorization).toBe(`Basic ${Buffer.from('step-user:step-Pass-4').toString('base64')}`);
  });

  it('uses a profile the account’s provider offers', async () => {
    const res = await fx.s.call('POST', '/util/web-service-profiles', {
      token: fx.token,
      selection: { spId: fx.ids.northwind, acId: 'all' },
      body: { profile_name: `Shared ${unique()}`, base_url: `${server.url}/shared`, headers: 'X-Shared: yes' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { received } = await runStep(`sp:${res.json().data.web_service_profile_id}`, 'ping');
    expect(received[0].url).toBe('/shared/ping');
    expect(received[0].headers['x-shared']).toBe('yes');
  });

  it('fails by the Failure branch, in words, when the profile is gone since the step was saved, or names a private address', async () => {
    const profile = await accountProfile();
    const gone = await runStep(profile, 'x', {}, [], async () => {
      expect((await fx.call('DELETE', `/util/ac-web-service-profiles/${profile.slice(3)}`)).statusCode).toBe(200);
    });
    expect(gone.received).toHaveLength(0);
    expect(gone.events).toContainEqual(
      expect.objectContaining({ type: 'error', message: 'The web-service profile of this step does not exist or is disabled.' }),
    );
    fx.s.config.engineAllowPrivateHosts = false;
    try {
      const refused = await runStep(await accountProfile(), 'x');
      expect(refused.received).toHaveLength(0);
      expect(refused.events).toContainEqual(
        expect.objectContaining({
          type: 'error',
          message: 'The address 127.0.0.1 is private; web services may call public addresses only.',
        }),
      );
      // The request event names the address really asked for: the path joined to the profile's base URL.
      expect(refused.events).toContainEqual(expect.objectContaining({ type: 'request', url: `${server.url}/api/v2/x`, status: null }));
    } finally {
      fx.s.config.engineAllowPrivateHosts = true;
    }
  });

  it('takes a path (not a full address) only when the step has a profile, and a profile only by its key', async () => {
    const t = await h.task('workflow');
    const { canvas_id, start } = await h.start(t.task_id);
    const step = (config: Record<string, unknown>) =>
      h.add({
        task_id: t.task_id,
        canvas_id,
        pid: start,
        node_type: 'web_service',
        config: {
          action_name: 'Path',
          request: { method: 'GET', url: 'customers/1', headers: [], body: '', timeout_seconds: 10 },
          ...config,
        },
      });
    const bare = await step({});
    expect(bare.statusCode).toBe(422);
    expect(bare.json().message).toBe('request.url: URL must be a full http:// or https:// address.');
    expect((await step({ web_service_profile: await accountProfile() })).statusCode).toBe(201);
    const badKey = await step({ web_service_profile: 'xx:1' });
    expect(badKey.statusCode).toBe(422);
    const badPath = await step({
      web_service_profile: 'ac:1',
      request: { method: 'GET', url: 'ftp://x', headers: [], body: '', timeout_seconds: 10 },
    });
    expect(badPath.statusCode).toBe(422);
  });
});

describe('a step naming a profile it may not use', () => {
  const gone = 'web_service_profile: The selected web-service profile no longer exists.';
  const step = async (profile: string) => {
    const t = await h.task('workflow');
    const { canvas_id, start } = await h.start(t.task_id);
    const res = await h.add({
      task_id: t.task_id,
      canvas_id,
      pid: start,
      node_type: 'web_service',
      config: {
        action_name: 'Lookup',
        web_service_profile: profile,
        request: { method: 'GET', url: 'customers/1', headers: [], body: '', timeout_seconds: 10 },
      },
    });
    return { task: t.task_id, res };
  };

  it('is refused on save when the profile is deleted, another account’s or another provider’s, and nothing is stored', async () => {
    const deleted = await accountProfile();
    expect((await fx.call('DELETE', `/util/ac-web-service-profiles/${deleted.slice(3)}`)).statusCode).toBe(200);
    const health = await fx.s.call('POST', '/util/ac-web-service-profiles', {
      token: fx.token,
      selection: { spId: fx.ids.northwind, acId: fx.ids.health },
      body: { profile_name: `Health ${unique()}`, base_url: `${server.url}/health` },
    });
    expect(health.statusCode, health.body).toBe(201);
    const bluebird = await fx.s.call('POST', '/util/web-service-profiles', {
      token: await fx.s.login('system@studio.test'),
      selection: { spId: fx.ids.bluebird, acId: 'all' },
      body: { profile_name: `Bluebird ${unique()}`, base_url: `${server.url}/bluebird` },
    });
    expect(bluebird.statusCode, bluebird.body).toBe(201);
    for (const profile of [
      deleted,
      `ac:${health.json().data.ac_web_service_profile_id}`,
      `sp:${bluebird.json().data.web_service_profile_id}`,
    ]) {
      const { task, res } = await step(profile);
      expect(res.statusCode, profile).toBe(422);
      expect(res.json().message).toBe(gone);
      expect((await h.nodes(task)).some((n) => n.node_type === 'web_service')).toBe(false);
    }
  });

  it('is listed by the task’s validation once its profile is deleted after the step was saved', async () => {
    const profile = await accountProfile();
    const { task, res } = await step(profile);
    expect(res.statusCode, res.body).toBe(201);
    const before = await fx.call('GET', `/studio/task-validation/${task}`);
    expect(JSON.stringify(before.json().data.problems)).not.toContain('web-service profile');
    expect((await fx.call('DELETE', `/util/ac-web-service-profiles/${profile.slice(3)}`)).statusCode).toBe(200);
    const after = await fx.call('GET', `/studio/task-validation/${task}`);
    expect(after.json().data.problems).toContainEqual(
      expect.objectContaining({ message: 'The selected web-service profile no longer exists.' }),
    );
  });

  it('is listed by the task’s validation once its provider’s profile is disabled after the step was saved', async () => {
    const asProvider = (method: string, url: string, body?: unknown) =>
      fx.s.call(method, url, { token: fx.token, selection: { spId: fx.ids.northwind, acId: 'all' }, body });
    const made = await asProvider('POST', '/util/web-service-profiles', {
      profile_name: `Shared ${unique()}`,
      base_url: `${server.url}/s`,
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.web_service_profile_id as number;
    const { task, res } = await step(`sp:${id}`);
    expect(res.statusCode, res.body).toBe(201);
    const problems = async () => (await fx.call('GET', `/studio/task-validation/${task}`)).json().data.problems as { message: string }[];
    expect(JSON.stringify(await problems())).not.toContain('web-service profile');
    expect((await asProvider('DELETE', `/util/web-service-profiles/${id}`)).statusCode).toBe(200);
    expect(await problems()).toContainEqual(expect.objectContaining({ message: 'The selected web-service profile no longer exists.' }));
  });
});
