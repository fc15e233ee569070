import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { serviceProvidersEntity as d } from '@shared/entities/service-providers.schema';
import { emailSettings, emailSettingsInput, uniqueCheckAnswer, type EmailSettings } from '@shared/entities/settings';
import { fill, messages } from '@shared/messages';
import { nowIso, type Db } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { unprocessable } from '../../http/errors';
import { OutboundRefused, outboundAddress, type OutboundConfig } from '../../http/outbound';
import { decryptSecret, encryptSecret } from '../content/secrets';
import { parseJson } from './rows';
import { serviceProviders } from './service-providers';

type Stored = Omit<EmailSettings, 'has_password'> & { password?: string | null };
const spQuery = z.object({ sp_id: z.coerce.number().int().positive() });

const answer = (stored: Stored): EmailSettings => {
  const { password, ...rest } = stored;
  return { use_custom_profile: false, ...rest, has_password: !!password };
};

async function storedOf(db: Db, spId: number): Promise<{ setting: Record<string, unknown>; email: Stored }> {
  const row = await db.selectFrom('service_providers').select('sp_setting').where('sp_id', '=', spId).executeTakeFirstOrThrow();
  const setting = parseJson<Record<string, unknown>>(row.sp_setting, {});
  return { setting, email: (setting.email as Stored | undefined) ?? {} };
}

/**
 * Connects to the SMTP server and says hello (and signs in when a user is given); never sends a mail. It goes
 * through the outbound door: the host's address is checked, then that address is used (the host named for TLS).
 */
async function verifySmtp(
  config: OutboundConfig,
  profile: { host: string; port: number; secure?: boolean; username?: string | null; password?: string | null },
): Promise<string | null> {
  let address: string;
  try {
    address = await outboundAddress(config, profile.host);
  } catch (e) {
    if (e instanceof OutboundRefused) {
      const message = fill(messages.entities.customProfilePrivateAddress, { host: profile.host });
      throw unprocessable(message, [`host: ${message}`]);
    }
    return (e as Error).message;
  }
  const transport = nodemailer.createTransport({
    host: address,
    port: profile.port,
    secure: profile.secure ?? profile.port === 465,
    ignoreTLS: !profile.secure,
    tls: { servername: profile.host },
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 5000,
    ...(profile.username ? { auth: { user: profile.username, pass: profile.password ?? '' } } : {}),
  });
  try {
    await transport.verify();
    return null;
  } catch (e) {
    return (e as Error).message;
  } finally {
    transport.close();
  }
}

/**
 * A provider's email settings (GET and POST /portal/sp-email-settings) and the check of its custom email
 * profile (POST /portal/validate-custom-email-profile), for the system role like the provider itself.
 * The SMTP password is stored encrypted and never answered.
 */
export async function providerEmailRoutes(app: FastifyInstance) {
  const tags = [d.model];
  const secret = app.studio.config.signingSecret;

  app.get(
    '/portal/sp-email-settings',
    {
      config: { access: (request) => serviceProviders.authorize(request, 'read') },
      schema: { tags, querystring: spQuery, response: { 200: envelope(emailSettings) } },
    },
    async (request) => {
      const tenant = serviceProviders.authorize(request, 'read');
      const { sp_id } = request.query as z.infer<typeof spQuery>;
      await serviceProviders.find(app.studio.db, tenant, sp_id, true);
      return { data: answer((await storedOf(app.studio.db, sp_id)).email) };
    },
  );

  const body = emailSettingsInput.extend({ sp_id: z.number().int().positive() }).strict();
  app.post(
    '/portal/sp-email-settings',
    {
      config: { access: (request) => serviceProviders.authorize(request, 'write') },
      schema: { tags, body, response: { 200: envelope(emailSettings) } },
    },
    async (request) => {
      const tenant = serviceProviders.authorize(request, 'write');
      const { sp_id, password, ...given } = request.body as z.infer<typeof body>;
      const data = await app.studio.db.transaction().execute(async (trx) => {
        await serviceProviders.find(trx, tenant, sp_id, true);
        const { setting, email } = await storedOf(trx, sp_id);
        const next: Stored = {
          ...email,
          ...given,
          ...(password !== undefined ? { password: password ? encryptSecret(password, secret) : null } : {}),
        };
        if (next.use_custom_profile && !(next.host && next.port && next.from_address))
          throw unprocessable(messages.entities.customProfileIncomplete);
        await trx
          .updateTable('service_providers')
          .set({
            sp_setting: JSON.stringify({ ...setting, email: next }),
            updated_by: request.auth?.user.user_id ?? null,
            updated_at: nowIso(),
          })
          .where('sp_id', '=', sp_id)
          .execute();
        await recordActivity(trx, request, {
          subject_type: d.model,
          subject_id: sp_id,
          action: 'update',
          summary: { before: { email: answer(email) }, after: { email: answer(next) } },
        });
        return answer(next);
      });
      return { data };
    },
  );

  // The profile as typed in the form; without a password, the one stored for the provider (sp_id) is used.
  const check = z
    .object({
      host: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9.-]{1,253}$/),
      port: z.number().int().min(1).max(65535),
      secure: z.boolean().optional(),
      username: z.string().trim().max(200).nullable().optional(),
      password: z.string().max(200).optional(),
      sp_id: z.number().int().positive().optional(),
    })
    .strict();
  app.post(
    '/portal/validate-custom-email-profile',
    {
      config: { access: (request) => serviceProviders.authorize(request, 'write') },
      schema: { tags, body: check, response: { 200: envelope(uniqueCheckAnswer) } },
    },
    async (request) => {
      const tenant = serviceProviders.authorize(request, 'write');
      const profile = request.body as z.infer<typeof check>;
      let password = profile.password ?? null;
      if (password === null && profile.sp_id) {
        await serviceProviders.find(app.studio.db, tenant, profile.sp_id, true);
        const stored = (await storedOf(app.studio.db, profile.sp_id)).email;
        // A stored secret only ever goes to the host (and port) it was stored with.
        const sameHost = !!stored.host && stored.host.toLowerCase() === profile.host.toLowerCase() && stored.port === profile.port;
        if (stored.password && !sameHost) {
          const message = fill(messages.entities.customProfileOtherHost, { host: stored.host ?? '—' });
          throw unprocessable(message, [`host: ${message}`]);
        }
        password = stored.password ? decryptSecret(stored.password, secret) : null;
      }
      const failure = await verifySmtp(app.studio.config, { ...profile, password });
      return {
        data: failure
          ? { valid: false, message: fill(messages.entities.customProfileFails, { reason: failure }) }
          : { valid: true, message: messages.entities.customProfileWorks },
      };
    },
  );
}
