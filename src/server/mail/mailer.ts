import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index';
import { nowIso } from '../db/index';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Every mail is stored in the outbox first. With SMTP configured it is then sent through nodemailer;
 * without, it is printed to the server log so a local user can follow the link.
 */
export class Mailer {
  private transport: Transporter | null;

  constructor(
    private db: Db,
    private log: FastifyBaseLogger,
    smtpUrl: string | null,
    private from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(mail: Mail): Promise<void> {
    const row = await this.db
      .insertInto('outbox')
      .values({ to_address: mail.to, subject: mail.subject, body: mail.text, created_at: nowIso(), sent_at: null, error: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!this.transport) {
      this.log.info({ outbox: row.id, to: mail.to, subject: mail.subject }, `mail stored in the outbox:\n${mail.text}`);
      return;
    }
    try {
      await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
      await this.db.updateTable('outbox').set({ sent_at: nowIso() }).where('id', '=', row.id).execute();
    } catch (e) {
      this.log.error({ err: e, outbox: row.id }, 'sending mail failed; it stays in the outbox');
      await this.db
        .updateTable('outbox')
        .set({ error: String((e as Error).message) })
        .where('id', '=', row.id)
        .execute();
    }
  }
}
