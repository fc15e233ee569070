import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { fetchAllQuery, profileKeyOf, webServiceProfileChoice } from '@shared/api/web-service-profiles';
import { acWebServiceProfilesEntity } from '@shared/entities/ac-web-service-profiles.schema';
import { webServiceProfilesEntity } from '@shared/entities/web-service-profiles.schema';
import { acWebServiceProfileFields, webServiceProfileFields } from '@shared/entities/web-service-profiles.fields';
import { fieldsToApi } from '@shared/entities/field-values';
import { messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { requireContentAccount } from '../../http/access';
import { defineEntityResource, type EntityWriteContext, type Row } from '../../http/entity-resource';
import { unprocessable } from '../../http/errors';
import { accountRows, whereTenant } from '../../http/tenant-repo';
import { enabledProvider } from '../billing/provider';
import { declaredProfileColumns, signingSecret } from './profile-values';

const stamps = (r: Row) => ({ is_enabled: r.is_enabled, updated_at: r.updated_at });

/** A secret header needs its name, and a name its value (else a step would send a header without a value). */
function secretHeaderComplete(row: Row): void {
  if (!row.secret_header_name !== !row.secret_header_value)
    throw unprocessable(messages.integrations.secretHeaderIncomplete, [
      `secret_header_name: ${messages.integrations.secretHeaderIncomplete}`,
    ]);
}

/**
 * A provider's web-service profiles (spec 3 §7 /util/web-service-profiles): offered to every account of the provider.
 * At system scope the provider is named in the body (an enabled one).
 */
export const webServiceProfiles = defineEntityResource(webServiceProfilesEntity, {
  toApi: async (_db, rows: Row[]) =>
    rows.map((r) => ({
      web_service_profile_id: r.web_service_profile_id,
      sp_id: r.sp_id,
      ...fieldsToApi(webServiceProfileFields, r),
      ...stamps(r),
    })),
  fromApi: (input, ctx) => ({
    ...(input.sp_id !== undefined ? { sp_id: input.sp_id } : {}),
    ...declaredProfileColumns(webServiceProfileFields, input, ctx.mode, signingSecret(ctx.request)),
  }),
  async beforeWrite(values: Row, ctx: EntityWriteContext) {
    if (ctx.mode === 'create') await enabledProvider(ctx.trx, values.sp_id);
    secretHeaderComplete(values);
    return values;
  },
});

/** The account's enabled auth profile a profile names; refused in words when it is not one. */
async function accountAuthProfile(db: Db, acId: number, authProfileId: unknown): Promise<void> {
  if (authProfileId === null || authProfileId === undefined) return;
  const found = await accountRows(db, acId)
    .selectFrom('auth_profiles')
    .select('auth_profile_id')
    .where('auth_profile_id', '=', Number(authProfileId))
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!found)
    throw unprocessable(messages.integrations.authProfileNotFound, [`auth_profile_id: ${messages.integrations.authProfileNotFound}`]);
}

/** An account's own web-service profiles (spec 3 §7 /util/ac-web-service-profiles), which may name one of its auth profiles. */
export const acWebServiceProfiles = defineEntityResource(acWebServiceProfilesEntity, {
  async toApi(db, rows: Row[]) {
    const ids = [...new Set(rows.map((r) => r.auth_profile_id).filter((id): id is number => typeof id === 'number'))];
    const auth = ids.length
      ? await db.selectFrom('auth_profiles').select(['auth_profile_id', 'auth_profile_name']).where('auth_profile_id', 'in', ids).execute()
      : [];
    return rows.map((r) => ({
      ac_web_service_profile_id: r.ac_web_service_profile_id,
      ac_id: r.ac_id,
      ...fieldsToApi(acWebServiceProfileFields, r),
      auth_profile_name: auth.find((a) => a.auth_profile_id === r.auth_profile_id)?.auth_profile_name ?? null,
      ...stamps(r),
    }));
  },
  fromApi: (input, ctx) => declaredProfileColumns(acWebServiceProfileFields, input, ctx.mode, signingSecret(ctx.request)),
  async beforeWrite(values: Row, ctx: EntityWriteContext) {
    secretHeaderComplete(values);
    if (ctx.mode === 'create' || values.auth_profile_id !== ctx.existing?.auth_profile_id)
      await accountAuthProfile(ctx.trx, values.ac_id as number, values.auth_profile_id);
    return values;
  },
});

const choice = (level: 'ac' | 'sp', id: number, r: Row) => ({
  profile_key: profileKeyOf(level, id),
  level,
  id,
  profile_name: r.profile_name as string,
  base_url: r.base_url as string,
  is_enabled: r.is_enabled as number,
});
const byName = (a: { profile_name: string }, b: { profile_name: string }) => a.profile_name.localeCompare(b.profile_name);

/**
 * The two lists of the spec (spec 3 §7; fields not shown, §3): the provider's profiles at its level, and at an
 * account's the profiles its web-service steps may use — its own and its provider's. fetch_all=1 (the default)
 * answers disabled ones too, 0 the enabled only.
 */
export async function webServiceProfileRoutes(root: FastifyInstance) {
  await root.register(webServiceProfiles.routes);
  await root.register(acWebServiceProfiles.routes);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['WebServiceProfile'];
  const answer = { 200: envelope(z.array(webServiceProfileChoice)) };

  app.get(
    '/util/web-service-profiles/list',
    {
      config: { access: (request) => webServiceProfiles.authorize(request, 'read') },
      schema: { tags, querystring: fetchAllQuery, response: answer },
    },
    async (request) => {
      const tenant = webServiceProfiles.authorize(request, 'read');
      const all = request.query.fetch_all === '1';
      const rows = await whereTenant(root.studio.db.selectFrom('web_service_profiles').selectAll(), tenant)
        .$if(!all, (q) => q.where('is_enabled', '=', 1))
        .execute();
      return { data: rows.map((r) => choice('sp', r.web_service_profile_id, r)).sort(byName) };
    },
  );

  // Task builders choose a profile in a web-service step's editor, so building tasks is enough to read this list.
  app.get(
    '/util/ac-web-service-profiles/list',
    {
      config: {
        access: (request) => requireContentAccount(request, ['manage.web-service-profiles', 'build.tasks'], 'read', 'web-service profiles'),
      },
      schema: { tags, querystring: fetchAllQuery, response: answer },
    },
    async (request) => {
      const acId = requireContentAccount(request, ['manage.web-service-profiles', 'build.tasks'], 'read', 'web-service profiles');
      const data = await usableProfiles(root.studio.db, acId, request.query.fetch_all === '1');
      return { data };
    },
  );
}

/** The account's own web-service profiles and its provider's, the account's first. */
export async function usableProfiles(db: Db, acId: number, all: boolean) {
  const account = await accountRows(db, acId).selectFrom('accounts').select('sp_id').executeTakeFirstOrThrow();
  const own = await accountRows(db, acId)
    .selectFrom('ac_web_service_profiles')
    .selectAll()
    .$if(!all, (q) => q.where('is_enabled', '=', 1))
    .execute();
  const offered = await db
    .selectFrom('web_service_profiles')
    .selectAll()
    .where('sp_id', '=', account.sp_id)
    .$if(!all, (q) => q.where('is_enabled', '=', 1))
    .execute();
  return [
    ...own.map((r) => choice('ac', r.ac_web_service_profile_id, r)).sort(byName),
    ...offered.map((r) => choice('sp', r.web_service_profile_id, r)).sort(byName),
  ];
}
