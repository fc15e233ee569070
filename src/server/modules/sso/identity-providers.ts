import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { identityProvider, identityProviderBody, slotParams, type IdentityProvider } from '@shared/api/sso';
import { secretMask } from '@shared/entities/fields';
import { messages } from '@shared/messages';
import { nowIso } from '../../db/index';
import type { IdentityProvidersTable } from '../../db/schema';
import { recordActivity } from '../../http/activity';
import { requireScope } from '../../http/auth';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { encryptSecret } from '../content/secrets';
import { ownProvider, providerProfileAccess } from '../tenancy/profile-access';
import { checkAccounts, checkRoles } from '../users/grants';
import { forgetConfiguration } from './oidc';

type Row = Omit<IdentityProvidersTable, 'idp_id'> & { idp_id: number };

const toApi = (r: Row): IdentityProvider => ({
  idp_id: r.idp_id,
  sp_id: r.sp_id,
  slot: r.slot,
  idp_name: r.idp_name,
  issuer: r.issuer,
  client_id: r.client_id,
  client_secret: r.client_secret ? secretMask : null,
  email_claim: r.email_claim,
  sign_up: r.sign_up === 'create' ? 'create' : 'invited',
  role_id: r.role_id,
  ac_ids: JSON.parse(r.ac_ids) as number[],
  is_enabled: r.is_enabled,
  callback_path: `/login/${r.idp_id}/callback`,
  updated_at: r.updated_at,
});

/** What the activity log keeps of a change (never the secret). */
const summaryOf = (r: IdentityProvider | null) => (r ? { ...r, client_secret: r.client_secret ? secretMask : null } : null);

/** The provider of the request: its own, at provider scope (the provider profile's permission). */
function providerOfRequest(request: FastifyRequest, mode: 'read' | 'write'): number {
  const { selection } = requireScope(request);
  if (typeof selection.spId !== 'number') throw notFound();
  return ownProvider(request, selection.spId, mode);
}

/**
 * The selected provider's two identity providers, in its provider profile: read and written by the
 * provider admin (manage.sp-profile) at provider scope. The client secret is stored encrypted and answered as the
 * mask (sending the mask back keeps it); the role and accounts a first sign-in gets must be the admin's to give.
 */
export async function identityProviderRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, config } = root.studio;
  const tags = ['Profile'];

  app.get(
    '/portal/identity-providers',
    {
      config: { access: (request) => providerProfileAccess(request, 'read') },
      schema: { tags, response: { 200: envelope(z.array(identityProvider)) } },
    },
    async (request) => {
      const spId = providerOfRequest(request, 'read');
      const rows = await db.selectFrom('identity_providers').selectAll().where('sp_id', '=', spId).orderBy('slot').execute();
      return { data: rows.map(toApi) };
    },
  );

  app.put(
    '/portal/identity-providers/:slot',
    {
      config: { access: (request) => providerProfileAccess(request, 'write') },
      schema: { tags, params: slotParams, body: identityProviderBody, response: { 200: envelope(identityProvider) } },
    },
    async (request) => {
      const spId = providerOfRequest(request, 'write');
      const { slot } = request.params;
      const { client_secret, ac_ids, ...plain } = request.body;
      if (plain.sign_up === 'create') {
        if (plain.role_id === null) throw unprocessable(messages.sso.firstSignInAccess, [`role_id: ${messages.sso.firstSignInAccess}`]);
        const [role] = await checkRoles(db, request, [plain.role_id]);
        if (role.scope === 'system') throw forbidden(messages.sso.roleLevel);
      }
      await checkAccounts(db, spId, ac_ids);
      const row = await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('identity_providers')
          .selectAll()
          .where('sp_id', '=', spId)
          .where('slot', '=', slot)
          .executeTakeFirst();
        const sealed =
          client_secret === undefined || client_secret === secretMask
            ? (existing?.client_secret ?? null)
            : client_secret
              ? encryptSecret(client_secret, config.signingSecret)
              : null;
        if (!sealed) throw unprocessable(messages.sso.incomplete, [`client_secret: ${messages.sso.incomplete}`]);
        const values = {
          ...plain,
          client_secret: sealed,
          ac_ids: JSON.stringify([...new Set(ac_ids)]),
          updated_by: request.auth!.user.user_id,
          updated_at: nowIso(),
        };
        const saved = existing
          ? await trx
              .updateTable('identity_providers')
              .set(values)
              .where('idp_id', '=', existing.idp_id)
              .returningAll()
              .executeTakeFirstOrThrow()
          : await trx
              .insertInto('identity_providers')
              .values({ ...values, sp_id: spId, slot, created_by: request.auth!.user.user_id, created_at: nowIso() })
              .returningAll()
              .executeTakeFirstOrThrow();
        await recordActivity(trx, request, {
          subject_type: 'IdentityProvider',
          subject_id: saved.idp_id,
          action: existing ? 'update' : 'create',
          summary: { before: summaryOf(existing ? toApi(existing) : null), after: summaryOf(toApi(saved)) },
        });
        return saved;
      });
      forgetConfiguration(config, row.idp_id);
      return { data: toApi(row) };
    },
  );

  app.delete(
    '/portal/identity-providers/:slot',
    { config: { access: (request) => providerProfileAccess(request, 'write') }, schema: { tags, params: slotParams } },
    async (request) => {
      const spId = providerOfRequest(request, 'write');
      const removed = await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('identity_providers')
          .selectAll()
          .where('sp_id', '=', spId)
          .where('slot', '=', request.params.slot)
          .executeTakeFirst();
        if (!existing) throw notFound();
        await trx.deleteFrom('identity_providers').where('idp_id', '=', existing.idp_id).execute();
        await recordActivity(trx, request, {
          subject_type: 'IdentityProvider',
          subject_id: existing.idp_id,
          action: 'delete',
          summary: { before: summaryOf(toApi(existing)), after: null },
        });
        return existing;
      });
      forgetConfiguration(config, removed.idp_id);
      return { data: { message: 'Deleted.' } };
    },
  );
}
