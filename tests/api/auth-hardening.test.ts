import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { nextTotpStep, totpStudio } from './support/totp';
import { demoPassword } from './support/studio';

const fx = totpStudio();

/** A sign-in from a given client address (the server reads request.ip). */
const loginFrom = (remoteAddress: string, email: string, password: string) =>
  fx.s.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });

/** Turns two-factor on for a user and answers its secret. */
async function enableTwofa(email: string): Promise<string> {
  const token = await fx.s.login(email);
  const secret = (await fx.s.call('GET', '/auth/users-twofa', { token })).json().data.secret as string;
  const ok = await fx.s.call('POST', '/auth/verify/otp', { token, body: { code: authenticator.generate(secret) } });
  expect(ok.statusCode).toBe(200);
  return secret;
}

const pendingSignIn = async (email: string) =>
  (await fx.s.call('POST', '/auth/login', { body: { email, password: demoPassword } })).json().data.twofa_token as string;

describe('sign-in throttling', () => {
  it('does not let wrong passwords from a stranger lock the real user out from elsewhere', async () => {
    const email = 'ac.viewer@studio.test';
    for (let i = 0; i < 8; i++) expect((await loginFrom('203.0.113.7', email, `wrong-${i}`)).statusCode).toBeGreaterThanOrEqual(401);
    expect((await loginFrom('203.0.113.7', email, demoPassword)).statusCode).toBe(429);
    expect((await loginFrom('198.51.100.2', email, demoPassword)).statusCode).toBe(200);
  });

  it('slows password spraying: many e-mails from one client address lock that address', async () => {
    for (let i = 0; i < 20; i++) expect((await loginFrom('203.0.113.9', `nobody-${i}@studio.test`, 'Spray-1234')).statusCode).toBe(401);
    const locked = await loginFrom('203.0.113.9', 'sp.admin@studio.test', demoPassword);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ seconds\.$/);
    expect((await loginFrom('198.51.100.3', 'sp.admin@studio.test', demoPassword)).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from a trusted proxy, so a client cannot pick a new address per request', async () => {
    const spoofed = (i: number) =>
      fx.s.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.11',
        headers: { 'x-forwarded-for': `10.9.0.${i}` },
        payload: { email: `nobody-${i}@studio.test`, password: 'Spray-1234' },
      });
    for (let i = 0; i < 20; i++) expect((await spoofed(i)).statusCode).toBe(401);
    expect((await spoofed(99)).statusCode).toBe(429);
    // Behind the proxy on loopback, each forwarded client is counted on its own.
    const proxied = await fx.s.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.12' },
      payload: { email: 'ac.viewer@studio.test', password: demoPassword },
    });
    expect(proxied.statusCode).toBe(200);
  });
});

describe('sign-in throttling cannot be raced', () => {
  const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort((a, b) => a - b);
  it('of 12 concurrent wrong passwords for one e-mail from one address, only the 5 that lock the pair are judged', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => loginFrom('203.0.113.21', 'ac.viewer@studio.test', `wrong-${i}`)),
    );
    expect(statuses(answers)).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    expect((await loginFrom('203.0.113.21', 'ac.viewer@studio.test', demoPassword)).statusCode).toBe(429);
  });

  it('of 30 concurrent sign-ins with different e-mails from one address, only the 20 that lock the address are judged', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loginFrom('203.0.113.22', `race-${i}@studio.test`, 'Spray-1234')),
    );
    expect(statuses(answers)).toEqual([...Array(20).fill(401), ...Array(10).fill(429)]);
    expect((await loginFrom('203.0.113.22', 'sp.admin@studio.test', demoPassword)).statusCode).toBe(429);
  });

  it('right passwords from a shared address do not count against it', async () => {
    for (let i = 0; i < 25; i++) expect((await loginFrom('203.0.113.23', 'ac.viewer@studio.test', demoPassword)).statusCode).toBe(200);
  });
});

