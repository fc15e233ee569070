import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from './support/people';
import { demoIds, startStudio, type TestStudio } from './support/studio';
import {
  followToCallback,
  hostOf,
  ownHost,
  publicUrl,
  putIdp,
  redirectUris,
  signInThrough,
  startIdentityProvider,
  type IdentityProviderServer,
} from './support/sso';

/**
 * Single sign-on: a real OpenID Connect provider in process (oidc-provider on loopback), the whole
 * authorization code flow through the API, and every bad callback: a message, no session, nothing written.
 */
let s: TestStudio;
let idp: IdentityProviderServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let admin: string;
let bluebirdAdmin: string;
let northwindIdp: number;
const secret = 'studio-secret';

const sessions = async () =>
  Number(
    (
      await s.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const userCount = async () =>
  Number(
    (
      await s.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  idp = await startIdentityProvider({ redirectUris, clientSecret: secret });
  s = await startStudio({ config: { publicUrl, ssoAllowedAddresses: ['127.0.0.1'] } });
  ids = await demoIds(s.db);
  admin = await s.login('sp.admin@studio.test');
  const role = await s.db.selectFrom('roles').select('id').where('name', '=', 'SP Admin').executeTakeFirstOrThrow();
  await addUser(s.db, { email: 'blue.admin@studio.test', user_type: 'sp', role_id: role.id, sp_id: ids.bluebird });
  bluebirdAdmin = await s.login('blue.admin@studio.test');
  const saved = await putIdp(s, admin, ids.northwind, {
    idp_name: 'Northwind SSO',
    issuer: idp.issuer,
    client_id: 'studio',
    client_secret: secret,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  northwindIdp = saved.json().data.idp_id;
});
afterAll(async () => {
  await s?.close();
  await idp?.close();
});

describe('identity providers in the provider profile', () => {
  it('stores the secret encrypted, answers it masked, keeps it when the mask comes back, and only for its own provider', async () => {
    const stored = await s.db.selectFrom('identity_providers').selectAll().where('idp_id', '=', northwindIdp).executeTakeFirstOrThrow();
    expect(stored.client_secret).not.toContain(secret);
    const list = await s.call('GET', '/portal/identity-providers', { token: admin, selection: { spId: ids.northwind, acId: 'all' } });
    expect(list.json().data).toMatchObject([
      {
        slot: 1,
        idp_name: 'Northwind SSO',
        client_secret: '********',
        sign_up: 'invited',
        callback_path: `/login/${northwindIdp}/callback`,
      },
    ]);
    expect(list.body).not.toContain(secret);
    const renamed = await putIdp(s, admin, ids.northwind, {
      idp_name: 'Northwind login',
      issuer: idp.issuer,
      client_id: 'studio',
      client_secret: '********',
    });
    expect(renamed.json().data.idp_id).toBe(northwindIdp);
    expect(
      (await s.db.selectFrom('identity_providers').select('client_secret').where('idp_id', '=', northwindIdp).executeTakeFirstOrThrow())
        .client_secret,
    ).toBe(stored.client_secret);
    // Bluebird's admin neither sees nor reaches Northwind's; an account user has no provider profile.
    expect(
      (await s.call('GET', '/portal/identity-providers', { token: bluebirdAdmin, selection: { spId: ids.bluebird, acId: 'all' } })).json()
        .data,
    ).toEqual([]);
    expect(
      (await s.call('GET', '/portal/identity-providers', { token: bluebirdAdmin, selection: { spId: ids.northwind, acId: 'all' } }))
        .statusCode,
    ).toBeGreaterThanOrEqual(403);
    const builder = await s.login('ac.builder@studio.test');
    expect(
      (await s.call('GET', '/portal/identity-providers', { token: builder, selection: { spId: ids.northwind, acId: ids.retail } }))
        .statusCode,
    ).toBe(403);
  });

  it("refuses an incomplete one, a first sign-in without a role, a slot 3 and another provider's account, writing nothing", async () => {
    const before = await s.db.selectFrom('identity_providers').selectAll().execute();
    const bad = [
      [1, { idp_name: 'X', issuer: 'not a url', client_id: 'a', client_secret: 'b' }],
      [2, { idp_name: 'X', issuer: idp.issuer, client_id: 'a' }],
      [2, { idp_name: 'X', issuer: idp.issuer, client_id: 'a', client_secret: 'b', sign_up: 'create' }],
      [3, { idp_name: 'X', issuer: idp.issuer, client_id: 'a', client_secret: 'b' }],
      [2, { idp_name: 'X', issuer: idp.issuer, client_id: 'a', client_secret: 'b', ac_ids: [ids.support] }],
    ] as const;
    for (const [slot, body] of bad) expect((await putIdp(s, admin, ids.northwind, body, slot)).statusCode).toBe(422);
    expect(
      (await putIdp(s, admin, ids.northwind, { idp_name: 'X', issuer: idp.issuer, client_id: 'a', client_secret: 'b' }, 2)).json().data
        .slot,
    ).toBe(2);
    expect(
      (await s.call('DELETE', '/portal/identity-providers/2', { token: admin, selection: { spId: ids.northwind, acId: 'all' } }))
        .statusCode,
    ).toBe(200);
    expect(await s.db.selectFrom('identity_providers').selectAll().execute()).toEqual(before);
  });
});

describe('the authorization code flow', () => {
  it("signs a provider's user in with the usual session and sends them where they were going", async () => {
    const { query, callback } = await signInThrough(s, idp, northwindIdp, 'sp.admin@studio.test');
    expect(query.code).toBeTruthy();
    const res = await callback();
    expect(res.statusCode, res.body).toBe(200);
    const { token, user, redirect_url } = res.json().data;
    expect(user.email).toBe('sp.admin@studio.test');
    expect(redirect_url).toBe('/build/tasks');
    const me = await s.call('GET', '/auth/me', { token });
    expect(me.json().data.email).toBe('sp.admin@studio.test');
    // The same callback again (a replayed code) signs nobody in.
    const count = await sessions();
    const again = await callback();
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('This sign-in link is unknown, has expired or was already used. Start the sign-in again.');
    expect(await sessions()).toBe(count);
  });

  it('asks a user with two-factor on (or made mandatory) for the code after the identity provider, as after a password; no session before it', async () => {
    const role = await s.db.selectFrom('roles').select('id').where('name', '=', 'SP Admin').executeTakeFirstOrThrow();
    const userId = await addUser(s.db, { email: 'twofa.sso@studio.test', user_type: 'sp', role_id: role.id, sp_id: ids.northwind });
    await s.db.updateTable('users').set({ system_controlled_twofa: 1 }).where('user_id', '=', userId).execute();
    const count = await sessions();
    const first = await (await signInThrough(s, idp, northwindIdp, 'twofa.sso@studio.test')).callback();
    expect(first.statusCode, first.body).toBe(200);
    const pending = first.json().data;
    expect(pending).toMatchObject({ twofa_required: true, setup_required: true, redirect_url: '/build/tasks' });
    expect(pending.token).toBeUndefined();
    expect(await sessions()).toBe(count);
    // The mandatory set-up, then the code: the session comes with the code.
    const setup = await s.call('GET', `/auth/users-twofa?twofa_token=${encodeURIComponent(pending.twofa_token)}`);
    expect(setup.statusCode, setup.body).toBe(200);
    const wrong = await s.call('POST', '/auth/verify/otp', { body: { twofa_token: pending.twofa_token, code: '000000' } });
    expect(wrong.statusCode).toBe(422);
    expect(await sessions()).toBe(count);
    const done = await s.call('POST', '/auth/verify/otp', {
      body: { twofa_token: pending.twofa_token, code: authenticator.generate(setup.json().data.secret) },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.user.email).toBe('twofa.sso@studio.test');
    expect(await sessions()).toBe(count + 1);
    // Set up now: the next sign-in through the identity provider asks for the code only.
    const again = await (await signInThrough(s, idp, northwindIdp, 'twofa.sso@studio.test')).callback();
    expect(again.json().data).toMatchObject({ twofa_required: true, setup_required: false });
    expect(await sessions()).toBe(count + 1);
  });

  it('creates a first-time user as external with the role and accounts given, who cannot open My Profile or set a password', async () => {
    const role = await s.db.selectFrom('roles').select('id').where('name', '=', 'Account Viewer').executeTakeFirstOrThrow();
    const saved = await putIdp(
      s,
      admin,
      ids.northwind,
      {
        idp_name: 'Contractors',
        issuer: idp.issuer,
        client_id: 'studio',
        client_secret: secret,
        sign_up: 'create',
        role_id: role.id,
        ac_ids: [ids.retail],
      },
      2,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await (await signInThrough(s, idp, saved.json().data.idp_id, 'New.Person@Example.com')).callback();
    expect(res.statusCode, res.body).toBe(200);
    const { token, user } = res.json().data;
    expect(user).toMatchObject({ email: 'new.person@example.com', user_type: 'ac', idp: `oidc:${saved.json().data.idp_id}` });
    expect(user.account_mappings).toMatchObject([{ sp_id: ids.northwind, scope: 'ac', accounts: [{ ac_id: ids.retail }] }]);
    const profile = await s.call('POST', '/auth/users/manage/profile', { token, body: { display_name: 'Me' } });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().message).toBe('Users managed by the external provider cannot open My Profile.');
    const password = await s.call('PUT', `/auth/users/password/${user.user_id}`, {
      token,
      body: { current_password: 'x', password: 'Strong-pass-12', password_confirmation: 'Strong-pass-12' },
    });
    expect(password.statusCode).toBe(403);
    expect(
      (await s.call('POST', '/auth/login', { body: { email: 'new.person@example.com', password: 'Strong-pass-12' } })).statusCode,
    ).toBe(401);
    await s.call('DELETE', '/portal/identity-providers/2', { token: admin, selection: { spId: ids.northwind, acId: 'all' } });
  });

  it('with "invited users only", refuses an unknown e-mail address and creates nothing', async () => {
    const [users, count] = [await userCount(), await sessions()];
    const res = await (await signInThrough(s, idp, northwindIdp, 'stranger@example.com')).callback();
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'No user of this service provider has the e-mail address stranger@example.com. Ask your administrator for an invitation.',
    );
    expect([await userCount(), await sessions()]).toEqual([users, count]);
  });
});

describe('bad callbacks: a message, no session', () => {
  it('a wrong state', async () => {
    const { query } = await signInThrough(s, idp, northwindIdp, 'sp.admin@studio.test');
    const count = await sessions();
    const res = await s.call('POST', `/auth/callback/${northwindIdp}`, { body: { ...query, state: 'forged' }, headers: { host: ownHost } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('This sign-in link is unknown, has expired or was already used. Start the sign-in again.');
    expect(await sessions()).toBe(count);
  });

  it('a nonce that is not the one sent', async () => {
    const { query, callback } = await signInThrough(s, idp, northwindIdp, 'sp.admin@studio.test');
    await s.db.updateTable('sso_attempts').set({ nonce: 'another-sign-in' }).where('state', '=', query.state).execute();
    const count = await sessions();
    const res = await callback();
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('The identity provider answered for another sign-in (nonce mismatch). Start the sign-in again.');
    expect(await sessions()).toBe(count);
  });

  it('an expired code', async () => {
    const short = await startIdentityProvider({ redirectUris, clientSecret: secret, codeTtlSeconds: 1 });
    try {
      const saved = await putIdp(
        s,
        admin,
        ids.northwind,
        { idp_name: 'Short', issuer: short.issuer, client_id: 'studio', client_secret: secret },
        2,
      );
      const { callback } = await signInThrough(s, short, saved.json().data.idp_id, 'sp.admin@studio.test');
      await new Promise((r) => setTimeout(r, 2100));
      const count = await sessions();
      const res = await callback();
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('The identity provider refused the sign-in code (expired or already used). Start the sign-in again.');
      expect(await sessions()).toBe(count);
    } finally {
      await short.close();
    }
  });

  it('a token signed by another key than the published ones', async () => {
    const forger = await startIdentityProvider({ redirectUris, clientSecret: secret });
    try {
      forger.publishOtherKeys(true);
      const saved = await putIdp(
        s,
        admin,
        ids.northwind,
        { idp_name: 'Forger', issuer: forger.issuer, client_id: 'studio', client_secret: secret },
        2,
      );
      const count = await sessions();
      const res = await (await signInThrough(s, forger, saved.json().data.idp_id, 'sp.admin@studio.test')).callback();
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("The identity provider's token is not signed by its published keys.");
      expect(await sessions()).toBe(count);
    } finally {
      await forger.close();
    }
  });

  it('an issuer that is down: at the start and at the callback', async () => {
    const down = await startIdentityProvider({ redirectUris, clientSecret: secret });
    const saved = await putIdp(
      s,
      admin,
      ids.northwind,
      { idp_name: 'Down', issuer: down.issuer, client_id: 'studio', client_secret: secret },
      2,
    );
    const { callback } = await signInThrough(s, down, saved.json().data.idp_id, 'sp.admin@studio.test');
    await down.close();
    const count = await sessions();
    const res = await callback();
    expect(res.statusCode).toBe(401);
    // The connection kept from the sign-in's start is reset; a new one is refused.
    expect(res.json().message).toMatch(/^The identity provider at 127\.0\.0\.1:\d+ could not be reached: (ECONNRESET|ECONNREFUSED)$/);
    expect(res.body).not.toContain(secret);
    // A fresh start re-reads the issuer (an edit forgets what was discovered).
    await putIdp(
      s,
      admin,
      ids.northwind,
      { idp_name: 'Down again', issuer: down.issuer, client_id: 'studio', client_secret: '********' },
      2,
    );
    const start = await s.call('POST', `/auth/authorize/${saved.json().data.idp_id}`, { body: {}, headers: { host: ownHost } });
    expect(start.statusCode).toBe(422);
    expect(start.json().message).toMatch(/could not be reached: ECONNREFUSED$/);
    expect(await sessions()).toBe(count);
    await s.call('DELETE', '/portal/identity-providers/2', { token: admin, selection: { spId: ids.northwind, acId: 'all' } });
  });

  it('an error the identity provider sent back, and an unknown identity provider', async () => {
    const start = await s.call('POST', `/auth/authorize/${northwindIdp}`, { body: {}, headers: { host: ownHost } });
    const state = new URL(start.json().data.authorization_url).searchParams.get('state')!;
    const res = await s.call('POST', `/auth/callback/${northwindIdp}`, {
      body: { state, error: 'access_denied' },
      headers: { host: ownHost },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('The identity provider ended the sign-in: access_denied');
    expect((await s.call('POST', '/auth/authorize/999', { body: {}, headers: { host: ownHost } })).statusCode).toBe(404);
  });
});

describe('starting sign-ins', () => {
  it('a client address starts at most 300 in 15 minutes (the stored sign-ins stay bounded); another address is not held up', async () => {
    const start = (ip: string) =>
      s.call('POST', `/auth/authorize/${northwindIdp}`, { body: {}, headers: { host: ownHost, 'x-forwarded-for': ip } });
    for (let i = 0; i < 300; i++) expect((await start('203.0.113.9')).statusCode).toBe(200);
    const refused = await start('203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ seconds\.$/);
    expect((await start('203.0.113.10')).statusCode).toBe(200);
  });
});

describe('sub-domains', () => {
  it("answers a sub-domain's provider, 'not a subdomain' and 'invalid subdomain'", async () => {
    const northwind = await s.call('GET', `/subdomain/${hostOf('northwind')}:8080`);
    expect(northwind.json().data).toMatchObject({
      sp_id: ids.northwind,
      sp_name: 'Northwind Contact Services',
      sub_domain: 'northwind',
      theme_color: expect.any(String),
      identity_providers: [{ idp_id: northwindIdp, idp_name: 'Northwind login' }],
    });
    expect((await s.call('GET', `/subdomain/${hostOf('bluebird')}`)).json().data.identity_providers).toEqual([]);
    for (const host of [ownHost, 'localhost', '127.0.0.1', 'example.com'])
      expect((await s.call('GET', `/subdomain/${host}`)).json()).toEqual({ data: null, message: 'not a subdomain' });
    const invalid = await s.call('GET', `/subdomain/${hostOf('nobody')}`);
    expect(invalid.statusCode).toBe(404);
    expect(invalid.json().message).toBe('invalid subdomain');
  });

  it("never signs a user of one provider in on another's sub-domain or through another's identity provider", async () => {
    const count = await sessions();
    // Through Northwind's identity provider: refused on any host.
    const viaNorthwind = await (await signInThrough(s, idp, northwindIdp, 'blue.admin@studio.test')).callback();
    expect(viaNorthwind.statusCode).toBe(403);
    expect(viaNorthwind.json().message).toBe('The user blue.admin@studio.test does not belong to this service provider.');
    // Northwind's identity provider does not start on Bluebird's sub-domain.
    const wrongHost = await s.call('POST', `/auth/authorize/${northwindIdp}`, { body: {}, headers: { host: hostOf('bluebird') } });
    expect(wrongHost.statusCode).toBe(403);
    // With a password: on Northwind's sub-domain as on a wrong password; on the studio's own host and Bluebird's, signed in.
    const login = (host: string) =>
      s.call('POST', '/auth/login', { body: { email: 'blue.admin@studio.test', password: 'Studio-demo-1' }, headers: { host } });
    expect((await login(hostOf('northwind'))).statusCode).toBe(401);
    expect((await login(hostOf('nobody'))).statusCode).toBe(401);
    expect(await sessions()).toBe(count);
    expect((await login(hostOf('bluebird'))).statusCode).toBe(200);
    expect((await login(ownHost)).statusCode).toBe(200);
    // Northwind's own user on Northwind's sub-domain, through its identity provider.
    const own = await (await signInThrough(s, idp, northwindIdp, 'sp.admin@studio.test', hostOf('northwind'))).callback();
    expect(own.statusCode, own.body).toBe(200);
  });

  it("sends a reset link on a provider's sub-domain only to that provider's users, and takes one there only from them", async () => {
    const mails = async () =>
      (await s.db.selectFrom('outbox').select('id').where('to_address', '=', 'blue.admin@studio.test').execute()).length;
    const forgot = (host: string, remoteAddress: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress,
        headers: { host },
        payload: { email: 'blue.admin@studio.test' },
      });
    const before = await mails();
    // On Northwind's sub-domain Bluebird's user hears the same answer, and nothing is sent.
    const elsewhere = await forgot(hostOf('northwind'), '198.51.100.91');
    expect(elsewhere.json()).toEqual({ data: { message: 'If the address belongs to a user, a link has been sent to it.' } });
    expect(await mails()).toBe(before);
    // On Bluebird's own sub-domain the link is sent; its token is refused on Northwind's and taken on Bluebird's.
    expect((await forgot(hostOf('bluebird'), '198.51.100.92')).statusCode).toBe(200);
    expect(await mails()).toBe(before + 1);
    const mail = await s.db
      .selectFrom('outbox')
      .select('body')
      .where('to_address', '=', 'blue.admin@studio.test')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = new URL(mail.body.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    const validate = (host: string) =>
      s.call('POST', '/reset-password/validate', { body: { email: 'blue.admin@studio.test', token }, headers: { host } });
    expect((await validate(hostOf('northwind'))).json().message).toBe('This link is invalid or has expired.');
    expect((await validate(hostOf('bluebird'))).statusCode).toBe(200);
    expect((await validate(ownHost)).statusCode).toBe(200);
  });

  it('starts the flow with a callback on the host it began on', async () => {
    const start = await s.call('POST', `/auth/authorize/${northwindIdp}`, { body: {}, headers: { host: hostOf('northwind') } });
    expect(new URL(start.json().data.authorization_url).searchParams.get('redirect_uri')).toBe(
      `http://${hostOf('northwind')}/login/${northwindIdp}/callback`,
    );
    const url = new URL(start.json().data.authorization_url);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(await followToCallback(url.href).catch(() => null)).toBeDefined();
  });
});

describe('the demo', () => {
  it('gives Northwind the demo identity provider when npm start runs one, and a new address becomes an external viewer of Northwind Retail', async () => {
    const { demoIdpClient } = await import('@server/db/seed/demo-sso');
    const demoIdp = await startIdentityProvider({ redirectUris, clientSecret: demoIdpClient.clientSecret });
    const demo = await startStudio({ config: { publicUrl, ssoAllowedAddresses: ['127.0.0.1'], demoIdpIssuer: demoIdp.issuer } });
    try {
      const rows = await demo.db.selectFrom('identity_providers').selectAll().execute();
      expect(rows).toMatchObject([{ idp_name: 'Northwind SSO (demo)', issuer: demoIdp.issuer, sign_up: 'create' }]);
      const subdomain = await demo.call('GET', `/subdomain/${hostOf('northwind')}`);
      expect(subdomain.json().data.identity_providers).toEqual([{ idp_id: rows[0].idp_id, idp_name: 'Northwind SSO (demo)' }]);
      const res = await (await signInThrough(demo, demoIdp, rows[0].idp_id, 'visitor@example.com', hostOf('northwind'))).callback();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.user).toMatchObject({ email: 'visitor@example.com', user_type: 'ac', roles: ['Account Viewer'] });
    } finally {
      await demo.close();
      await demoIdp.close();
    }
  });
});
