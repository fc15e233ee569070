import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from './support/people';
import { platformConfig, putPlatform, startPlatformServer, type PlatformServer } from './support/platform';
import { demoIds, startStudio, type TestStudio } from './support/studio';

/**
 * The contact-center platform's reads: a provider's connection (secret sealed, answered masked), every page followed
 * to the end, an endless next link refused, the platform's 401 and 500 in words, the reads kept per provider and
 * domain (across a restart) with a refresh, and one provider never reading another's.
 */
let s: TestStudio;
let platform: PlatformServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let admin: string;
let builder: string;
let bluebirdAdmin: string;

const asAdmin = (method: string, url: string, body?: unknown) =>
  s.call(method, url, { token: admin, selection: { spId: ids.northwind, acId: 'all' }, body });
const asBuilder = (method: string, url: string, body?: unknown) =>
  s.call(method, url, { token: builder, selection: { spId: ids.northwind, acId: ids.retail }, body });
const kept = () => s.db.selectFrom('platform_reads').select(['sp_id', 'domain_id', 'kind', 'item_count']).execute();

beforeAll(async () => {
  platform = await startPlatformServer({ domains: { 1024: 2_345, 2048: 12 }, pageSize: 100 });
  s = await startStudio({ persistent: true, config: platformConfig });
  ids = await demoIds(s.db);
  admin = await s.login('sp.admin@studio.test');
  builder = await s.login('ac.builder@studio.test');
  const role = await s.db.selectFrom('roles').select('id').where('name', '=', 'SP Admin').executeTakeFirstOrThrow();
  await addUser(s.db, { email: 'blue.admin@studio.test', user_type: 'sp', role_id: role.id, sp_id: ids.bluebird });
  bluebirdAdmin = await s.login('blue.admin@studio.test');
});
afterAll(async () => {
  await s?.close();
  await platform?.close();
});

