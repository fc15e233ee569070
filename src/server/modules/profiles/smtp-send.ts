import nodemailer from 'nodemailer';
import { fill, messages } from '@shared/messages';
import { OutboundRefused, outboundAddress, OutboundTimeout, type OutboundConfig } from '../../http/outbound';
import type { Db } from '../../db/index';
import { accountRows } from '../../http/tenant-repo';
import { unsealed } from './profile-values';

/** An e-mail profile as the SMTP client needs it, the password in the clear. */
export interface SmtpProfile {
  host: string;
  port: number;
  secure: number;
  username: string | null;
  password: string | null;
  from_address: string;
  from_name: string | null;
  timeout_seconds: number;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A stored profile row with its password opened for sending. */
export const smtpProfileOf = (row: SmtpProfile, secret: string): SmtpProfile => ({ ...row, password: unsealed(row.password, secret) });

/**
 * Sends one mail through a profile's SMTP server, through the outbound door: the host's address is checked
 * (private ones refused unless the server allows them), then that address is used, the host named for TLS.
 * Throws an Error whose message is in words and never carries the password.
 */
export async function sendThroughProfile(config: OutboundConfig, profile: SmtpProfile, mail: OutgoingMail): Promise<void> {
  const timeoutMs = profile.timeout_seconds * 1000;
  let address: string;
  try {
    address = await outboundAddress(config, profile.host);
  } catch (e) {
    if (e instanceof OutboundRefused) throw new Error(fill(messages.integrations.privateAddress, { host: e.host }));
    throw new Error(fill(messages.integrations.unreachable, { host: profile.host, reason: (e as { code?: string }).code ?? 'no address' }));
  }
  const transport = nodemailer.createTransport({
    host: address,
    port: profile.port,
    secure: profile.secure === 1,
    ignoreTLS: profile.secure !== 1 && !profile.username,
    tls: { servername: profile.host },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    ...(profile.username ? { auth: { user: profile.username, pass: profile.password ?? '' } } : {}),
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new OutboundTimeout()), timeoutMs + 500)));
  try {
    const from = profile.from_name ? { name: profile.from_name, address: profile.from_address } : profile.from_address;
    await Promise.race([
      transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) }),
      deadline,
    ]);
  } catch (e) {
    const error = e as { code?: string; responseCode?: number; response?: string; message?: string };
    if (e instanceof OutboundTimeout || error.code === 'ETIMEDOUT')
      throw new Error(fill(messages.integrations.noAnswer, { host: profile.host, seconds: profile.timeout_seconds }));
    if (!error.response && (error.code === 'ESOCKET' || error.code === 'ECONNECTION' || error.code === 'EDNS')) {
      const cause = /\b(E[A-Z]{3,})\b/.exec(error.message ?? '')?.[1] ?? error.code;
      throw new Error(fill(messages.integrations.unreachable, { host: profile.host, reason: cause }));
    }
    // The server's own words (535 Authentication failed, 550 relay denied), or the connection's code; never what was sent.
    const reason = error.response
      ? error.response.slice(0, 200)
      : error.code && error.code !== 'EENVELOPE' && error.code !== 'EMESSAGE'
        ? error.code
        : (error.message ?? 'unknown error').slice(0, 200);
    throw new Error(fill(messages.integrations.mailFailed, { reason }));
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}

/** The account's e-mail profile the send_email step uses: its first enabled one (the lowest id); null when it has none. */
export async function accountEmailProfile(db: Db, acId: number) {
  return (
    (await accountRows(db, acId)
      .selectFrom('email_profiles')
      .selectAll()
      .where('is_enabled', '=', 1)
      .orderBy('profile_id')
      .executeTakeFirst()) ?? null
  );
}
