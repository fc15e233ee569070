import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Selection } from '@shared/access/scope';
import { grantWebServiceProfiles } from '@server/db/migrations/094_web_service_profiles';
import { demoIds, startStudio, type TestStudio } from './support/studio';

/**
 * Web-service profiles (spec 3 §1, §3 Profiles, §7 /util/web-service-profiles/list and /util/ac-web-service-profiles/list):
 * a provider's, offered to all its accounts, and an account's own; the secret header stored encrypted and answered
 * masked; each level reached only by its own tenant.
 */
let s: TestStudio;
let ids: Awaited<ReturnType<typeof demoIds>>;
const tokens: Record<string, string> = {};
let northwind: Selection;
let retail: Selection;
let health: Selection;
beforeAll(async () => {
  s = await startStudio();
  ids = await demoIds(s.db);
  for (const email of ['sp.admin@studio.test', 'ac.builder@studio.test', 'multi.sp@studio.test', 'system@studio.test'])
    tokens[email] = await s.login(email);
  northwind = { spId: ids.northwind, acId: 'all' };
  retail = { spId: ids.northwind, acId: ids.retail };
  health = { spId: ids.northwind, acId: ids.health };
});
afterAll(() => s.close());

const as = (email: string, selection: Selection) => (method: string, url: string, body?: unknown) =>
  s.call(method, url, { token: tokens[email], selection, body });
const admin = (selection: Selection) => as('sp.admin@studio.test', selection);
const unique = () => Math.random().toString(36).slice(2, 8);

