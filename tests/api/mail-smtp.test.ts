import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from './support/smtp';
import { startStudio, type TestStudio } from './support/studio';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let s: TestStudio;
beforeAll(async () => {
  smtp = await startSmtp();
  s = await startStudio({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});

/** A quoted-printable body as the reader sees it. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));

describe('mail through SMTP (SMTP_URL)', () => {
  it('sends the reset mail to a real SMTP server, and its link resets the password', async () => {
    const email = 'ac.viewer@studio.test';
    expect((await s.call('POST', '/forgot-password', { body: { email } })).statusCode).toBe(200);
    const deadline = Date.now() + 10_000;
    while (smtp.received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toMatch(/^Subject: Reset your Studio password\r?$/m);
    const link = new URL(decoded(mail.raw).match(/https?:\/\/[^\s]+/)![0]);
    const token = link.searchParams.get('token')!;
    expect(link.searchParams.get('email')).toBe(email);
    const reset = await s.call('POST', '/reset-password', {
      body: { email, token, password: 'Smtp-password-44', password_confirmation: 'Smtp-password-44' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await s.login(email, 'Smtp-password-44')).toEqual(expect.any(String));
    const outbox = await s.db
      .selectFrom('outbox')
      .select(['sent_at', 'error'])
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(outbox.error).toBeNull();
    expect(outbox.sent_at).not.toBeNull();
  });

  it('keeps a mail the SMTP server did not take in the outbox, with the error', async () => {
    await smtp.close();
    const email = 'ac.builder@studio.test';
    expect((await s.call('POST', '/forgot-password', { body: { email } })).statusCode).toBe(200);
    const row = await s.db
      .selectFrom('outbox')
      .select(['sent_at', 'error'])
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.sent_at).toBeNull();
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