describe('the platform in the provider profile', () => {
  it('answers the studio tables before a platform is set, then stores the token and key sealed and answers them masked', async () => {
    const before = await asBuilder('GET', '/skills/v1/domains/1024/skills');
    expect(before.json().data).toMatchObject({ source: 'studio', fetched_at: null });
    expect((await asAdmin('GET', '/portal/platform-connection')).json().data).toBeNull();
    const saved = await putPlatform(s, admin, ids.northwind, platform);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ base_url: platform.url, api_token: '********', launch_key: '********' });
    const row = await s.db.selectFrom('platform_connections').selectAll().where('sp_id', '=', ids.northwind).executeTakeFirstOrThrow();
    expect(row.api_token).not.toContain(platform.token);
    expect(row.launch_key).not.toContain(platform.launchSecret);
    // The mask sent back keeps what is stored.
    const again = await putPlatform(s, admin, ids.northwind, platform, { api_token: '********', launch_key: '********' });
    expect(again.statusCode).toBe(200);
    expect(
      (await s.db.selectFrom('platform_connections').select('api_token').where('sp_id', '=', ids.northwind).executeTakeFirstOrThrow())
        .api_token,
    ).toBe(row.api_token);
    // Another provider's admin does not see it; an account builder has no provider profile.
    expect(
      (await s.call('GET', '/portal/platform-connection', { token: bluebirdAdmin, selection: { spId: ids.bluebird, acId: 'all' } })).json()
        .data,
    ).toBeNull();
    expect(
      (await s.call('GET', '/portal/platform-connection', { token: bluebirdAdmin, selection: { spId: ids.northwind, acId: 'all' } }))
        .statusCode,
    ).toBeGreaterThanOrEqual(403);
    expect(
      (await asBuilder('PUT', '/portal/platform-connection', { base_url: platform.url, launch_issuer: 'x', launch_audience: 'y' }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses an incomplete one or a bad address with 422, writing nothing', async () => {
    const before = await s.db.selectFrom('platform_connections').selectAll().execute();
    const bluebird = { token: bluebirdAdmin, selection: { spId: ids.bluebird, acId: 'all' as const } };
    const res = await s.call('PUT', '/portal/platform-connection', {
      ...bluebird,
      body: { base_url: platform.url, launch_issuer: 'x', launch_audience: 'y' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The contact-center platform needs an address, an API token and a launch key.');
    expect(
      (
        await s.call('PUT', '/portal/platform-connection', {
          ...bluebird,
          body: { base_url: 'ftp://x', api_token: 'a', launch_key: 'b', launch_issuer: 'x', launch_audience: 'y' },
        })
      ).statusCode,
    ).toBe(422);
    expect(await s.db.selectFrom('platform_connections').selectAll().execute()).toEqual(before);
  });

  it('tests the connection: what the platform answered, also a refusal', async () => {
    const ok = await asAdmin('POST', '/portal/platform-connection/test', {});
    expect(ok.json().data).toEqual({
      ok: true,
      status: 200,
      domain_id: '1024',
      message: 'The contact-center platform answered 200: 100 users on the first page of domain 1024.',
    });
    platform.setMode('401');
    const refused = (await asAdmin('POST', '/portal/platform-connection/test', {})).json().data;
    platform.setMode('ok');
    expect(refused).toMatchObject({
      ok: false,
      status: 401,
      message: `The contact-center platform at ${new URL(platform.url).host} refused the API token (it answered 401).`,
    });
    expect(JSON.stringify(refused)).not.toContain(platform.token);
  });
});

describe('reads', () => {
  it('follows every page to the end and keeps the read with its time', async () => {
    const before = platform.requests;
    const users = await asBuilder('GET', '/users/v1/domains/1024/users');
    expect(users.statusCode, users.body).toBe(200);
    const data = users.json().data;
    expect(data.source).toBe('platform');
    expect(data.items).toHaveLength(2_345);
    expect(data.items.at(-1).userName).toBe('agent02345');
    expect(platform.requests - before).toBe(24);
    // Kept: the second read makes no request.
    const again = await asBuilder('GET', '/users/v1/domains/1024/users');
    expect(again.json().data.fetched_at).toBe(data.fetched_at);
    expect(platform.requests - before).toBe(24);
    // paging.next lists too.
    const dispositions = (await asBuilder('GET', '/interactions/v1/domains/1024/dispositions')).json().data;
    expect(dispositions.items.map((d: { name: string }) => d.name)).toContain('Callback requested');
    expect((await asBuilder('GET', '/interactions/v1/domains/1024/variable-groups')).json().data.items).toHaveLength(3);
    expect((await asBuilder('GET', '/knowledge-distiller/knowledge-groups')).json().data.items[0]).toEqual({
      id: 'kg1',
      name: 'Returns policy',
    });
    expect(
      (await asBuilder('GET', '/knowledge-distiller/prompts?hideKnowledgePrompts=1'))
        .json()
        .data.items.map((p: { name: string }) => p.name),
    ).toEqual(['Short answer', 'Friendly answer']);
    expect((await asBuilder('GET', '/knowledge-distiller/prompts')).json().data.items).toHaveLength(3);
  });

  it('answers getDomainInfo and getDomainSkills from the platform', async () => {
    const info = (await asAdmin('GET', '/portal/getDomainInfo?domain_id=1024')).json().data;
    expect(info).toMatchObject({ source: 'platform', counts: { users: 2_345, skills: 12, dispositions: 8 } });
    const skills = (await asAdmin('GET', '/portal/getDomainSkills?domain_id=1024')).json().data;
    expect(skills.source).toBe('platform');
    expect(skills.items.map((i: { name: string }) => i.name)).toContain('Technical support');
  });

  it('refuses an endless next link and a 500 or 401 answer in words, keeping nothing and no secret in the message', async () => {
    const host = new URL(platform.url).host;
    for (const [mode, message] of [
      ['loop', `The contact-center platform at ${host} sent the same next page twice (page 3): the read was stopped and nothing was kept.`],
      ['500', `The contact-center platform at ${host} answered 500.`],
      ['401', `The contact-center platform at ${host} refused the API token (it answered 401).`],
    ] as const) {
      platform.setMode(mode);
      const res = await asBuilder('GET', '/interactions/v1/domains/1024/variables');
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(message);
      expect(res.body).not.toContain(platform.token);
    }
    platform.setMode('ok');
    expect((await kept()).some((k) => k.kind === 'variables')).toBe(false);
  });

  it('refreshes a domain (the refresh command) and keeps the reads across a restart', async () => {
    const first = (await asBuilder('GET', '/users/v1/domains/1024/users')).json().data.fetched_at;
    await new Promise((r) => setTimeout(r, 5));
    const refreshed = await asBuilder('POST', '/platform/refresh', { domain_id: '1024' });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().data.counts).toMatchObject({ users: 2_345, skills: 12, variables: 9, 'variable-groups': 3, prompts: 3 });
    const second = (await asBuilder('GET', '/users/v1/domains/1024/users')).json().data.fetched_at;
    expect(second > first).toBe(true);
    // A refresh that fails keeps the previous read.
    platform.setMode('500');
    expect((await asBuilder('POST', '/platform/refresh', { domain_id: '1024', kinds: ['users'] })).statusCode).toBe(502);
    platform.setMode('ok');
    expect((await asBuilder('GET', '/users/v1/domains/1024/users')).json().data.fetched_at).toBe(second);
    await s.close({ keep: true });
    s = await startStudio({ restart: s.place, config: platformConfig });
    admin = await s.login('sp.admin@studio.test');
    builder = await s.login('ac.builder@studio.test');
    bluebirdAdmin = await s.login('blue.admin@studio.test');
    const requests = platform.requests;
    const after = (await asBuilder('GET', '/users/v1/domains/1024/users')).json().data;
    expect(after.fetched_at).toBe(second);
    expect(after.items).toHaveLength(2_345);
    expect(platform.requests).toBe(requests);
  });

  it("keeps each provider's reads apart: another provider's admin or account never reads them", async () => {
    expect((await kept()).every((k) => k.sp_id === ids.northwind)).toBe(true);
    const blue = { token: bluebirdAdmin, selection: { spId: ids.bluebird, acId: 'all' as const } };
    expect((await s.call('GET', '/users/v1/domains/1024/users', blue)).statusCode).toBe(404);
    expect((await s.call('POST', '/platform/refresh', { ...blue, body: { domain_id: '1024' } })).statusCode).toBe(404);
    // Bluebird's account mapped to the same domain id reads Bluebird's own (no platform: the studio's tables), never Northwind's kept read.
    await s.db.insertInto('ac_domain_map').values({ ac_id: ids.support, domain_id: '1024' }).execute();
    const own = (await s.call('GET', '/users/v1/domains/1024/users', blue)).json().data;
    expect(own).toMatchObject({ source: 'studio', items: [] });
    // An account user reads only the selected account's domain.
    expect((await asBuilder('GET', '/users/v1/domains/2048/users')).statusCode).toBe(404);
    // The knowledge distiller needs an account with a domain.
    const health = await s.call('GET', '/knowledge-distiller/knowledge-groups', {
      token: builder,
      selection: { spId: ids.northwind, acId: ids.health },
    });
    expect(health.statusCode).toBe(422);
    expect(health.json().message).toBe('This account has no contact-center domain.');
  });
});
