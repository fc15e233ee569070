import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerFixture } from './support/provider';

const f = providerFixture();
const asSystem: typeof f.asSystem = (...a) => f.asSystem(...a);

/** A minimal SMTP server: greets, answers EHLO, accepts AUTH PLAIN for one user, says goodbye. */
let smtp: Server;
let smtpPort = 0;
let closedPort = 0;
const logins: string[] = [];
beforeAll(async () => {
  smtp = createServer((socket) => {
    socket.write('220 test.local ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of String(chunk).split('\r\n').filter(Boolean)) {
        if (/^(EHLO|HELO)/i.test(line)) socket.write('250-test.local\r\n250 AUTH PLAIN\r\n');
        else if (/^AUTH PLAIN/i.test(line)) {
          const [, user, pass] = Buffer.from(line.split(' ')[2] ?? '', 'base64')
            .toString()
            .split('\0');
          logins.push(`${user}:${pass}`);
          socket.write(user === 'mailer' && pass === 's3cret' ? '235 OK\r\n' : '535 Authentication failed\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  smtpPort = (smtp.address() as { port: number }).port;
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  closedPort = (probe.address() as { port: number }).port;
  await new Promise((r) => probe.close(r));
});
afterAll(() => new Promise((r) => smtp.close(r)));

describe("a provider's email settings and its custom email profile", () => {
  it('stores the settings, keeps the password encrypted and never answers it', async () => {
    const saved = await asSystem('POST', '/portal/sp-email-settings', {
      sp_id: f.ids.northwind,
      from_name: 'Northwind',
      from_address: 'noreply@northwind.test',
      use_custom_profile: true,
      host: '127.0.0.1',
      port: smtpPort,
      username: 'mailer',
      password: 's3cret',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      from_name: 'Northwind',
      from_address: 'noreply@northwind.test',
      use_custom_profile: true,
      host: '127.0.0.1',
      port: smtpPort,
      username: 'mailer',
      has_password: true,
    });
    const stored = (
      await f.s.db.selectFrom('service_providers').select('sp_setting').where('sp_id', '=', f.ids.northwind).executeTakeFirstOrThrow()
    ).sp_setting;
    expect(stored).not.toContain('s3cret');
    expect((await asSystem('GET', `/portal/sp-email-settings?sp_id=${f.ids.northwind}`)).json().data.has_password).toBe(true);
    expect(JSON.stringify((await asSystem('GET', '/portal/service-providers')).json())).not.toContain('enc:v1');
  });

  it('refuses an incomplete custom profile or a bad address with 422 and keeps what was stored', async () => {
    const before = (await asSystem('GET', `/portal/sp-email-settings?sp_id=${f.ids.northwind}`)).json().data;
    const incomplete = await asSystem('POST', '/portal/sp-email-settings', { sp_id: f.ids.northwind, host: null });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().message).toBe('A custom email profile needs a host, a port and a sender address.');
    expect(
      (await asSystem('POST', '/portal/sp-email-settings', { sp_id: f.ids.northwind, from_address: 'not-an-address' })).statusCode,
    ).toBe(422);
    expect((await asSystem('GET', `/portal/sp-email-settings?sp_id=${f.ids.northwind}`)).json().data).toEqual(before);
  });

  it('checks the custom profile against its SMTP server: signs in with the stored password, reports a failure', async () => {
    f.s.config.engineAllowPrivateHosts = true; // the test's SMTP server listens on loopback
    const ok = await asSystem('POST', '/portal/validate-custom-email-profile', {
      host: '127.0.0.1',
      port: smtpPort,
      username: 'mailer',
      sp_id: f.ids.northwind,
    });
    expect(ok.json().data).toEqual({ valid: true, message: 'The email profile connects and is ready to send.' });
    expect(logins).toContain('mailer:s3cret');
    const wrong = await asSystem('POST', '/portal/validate-custom-email-profile', {
      host: '127.0.0.1',
      port: smtpPort,
      username: 'mailer',
      password: 'nope',
    });
    expect(wrong.json().data.valid).toBe(false);
    expect(wrong.json().data.message).toMatch(/^The email profile cannot connect: /);
    const closed = await asSystem('POST', '/portal/validate-custom-email-profile', { host: '127.0.0.1', port: closedPort });
    expect(closed.json().data).toMatchObject({ valid: false });
    expect(closed.json().data.message).toContain('ECONNREFUSED');
  });

  it('sends the stored password only to the host it was stored with; another host needs the password typed', async () => {
    f.s.config.engineAllowPrivateHosts = true;
    const before = logins.length;
    for (const other of [
      { host: 'localhost', port: smtpPort },
      { host: '127.0.0.1', port: closedPort },
    ]) {
      const res = await asSystem('POST', '/portal/validate-custom-email-profile', { ...other, username: 'mailer', sp_id: f.ids.northwind });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(
        'The stored password is only ever sent to the host it was stored with (127.0.0.1); type the password to check another host.',
      );
    }
    expect(logins.length).toBe(before);
    const typed = await asSystem('POST', '/portal/validate-custom-email-profile', {
      host: 'localhost',
      port: smtpPort,
      username: 'mailer',
      password: 's3cret',
      sp_id: f.ids.northwind,
    });
    expect(typed.json().data.valid).toBe(true);
  });

  it('goes through the outbound door: an SMTP host at a loopback or private address is refused unless the server allows them', async () => {
    f.s.config.engineAllowPrivateHosts = false;
    const before = logins.length;
    for (const host of ['127.0.0.1', 'localhost', '192.168.1.10']) {
      const res = await asSystem('POST', '/portal/validate-custom-email-profile', {
        host,
        port: smtpPort,
        username: 'mailer',
        password: 's3cret',
      });
      expect(res.statusCode, host).toBe(422);
      expect(res.json().message).toBe(`The address ${host} is private; the email profile must have a public address.`);
    }
    expect(logins.length).toBe(before);
  });

  it("is the system role's: a provider admin is refused", async () => {
    const res = await f.asAdmin('GET', `/portal/sp-email-settings?sp_id=${f.ids.northwind}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have permission to manage this item');
    expect((await f.asAdmin('POST', '/portal/validate-custom-email-profile', { host: '127.0.0.1', port: smtpPort })).statusCode).toBe(403);
  });
});
