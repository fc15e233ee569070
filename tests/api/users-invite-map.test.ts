import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from './support/smtp';
import { demoIds, startStudio, type TestStudio } from './support/studio';

/** An existing user invited to another provider or account (spec 3 §7 GET /auth/users/create/map/{id}/token/{t}). */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let s: TestStudio;
let ids: Awaited<ReturnType<typeof demoIds>>;
const token: Record<string, string> = {};
beforeAll(async () => {
  smtp = await startSmtp();
  s = await startStudio({ smtpUrl: smtp.url });
  ids = await demoIds(s.db);
  for (const email of ['sp.admin@studio.test', 'ac.viewer@studio.test', 'ac.builder@studio.test', 'system@studio.test'])
    token[email] = await s.login(email);
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});

const northwind = () => ({ spId: ids.northwind, acId: 'all' as const });
const asAdmin = (method: string, url: string, body?: unknown) =>
  s.call(method, url, { token: token['sp.admin@studio.test'], selection: northwind(), body });
const roleId = async (name: string) => (await s.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
const mappings = async (email: string) => {
  const user = await s.db.selectFrom('users').select('user_id').where('email', '=', email).executeTakeFirstOrThrow();
  return (
    await s.db.selectFrom('user_account_mappings').select(['sp_id', 'ac_id']).where('user_id', '=', user.user_id).orderBy('ac_id').execute()
  ).map((m) => `${m.sp_id}:${m.ac_id}`);
};

/** The link of the newest mapping mail to the address, as received by the SMTP server. */
async function linkTo(email: string, count: number): Promise<URL> {
  const deadline = Date.now() + 10_000;
  const mine = () => smtp.received.filter((m) => m.to.includes(email));
  while (mine().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const mail = mine().at(-1)!;
  expect(mail.raw).toMatch(/^Subject: You are invited to .+ in Studio\r?$/m);
  return new URL(decoded(mail.raw).match(/https?:\/\/[^\s]+/)![0]);
}
const apiPath = (link: URL) => {
  const [, , , id, t] = link.pathname.split('/');
  return `/auth/users/create/map/${id}/token/${t}`;
};

describe('inviting an existing user to more accounts', () => {
  it('mail → following the link signed out adds the mapping once → the user sees the new account', async () => {
    const email = 'ac.viewer@studio.test';
    expect(await mappings(email)).toEqual([`${ids.northwind}:${ids.retail}`]);
    const sent = await asAdmin('POST', '/auth/users/invite/map', {
      email,
      roles: [await roleId('Account Viewer')],
      account_mappings: [ids.logistics],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ email, message: `An invitation has been sent to ${email}.` });
    // Nothing changes until the link is followed.
    expect(await mappings(email)).toEqual([`${ids.northwind}:${ids.retail}`]);
    const link = await linkTo(email, 1);
    expect(link.pathname).toMatch(/^\/invite\/map\/\d+\/[\w-]+$/);

    const followed = await s.call('GET', apiPath(link));
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json().data).toMatchObject({
      message: 'You now have access to Northwind Logistics and Freight Desk.',
      sp_id: ids.northwind,
      ac_ids: [ids.logistics],
    });
    expect((await mappings(email)).sort()).toEqual([`${ids.northwind}:${ids.retail}`, `${ids.northwind}:${ids.logistics}`].sort());
    const me = (await s.call('GET', '/auth/user', { token: token[email] })).json().data;
    expect(me.account_mappings[0].accounts.map((a: { ac_id: number }) => a.ac_id).sort()).toEqual([ids.retail, ids.logistics].sort());
    const logged = await s.db
      .selectFrom('activity_log')
      .select(['action', 'subject_type'])
      .where('action', 'in', ['invite_map', 'accept_map'])
      .orderBy('id')
      .execute();
    expect(logged.map((l) => l.action)).toEqual(['invite_map', 'accept_map']);

    // Single use: a second click changes nothing.
    const again = await s.call('GET', apiPath(link));
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This invitation link is invalid, has expired or has already been used.');
    expect((await mappings(email)).length).toBe(2);
  });

  it('a signed-in user follows the link to a whole provider; another signed-in user is refused', async () => {
    const email = 'ac.builder@studio.test';
    const system = (method: string, url: string, body?: unknown) =>
      s.call(method, url, { token: token['system@studio.test'], selection: { spId: 'all', acId: 'all' }, body });
    const sent = await system('POST', '/auth/users/invite/map', {
      email,
      roles: [await roleId('Account Builder')],
      account_mappings: [],
      sp_id: ids.bluebird,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const link = await linkTo(email, 1);
    const stranger = await s.call('GET', apiPath(link), { token: token['ac.viewer@studio.test'] });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('This invitation is for another user: sign out and follow the link again.');
    expect(await mappings(email)).not.toContain(`${ids.bluebird}:null`);
    const own = await s.call('GET', apiPath(link), { token: token[email] });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.message).toBe('You now have access to Bluebird Telecom.');
    expect(await mappings(email)).toContain(`${ids.bluebird}:null`);
    const me = (await s.call('GET', '/auth/user', { token: token[email] })).json().data;
    expect(me.account_mappings.map((o: { sp_id: number }) => o.sp_id)).toContain(ids.bluebird);
  });

  it('refuses bad invitations with a clear 4xx and writes nothing', async () => {
    const count = async () => (await s.db.selectFrom('user_map_invites').select(s.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    const viewerRole = await roleId('Account Viewer');
    const cases: [unknown, number, string][] = [
      [
        { email: 'nobody@example.com', roles: [viewerRole], account_mappings: [ids.health] },
        422,
        'No user has this e-mail address: invite them as a new user.',
      ],
      [
        { email: 'system@studio.test', roles: [viewerRole], account_mappings: [ids.health] },
        422,
        'A system user already reaches every service provider and account.',
      ],
      [
        { email: 'ac.viewer@studio.test', roles: [viewerRole], account_mappings: [ids.retail] },
        422,
        'This user already has access to every account given.',
      ],
      [
        { email: 'ac.viewer@studio.test', roles: [viewerRole], account_mappings: [ids.support] },
        422,
        `The account ${ids.support} is not one of this service provider's enabled accounts.`,
      ],
      [
        { email: 'ac.viewer@studio.test', roles: [await roleId('System Admin')], account_mappings: [ids.health] },
        403,
        'You cannot give a role of a level above your own.',
      ],
      [{ email: 'ac.viewer@studio.test', roles: [], account_mappings: [ids.health] }, 422, ''],
    ];
    for (const [body, status, message] of cases) {
      const res = await asAdmin('POST', '/auth/users/invite/map', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    }
    // A read-only user may not invite.
    const viewer = await s.call('POST', '/auth/users/invite/map', {
      token: token['ac.viewer@studio.test'],
      selection: { spId: ids.northwind, acId: ids.retail },
      body: { email: 'ac.builder@studio.test', roles: [viewerRole], account_mappings: [ids.retail] },
    });
    expect(viewer.statusCode).toBe(403);
    expect(await count()).toBe(before);
    // A forged or unknown link.
    expect((await s.call('GET', '/auth/users/create/map/999999/token/abcdefghijklmnop')).statusCode).toBe(422);
  });

  it('an expired link is refused and adds nothing', async () => {
    const email = 'ac.viewer@studio.test';
    const sent = await asAdmin('POST', '/auth/users/invite/map', {
      email,
      roles: [await roleId('Account Viewer')],
      account_mappings: [ids.health],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const link = await linkTo(email, 2);
    await s.db
      .updateTable('user_map_invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', sent.json().data.id)
      .execute();
    const res = await s.call('GET', apiPath(link));
    expect(res.statusCode).toBe(422);
    expect(await mappings(email)).not.toContain(`${ids.northwind}:${ids.health}`);
  });
});
