import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, type TestStudio } from './support/studio';

let s: TestStudio;
beforeAll(async () => {
  s = await startStudio();
});
afterAll(() => s.close());

describe('My Profile', () => {
  it('saves display name, language, time zone and date format, and records the change', async () => {
    const token = await s.login('ac.builder@studio.test');
    const res = await s.call('POST', '/auth/users/manage/profile', {
      token,
      body: { display_name: 'Benjamin Builder', language: 'fr-CA', timezone: 'America/Montreal', display_date_format: 'DD/MM/YYYY' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ display_name: 'Benjamin Builder', language: 'fr-CA', timezone: 'America/Montreal' });
    expect((await s.call('GET', '/auth/me', { token })).json().data.language).toBe('fr-CA');
    const log = await s.db.selectFrom('activity_log').selectAll().where('action', '=', 'update_profile').executeTakeFirstOrThrow();
    expect(JSON.parse(log.summary).before.display_name).toBe('Ben Builder');
  });

  it('refuses an unsupported language and an unknown time zone, changing nothing', async () => {
    const token = await s.login('ac.viewer@studio.test');
    const lang = await s.call('POST', '/auth/users/manage/profile', { token, body: { language: 'xx' } });
    expect(lang.statusCode).toBe(422);
    expect(lang.json().errors[0]).toMatch(/^language: /);
    const tz = await s.call('POST', '/auth/users/manage/profile', { token, body: { timezone: 'Mars/Olympus' } });
    expect(tz.statusCode).toBe(422);
    expect(tz.json().message).toBe('timezone: Mars/Olympus is not a known time zone.');
    expect((await s.call('GET', '/auth/me', { token })).json().data).toMatchObject({ language: 'en', timezone: null });
  });

  it('changes the password with the current one and the policy, ending the other sessions', async () => {
    const token = await s.login('multi.sp@studio.test');
    const other = await s.login('multi.sp@studio.test');
    const me = (await s.call('GET', '/auth/me', { token })).json().data;
    const path = `/auth/users/password/${me.user_id}`;
    const wrong = await s.call('PUT', path, {
      token,
      body: { current_password: 'guess-guess', password: 'Better-pass-99', password_confirmation: 'Better-pass-99' },
    });
    expect(wrong.json().message).toBe('The current password is not correct.');
    const weak = await s.call('PUT', path, {
      token,
      body: { current_password: 'Studio-demo-1', password: 'alllowercase', password_confirmation: 'alllowercase' },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual(['At least one uppercase letter.', 'At least one digit.']);
    const ok = await s.call('PUT', path, {
      token,
      body: { current_password: 'Studio-demo-1', password: 'Better-pass-99', password_confirmation: 'Better-pass-99' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await s.call('GET', '/auth/me', { token })).statusCode).toBe(200);
    expect((await s.call('GET', '/auth/me', { token: other })).statusCode).toBe(401);
    expect(await s.login('multi.sp@studio.test', 'Better-pass-99')).toBeTruthy();
  });

  it("refuses to change another user's password", async () => {
    const token = await s.login('ac.viewer@studio.test');
    const system = (await s.call('GET', '/auth/me', { token: await s.login('system@studio.test') })).json().data;
    const res = await s.call('PUT', `/auth/users/password/${system.user_id}`, {
      token,
      body: { current_password: 'Studio-demo-1', password: 'Taken-over-11', password_confirmation: 'Taken-over-11' },
    });
    expect(res.statusCode).toBe(403);
    expect(await s.login('system@studio.test')).toBeTruthy();
  });

  it('is not available to users of an external identity provider', async () => {
    await s.db.updateTable('users').set({ idp: 'okta' }).where('email', '=', 'sp.admin@studio.test').execute();
    s.app.studio.directory.invalidate();
    const token = await s.login('sp.admin@studio.test');
    const res = await s.call('POST', '/auth/users/manage/profile', { token, body: { display_name: 'X' } });
    expect(res.statusCode).toBe(403);
  });

  it('serves the password policy summary to anyone', async () => {
    const res = await s.call('GET', '/auth/password-policy/summary');
    expect(res.json().data).toEqual({
      min_length: 10,
      require_uppercase: true,
      require_lowercase: true,
      require_digit: true,
      require_symbol: false,
      rules: ['At least 10 characters.', 'At least one uppercase letter.', 'At least one lowercase letter.', 'At least one digit.'],
    });
  });
});
