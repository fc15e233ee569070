import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, type TestStudio } from './support/studio';

let s: TestStudio;
beforeAll(async () => {
  s = await startStudio();
});
afterAll(() => s.close());

const sent = 'If the address belongs to a user, a link has been sent to it.';
const invalid = 'This link is invalid or has expired.';

/** The token of the newest mail to an address, as the user would click it. */
async function mailedToken(email: string): Promise<string> {
  const mail = await s.db.selectFrom('outbox').selectAll().where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const link = new URL(mail.body.match(/https?:\/\/\S+/)![0]);
  expect(link.searchParams.get('email')).toBe(email);
  return link.searchParams.get('token')!;
}

describe('reset e-mails are limited', () => {
  const from = (remoteAddress: string, email: string, flow = 'password') =>
    s.app.inject({ method: 'POST', url: `/api/forgot-${flow}`, remoteAddress, payload: { email } });
  const mails = async (email: string) => (await s.db.selectFrom('outbox').select('id').where('to_address', '=', email).execute()).length;

  it('at most 3 reset mails to one address in the window; further asks answer the same and send nothing', async () => {
    const email = 'sp.admin@studio.test';
    const before = await mails(email);
    for (let i = 0; i < 6; i++) expect((await from(`198.51.100.${40 + i}`, email)).json()).toEqual({ data: { message: sent } });
    expect((await mails(email)) - before).toBe(3);
  });

  it('one client address may ask 10 times in the window, whatever the addresses; then 429', async () => {
    for (let i = 0; i < 10; i++) expect((await from('198.51.100.60', `nobody-${i}@studio.test`)).statusCode).toBe(200);
    const refused = await from('198.51.100.60', 'nobody-10@studio.test', 'twofa');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many reset requests\. Please try again in \d+ seconds\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('password reset', () => {
  const email = 'ac.viewer@studio.test';

  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const before = await s.db.selectFrom('outbox').select('id').execute();
    const known = await s.call('POST', '/forgot-password', { body: { email } });
    const unknown = await s.call('POST', '/forgot-password', { body: { email: 'ghost@studio.test' } });
    expect(known.json()).toEqual({ data: { message: sent } });
    expect(unknown.json()).toEqual({ data: { message: sent } });
    const after = await s.db.selectFrom('outbox').select(['id', 'subject']).execute();
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)!.subject).toBe('Reset your Studio password');
  });

  it('validates the link, enforces the policy and confirmation, then changes the password once', async () => {
    const old = await s.login(email);
    await s.call('POST', '/forgot-password', { body: { email } });
    const token = await mailedToken(email);
    expect((await s.call('POST', '/reset-password/validate', { body: { email, token } })).json()).toEqual({ data: { valid: true } });
    const wrongEmail = await s.call('POST', '/reset-password/validate', { body: { email: 'ac.builder@studio.test', token } });
    expect(wrongEmail.statusCode).toBe(422);
    expect(wrongEmail.json().message).toBe(invalid);

    const weak = await s.call('POST', '/reset-password', { body: { email, token, password: 'short', password_confirmation: 'short' } });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual(['At least 10 characters.', 'At least one uppercase letter.', 'At least one digit.']);
    const mismatch = await s.call('POST', '/reset-password', {
      body: { email, token, password: 'New-password-22', password_confirmation: 'New-password-23' },
    });
    expect(mismatch.json().message).toBe('The password confirmation does not match.');

    const ok = await s.call('POST', '/reset-password', {
      body: { email, token, password: 'New-password-22', password_confirmation: 'New-password-22' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.message).toBe('Your password has been changed.');
    expect((await s.call('GET', '/auth/me', { token: old })).statusCode).toBe(401);
    expect(await s.login(email, 'New-password-22')).toBeTruthy();

    const twice = await s.call('POST', '/reset-password', {
      body: { email, token, password: 'Other-password-33', password_confirmation: 'Other-password-33' },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(invalid);
  });

  it('refuses an expired link', async () => {
    await s.call('POST', '/forgot-password', { body: { email } });
    const token = await mailedToken(email);
    await s.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    const res = await s.call('POST', '/reset-password', {
      body: { email, token, password: 'New-password-44', password_confirmation: 'New-password-44' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(invalid);
  });

  it('makes an older link void when a new one is sent', async () => {
    await s.call('POST', '/forgot-password', { body: { email } });
    const first = await mailedToken(email);
    await s.call('POST', '/forgot-password', { body: { email } });
    expect((await s.call('POST', '/reset-password/validate', { body: { email, token: first } })).statusCode).toBe(422);
  });
});

describe('two-factor reset', () => {
  it('clears two-factor so the user sets it up again at the next sign-in; the link works once', async () => {
    const email = 'sp.admin@studio.test';
    const token = await s.login(email);
    const setup = await s.call('GET', '/auth/users-twofa', { token });
    await s.call('POST', '/auth/verify/otp', { token, body: { code: authenticator.generate(setup.json().data.secret) } });
    expect((await s.call('POST', '/auth/login', { body: { email, password: 'Studio-demo-1' } })).json().data.twofa_required).toBe(true);

    await s.call('POST', '/forgot-twofa', { body: { email } });
    const resetToken = await mailedToken(email);
    expect((await s.call('POST', '/reset-twofa/validate', { body: { email, token: resetToken } })).statusCode).toBe(200);
    const ok = await s.call('POST', '/reset-twofa', { body: { email, token: resetToken } });
    expect(ok.json().data.message).toBe('Two-factor authentication has been reset. Set it up again at your next sign-in.');
    expect((await s.call('POST', '/auth/login', { body: { email, password: 'Studio-demo-1' } })).json().data.token).toBeTruthy();
    expect((await s.call('POST', '/reset-twofa', { body: { email, token: resetToken } })).statusCode).toBe(422);
  });
});
