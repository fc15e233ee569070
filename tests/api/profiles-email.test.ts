import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';
import { closedPort, silentServer } from './support/listeners';

/**
 * E-mail profiles (spec 3 §7 CRUD /content/email-profiles, POST /content/email-profiles/test/{id}):
 * the password stored encrypted and answered masked, a real test mail through a real SMTP server, the
 * send_email step sending through the account's profile, and every outside failure answered in words.
 */
const fx = accountFixture('sp.admin@studio.test');
const h = flowHelpers(fx);
const received: { from: string; to: string[]; raw: string; user: string | null }[] = [];
const logins: string[] = [];
let smtp: SMTPServer;
let smtpPort = 0;
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, done) {
      logins.push(`${auth.username}:${auth.password}`);
      if (auth.username === 'mailer' && auth.password === 'smtp-Secret-9') return done(null, { user: auth.username });
      return done(new Error('Invalid username or password'));
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: (session.user as string | undefined) ?? null,
        });
        done();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => smtp.close(() => r())));

const allowPrivate = (on: boolean) => (fx.s.config.engineAllowPrivateHosts = on);
const profile = async (extra: Record<string, unknown> = {}) => {
  const res = await fx.call('POST', '/content/email-profiles', {
    profile_name: `Mail ${Math.random().toString(36).slice(2, 8)}`,
    host: '127.0.0.1',
    port: smtpPort,
    username: 'mailer',
    password: 'smtp-Secret-9',
    from_address: 'flows@retail.test',
    from_name: 'Retail flows',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { profile_id: number; profile_name: string; password: string | null };
};

describe('e-mail profiles', () => {
  it('stores the password encrypted and answers it masked; the mask sent back keeps it', async () => {
    const p = await profile();
    expect(p).toMatchObject({ password: '********', secure: 0, timeout_seconds: 10, is_enabled: 1 });
    const stored = await fx.s.db
      .selectFrom('email_profiles')
      .select('password')
      .where('profile_id', '=', p.profile_id)
      .executeTakeFirstOrThrow();
    expect(stored.password).toMatch(/^enc:v1:/);
    expect(stored.password).not.toContain('smtp-Secret-9');
    const list = await fx.call('GET', '/content/email-profiles');
    expect(list.body).not.toContain('smtp-Secret-9');
    expect(list.body).not.toContain('enc:v1');
    await fx.call('PUT', `/content/email-profiles/${p.profile_id}`, { password: '********', from_name: 'Renamed' });
    const after = await fx.s.db
      .selectFrom('email_profiles')
      .select(['password', 'from_name'])
      .where('profile_id', '=', p.profile_id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ password: stored.password, from_name: 'Renamed' });
  });

  it('refuses bad settings with 422 and stores nothing', async () => {
    const before = await fx.s.db.selectFrom('email_profiles').select('profile_id').execute();
    for (const bad of [{ port: 70000 }, { from_address: 'not an address' }, { host: 'smtp example' }, { timeout_seconds: 0 }]) {
      const res = await fx.call('POST', '/content/email-profiles', {
        profile_name: 'Bad',
        host: 'smtp.example.com',
        port: 25,
        from_address: 'a@example.com',
        ...bad,
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect(await fx.s.db.selectFrom('email_profiles').select('profile_id').execute()).toEqual(before);
  });

  it('sends a real test mail through the profile, signed in with its stored password', async () => {
    allowPrivate(true);
    const p = await profile();
    const res = await fx.call('POST', `/content/email-profiles/test/${p.profile_id}`, { send_to: 'ops@retail.test' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ success: true, message: 'The test mail was sent to ops@retail.test.' });
    const mail = received.at(-1)!;
    expect(mail).toMatchObject({ from: 'flows@retail.test', to: ['ops@retail.test'], user: 'mailer' });
    expect(mail.raw).toMatch(/^Subject: Studio test mail\r?$/m);
    expect(mail.raw).toMatch(/^From: Retail flows <flows@retail\.test>\r?$/m);
  });

  it('answers a refusal, an unreachable host, a hanging server and a private address in words, never with a 500 or the password', async () => {
    allowPrivate(true);
    const wrong = await profile({ password: 'wrong-Pass-1' });
    const refused = await fx.call('POST', `/content/email-profiles/test/${wrong.profile_id}`, { send_to: 'ops@retail.test' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data.success).toBe(false);
    expect(refused.json().data.message).toMatch(/^The test mail could not be sent: 535 /);
    expect(refused.body).not.toContain('wrong-Pass-1');

    const closed = await profile({ port: await closedPort() });
    const unreachable = (await fx.call('POST', `/content/email-profiles/test/${closed.profile_id}`, { send_to: 'ops@retail.test' })).json()
      .data;
    expect(unreachable).toEqual({ success: false, message: 'The server at 127.0.0.1 could not be reached: ECONNREFUSED' });

    const silent = await silentServer();
    try {
      const hanging = await profile({ port: silent.port, timeout_seconds: 1 });
      const started = Date.now();
      const answer = (await fx.call('POST', `/content/email-profiles/test/${hanging.profile_id}`, { send_to: 'ops@retail.test' })).json()
        .data;
      expect(answer).toEqual({ success: false, message: 'The server at 127.0.0.1 did not answer within 1 s.' });
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      await silent.close();
    }

    allowPrivate(false);
    const p = await profile();
    const privateAnswer = (await fx.call('POST', `/content/email-profiles/test/${p.profile_id}`, { send_to: 'ops@retail.test' })).json()
      .data;
    expect(privateAnswer).toEqual({ success: false, message: 'The address 127.0.0.1 is private; the profile must name a public address.' });
  });

  it("refuses the test of another account's profile (404) and a bad address (422)", async () => {
    allowPrivate(true);
    const p = await profile();
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const other = await fx.s.call('POST', `/content/email-profiles/test/${p.profile_id}`, {
      token: fx.token,
      selection: health,
      body: { send_to: 'ops@retail.test' },
    });
    expect(other.statusCode).toBe(404);
    expect((await fx.call('POST', `/content/email-profiles/test/${p.profile_id}`, { send_to: 'nobody' })).statusCode).toBe(422);
  });

  it("sends a send_email step's mail through the account's first enabled profile", async () => {
    allowPrivate(true);
    // Earlier tests left profiles; this one is the account's first enabled one from now on.
    await fx.s.db.updateTable('email_profiles').set({ is_enabled: 0 }).where('ac_id', '=', fx.ids.retail).execute();
    await profile({ from_address: 'workflow@retail.test' });
    const t = await h.task('workflow');
    const { canvas_id, start } = await h.start(t.task_id);
    await h.insert(t.task_id, canvas_id, start, 'send_email', {
      to: 'customer@example.com',
      subject: 'Your order',
      body: 'It is on its way.',
    });
    const count = received.length;
    const run = await fx.call('POST', '/studio/workflow-run-now', { task_id: t.task_id });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data.events).toContainEqual(expect.objectContaining({ type: 'sent', to: 'customer@example.com' }));
    expect(received.length).toBe(count + 1);
    expect(received.at(-1)).toMatchObject({ from: 'workflow@retail.test', to: ['customer@example.com'], user: 'mailer' });
    expect(received.at(-1)!.raw).toMatch(/^Subject: Your order\r?$/m);
  });
});
