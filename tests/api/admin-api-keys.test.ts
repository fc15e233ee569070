import { describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

const f = providerFixture('multi.sp@studio.test');
const asAdmin: typeof f.asAdmin = (...a) => f.asAdmin(...a);
const asSystem: typeof f.asSystem = (...a) => f.asSystem(...a);
const keyRows = () => f.s.db.selectFrom('user_api_keys').selectAll().orderBy('user_api_key_id').execute();
/** A call that carries only the key (no session token), in the given header. */
const withKey = (key: string, url: string, o: { bearer?: boolean; headers?: Record<string, string> } = {}) =>
  f.s.call('GET', url, { headers: { ...(o.bearer ? { authorization: `Bearer ${key}` } : { 'x-api-key': key }), ...(o.headers ?? {}) } });

async function makeKey(name: string) {
  const res = await asAdmin('POST', '/auth/user-api-keys', { api_key_name: name });
  expect(res.statusCode).toBe(201);
  return res.json().data as { user_api_key_id: number; api_key: string; api_key_name: string };
}

describe('API keys: create, list, name check', () => {
  it('shows the key once, stores only its hash, and lists it masked', async () => {
    const made = await makeKey('Nightly export');
    expect(made.api_key).toMatch(/^stk_[A-Za-z0-9_-]{40,}$/);
    const [row] = (await keyRows()).filter((r) => r.user_api_key_id === made.user_api_key_id);
    expect(row.key_hash).not.toContain(made.api_key);
    expect(JSON.stringify(row)).not.toContain(made.api_key);
    expect(row.guard_name).toBe('admin');
    const listed = (await asAdmin('GET', '/auth/user-api-keys'))
      .json()
      .data.find((k: { user_api_key_id: number }) => k.user_api_key_id === made.user_api_key_id);
    expect(listed).toMatchObject({
      api_key_name: 'Nightly export',
      user_email: 'sp.admin@studio.test',
      sp_id: f.ids.northwind,
      is_enabled: 1,
    });
    expect(listed.api_key).toBe(`${made.api_key.slice(0, 8)}${'•'.repeat(12)}`);
    expect((await asAdmin('GET', `/auth/user-api-keys/${made.user_api_key_id}`)).json().data.api_key).toBe(listed.api_key);
    const sp = (await asAdmin('GET', '/portal/sp/api-keys')).json().data;
    expect(sp.map((k: { api_key_name: string }) => k.api_key_name)).toContain('Nightly export');
    expect(JSON.stringify(sp)).not.toContain(made.api_key);
  });

  it('validate: a name the user already gave a key is taken (any case); a duplicate is refused, nothing stored', async () => {
    await makeKey('CRM sync');
    expect((await asAdmin('POST', '/auth/user-api-keys/validate', { api_key_name: 'crm SYNC' })).json().data).toEqual({
      valid: false,
      message: 'The name has already been taken.',
    });
    expect((await asAdmin('POST', '/auth/user-api-keys/validate', { api_key_name: 'Billing' })).json().data.valid).toBe(true);
    expect((await asAdmin('POST', '/auth/user-api-keys/validate', { api_key_name: '' })).statusCode).toBe(422);
    const before = await keyRows();
    const dup = await asAdmin('POST', '/auth/user-api-keys', { api_key_name: 'CRM Sync' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().message).toBe('The name has already been taken.');
    expect((await asAdmin('POST', '/auth/user-api-keys', { api_key_name: 'x', user_id: 1 })).statusCode).toBe(422);
    expect(await keyRows()).toEqual(before);
  });

  it('a system key is made at system scope and listed under the system screen only', async () => {
    const made = await asSystem('POST', '/auth/user-api-keys', { api_key_name: 'Platform monitor' });
    expect(made.json().data).toMatchObject({ sp_id: null, user_email: 'system@studio.test' });
    expect((await asSystem('GET', '/auth/user-api-keys')).json().data.map((k: { api_key_name: string }) => k.api_key_name)).toEqual(
      expect.arrayContaining(['Platform monitor', 'Nightly export']),
    );
    expect((await asAdmin('GET', '/auth/user-api-keys')).json().data.map((k: { api_key_name: string }) => k.api_key_name)).not.toContain(
      'Platform monitor',
    );
    const key = made.json().data.api_key as string;
    expect((await withKey(key, '/portal/accounts', { headers: { 'x-scope': 'all', 'x-scope-id': 'all' } })).json().data).toHaveLength(4);
  });
});

describe('API keys: a request with a key', () => {
  it("acts with the key user's permissions and scope, by X-Api-Key or Authorization: Bearer", async () => {
    const { api_key } = await makeKey('Reporting');
    const me = await withKey(api_key, '/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('sp.admin@studio.test');
    const accounts = await withKey(api_key, '/portal/accounts', { bearer: true });
    expect(accounts.json().data.map((a: { sp_id: number }) => a.sp_id)).toEqual([f.ids.northwind, f.ids.northwind, f.ids.northwind]);
    // Scope headers still pick the account.
    const retail = await withKey(api_key, '/prompt/prompts', {
      headers: { 'x-scope': 'ac', 'x-scope-id': String(f.ids.retail), 'x-sp-id': String(f.ids.northwind) },
    });
    expect(retail.statusCode).toBe(200);
    const support = await withKey(api_key, '/prompt/prompts', {
      headers: { 'x-scope': 'ac', 'x-scope-id': String(f.ids.support), 'x-sp-id': String(f.ids.bluebird) },
    });
    expect(support.statusCode).toBe(403);
    // The key user's permissions: the provider admin holds no system role.
    expect((await withKey(api_key, '/auth/roles')).statusCode).toBe(403);
  });

  it('a disabled key is refused at once with 401; undo makes it work again', async () => {
    const made = await makeKey('Short lived');
    expect((await withKey(made.api_key, '/auth/me')).statusCode).toBe(200);
    expect((await asAdmin('DELETE', `/auth/user-api-keys/${made.user_api_key_id}`)).statusCode).toBe(200);
    const refused = await withKey(made.api_key, '/auth/me');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('The API key is not valid, or it is disabled.');
    expect((await withKey(made.api_key, '/portal/accounts', { bearer: true })).statusCode).toBe(401);
    expect((await asAdmin('PUT', `/auth/user-api-keys/${made.user_api_key_id}`, { is_enabled: 1 })).statusCode).toBe(200);
    expect((await withKey(made.api_key, '/auth/me')).statusCode).toBe(200);
  });

  it('a key made with a key never outlives it: disabled or deleted, the key it made stops too', async () => {
    const parent = await makeKey('Rotator');
    const minted = await f.s.call('POST', '/auth/user-api-keys', {
      headers: { 'x-api-key': parent.api_key, 'x-scope': 'sp', 'x-scope-id': String(f.ids.northwind), 'x-sp-id': String(f.ids.northwind) },
      body: { api_key_name: 'Minted by a key' },
    });
    expect(minted.statusCode, minted.body).toBe(201);
    const child = minted.json().data as { user_api_key_id: number; api_key: string };
    const grandchild = (
      await f.s.call('POST', '/auth/user-api-keys', {
        headers: { 'x-api-key': child.api_key, 'x-scope': 'sp', 'x-scope-id': String(f.ids.northwind), 'x-sp-id': String(f.ids.northwind) },
        body: { api_key_name: 'Minted by a minted key' },
      })
    ).json().data as { user_api_key_id: number; api_key: string };
    expect((await withKey(child.api_key, '/auth/me')).statusCode).toBe(200);
    expect((await withKey(grandchild.api_key, '/auth/me')).statusCode).toBe(200);
    expect((await asAdmin('DELETE', `/auth/user-api-keys/${parent.user_api_key_id}`)).statusCode).toBe(200);
    expect((await withKey(child.api_key, '/auth/me')).statusCode).toBe(401);
    expect((await withKey(grandchild.api_key, '/auth/me')).statusCode).toBe(401);
    expect((await asAdmin('PUT', `/auth/user-api-keys/${parent.user_api_key_id}`, { is_enabled: 1 })).statusCode).toBe(200);
    expect((await withKey(grandchild.api_key, '/auth/me')).statusCode).toBe(200);
    // Gone altogether (no call removes a key for good; the database's own rule does, for a key removed from it).
    await f.s.db.deleteFrom('user_api_keys').where('user_api_key_id', '=', parent.user_api_key_id).execute();
    expect((await withKey(grandchild.api_key, '/auth/me')).statusCode).toBe(401);
    expect((await keyRows()).map((k) => k.user_api_key_id)).not.toContain(child.user_api_key_id);
  });

  it('a made-up or garbled key is refused with 401', async () => {
    for (const key of ['stk_' + 'a'.repeat(43), 'not-a-key', 'stk_short']) {
      expect((await withKey(key, '/auth/me')).statusCode, key).toBe(401);
    }
  });

  it("a provider's key never works in another provider, even for a user of both", async () => {
    const res = await f.s.call('POST', '/auth/user-api-keys', {
      token: f.token['multi.sp@studio.test'],
      selection: f.northwind,
      body: { api_key_name: 'Two homes' },
    });
    const key = res.json().data.api_key as string;
    expect((await withKey(key, '/portal/accounts')).statusCode).toBe(200);
    const other = await withKey(key, '/portal/accounts', { headers: { 'x-scope': 'sp', 'x-scope-id': String(f.ids.bluebird) } });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('The API key belongs to another service provider.');
  });
});

describe('API keys: tenants', () => {
  it("another provider neither sees nor changes Northwind's keys", async () => {
    const made = await makeKey('Private to Northwind');
    const bluebird = { spId: f.ids.bluebird, acId: 'all' as const };
    const as = (method: string, url: string, body?: unknown) =>
      f.s.call(method, url, { token: f.token['multi.sp@studio.test'], selection: bluebird, body });
    expect((await as('GET', '/auth/user-api-keys')).json().data.map((k: { user_api_key_id: number }) => k.user_api_key_id)).not.toContain(
      made.user_api_key_id,
    );
    expect((await as('GET', '/portal/sp/api-keys')).json().data).toEqual([]);
    const before = await keyRows();
    for (const [method, body] of [['GET'], ['PUT', { api_key_name: 'Mine now' }], ['DELETE']] as const) {
      expect((await as(method, `/auth/user-api-keys/${made.user_api_key_id}`, body)).statusCode).toBe(404);
    }
    expect(await keyRows()).toEqual(before);
  });

  it('an account user, without manage.api-keys, is refused', async () => {
    const token = await f.s.login('ac.viewer@studio.test');
    const res = await f.s.call('GET', '/auth/user-api-keys', { token, selection: { spId: f.ids.northwind, acId: f.ids.retail } });
    expect(res.statusCode).toBe(403);
  });
});
