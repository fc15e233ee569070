import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { nextTotpStep, totpStudio } from './support/totp';

const fx = totpStudio();

const login = (email: string) => fx.s.call('POST', '/auth/login', { body: { email, password: 'Studio-demo-1' } });

describe('two-factor', () => {
  let secret = '';

  it('is set up from My Profile: QR code, then a code from the app turns it on', async () => {
    const token = await fx.s.login('ac.builder@studio.test');
    const setup = await fx.s.call('GET', '/auth/users-twofa', { token });
    expect(setup.statusCode).toBe(200);
    const data = setup.json().data;
    expect(data.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(data.otpauth_url).toContain('otpauth://totp/');
    secret = data.secret;
    const wrong = await fx.s.call('POST', '/auth/verify/otp', { token, body: { code: '000000' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('The one-time code is not valid.');
    const ok = await fx.s.call('POST', '/auth/verify/otp', { token, body: { code: authenticator.generate(secret) } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.twofa_enabled).toBe(true);
  });

  it('never shows an enabled secret again', async () => {
    const first = await login('ac.builder@studio.test');
    const pending = first.json().data.twofa_token;
    const res = await fx.s.call('GET', `/auth/users-twofa?twofa_token=${pending}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Two-factor authentication is already enabled.');
    expect(res.body).not.toContain(secret);
  });

  it('then asks for the code at sign-in, and a token is issued only for the right code, once', async () => {
    const first = await login('ac.builder@studio.test');
    expect(first.json().data).toMatchObject({ twofa_required: true, setup_required: false });
    expect(first.json().data.token).toBeUndefined();
    const twofa_token = first.json().data.twofa_token;
    const wrong = await fx.s.call('POST', '/auth/verify/otp', { body: { twofa_token, code: '123456' } });
    expect(wrong.statusCode).toBe(422);
    nextTotpStep();
    const code = authenticator.generate(secret);
    const ok = await fx.s.call('POST', '/auth/verify/otp', { body: { twofa_token, code } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.token).toBeTruthy();
    const again = await fx.s.call('POST', '/auth/verify/otp', { body: { twofa_token, code } });
    expect(again.statusCode).toBe(401);
  });

  it('can be turned off with a valid code', async () => {
    const first = await login('ac.builder@studio.test');
    nextTotpStep();
    const ok = await fx.s.call('POST', '/auth/verify/otp', {
      body: { twofa_token: first.json().data.twofa_token, code: authenticator.generate(secret) },
    });
    const token = ok.json().data.token;
    expect((await fx.s.call('POST', '/auth/users-twofa/disable', { token, body: { code: '000000' } })).statusCode).toBe(422);
    nextTotpStep();
    const off = await fx.s.call('POST', '/auth/users-twofa/disable', { token, body: { code: authenticator.generate(secret) } });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.twofa_enabled).toBe(false);
    expect((await login('ac.builder@studio.test')).json().data.token).toBeTruthy();
  });

  it('is required by the system for a user: only system users may set it, and sign-in then asks for setup', async () => {
    const viewer = (await fx.s.call('GET', '/auth/me', { token: await fx.s.login('ac.viewer@studio.test') })).json().data;
    const spToken = await fx.s.login('sp.admin@studio.test');
    const refused = await fx.s.call('PUT', '/auth/system-controlled-twofa', {
      token: spToken,
      body: { user_id: viewer.user_id, system_controlled_twofa: true },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to manage this item');

    const system = await fx.s.login('system@studio.test');
    const set = await fx.s.call('PUT', '/auth/system-controlled-twofa', {
      token: system,
      body: { user_id: viewer.user_id, system_controlled_twofa: true },
    });
    expect(set.statusCode).toBe(200);

    const first = await login('ac.viewer@studio.test');
    expect(first.json().data).toMatchObject({ twofa_required: true, setup_required: true });
    const twofa_token = first.json().data.twofa_token;
    const setup = await fx.s.call('GET', `/auth/users-twofa?twofa_token=${twofa_token}`);
    expect(setup.statusCode).toBe(200);
    const ok = await fx.s.call('POST', '/auth/verify/otp', {
      body: { twofa_token, code: authenticator.generate(setup.json().data.secret) },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user).toMatchObject({ twofa_enabled: true, system_controlled_twofa: true });
    const disable = await fx.s.call('POST', '/auth/users-twofa/disable', {
      token: ok.json().data.token,
      body: { code: authenticator.generate(setup.json().data.secret) },
    });
    expect(disable.statusCode).toBe(403);
  });

  it('answers 404 when the system sets it for an unknown user', async () => {
    const system = await fx.s.login('system@studio.test');
    const res = await fx.s.call('PUT', '/auth/system-controlled-twofa', {
      token: system,
      body: { user_id: 999999, system_controlled_twofa: true },
    });
    expect(res.statusCode).toBe(404);
  });
});
