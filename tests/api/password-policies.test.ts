import { describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

const f = providerFixture('ac.viewer@studio.test', 'multi.sp@studio.test');
const asAdmin: typeof f.asAdmin = (...a) => f.asAdmin(...a);
const policies = () => f.s.db.selectFrom('password_policies').selectAll().orderBy('password_policy_id').execute();
const viewerId = async () =>
  (await f.s.db.selectFrom('users').select('user_id').where('email', '=', 'ac.viewer@studio.test').executeTakeFirstOrThrow()).user_id;

describe('password policies', () => {
  it('creates, lists, edits, disables and restores a provider policy by password_policy_id', async () => {
    const made = await asAdmin('POST', '/auth/password-policies', { name: 'Northwind strong', min_length: 14, require_symbol: 1 });
    expect(made.statusCode, made.body).toBe(201);
    const policy = made.json().data;
    expect(policy).toMatchObject({ sp_id: f.ids.northwind, min_length: 14, require_uppercase: 1, require_symbol: 1, is_enabled: 1 });
    expect(policy.rules_text).toBe(
      'At least 14 characters. At least one uppercase letter. At least one lowercase letter. At least one digit. At least one symbol.',
    );
    const list = (await asAdmin('GET', '/auth/password-policies')).json().data as { name: string }[];
    expect(list.map((p) => p.name)).toEqual(['Northwind strong']);
    const id = policy.password_policy_id;
    expect((await asAdmin('PUT', `/auth/password-policies/${id}`, { min_length: 12 })).json().data.min_length).toBe(12);
    expect((await asAdmin('DELETE', `/auth/password-policies/${id}`)).statusCode).toBe(200);
    expect((await asAdmin('GET', '/auth/password-policies')).json().data).toEqual([]);
    expect((await asAdmin('PUT', `/auth/password-policies/${id}`, { is_enabled: 1 })).json().data.is_enabled).toBe(1);
  });

  it('refuses a duplicate name, a length out of bounds or an unknown field, and stores nothing', async () => {
    const before = await policies();
    for (const [body, message] of [
      [{ name: 'northwind STRONG', min_length: 10 }, 'The name has already been taken.'],
      [{ name: 'Tiny', min_length: 3 }, 'min_length'],
      [{ name: 'Huge', min_length: 500 }, 'min_length'],
      [{ name: 'Smuggled', min_length: 10, sp_id: f.ids.bluebird }, 'sp_id'],
    ] as const) {
      const res = await asAdmin('POST', '/auth/password-policies', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toContain(message);
    }
    expect(await policies()).toEqual(before);
  });

  it('the policy in force governs the next password set, and never locks out a user whose password it would refuse', async () => {
    // The viewer's password 'Studio-demo-1' has no symbol and 13 characters: the 12-character symbol policy refuses it as a new password…
    const summary = await f.s.call('GET', '/auth/password-policy/summary', { token: f.token['ac.viewer@studio.test'] });
    expect(summary.json().data).toMatchObject({ min_length: 12, require_symbol: true });
    const weak = await asAdmin('PUT', `/auth/users/password/${await viewerId()}`, {
      password: 'Abcdefghijk1',
      password_confirmation: 'Abcdefghijk1',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().message).toBe('At least one symbol.');
    // …but the viewer still signs in with it.
    expect(await f.s.login('ac.viewer@studio.test')).toEqual(expect.any(String));
    // Without a signed-in user or a link: the platform's policy.
    expect((await f.s.call('GET', '/auth/password-policy/summary')).json().data.min_length).toBe(10);
  });

  it("an account user cannot manage policies; another provider's policy is out of reach", async () => {
    const res = await f.s.call('GET', '/auth/password-policies', {
      token: f.token['ac.viewer@studio.test'],
      selection: { spId: f.ids.northwind, acId: f.ids.retail },
    });
    expect(res.statusCode).toBe(403);
    const multi = f.token['multi.sp@studio.test'];
    const blue = await f.s.call('POST', '/auth/password-policies', {
      token: multi,
      selection: { spId: f.ids.bluebird, acId: 'all' },
      body: { name: 'Bluebird policy', min_length: 16 },
    });
    expect(blue.statusCode).toBe(201);
    const id = blue.json().data.password_policy_id;
    const before = await policies();
    for (const [method, url, body] of [
      ['GET', `/auth/password-policies/${id}`],
      ['PUT', `/auth/password-policies/${id}`, { min_length: 8 }],
      ['DELETE', `/auth/password-policies/${id}`],
    ] as const) {
      expect((await asAdmin(method, url, body)).statusCode).toBe(404);
    }
    expect(await policies()).toEqual(before);
  });
});
