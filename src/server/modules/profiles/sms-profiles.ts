import { fieldsFromApi, fieldsToApi } from '@shared/entities/field-values';
import { smsProfileFields } from '@shared/entities/sms-profiles.fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { profileTestAnswer, smsProfileTest } from '@shared/api/integration-profiles';
import { secretMask } from '@shared/entities/fields';
import { smsProfilesEntity } from '@shared/entities/sms-profiles.schema';
import { messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { defineEntityResource, type Row } from '../../http/entity-resource';
import { unprocessable } from '../../http/errors';
import { decryptSecret, encryptSecret } from '../content/secrets';
import { signingSecret } from './profile-values';
import { sendSms, smsDefinitionOf } from './sms-send';

/** The stored credentials (a JSON object whose values are each sealed) in the clear. */
export function credentialsOf(stored: string | null | undefined, secret: string): Record<string, string> {
  const sealed = sealedOf(stored);
  return Object.fromEntries(Object.entries(sealed).map(([k, v]) => [k, decryptSecret(v, secret) ?? '']));
}

/** The stored credentials as they are kept: names in the clear, each value sealed. */
function sealedOf(stored: string | null | undefined): Record<string, string> {
  try {
    return JSON.parse(stored ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** The enabled SMS provider a profile names, with its request definition. */
async function enabledProvider(db: Db, id: number) {
  const provider = await db
    .selectFrom('sms_providers')
    .select(['sms_provider_id', 'sms_provider_name', 'json_data'])
    .where('sms_provider_id', '=', id)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!provider)
    throw unprocessable(messages.integrations.smsProviderMissing, [`sms_provider_id: ${messages.integrations.smsProviderMissing}`]);
  return provider;
}

/**
 * SMS profiles of an account (spec 3 §7 /content/sms-profiles): a provider (the platform's list) and the account's
 * credentials for it, stored encrypted as a whole and answered with each value masked; a value sent back as the
 * mask keeps the stored one, a key left out is removed.
 */
export const smsProfiles = defineEntityResource(smsProfilesEntity, {
  async toApi(db, rows: Row[]) {
    const ids = [...new Set(rows.map((r) => r.sms_provider_id as number))];
    const providers = ids.length
      ? await db.selectFrom('sms_providers').select(['sms_provider_id', 'sms_provider_name']).where('sms_provider_id', 'in', ids).execute()
      : [];
    return rows.map((r) => ({
      sms_profile_id: r.sms_profile_id,
      ac_id: r.ac_id,
      ...fieldsToApi(smsProfileFields, r),
      sms_provider_name: providers.find((p) => p.sms_provider_id === r.sms_provider_id)?.sms_provider_name ?? '',
      // The names only: every value is answered as the mask (nothing is decrypted for an answer).
      data: Object.fromEntries(Object.keys(sealedOf(r.data)).map((k) => [k, secretMask])),
      is_enabled: r.is_enabled,
      updated_at: r.updated_at,
    }));
  },
  fromApi(input, ctx) {
    const secret = signingSecret(ctx.request);
    const values = fieldsFromApi(smsProfileFields, input, ctx.mode);
    // Each credential sealed on its own: one sent back as the mask keeps its stored value.
    if (input.data !== undefined) {
      const stored = sealedOf(ctx.existing?.data as string | undefined);
      const given = input.data as Record<string, string>;
      values.data = JSON.stringify(
        Object.fromEntries(
          Object.entries(given).map(([k, v]) => [k, v === secretMask && k in stored ? stored[k] : encryptSecret(v, secret)]),
        ),
      );
    }
    return values;
  },
  async beforeWrite(values: Row, ctx) {
    if (ctx.mode === 'create' || values.sms_provider_id !== ctx.existing?.sms_provider_id)
      await enabledProvider(ctx.trx, values.sms_provider_id);
    return { timeout_seconds: 10, data: '{}', ...values };
  },
});

const idParams = z.object({ sms_profile_id: z.coerce.number().int().positive() });

/** The SMS profiles' calls beyond CRUD: the providers a profile may use, and a real test message (spec 3 §7). */
export async function smsProfileRoutes(root: FastifyInstance) {
  await root.register(smsProfiles.routes);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['SmsProfile'];

  app.get(
    '/content/sms-profiles/providers',
    {
      config: { access: (request) => smsProfiles.authorize(request, 'read') },
      schema: { tags, response: { 200: envelope(z.array(z.object({ sms_provider_id: z.number(), sms_provider_name: z.string() }))) } },
    },
    async (request) => {
      smsProfiles.authorize(request, 'read');
      return {
        data: await root.studio.db
          .selectFrom('sms_providers')
          .select(['sms_provider_id', 'sms_provider_name'])
          .where('is_enabled', '=', 1)
          .orderBy('sms_provider_name')
          .execute(),
      };
    },
  );

  // POST /content/sms-profiles/test/{id} {sms_content, receiver}: the real request the provider's definition describes.
  app.post(
    '/content/sms-profiles/test/:sms_profile_id',
    {
      config: { access: (request) => smsProfiles.authorize(request, 'write') },
      schema: { tags, params: idParams, body: smsProfileTest, response: { 200: envelope(profileTestAnswer) } },
    },
    async (request) => {
      const tenant = smsProfiles.authorize(request, 'write');
      const db = root.studio.db;
      const row = await smsProfiles.find(db, tenant, request.params.sms_profile_id, true);
      const provider = await enabledProvider(db, row.sms_provider_id);
      const definition = smsDefinitionOf(provider.json_data);
      if (!definition) throw unprocessable(messages.integrations.smsProviderMissing);
      const values = {
        ...credentialsOf(row.data, signingSecret(request)),
        receiver: request.body.receiver,
        sms_content: request.body.sms_content,
      };
      return { data: await sendSms(root.studio.config, definition, values, row.timeout_seconds) };
    },
  );
}
