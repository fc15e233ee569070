import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { platformConnection, platformConnectionBody, platformPath, platformTestAnswer, platformTestBody } from '@shared/api/platform';
import { secretMask } from '@shared/entities/fields';
import { fill, messages } from '@shared/messages';
import { nowIso } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { requireScope } from '../../http/auth';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { encryptSecret } from '../content/secrets';
import { ownProvider, providerProfileAccess } from '../tenancy/profile-access';
import { checkRoles } from '../users/grants';
import { connectionToApi, notConfigured, readCredentials } from './connection';
import { platformDoor, platformGet, PlatformFailure } from './reader';

/** The provider of the request: its own, at provider scope (the provider profile's permission). */
function providerOfRequest(request: FastifyRequest, mode: 'read' | 'write'): number {
  const { selection } = requireScope(request);
  if (typeof selection.spId !== 'number') throw notFound();
  return ownProvider(request, selection.spId, mode);
}

/** A new secret, the mask (keep the stored one), or empty (none). */
const sealedValue = (value: string | null | undefined, stored: string | null, signingSecret: string) =>
  value === undefined || value === secretMask ? stored : value ? encryptSecret(value, signingSecret) : null;

/**
 * The selected provider's contact-center platform, in its provider profile: read and written by the provider admin
 * (manage.sp-profile) at provider scope. The API token and the launch key are stored encrypted and answered as the
 * mask; "Test connection" reads the first page of a domain's users and says what the platform answered.
 */
export async function platformConnectionRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, config } = root.studio;
  const tags = ['Profile'];
  const read = { access: (request: FastifyRequest) => providerProfileAccess(request, 'read') };
  const write = { access: (request: FastifyRequest) => providerProfileAccess(request, 'write') };

  app.get(
    '/portal/platform-connection',
    { config: read, schema: { tags, response: { 200: envelope(platformConnection.nullable()) } } },
    async (request) => {
      const spId = providerOfRequest(request, 'read');
      const row = await db.selectFrom('platform_connections').selectAll().where('sp_id', '=', spId).executeTakeFirst();
      return { data: row ? connectionToApi(row) : null };
    },
  );

  app.put(
    '/portal/platform-connection',
    { config: write, schema: { tags, body: platformConnectionBody, response: { 200: envelope(platformConnection) } } },
    async (request) => {
      const spId = providerOfRequest(request, 'write');
      const { api_token, launch_key, ...plain } = request.body;
      if (plain.role_id !== null) {
        const [role] = await checkRoles(db, request, [plain.role_id]);
        if (role.scope === 'system') throw forbidden(messages.sso.roleLevel);
      }
      const row = await db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom('platform_connections').selectAll().where('sp_id', '=', spId).executeTakeFirst();
        const token = sealedValue(api_token, existing?.api_token ?? null, config.signingSecret);
        const key = sealedValue(launch_key, existing?.launch_key ?? null, config.signingSecret);
        if (!token || !key)
          throw unprocessable(messages.platform.incomplete, [`${token ? 'launch_key' : 'api_token'}: ${messages.platform.incomplete}`]);
        const values = { ...plain, api_token: token, launch_key: key, updated_by: request.auth!.user.user_id, updated_at: nowIso() };
        const saved = existing
          ? await trx.updateTable('platform_connections').set(values).where('sp_id', '=', spId).returningAll().executeTakeFirstOrThrow()
          : await trx
              .insertInto('platform_connections')
              .values({ ...values, sp_id: spId, created_by: request.auth!.user.user_id, created_at: nowIso() })
              .returningAll()
              .executeTakeFirstOrThrow();
        // Another address or token may answer other lists: what was kept of the old one is not served as this one's.
        if (existing && (existing.base_url !== saved.base_url || existing.api_token !== saved.api_token))
          await trx.deleteFrom('platform_reads').where('sp_id', '=', spId).execute();
        await recordActivity(trx, request, {
          subject_type: 'PlatformConnection',
          subject_id: spId,
          action: existing ? 'update' : 'create',
          summary: { before: existing ? connectionToApi(existing) : null, after: connectionToApi(saved) },
        });
        return saved;
      });
      return { data: connectionToApi(row) };
    },
  );

  app.delete(
    '/portal/platform-connection',
    { config: write, schema: { tags, response: { 200: envelope(z.object({ message: z.string() })) } } },
    async (request) => {
      const spId = providerOfRequest(request, 'write');
      await db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom('platform_connections').selectAll().where('sp_id', '=', spId).executeTakeFirst();
        if (!existing) throw notConfigured();
        await trx.deleteFrom('platform_reads').where('sp_id', '=', spId).execute();
        await trx.deleteFrom('platform_connections').where('sp_id', '=', spId).execute();
        await recordActivity(trx, request, {
          subject_type: 'PlatformConnection',
          subject_id: spId,
          action: 'delete',
          summary: { before: connectionToApi(existing), after: null },
        });
      });
      return { data: { message: 'Deleted.' } };
    },
  );

  app.post(
    '/portal/platform-connection/test',
    { config: read, schema: { tags, body: platformTestBody, response: { 200: envelope(platformTestAnswer) } } },
    async (request) => {
      const spId = providerOfRequest(request, 'read');
      const row = await db.selectFrom('platform_connections').selectAll().where('sp_id', '=', spId).executeTakeFirst();
      if (!row) throw notConfigured();
      const domain =
        request.body.domain_id ??
        (
          await db
            .selectFrom('ac_domain_map')
            .innerJoin('accounts', 'accounts.ac_id', 'ac_domain_map.ac_id')
            .select('ac_domain_map.domain_id')
            .where('accounts.sp_id', '=', spId)
            .orderBy('ac_domain_map.domain_id')
            .executeTakeFirst()
        )?.domain_id;
      if (!domain) return { data: { ok: false, status: null, message: messages.platform.noDomainToTest, domain_id: null } };
      try {
        const { baseUrl, token } = readCredentials(row, config.signingSecret);
        const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
        const { status, body } = await platformGet(platformDoor(config), new URL(platformPath('users', domain).slice(1), base), token, 1);
        const items =
          body && typeof body === 'object'
            ? ((body as { items?: unknown; data?: unknown }).items ?? (body as { data?: unknown }).data)
            : null;
        if (!Array.isArray(items)) throw new PlatformFailure(fill(messages.platform.notJson, { host: base.host, page: 1 }), status);
        return {
          data: {
            ok: true,
            status,
            message: fill(messages.platform.connectionOk, { status, count: items.length, kind: 'users', domain }),
            domain_id: domain,
          },
        };
      } catch (e) {
        if (e instanceof PlatformFailure) return { data: { ok: false, status: e.status, message: e.message, domain_id: domain } };
        throw e;
      }
    },
  );
}
