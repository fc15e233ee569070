import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from './support/smtp';
import { demoIds, startStudio, type TestStudio } from './support/studio';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let s: TestStudio;
let ids: Awaited<ReturnType<typeof demoIds>>;
let admin: string;
beforeAll(async () => {
  smtp = await startSmtp();
  s = await startStudio({ smtpUrl: smtp.url });
  ids = await demoIds(s.db);
  admin = await s.login('sp.admin@studio.test');
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});

const northwind = () => ({ spId: ids.northwind, acId: 'all' as const });
const asAdmin = (method: string, url: string, body?: unknown) => s.call(method, url, { token: admin, selection: northwind(), body });
const roleId = async (name: string) => (await s.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
/** A quoted-printable body as the reader sees it. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));

/** The invitation link of the newest mail to the address, as received by the SMTP server. */
async function linkTo(email: string, count: number): Promise<URL> {
  const deadline = Date.now() + 10_000;
  const mine = () => smtp.received.filter((m) => m.to.includes(email));
  while (mine().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const mail = mine().at(-1)!;
  expect(mail.raw).toMatch(/^Subject: You are invited to Studio\r?$/m);
  return new URL(decoded(mail.raw).match(/https?:\/\/[^\s]+/)![0]);
}
const params = (link: URL) => ({ email: link.searchParams.get('email')!, token: link.searchParams.get('token')! });

describe('the invitation flow through a real SMTP server', () => {
  it('invite → mail → validate → create the profile under the policy → sign in and see exactly the mapped account', async () => {
    const email = 'new.colleague@example.com';
    const invited = await asAdmin('POST', '/auth/users', {
      email,
      display_name: 'New Colleague',
      roles: [await roleId('Account Viewer')],
      account_mappings: [ids.retail],
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().data).toMatchObject({ user_status: 'Inactive', scope: 'Northwind Retail', role: 'Account Viewer' });
    const link = await linkTo(email, 1);
    expect(link.pathname).toBe('/invite');
    const { token } = params(link);
    // Not yet active: the account cannot sign in.
    expect((await s.call('POST', '/auth/login', { body: { email, password: 'anything-at-all' } })).statusCode).not.toBe(200);

    const check = await s.call('GET', `/auth/users/email/${encodeURIComponent(email)}/token/${token}/${link.searchParams.get('x')}`);
    expect(check.json().data).toEqual({ valid: true, email, display_name: 'New Colleague' });
    expect((await s.call('POST', '/auth/users/validate/invite', { body: { email, token } })).statusCode).toBe(200);
    expect(
      (await s.call('POST', '/auth/users/validate/invite', { body: { email: 'someone.else@example.com', token } })).json().message,
    ).toBe('This invitation link is invalid, has expired or has already been used.');

    const summary = await s.call('GET', `/auth/password-policy/summary?email=${encodeURIComponent(email)}&token=${token}`);
    expect(summary.json().data.rules).toContain('At least 10 characters.');
    const weak = await s.call('POST', '/auth/users/create/profile', {
      body: { email, token, password: 'short', password_confirmation: 'short' },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().message).toBe('At least 10 characters.');
    const mismatch = await s.call('POST', '/auth/users/create/profile', {
      body: { email, token, password: 'Colleague-pass-1', password_confirmation: 'Colleague-pass-2' },
    });
    expect(mismatch.json().message).toBe('The password confirmation does not match.');
    const created = await s.call('POST', '/auth/users/create/profile', {
      body: { email, token, password: 'Colleague-pass-1', password_confirmation: 'Colleague-pass-1' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.message).toBe('Your profile has been created. Sign in with your e-mail address and password.');

    // The link works once.
    const again = await s.call('POST', '/auth/users/create/profile', {
      body: { email, token, password: 'Other-pass-123', password_confirmation: 'Other-pass-123' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This invitation link is invalid, has expired or has already been used.');

    const userToken = await s.login(email, 'Colleague-pass-1');
    const me = (await s.call('GET', '/auth/user', { token: userToken })).json().data;
    expect(me.user_status).toBe('Active');
    expect(me.account_mappings).toHaveLength(1);
    expect(me.account_mappings[0].accounts.map((a: { ac_name: string }) => a.ac_name)).toEqual(['Northwind Retail']);
    // Another account of the provider stays closed.
    const other = await s.call('GET', '/studio/tasks', { token: userToken, selection: { spId: ids.northwind, acId: ids.health } });
    expect(other.statusCode).toBe(403);
  });

  it('an expired link answers the message and changes nothing', async () => {
    const email = 'late.comer@example.com';
    await asAdmin('POST', '/auth/users', { email, roles: [await roleId('Account Viewer')], account_mappings: [ids.retail] });
    const { token } = params(await linkTo(email, 1));
    await s.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('kind', '=', 'invite')
      .where('used_at', 'is', null)
      .execute();
    const before = await s.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    const res = await s.call('POST', '/auth/users/create/profile', {
      body: { email, token, password: 'Late-comer-pass-1', password_confirmation: 'Late-comer-pass-1' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This invitation link is invalid, has expired or has already been used.');
    expect(await s.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow()).toEqual(before);

    // Re-verify sends a new link; it works, the old one stays dead.
    const sent = await asAdmin('POST', '/auth/users/re-verify', { user_id: before.user_id });
    expect(sent.json().data.message).toBe(`An invitation has been sent to ${email}.`);
    const fresh = params(await linkTo(email, 2));
    expect(fresh.token).not.toBe(token);
    expect((await s.call('POST', '/auth/users/validate/invite', { body: { email, token } })).statusCode).toBe(422);
    expect(
      (
        await s.call('POST', '/auth/users/create/profile', {
          body: { ...fresh, password: 'Late-comer-pass-1', password_confirmation: 'Late-comer-pass-1' },
        })
      ).statusCode,
    ).toBe(200);
    // An active user is not re-verified nor revoked.
    expect((await asAdmin('POST', '/auth/users/re-verify', { user_id: before.user_id })).json().message).toBe(
      'This user has already accepted the invitation.',
    );
    expect((await asAdmin('POST', '/auth/users/delete/invite', { user_id: before.user_id })).statusCode).toBe(422);
  });

  it("revoking an invitation removes the pending user and kills its link; never another provider's", async () => {
    const email = 'changed.mind@example.com';
    const made = await asAdmin('POST', '/auth/users', { email, roles: [await roleId('Account Viewer')], account_mappings: [ids.health] });
    const { token } = params(await linkTo(email, 1));
    expect((await asAdmin('POST', '/auth/users/delete/invite', { user_id: made.json().data.user_id })).statusCode).toBe(200);
    expect((await s.call('POST', '/auth/users/validate/invite', { body: { email, token } })).statusCode).toBe(422);
    expect(await s.db.selectFrom('users').select('user_id').where('email', '=', email).executeTakeFirst()).toBeUndefined();

    // A Bluebird invitation is out of Northwind's reach.
    const multi = await s.login('multi.sp@studio.test');
    const blue = await s.call('POST', '/auth/users', {
      token: multi,
      selection: { spId: ids.bluebird, acId: 'all' },
      body: { email: 'blue.invitee@example.com', roles: [await roleId('Account Viewer')], account_mappings: [ids.support] },
    });
    expect(blue.statusCode).toBe(201);
    const blueId = blue.json().data.user_id;
    for (const path of ['/auth/users/delete/invite', '/auth/users/re-verify'])
      expect((await asAdmin('POST', path, { user_id: blueId })).statusCode).toBe(404);
    expect(await s.db.selectFrom('users').select('user_id').where('user_id', '=', blueId).executeTakeFirst()).toBeDefined();
  });
});
