import { generateKeyPairSync } from 'node:crypto';
import { importPKCS8, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from './support/people';
import { platformConfig, putPlatform, startPlatformServer, type PlatformServer } from './support/platform';
import { demoIds, startStudio, type TestStudio } from './support/studio';

/**
 * Sign-in through the contact-center platform (POST /launch and POST /auth/callback/platform): the platform's signed
 * token checked with the provider's key, used once; the user found or created as an external user; every bad token
 * a 401 with no session and nothing written; a user of one provider never launched into another.
 */
let s: TestStudio;
let northwindPlatform: PlatformServer;
let bluebirdPlatform: PlatformServer;
let ids: Awaited<ReturnType<typeof demoIds>>;

const count = async (table: 'sessions' | 'users' | 'user_roles') =>
  Number(
    (
      await s.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const written = async () => ({ sessions: await count('sessions'), users: await count('users'), roles: await count('user_roles') });
const launch = (body: Record<string, unknown>, path = '/launch', host?: string) =>
  s.call('POST', path, { body, headers: host ? { host } : {} });

beforeAll(async () => {
  northwindPlatform = await startPlatformServer({ launchSecret: 'northwind-launch-secret-0123456789' });
  bluebirdPlatform = await startPlatformServer({ launchSecret: 'bluebird-launch-secret-0123456789' });
  s = await startStudio({ config: { ...platformConfig, publicUrl: 'http://studio.test' } });
  ids = await demoIds(s.db);
  const admin = await s.login('sp.admin@studio.test');
  const viewer = await s.db.selectFrom('roles').select('id').where('name', '=', 'Account Viewer').executeTakeFirstOrThrow();
  expect((await putPlatform(s, admin, ids.northwind, northwindPlatform, { role_id: viewer.id })).statusCode).toBe(200);
  const spAdmin = await s.db.selectFrom('roles').select('id').where('name', '=', 'SP Admin').executeTakeFirstOrThrow();
  await addUser(s.db, { email: 'blue.admin@studio.test', user_type: 'sp', role_id: spAdmin.id, sp_id: ids.bluebird });
  const blue = await s.login('blue.admin@studio.test');
  expect((await putPlatform(s, blue, ids.bluebird, bluebirdPlatform)).statusCode).toBe(200);
});
afterAll(async () => {
  await s?.close();
  await northwindPlatform?.close();
  await bluebirdPlatform?.close();
});

describe('launch from the platform', () => {
  it('signs in an existing user with a good token (both routes), and a replayed token is refused', async () => {
    const token = await northwindPlatform.launchToken({ email: 'AC.Builder@studio.test' });
    const res = await launch({ token, sp_id: ids.northwind, redirect_url: '/build/tasks' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ redirect_url: '/build/tasks', user: { email: 'ac.builder@studio.test' } });
    const me = await s.call('GET', '/auth/user', { token: res.json().data.token });
    expect(me.statusCode).toBe(200);
    const before = await written();
    const replay = await launch({ token, sp_id: ids.northwind });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe("The contact-center platform's token was already used. Sign in from the platform again.");
    expect(await written()).toEqual(before);
    const callback = await launch(
      { token: await northwindPlatform.launchToken({ email: 'ac.builder@studio.test' }), sp_id: ids.northwind },
      '/auth/callback/platform',
    );
    expect(callback.statusCode, callback.body).toBe(200);
  });

  it('asks a user with two-factor made mandatory for the second factor before any session, as after a password', async () => {
    const spAdmin = await s.db.selectFrom('roles').select('id').where('name', '=', 'SP Admin').executeTakeFirstOrThrow();
    const userId = await addUser(s.db, { email: 'twofa.launch@studio.test', user_type: 'sp', role_id: spAdmin.id, sp_id: ids.northwind });
    await s.db.updateTable('users').set({ system_controlled_twofa: 1 }).where('user_id', '=', userId).execute();
    const before = await written();
    const res = await launch({ token: await northwindPlatform.launchToken({ email: 'twofa.launch@studio.test' }), sp_id: ids.northwind });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ twofa_required: true, setup_required: true });
    expect(res.json().data.token).toBeUndefined();
    expect(await written()).toEqual(before);
  });

  it('creates a new address as an external user with the role given and the accounts of its domain', async () => {
    const res = await launch({
      token: await northwindPlatform.launchToken({ email: 'agent00007@platform.test', domain_id: '1024' }),
      sp_id: ids.northwind,
    });
    expect(res.statusCode, res.body).toBe(200);
    const user = await s.db.selectFrom('users').selectAll().where('email', '=', 'agent00007@platform.test').executeTakeFirstOrThrow();
    expect(user.idp).toBe(`platform:${ids.northwind}`);
    const maps = await s.db.selectFrom('user_account_mappings').select('ac_id').where('user_id', '=', user.user_id).execute();
    expect(maps.map((m) => m.ac_id)).toEqual([ids.retail]);
    // External users have no My Profile.
    const profile = await s.call('POST', '/auth/users/manage/profile', { token: res.json().data.token, body: { display_name: 'x' } });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().message).toBe('Users managed by the external provider cannot open My Profile.');
  });

  it('refuses a wrong signature, an expired token, another issuer or audience and a token without e-mail: 401, nothing written', async () => {
    const before = await written();
    const cases = [
      [
        { email: 'ac.builder@studio.test', secret: 'not-the-key-not-the-key-not-the-key' },
        "The contact-center platform's token is not signed with this service provider's key.",
      ],
      [
        { email: 'ac.builder@studio.test', iat: Math.floor(Date.now() / 1000) - 600, expiresIn: 60 },
        "The contact-center platform's token has expired.",
      ],
      [{ email: 'ac.builder@studio.test', iss: 'https://elsewhere.example' }, null],
      [{ email: 'ac.builder@studio.test', aud: 'another-app' }, null],
      [{}, "The contact-center platform's token carries no e-mail address."],
    ] as const;
    for (const [claims, message] of cases) {
      const res = await launch({ token: await northwindPlatform.launchToken(claims), sp_id: ids.northwind });
      expect(res.statusCode, res.body).toBe(401);
      if (message) expect(res.json().message).toBe(message);
      else expect(res.json().message).toMatch(/^The contact-center platform's token could not be checked: /);
    }
    expect((await launch({ token: 'not.a.token', sp_id: ids.northwind })).statusCode).toBe(401);
    expect(await written()).toEqual(before);
  });

  it("never launches a user of one provider into another's, nor with another provider's key", async () => {
    const before = await written();
    // Signed by Bluebird's platform, launched into Northwind: the signature does not hold.
    expect(
      (
        await launch({
          token: await bluebirdPlatform.launchToken({ email: 'ac.builder@studio.test', iss: northwindPlatform.issuer }),
          sp_id: ids.northwind,
        })
      ).statusCode,
    ).toBe(401);
    // A Northwind user with a token of Bluebird's platform: Bluebird has no such user (and creates none).
    const other = await launch({ token: await bluebirdPlatform.launchToken({ email: 'ac.builder@studio.test' }), sp_id: ids.bluebird });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('The user ac.builder@studio.test does not belong to this service provider.');
    // On Northwind's sub-domain, a launch into Bluebird is refused.
    await s.db.updateTable('service_providers').set({ sub_domain: 'northwind' }).where('sp_id', '=', ids.northwind).execute();
    const host = await launch(
      { token: await bluebirdPlatform.launchToken({ email: 'blue.admin@studio.test' }), sp_id: ids.bluebird },
      '/launch',
      'northwind.studio.test',
    );
    expect(host.statusCode).toBe(403);
    const sessions = (await written()).sessions;
    expect(sessions).toBe(before.sessions);
    expect(
      (await launch({ token: await bluebirdPlatform.launchToken({ email: 'blue.admin@studio.test' }), sp_id: ids.bluebird })).statusCode,
    ).toBe(200);
    // A provider without a platform, or none named: a clear answer.
    expect((await launch({ token: await northwindPlatform.launchToken({ email: 'ac.builder@studio.test' }) })).statusCode).toBe(422);
  });
});

describe('a platform that signs with a private key', () => {
  it('checks the token with the public key stored; an HMAC token made with that public key text is refused', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const blue = await s.login('blue.admin@studio.test');
    expect((await putPlatform(s, blue, ids.bluebird, bluebirdPlatform, { launch_key: pem })).statusCode).toBe(200);
    const signer = await importPKCS8(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const rs256 = (jti: string) =>
      new SignJWT({ email: 'blue.admin@studio.test' })
        .setProtectedHeader({ alg: 'RS256' })
        .setIssuer(bluebirdPlatform.issuer)
        .setAudience('studio')
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .setJti(jti)
        .sign(signer);
    const res = await launch({ token: await rs256('rs-1'), sp_id: ids.bluebird });
    expect(res.statusCode, res.body).toBe(200);
    // The public key used as an HMAC secret (algorithm confusion) is not a key the studio accepts.
    const confused = await bluebirdPlatform.launchToken({ email: 'blue.admin@studio.test', secret: pem });
    const refused = await launch({ token: confused, sp_id: ids.bluebird });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe("The contact-center platform's token is not signed with this service provider's key.");
  });
});

describe('the demo platform', () => {
  it('gives Northwind the platform npm start runs: its skills are read from there and a launch from it signs in', async () => {
    const demo = await startPlatformServer();
    const studio = await startStudio({ config: { ...platformConfig, demoPlatformUrl: demo.url } });
    try {
      const demoIdsNow = await demoIds(studio.db);
      const builder = await studio.login('ac.builder@studio.test');
      const skills = await studio.call('GET', '/skills/v1/domains/1024/skills', {
        token: builder,
        selection: { spId: demoIdsNow.northwind, acId: demoIdsNow.retail },
      });
      expect(skills.json().data).toMatchObject({
        source: 'platform',
        items: expect.arrayContaining([expect.objectContaining({ name: 'Technical support' })]),
      });
      const res = await studio.call('POST', '/launch', {
        body: { token: await demo.launchToken({ email: 'new.agent@platform.test', domain_id: '1024' }), sp_id: demoIdsNow.northwind },
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await studio.close();
      await demo.close();
    }
  });
});
