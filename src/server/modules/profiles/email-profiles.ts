import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { emailProfileTest, profileTestAnswer } from '@shared/api/integration-profiles';
import { emailProfilesEntity } from '@shared/entities/email-profiles.schema';
import { emailProfileFields } from '@shared/entities/email-profiles.fields';
import { fieldsToApi } from '@shared/entities/field-values';
import { fill, messages } from '@shared/messages';
import { defineEntityResource, type Row } from '../../http/entity-resource';
import { declaredProfileColumns, signingSecret } from './profile-values';
import { sendThroughProfile, smtpProfileOf, type SmtpProfile } from './smtp-send';

/**
 * E-mail profiles of an account (spec 3 §7 CRUD /content/email-profiles): an SMTP server, its sign-in (the
 * password stored encrypted, answered as the mask) and the sender. The send_email step sends through the
 * account's first enabled profile.
 */
export const emailProfiles = defineEntityResource(emailProfilesEntity, {
  toApi: async (_db, rows: Row[]) =>
    rows.map((r) => ({
      profile_id: r.profile_id,
      ac_id: r.ac_id,
      ...fieldsToApi(emailProfileFields, r),
      is_enabled: r.is_enabled,
      updated_at: r.updated_at,
    })),
  fromApi: (input, ctx) => declaredProfileColumns(emailProfileFields, input, ctx.mode, signingSecret(ctx.request)),
});

const idParams = z.object({ profile_id: z.coerce.number().int().positive() });

/** POST /content/email-profiles/test/{id} {send_to}: a real mail through the profile's SMTP server; a failure is answered in words, never as a 500. */
export async function emailProfileRoutes(root: FastifyInstance) {
  await root.register(emailProfiles.routes);
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/content/email-profiles/test/:profile_id',
    {
      config: { access: (request) => emailProfiles.authorize(request, 'write') },
      schema: { tags: ['EmailProfile'], params: idParams, body: emailProfileTest, response: { 200: envelope(profileTestAnswer) } },
    },
    async (request) => {
      const tenant = emailProfiles.authorize(request, 'write');
      const row = (await emailProfiles.find(root.studio.db, tenant, request.params.profile_id, true)) as SmtpProfile;
      const to = request.body.send_to;
      try {
        await sendThroughProfile(root.studio.config, smtpProfileOf(row, signingSecret(request)), {
          to,
          subject: 'Studio test mail',
          text: `This is a test mail from the Studio e-mail profile '${(row as Row).profile_name}'. It arrived, so the profile works.`,
        });
        return { data: { success: true, message: fill(messages.integrations.mailSent, { to }) } };
      } catch (e) {
        return { data: { success: false, message: (e as Error).message } };
      }
    },
  );
}
