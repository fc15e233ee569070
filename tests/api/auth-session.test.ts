import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, type TestStudio } from './support/studio';

let s: TestStudio;
beforeAll(async () => {
  s = await startStudio();
});
afterAll(() => s.close());

describe('sign-in', () => {
  it('answers a token and the session user with roles, permissions and switcher options', async () => {
    const res = await s.call('POST', '/auth/login', { body: { email: 'ac.builder@studio.test', password: 'Studio-demo-1' } });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(user).toMatchObject({ email: 'ac.builder@studio.test', user_type: 'ac', user_status: 'Active', twofa_enabled: false });
    expect(user.roles_with_scope).toEqual([expect.objectContaining({ name: 'Account Builder', scope: 'ac' })]);
    expect(user.permissions).toContain('build.tasks.write');
    expect(user.account_mappings).toHaveLength(1);
    expect(user.account_mappings[0].accounts.map((a: { ac_name: string }) => a.ac_name)).toEqual([
      'Northwind Health Line',
      'Northwind Retail',
    ]);
    expect(JSON.stringify(user)).not.toContain('password');
  });

  it('accepts the e-mail in any letter case', async () => {
    const res = await s.call('POST', '/auth/login', { body: { email: 'AC.Viewer@Studio.test', password: 'Studio-demo-1' } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const wrong = await s.call('POST', '/auth/login', { body: { email: 'ac.viewer@studio.test', password: 'nope-nope-1' } });
    const unknown = await s.call('POST', '/auth/login', { body: { email: 'nobody@studio.test', password: 'nope-nope-1' } });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'These credentials do not match our records.',
        errors: ['These credentials do not match our records.'],
      });
    }
  });

  it('answers 422 with the field for a malformed body', async () => {
    const res = await s.call('POST', '/auth/login', { body: { email: 'ac.viewer@studio.test' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatch(/^password: /);
  });

  it('refuses an inactive user', async () => {
    await s.db.updateTable('users').set({ user_status: 0 }).where('email', '=', 'multi.sp@studio.test').execute();
    const res = await s.call('POST', '/auth/login', { body: { email: 'multi.sp@studio.test', password: 'Studio-demo-1' } });
    await s.db.updateTable('users').set({ user_status: 1 }).where('email', '=', 'multi.sp@studio.test').execute();
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This user is inactive. Ask your administrator to activate it.');
  });

  it('throttles repeated failures with 429 and Retry-After, even for the right password', async () => {
    const email = 'sp.admin@studio.test';
    for (let i = 0; i < 5; i++) {
      expect((await s.call('POST', '/auth/login', { body: { email, password: `wrong-${i}` } })).statusCode).toBe(401);
    }
    const locked = await s.call('POST', '/auth/login', { body: { email, password: 'Studio-demo-1' } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Once the lock has passed, the right password works again.
    await s.db
      .updateTable('login_throttle')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await s.call('POST', '/auth/login', { body: { email, password: 'Studio-demo-1' } })).statusCode).toBe(200);
  });
});

describe('session', () => {
  it('serves the current user at /auth/user and /auth/me, and 401 without a token or with a forged one', async () => {
    const token = await s.login('ac.viewer@studio.test');
    for (const path of ['/auth/user', '/auth/me']) {
      const res = await s.call('GET', path, { token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.email).toBe('ac.viewer@studio.test');
    }
    expect((await s.call('GET', '/auth/me')).statusCode).toBe(401);
    const forged = token.split('.')[0] + '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const res = await s.call('GET', '/auth/me', { token: forged });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has ended. Please sign in again.');
  });

  it('refresh hands out a new working token without counting as activity', async () => {
    const token = await s.login('ac.viewer@studio.test');
    const past = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await s.db.updateTable('sessions').set({ last_active_at: past }).execute();
    const res = await s.call('POST', '/auth/refresh', { token });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.token as string;
    expect(fresh).not.toBe(token);
    const rows = await s.db.selectFrom('sessions').select(['last_active_at']).execute();
    expect(rows.every((r) => r.last_active_at === past)).toBe(true);
    expect((await s.call('GET', '/auth/me', { token: fresh })).statusCode).toBe(200);
  });

  it('expires a session two hours after the last qualifying request', async () => {
    const token = await s.login('ac.viewer@studio.test');
    const sessionId = token.split('.')[0];
    const almost = new Date(Date.now() - 2 * 60 * 60 * 1000 + 5000).toISOString();
    await s.db.updateTable('sessions').set({ last_active_at: almost }).where('id', '=', sessionId).execute();
    expect((await s.call('GET', '/auth/me', { token })).statusCode).toBe(200);
    const expired = new Date(Date.now() - 2 * 60 * 60 * 1000 - 1000).toISOString();
    await s.db.updateTable('sessions').set({ last_active_at: expired }).where('id', '=', sessionId).execute();
    expect((await s.call('GET', '/auth/me', { token })).statusCode).toBe(401);
    expect((await s.call('POST', '/auth/refresh', { token })).statusCode).toBe(401);
  });

  it('logout revokes the token at once', async () => {
    const token = await s.login('ac.viewer@studio.test');
    expect((await s.call('POST', '/auth/logout', { token })).statusCode).toBe(200);
    expect((await s.call('GET', '/auth/me', { token })).statusCode).toBe(401);
  });

  it('records sign-in in the activity log, under the scope the user starts in', async () => {
    const before = await s.db.selectFrom('activity_log').select('id').where('action', '=', 'sign_in').execute();
    const token = await s.login('ac.viewer@studio.test');
    const after = await s.db.selectFrom('activity_log').selectAll().where('action', '=', 'sign_in').orderBy('id').execute();
    expect(after.length).toBe(before.length + 1);
    const retail = (await s.call('GET', '/auth/me', { token })).json().data.account_mappings[0].accounts[0];
    expect(after.at(-1)).toMatchObject({ scope: 'ac', sp_id: retail.sp_id, ac_id: retail.ac_id });
    const stats = await s.call('GET', '/dashboard/stats', { token, selection: { spId: retail.sp_id, acId: retail.ac_id } });
    expect(stats.json().data.recent_activity.map((a: { action: string }) => a.action)).toContain('sign_in');
  });
});
