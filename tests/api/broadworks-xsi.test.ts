import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

/**
 * BroadWorks XSI (spec 3 §3, §4, §7; spec 2 §7): XSI profiles of a provider's accounts (password sealed and
 * masked, soft delete and undo, another provider's out of reach), the connection test against a local fake XSI server
 * through the outbound door, subscriptions to event packages for a task, and a task's XSI rules.
 */
const f = providerFixture('ac.builder@studio.test', 'multi.sp@studio.test');
const asBuilder = (method: string, url: string, body?: unknown) =>
  f.s.call(method, url, { token: f.token['ac.builder@studio.test'], selection: { spId: f.ids.northwind, acId: f.ids.retail }, body });
const asBluebird = (method: string, url: string, body?: unknown) =>
  f.s.call(method, url, { token: f.token['multi.sp@studio.test'], selection: { spId: f.ids.bluebird, acId: 'all' }, body });
const asBluebirdSupport = (method: string, url: string, body?: unknown) =>
  f.s.call(method, url, { token: f.token['multi.sp@studio.test'], selection: { spId: f.ids.bluebird, acId: f.ids.support }, body });

/** A fake XSI-Actions server: alice@xsp.test with the password Xsi-pass-1 gets her profile; anyone else 401. */
let xsi: { server: Server; url: string; asked: string[] };
beforeAll(async () => {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    const expected = `Basic ${Buffer.from('alice@xsp.test:Xsi-pass-1').toString('base64')}`;
    if (req.url !== '/xsi/com.broadsoft.xsi-actions/v2.0/user/alice%40xsp.test/profile') return res.writeHead(404).end('Not found');
    if (req.headers.authorization !== expected) return res.writeHead(401).end('<ErrorInfo/>');
    res
      .writeHead(200, { 'content-type': 'application/xml' })
      .end('<?xml version="1.0"?><Profile xmlns="http://schema.broadsoft.com/xsi"/>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  xsi = { server, asked, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/xsi` };
});
afterAll(() => new Promise((r) => xsi.server.close(r)));

const rows = () => f.s.db.selectFrom('xsi_profiles').selectAll().orderBy('xsi_profile_id').execute();
const subscriptionRows = () => f.s.db.selectFrom('xsi_subscriptions').selectAll().orderBy('xsi_subscription_id').execute();
const unique = () => Math.random().toString(36).slice(2, 8);
async function profile(extra: Record<string, unknown> = {}) {
  const res = await f.asAdmin('POST', '/broadworks/xsi-profiles', {
    xsi_profile_name: `XSP ${unique()}`,
    xsi_url: xsi.url,
    username: 'alice@xsp.test',
    password: 'Xsi-pass-1',
    ac_id: f.ids.retail,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { xsi_profile_id: number; xsi_profile_name: string };
}
const retailTask = async () =>
  (await f.s.db.selectFrom('tasks').select('task_id').where('task_name', '=', 'Retail main line').executeTakeFirstOrThrow()).task_id;

describe('XSI profiles', () => {
  it("lists the provider's profiles with their account, never another provider's; the system sees both", async () => {
    const names = (res: { json(): { data: { xsi_profile_name: string }[] } }) => res.json().data.map((p) => p.xsi_profile_name);
    const mine = await f.asAdmin('GET', '/broadworks/xsi-profiles?search=XSP');
    expect(names(mine)).toContain('Northwind XSP');
    expect(names(mine)).not.toContain('Bluebird XSP');
    expect(mine.json().data.find((p: { xsi_profile_name: string }) => p.xsi_profile_name === 'Northwind XSP')).toMatchObject({
      ac_name: 'Northwind Retail',
      xsi_url: 'https://xsp.northwind.example',
      password: null,
    });
    expect(names(await asBluebird('GET', '/broadworks/xsi-profiles'))).toEqual(['Bluebird XSP']);
    expect(names(await f.asSystem('GET', '/broadworks/xsi-profiles'))).toEqual(expect.arrayContaining(['Bluebird XSP', 'Northwind XSP']));
  });

  it('stores the password encrypted, answers the mask, and keeps it when the mask is sent back', async () => {
    const p = await profile();
    const read = (await f.asAdmin('GET', `/broadworks/xsi-profiles/${p.xsi_profile_id}`)).json().data;
    expect(read).toMatchObject({ username: 'alice@xsp.test', password: '********', ac_id: f.ids.retail, last_test_success: null });
    const stored = (await rows()).find((r) => r.xsi_profile_id === p.xsi_profile_id)!;
    expect(stored.password).toMatch(/^enc:v1:/);
    expect(stored.password).not.toContain('Xsi-pass-1');
    const put = await f.asAdmin('PUT', `/broadworks/xsi-profiles/${p.xsi_profile_id}`, {
      password: '********',
      username: 'alice@xsp.test',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await rows()).find((r) => r.xsi_profile_id === p.xsi_profile_id)!.password).toBe(stored.password);
    expect(JSON.stringify((await f.asAdmin('GET', '/broadworks/xsi-profiles')).json())).not.toContain('enc:v1');
  });

  it('refuses bad input with its message and changes nothing', async () => {
    const before = await rows();
    const bad = async (body: Record<string, unknown>, status: number, message: string) => {
      const res = await f.asAdmin('POST', '/broadworks/xsi-profiles', {
        xsi_profile_name: 'Bad',
        xsi_url: xsi.url,
        username: 'alice@xsp.test',
        password: 'p',
        ac_id: f.ids.retail,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    };
    await bad({ xsi_url: 'ftp://xsp.example.com' }, 422, 'An address starts with http:// or https://.');
    await bad({ password: undefined }, 422, "Give the XSI user's password.");
    await bad({ ac_id: f.ids.support }, 422, `The account ${f.ids.support} is not one of the provider's enabled accounts.`);
    await bad({ xsi_profile_name: 'northwind xsp' }, 422, 'An XSI profile with this name already exists in this account.');
    await bad({ xsi_profile_name: '' }, 422, 'xsi_profile_name');
    expect(await rows()).toEqual(before);
  });

  it('deletes by disabling and undoes by restoring (spec 3 §4); the disabled profile pauses its subscriptions', async () => {
    const p = await profile();
    const task = await retailTask();
    await asBuilder('POST', '/broadworks/xsi-packages', {
      xsi_profile_id: p.xsi_profile_id,
      task_id: task,
      target_type: 'group',
      target_id: `grp-${unique()}`,
      event_packages: ['Call Center Queue'],
    });
    expect((await f.asAdmin('DELETE', `/broadworks/xsi-profiles/${p.xsi_profile_id}`)).statusCode).toBe(200);
    expect((await rows()).find((r) => r.xsi_profile_id === p.xsi_profile_id)!.is_enabled).toBe(0);
    const paused = (await asBuilder('GET', `/broadworks/xsi-subscriptions?xsi_profile_id=${p.xsi_profile_id}`)).json().data;
    expect(paused.map((s: { status: string }) => s.status)).toEqual(['paused']);
    const rules = (await asBuilder('GET', `/broadworks/get-xsi-rules?task_id=${task}`)).json().data;
    expect(rules.map((r: { xsi_profile_id: number }) => r.xsi_profile_id)).not.toContain(p.xsi_profile_id);
    const undo = await f.asAdmin('PUT', `/broadworks/xsi-profiles/${p.xsi_profile_id}`, { is_enabled: 1 });
    expect(undo.statusCode, undo.body).toBe(200);
    const active = (await asBuilder('GET', `/broadworks/xsi-subscriptions?xsi_profile_id=${p.xsi_profile_id}`)).json().data;
    expect(active.map((s: { status: string }) => s.status)).toEqual(['active']);
  });

  it("never reaches another provider's profile", async () => {
    const blue = (await asBluebird('GET', '/broadworks/xsi-profiles')).json().data[0];
    const before = await rows();
    for (const [method, url, body] of [
      ['GET', `/broadworks/xsi-profiles/${blue.xsi_profile_id}`],
      ['PUT', `/broadworks/xsi-profiles/${blue.xsi_profile_id}`, { xsi_profile_name: 'Mine now' }],
      ['DELETE', `/broadworks/xsi-profiles/${blue.xsi_profile_id}`],
      ['POST', '/broadworks/xsi-profiles/test-connection', { xsi_profile_id: blue.xsi_profile_id }],
    ] as const)
      expect((await f.asAdmin(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    expect(await rows()).toEqual(before);
  });
});

describe('XSI connection test', () => {
  it('signs in to the XSI server through the outbound door and keeps the result on the profile', async () => {
    const p = await profile();
    f.s.config.engineAllowPrivateHosts = false;
    const refused = (await f.asAdmin('POST', '/broadworks/xsi-profiles/test-connection', { xsi_profile_id: p.xsi_profile_id })).json().data;
    expect(refused.success).toBe(false);
    expect(refused.message).toContain('127.0.0.1');
    expect(xsi.asked).toEqual([]);
    f.s.config.engineAllowPrivateHosts = true; // the fake XSI server listens on loopback
    try {
      const ok = await f.asAdmin('POST', '/broadworks/xsi-profiles/test-connection', { xsi_profile_id: p.xsi_profile_id });
      expect(ok.json().data).toEqual({
        success: true,
        message: expect.stringMatching(/^Connected to 127\.0\.0\.1:\d+ as alice@xsp\.test \(XSI answered 200\)\.$/),
      });
      expect(xsi.asked).toEqual(['GET /xsi/com.broadsoft.xsi-actions/v2.0/user/alice%40xsp.test/profile']);
      const read = (await f.asAdmin('GET', `/broadworks/xsi-profiles/${p.xsi_profile_id}`)).json().data;
      expect(read).toMatchObject({ last_test_success: true, last_test_message: expect.stringContaining('Connected') });

      await f.asAdmin('PUT', `/broadworks/xsi-profiles/${p.xsi_profile_id}`, { password: 'wrong' });
      const wrong = (await f.asAdmin('POST', '/broadworks/xsi-profiles/test-connection', { xsi_profile_id: p.xsi_profile_id })).json().data;
      expect(wrong).toEqual({ success: false, message: expect.stringMatching(/refused the user name or password \(401\)\.$/) });
      expect(wrong.message).not.toContain('wrong');

      await f.asAdmin('PUT', `/broadworks/xsi-profiles/${p.xsi_profile_id}`, { xsi_url: `${xsi.url}/elsewhere`, password: 'Xsi-pass-1' });
      const notXsi = (await f.asAdmin('POST', '/broadworks/xsi-profiles/test-connection', { xsi_profile_id: p.xsi_profile_id })).json()
        .data;
      expect(notXsi.message).toMatch(/answered 404: check the address/);
    } finally {
      f.s.config.engineAllowPrivateHosts = false;
    }
  });
});

describe('XSI subscriptions, packages and rules', () => {
  it("lists the account's subscriptions and a task's rules (the demo's reception subscription)", async () => {
    const task = await retailTask();
    const subs = (await asBuilder('GET', `/broadworks/xsi-subscriptions?task_id=${task}`)).json().data;
    expect(subs).toContainEqual(
      expect.objectContaining({
        xsi_profile_name: 'Northwind XSP',
        task_name: 'Retail main line',
        target_type: 'user',
        target_id: 'reception@northwind.example',
        event_package: 'Advanced Call',
        status: 'active',
      }),
    );
    const rules = (await asBuilder('GET', `/broadworks/get-xsi-rules?task_id=${task}`)).json().data;
    expect(rules).toContainEqual(
      expect.objectContaining({
        event_package: 'Advanced Call',
        target_id: 'reception@northwind.example',
        xsi_url: 'https://xsp.northwind.example',
      }),
    );
    const choices = (await asBuilder('GET', '/broadworks/xsi-profile-choices')).json().data;
    expect(choices.map((c: { xsi_profile_name: string }) => c.xsi_profile_name)).toContain('Northwind XSP');
    expect(choices.map((c: { xsi_profile_name: string }) => c.xsi_profile_name)).not.toContain('Bluebird XSP');
  });

  it('subscribes a user to several packages for a task (all or none), refuses a package taken, and deletes one', async () => {
    const p = await profile();
    const task = await retailTask();
    const user = `agent-${unique()}@northwind.example`;
    const res = await asBuilder('POST', '/broadworks/xsi-packages', {
      xsi_profile_id: p.xsi_profile_id,
      task_id: task,
      target_type: 'user',
      target_id: user,
      event_packages: ['Advanced Call', 'call center agent'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.map((s: { event_package: string }) => s.event_package)).toEqual(['Advanced Call', 'Call Center Agent']);
    expect(res.json().data[0]).toMatchObject({ expires_seconds: 3600, status: 'active', task_name: 'Retail main line' });

    const before = await subscriptionRows();
    const again = await asBuilder('POST', '/broadworks/xsi-packages', {
      xsi_profile_id: p.xsi_profile_id,
      task_id: task,
      target_type: 'user',
      target_id: user.toUpperCase(),
      event_packages: ['Do Not Disturb', 'Advanced Call'],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `${user.toUpperCase()} is already subscribed to Advanced Call through this profile (task Retail main line).`,
    );
    const bad = async (body: Record<string, unknown>, status: number, message: string) => {
      const r = await asBuilder('POST', '/broadworks/xsi-packages', {
        xsi_profile_id: p.xsi_profile_id,
        task_id: task,
        target_type: 'user',
        target_id: 'someone@northwind.example',
        event_packages: ['Advanced Call'],
        ...body,
      });
      expect(r.statusCode, r.body).toBe(status);
      expect(JSON.stringify(r.json())).toContain(message);
    };
    await bad({ event_packages: ['Advanced Call', 'Teleportation'] }, 422, 'The event package Teleportation is not offered.');
    await bad({ event_packages: ['Basic Call', 'basic call'] }, 422, 'The event package Basic Call is given more than once.');
    await bad({ target_id: 'two words' }, 422, 'A BroadWorks user or group id is 1 to 161 characters without spaces');
    await bad({ task_id: 999999 }, 404, 'The task 999999 does not exist in this account.');
    await bad({ xsi_profile_id: 999999 }, 404, 'The XSI profile 999999 does not exist in this account or is disabled.');
    await bad({ expires_seconds: 10 }, 422, 'expires_seconds');
    expect(await subscriptionRows()).toEqual(before);

    const id = res.json().data[0].xsi_subscription_id;
    expect((await asBuilder('DELETE', `/broadworks/xsi-subscriptions/${id}`)).statusCode).toBe(200);
    expect((await subscriptionRows()).map((r) => r.xsi_subscription_id)).not.toContain(id);
    const gone = await asBuilder('DELETE', `/broadworks/xsi-subscriptions/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(`The XSI subscription ${id} does not exist in this account.`);
  });

  it("keeps another account's profiles, tasks and subscriptions out of reach", async () => {
    const blueProfile = (await asBluebird('GET', '/broadworks/xsi-profiles')).json().data[0];
    const retailSub = (await asBuilder('GET', '/broadworks/xsi-subscriptions')).json().data[0];
    const task = await retailTask();
    const before = await subscriptionRows();
    // Bluebird Support cannot see Retail's subscriptions, rules or task, nor delete them.
    expect((await asBluebirdSupport('GET', '/broadworks/xsi-subscriptions')).json().data).toEqual([]);
    expect((await asBluebirdSupport('GET', `/broadworks/get-xsi-rules?task_id=${task}`)).statusCode).toBe(404);
    expect((await asBluebirdSupport('DELETE', `/broadworks/xsi-subscriptions/${retailSub.xsi_subscription_id}`)).statusCode).toBe(404);
    // Retail cannot subscribe through Bluebird's profile.
    const through = await asBuilder('POST', '/broadworks/xsi-packages', {
      xsi_profile_id: blueProfile.xsi_profile_id,
      task_id: task,
      target_type: 'user',
      target_id: 'x@y.example',
      event_packages: ['Advanced Call'],
    });
    expect(through.statusCode).toBe(404);
    expect(await subscriptionRows()).toEqual(before);
    // An account user never lists the provider's profiles themselves.
    expect((await asBuilder('GET', '/broadworks/xsi-profiles')).statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('XSI rules follow their task and profiles their account', () => {
  it('keeps a task’s rules through a soft delete and removes them with a force delete', async () => {
    const p = await profile();
    const made = await asBuilder('POST', '/studio/tasks', { task_name: `XSI task ${unique()}`, task_type: 'voice' });
    expect(made.statusCode, made.body).toBe(201);
    const taskId = made.json().data.task_id as number;
    const sub = await asBuilder('POST', '/broadworks/xsi-packages', {
      xsi_profile_id: p.xsi_profile_id,
      task_id: taskId,
      target_type: 'user',
      target_id: `t-${unique()}@northwind.example`,
      event_packages: ['Basic Call'],
    });
    expect(sub.statusCode, sub.body).toBe(201);
    const ofTask = async () => (await subscriptionRows()).filter((r) => r.task_id === taskId).length;
    expect((await asBuilder('DELETE', `/studio/tasks/${taskId}`)).statusCode).toBe(200);
    expect(await ofTask()).toBe(1);
    expect((await asBuilder('DELETE', `/studio/tasks/${taskId}?delete_type=force`)).statusCode).toBe(200);
    expect(await ofTask()).toBe(0);
  });

  it('moves an account’s XSI profiles with it to another provider', async () => {
    const moved = await f.asSystem('POST', '/portal/moveAccountToSp', { ac_id: f.ids.retail, sp_id: f.ids.bluebird });
    expect(moved.statusCode, moved.body).toBe(200);
    const names = (res: { json(): { data: { xsi_profile_name: string }[] } }) => res.json().data.map((x) => x.xsi_profile_name);
    expect(names(await asBluebird('GET', '/broadworks/xsi-profiles'))).toContain('Northwind XSP');
    expect(names(await f.asAdmin('GET', '/broadworks/xsi-profiles'))).not.toContain('Northwind XSP');
  });
});
