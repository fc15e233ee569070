import { describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

/** The System section's settings and loaded configuration: GET/PUT /system/system-settings, GET /system/loaded-configuration. */
const f = providerFixture('ac.builder@studio.test');
const asBuilder = (method: string, url: string, body?: unknown) =>
  f.s.call(method, url, { token: f.token['ac.builder@studio.test'], selection: { spId: f.ids.northwind, acId: f.ids.retail }, body });

type Setting = { setting_id: number; setting_key: string; value: number; default_value: number; min: number; max: number };
const settings = async (): Promise<Setting[]> => (await f.asSystem('GET', '/system/system-settings')).json().data;
const idOf = async (key: string) => (await settings()).find((s) => s.setting_key === key)!.setting_id;
const put = (id: number, value: unknown) => f.asSystem('PUT', `/system/system-settings/${id}`, { value });
const newestOutbox = async (to: string) =>
  (await f.s.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow()).body;
const tokenLife = async (kind: string) => {
  const row = await f.s.db
    .selectFrom('auth_tokens')
    .select(['expires_at', 'created_at'])
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return Date.parse(row.expires_at) - Date.parse(row.created_at);
};

describe('system settings', () => {
  it('lists every declared setting at its default, to the system role only', async () => {
    expect(
      (await settings()).map(({ setting_key, value, default_value, min, max }) => ({ setting_key, value, default_value, min, max })),
    ).toEqual([
      { setting_key: 'invite_link_days', value: 7, default_value: 7, min: 1, max: 30 },
      { setting_key: 'reset_link_minutes', value: 60, default_value: 60, min: 10, max: 1440 },
      { setting_key: 'sign_in_max_failures', value: 5, default_value: 5, min: 3, max: 20 },
    ]);
    expect((await f.asAdmin('GET', '/system/system-settings')).statusCode).toBe(403);
    expect((await asBuilder('GET', '/system/system-settings')).statusCode).toBe(403);
    expect((await f.asAdmin('PUT', `/system/system-settings/${await idOf('invite_link_days')}`, { value: 2 })).statusCode).toBe(403);
    expect((await asBuilder('GET', '/system/loaded-configuration')).statusCode).toBe(403);
  });

  it('refuses a value out of its bounds, not a whole number, or an unknown setting, and changes nothing', async () => {
    const id = await idOf('sign_in_max_failures');
    for (const value of [2, 21]) {
      const res = await put(id, value);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('The value must be a whole number from 3 to 20.');
    }
    expect((await put(id, 4.5)).statusCode).toBe(422);
    expect((await put(id, '4')).statusCode).toBe(422);
    const unknown = await put(999_999, 5);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no system setting with this id.');
    expect((await settings()).find((s) => s.setting_id === id)!.value).toBe(5);
  });

  it('an invitation link lives as long as invite_link_days says, and its e-mail says so', async () => {
    const saved = await put(await idOf('invite_link_days'), 2);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ setting_key: 'invite_link_days', value: 2, updated_by_name: expect.any(String) });
    try {
      const roleId = (await f.s.db.selectFrom('roles').select('id').where('name', '=', 'Account Viewer').executeTakeFirstOrThrow()).id;
      const email = `settings.invitee.${Date.now()}@example.com`;
      expect((await f.asAdmin('POST', '/auth/users', { email, roles: [roleId], account_mappings: [f.ids.retail] })).statusCode).toBe(201);
      expect(await tokenLife('invite')).toBeCloseTo(2 * 86_400_000, -4);
      expect(await newestOutbox(email)).toContain('Open this link within 2 days');
    } finally {
      await put(await idOf('invite_link_days'), 7);
    }
  });

  it('a reset link lives as long as reset_link_minutes says, and its e-mail says so', async () => {
    await put(await idOf('reset_link_minutes'), 30);
    try {
      expect((await f.s.call('POST', '/forgot-password', { body: { email: 'ac.viewer@studio.test' } })).statusCode).toBe(200);
      expect(await tokenLife('reset_password')).toBeCloseTo(30 * 60_000, -4);
      expect(await newestOutbox('ac.viewer@studio.test')).toContain('Open this link within 30 minutes');
    } finally {
      await put(await idOf('reset_link_minutes'), 60);
    }
  });

  it('sign-in locks an address after sign_in_max_failures failures from one client', async () => {
    await put(await idOf('sign_in_max_failures'), 3);
    try {
      const attempt = () =>
        f.s.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '198.51.100.77',
          payload: { email: 'ac.viewer@studio.test', password: 'wrong password' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await put(await idOf('sign_in_max_failures'), 5);
    }
  });

  it('a change is in the activity log as a system setting', async () => {
    await put(await idOf('reset_link_minutes'), 45);
    await put(await idOf('reset_link_minutes'), 60);
    const rows = await f.s.db
      .selectFrom('activity_log')
      .select(['subject_id', 'summary'])
      .where('subject_type', '=', 'SystemSetting')
      .execute();
    expect(rows.filter((r) => r.subject_id === 'reset_link_minutes').map((r) => JSON.parse(r.summary).after.value)).toEqual(
      expect.arrayContaining([45, 60]),
    );
  });
});

describe('the loaded configuration', () => {
  it('lists every setting with where it came from, and never carries the signing secret', async () => {
    const res = await f.asSystem('GET', '/system/loaded-configuration');
    expect(res.statusCode).toBe(200);
    const entries: { key: string; value: string | null; source: string; secret: boolean }[] = res.json().data;
    expect(entries.map((e) => e.key)).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'SIGNING_SECRET', 'SMTP_URL', 'TRUST_PROXY']),
    );
    expect(entries.find((e) => e.key === 'SIGNING_SECRET')).toMatchObject({ value: '••••••', secret: true });
    expect(res.body).not.toContain(f.s.app.studio.config.signingSecret);
    expect(entries.find((e) => e.key === 'TRUST_PROXY')).toMatchObject({ value: f.s.app.studio.config.trustProxy, secret: false });
  });
});