async function providerProfile(extra: Record<string, unknown> = {}) {
  const res = await admin(northwind)('POST', '/util/web-service-profiles', {
    profile_name: `CRM ${unique()}`,
    base_url: 'https://crm.example.com/api/v2',
    headers: 'Accept: application/json\nX-Tenant: northwind',
    secret_header_name: 'X-Api-Key',
    secret_header_value: 'key-Secret-9',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { web_service_profile_id: number; profile_name: string };
}

describe('a provider’s web-service profiles', () => {
  it('stores the secret header encrypted and answers it masked; the mask sent back keeps it', async () => {
    const p = await providerProfile();
    const read = (await admin(northwind)('GET', `/util/web-service-profiles/${p.web_service_profile_id}`)).json().data;
    expect(read).toMatchObject({
      sp_id: ids.northwind,
      base_url: 'https://crm.example.com/api/v2',
      headers: 'Accept: application/json\nX-Tenant: northwind',
      secret_header_name: 'X-Api-Key',
      secret_header_value: '********',
      timeout_seconds: 10,
    });
    const stored = () =>
      s.db
        .selectFrom('web_service_profiles')
        .select('secret_header_value')
        .where('web_service_profile_id', '=', p.web_service_profile_id)
        .executeTakeFirstOrThrow();
    const sealed = (await stored()).secret_header_value;
    expect(sealed).toMatch(/^enc:v1:/);
    const kept = await admin(northwind)('PUT', `/util/web-service-profiles/${p.web_service_profile_id}`, {
      ...read,
      web_service_profile_id: undefined,
      sp_id: undefined,
      is_enabled: undefined,
      updated_at: undefined,
      timeout_seconds: 5,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await stored()).secret_header_value).toBe(sealed);
  });

  it('refuses a header line, an address and a secret header without its value, in words', async () => {
    const bad = await admin(northwind)('POST', '/util/web-service-profiles', {
      profile_name: 'Bad headers',
      base_url: 'https://crm.example.com',
      headers: 'Accept application/json',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toContain('headers: Write each header on a line of its own as Name: value (“Accept application/json”).');
    const url = await admin(northwind)('POST', '/util/web-service-profiles', {
      profile_name: 'Bad URL',
      base_url: 'ftp://crm.example.com',
    });
    expect(url.statusCode).toBe(422);
    const half = await admin(northwind)('POST', '/util/web-service-profiles', {
      profile_name: 'Half a secret',
      base_url: 'https://crm.example.com',
      secret_header_name: 'X-Api-Key',
    });
    expect(half.statusCode).toBe(422);
    expect(half.json().message).toBe('A secret header needs both its name and its value.');
    const p = await providerProfile();
    const taken = await admin(northwind)('POST', '/util/web-service-profiles', {
      profile_name: p.profile_name.toUpperCase(),
      base_url: 'https://x.example.com',
    });
    expect(taken.statusCode).toBe(422);
  });

  it('lists them at the provider’s level (fields not shown): fetch_all=1 with the disabled ones, 0 without', async () => {
    const on = await providerProfile();
    const off = await providerProfile();
    await admin(northwind)('DELETE', `/util/web-service-profiles/${off.web_service_profile_id}`);
    const all = (await admin(northwind)('GET', '/util/web-service-profiles/list')).json().data as { id: number; level: string }[];
    expect(all.map((p) => p.id)).toEqual(expect.arrayContaining([on.web_service_profile_id, off.web_service_profile_id]));
    expect(all.every((p) => p.level === 'sp')).toBe(true);
    const enabled = (await admin(northwind)('GET', '/util/web-service-profiles/list?fetch_all=0')).json().data as { id: number }[];
    expect(enabled.map((p) => p.id)).toContain(on.web_service_profile_id);
    expect(enabled.map((p) => p.id)).not.toContain(off.web_service_profile_id);
    expect(Object.keys((all as object[])[0]).sort()).toEqual(['base_url', 'id', 'is_enabled', 'level', 'profile_key', 'profile_name']);
  });

  it('another provider can neither read nor change them, nor see them in its list', async () => {
    const p = await providerProfile();
    const bluebird = as('multi.sp@studio.test', { spId: ids.bluebird, acId: 'all' });
    const url = `/util/web-service-profiles/${p.web_service_profile_id}`;
    for (const [method, body] of [['GET'], ['PUT', { profile_name: 'Taken over' }], ['DELETE']] as const)
      expect([403, 404]).toContain((await bluebird(method, url, body)).statusCode);
    const list = (await bluebird('GET', '/util/web-service-profiles/list')).json().data as { id: number }[];
    expect(list.map((r) => r.id)).not.toContain(p.web_service_profile_id);
    // An account selection never reaches the provider's own rows.
    expect((await admin(retail)('GET', url)).statusCode).toBe(403);
    const row = await s.db
      .selectFrom('web_service_profiles')
      .select('profile_name')
      .where('web_service_profile_id', '=', p.web_service_profile_id)
      .executeTakeFirstOrThrow();
    expect(row.profile_name).toBe(p.profile_name);
  });
});

describe('an account’s web-service profiles', () => {
  async function authProfile(selection: Selection) {
    const res = await admin(selection)('POST', '/authprofile', {
      auth_profile_name: `Basic ${unique()}`,
      auth_profile_type: 'Basic',
      username: 'api',
      password: 'basic-Pass-1',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.auth_profile_id as number;
  }

  it('names one of the account’s auth profiles, never another account’s', async () => {
    const own = await authProfile(retail);
    const res = await admin(retail)('POST', '/util/ac-web-service-profiles', {
      profile_name: `Orders ${unique()}`,
      base_url: 'https://orders.example.com',
      auth_profile_id: own,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ ac_id: ids.retail, auth_profile_id: own, auth_profile_name: expect.stringMatching(/^Basic /) });
    const other = await authProfile(health);
    const refused = await admin(retail)('POST', '/util/ac-web-service-profiles', {
      profile_name: `Orders ${unique()}`,
      base_url: 'https://orders.example.com',
      auth_profile_id: other,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The auth profile does not exist in this account or is disabled.');
  });

  it('the account’s list offers its own profiles and its provider’s, and a task builder may read it but not write', async () => {
    const offered = await providerProfile();
    const own = (
      await admin(retail)('POST', '/util/ac-web-service-profiles', { profile_name: `Own ${unique()}`, base_url: 'https://own.example.com' })
    ).json().data;
    const healthOwn = (
      await admin(health)('POST', '/util/ac-web-service-profiles', {
        profile_name: `Health ${unique()}`,
        base_url: 'https://h.example.com',
      })
    ).json().data;
    const builder = as('ac.builder@studio.test', retail);
    const list = await builder('GET', '/util/ac-web-service-profiles/list');
    expect(list.statusCode, list.body).toBe(200);
    const keys = (list.json().data as { profile_key: string }[]).map((p) => p.profile_key);
    expect(keys).toContain(`ac:${own.ac_web_service_profile_id}`);
    expect(keys).toContain(`sp:${offered.web_service_profile_id}`);
    expect(keys).not.toContain(`ac:${healthOwn.ac_web_service_profile_id}`);
    const bluebirds = await s.db
      .selectFrom('web_service_profiles')
      .select('web_service_profile_id')
      .where('sp_id', '=', ids.bluebird)
      .execute();
    for (const b of bluebirds) expect(keys).not.toContain(`sp:${b.web_service_profile_id}`);
    expect(
      (await builder('POST', '/util/ac-web-service-profiles', { profile_name: 'Nope', base_url: 'https://x.example.com' })).statusCode,
    ).toBe(403);
    // At the provider's level there is no account to answer for.
    expect((await admin(northwind)('GET', '/util/ac-web-service-profiles/list')).statusCode).toBe(403);
  });

  it('another account can neither read nor change one, nor see it in its lists', async () => {
    const p = (
      await admin(retail)('POST', '/util/ac-web-service-profiles', {
        profile_name: `Mine ${unique()}`,
        base_url: 'https://mine.example.com',
      })
    ).json().data;
    const url = `/util/ac-web-service-profiles/${p.ac_web_service_profile_id}`;
    for (const [method, body] of [['GET'], ['PUT', { profile_name: 'Taken over' }], ['DELETE']] as const)
      expect((await admin(health)(method, url, body)).statusCode).toBe(404);
    const list = (await admin(health)('GET', '/util/ac-web-service-profiles?is_enabled=all')).json().data as {
      ac_web_service_profile_id: number;
    }[];
    expect(list.map((r) => r.ac_web_service_profile_id)).not.toContain(p.ac_web_service_profile_id);
    const choices = (await admin(health)('GET', '/util/ac-web-service-profiles/list')).json().data as { profile_key: string }[];
    expect(choices.map((c) => c.profile_key)).not.toContain(`ac:${p.ac_web_service_profile_id}`);
    const other = as('multi.sp@studio.test', { spId: ids.bluebird, acId: ids.support });
    expect([403, 404]).toContain((await other('GET', url)).statusCode);
  });
});

describe('a database seeded before web-service profiles', () => {
  it('learns their permission, given to System Admin and SP Admin only, once', async () => {
    const names = ['manage.web-service-profiles.read', 'manage.web-service-profiles.write'];
    const held = () =>
      s.db
        .selectFrom('role_permissions as rp')
        .innerJoin('roles as r', 'r.id', 'rp.role_id')
        .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
        .select(['r.name as role', 'p.name as permission'])
        .where('p.name', 'in', names)
        .orderBy('r.name')
        .orderBy('p.name')
        .execute();
    const seeded = await held();
    const ids = (await s.db.selectFrom('permissions').select('id').where('name', 'in', names).execute()).map((p) => p.id);
    await s.db.deleteFrom('role_permissions').where('permission_id', 'in', ids).execute();
    await s.db.deleteFrom('permissions').where('id', 'in', ids).execute();
    await grantWebServiceProfiles(s.db);
    await grantWebServiceProfiles(s.db);
    const granted = await held();
    expect(granted).toEqual(seeded);
    expect([...new Set(granted.map((g) => g.role))]).toEqual(['SP Admin', 'System Admin']);
    expect(granted).toHaveLength(4);
  });
});