describe('two-factor codes', () => {
  it('end a pending sign-in after a few wrong codes, and then refuse even the right code for a while', async () => {
    const secret = await enableTwofa('ac.builder@studio.test');
    nextTotpStep();
    const twofa_token = await pendingSignIn('ac.builder@studio.test');
    for (let i = 0; i < 5; i++) {
      const wrong = await fx.s.call('POST', '/auth/verify/otp', { body: { twofa_token, code: '000000' } });
      expect(wrong.statusCode).toBe(422);
    }
    const right = await fx.s.call('POST', '/auth/verify/otp', { body: { twofa_token, code: authenticator.generate(secret) } });
    expect(right.statusCode).toBe(401);
    const fresh = await pendingSignIn('ac.builder@studio.test');
    const locked = await fx.s.call('POST', '/auth/verify/otp', { body: { twofa_token: fresh, code: authenticator.generate(secret) } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many one-time code attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('are throttled on disable as on sign-in', async () => {
    const secret = await enableTwofa('sp.admin@studio.test');
    nextTotpStep();
    const ok = await fx.s.call('POST', '/auth/verify/otp', {
      body: { twofa_token: await pendingSignIn('sp.admin@studio.test'), code: authenticator.generate(secret) },
    });
    const token = ok.json().data.token;
    for (let i = 0; i < 5; i++)
      expect((await fx.s.call('POST', '/auth/users-twofa/disable', { token, body: { code: '000000' } })).statusCode).toBe(422);
    nextTotpStep();
    const refused = await fx.s.call('POST', '/auth/users-twofa/disable', { token, body: { code: authenticator.generate(secret) } });
    expect(refused.statusCode).toBe(429);
    const row = await fx.s.db
      .selectFrom('users')
      .select('twofa_enabled')
      .where('email', '=', 'sp.admin@studio.test')
      .executeTakeFirstOrThrow();
    expect(row.twofa_enabled).toBe(1);
  });

  it('are throttled on setup confirmation', async () => {
    const token = await fx.s.login('multi.sp@studio.test');
    const secret = (await fx.s.call('GET', '/auth/users-twofa', { token })).json().data.secret as string;
    for (let i = 0; i < 5; i++)
      expect((await fx.s.call('POST', '/auth/verify/otp', { token, body: { code: '000000' } })).statusCode).toBe(422);
    const refused = await fx.s.call('POST', '/auth/verify/otp', { token, body: { code: authenticator.generate(secret) } });
    expect(refused.statusCode).toBe(429);
  });

  it('complete one sign-in only: the same code cannot complete a second one in its window', async () => {
    const secret = await enableTwofa('system@studio.test');
    nextTotpStep();
    const code = authenticator.generate(secret);
    const first = await fx.s.call('POST', '/auth/verify/otp', { body: { twofa_token: await pendingSignIn('system@studio.test'), code } });
    expect(first.statusCode).toBe(200);
    const replay = await fx.s.call('POST', '/auth/verify/otp', { body: { twofa_token: await pendingSignIn('system@studio.test'), code } });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().message).toBe('The one-time code is not valid.');
  });
});

describe('refresh tokens', () => {
  it('a token refreshed away cannot be refreshed again: the reuse ends the whole family', async () => {
    const first = await fx.s.login('ac.viewer@studio.test');
    const second = (await fx.s.call('POST', '/auth/refresh', { token: first })).json().data.token as string;
    const reuse = await fx.s.call('POST', '/auth/refresh', { token: first });
    expect(reuse.statusCode).toBe(401);
    expect((await fx.s.call('GET', '/auth/me', { token: second })).statusCode).toBe(401);
    expect((await fx.s.call('GET', '/auth/me', { token: first })).statusCode).toBe(401);
  });

  it('logout ends every token of the family, also one refreshed away in its grace period', async () => {
    const other = await fx.s.login('ac.viewer@studio.test');
    const first = await fx.s.login('ac.viewer@studio.test');
    const second = (await fx.s.call('POST', '/auth/refresh', { token: first })).json().data.token as string;
    expect((await fx.s.call('POST', '/auth/logout', { token: second })).statusCode).toBe(200);
    expect((await fx.s.call('GET', '/auth/me', { token: first })).statusCode).toBe(401);
    expect((await fx.s.call('GET', '/auth/me', { token: second })).statusCode).toBe(401);
    // Another sign-in of the same user is another family.
    expect((await fx.s.call('GET', '/auth/me', { token: other })).statusCode).toBe(200);
  });
});

describe('answers that carry tokens or the session user', () => {
  it('are never stored by a cache', async () => {
    const login = await fx.s.call('POST', '/auth/login', { body: { email: 'ac.viewer@studio.test', password: demoPassword } });
    expect(login.headers['cache-control']).toBe('no-store');
    const token = login.json().data.token;
    for (const [method, url] of [
      ['GET', '/auth/me'],
      ['GET', '/auth/user'],
      ['POST', '/auth/refresh'],
    ]) {
      expect((await fx.s.call(method, url, { token })).headers['cache-control']).toBe('no-store');
    }
  });
});
