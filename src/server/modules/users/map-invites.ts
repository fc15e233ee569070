import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { mapAcceptAnswer, mapInviteAnswer, mapInviteBody } from '@shared/api/users';
import { fill, messages } from '@shared/messages';
import { roomOf } from '@shared/realtime';
import { nowIso, type Db } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { forbidden, unprocessable } from '../../http/errors';
import { randomToken, sha256 } from '../auth/crypto';
import { checkAccounts, checkRoles, providerOf } from './grants';
import { users } from './users';
import { systemSettingValue } from '../system/settings';

const invalid = () => unprocessable(messages.users.mapInviteInvalid);

/** The accounts of `acIds` (none: the whole provider) the user does not reach yet in the provider. */
async function missingAccess(db: Db, userId: number, spId: number, acIds: readonly number[]): Promise<number[] | 'provider' | null> {
  const maps = await db
    .selectFrom('user_account_mappings')
    .select('ac_id')
    .where('user_id', '=', userId)
    .where('sp_id', '=', spId)
    .execute();
  if (maps.some((m) => m.ac_id === null)) return null;
  if (acIds.length === 0) return 'provider';
  const have = new Set(maps.map((m) => m.ac_id));
  const missing = acIds.filter((id) => !have.has(id));
  return missing.length ? missing : null;
}

/** 'Northwind', or 'Northwind Retail, Northwind Health Line': what the user now sees. */
async function scopeName(db: Db, spId: number, acIds: readonly number[]): Promise<string> {
  if (acIds.length === 0)
    return (await db.selectFrom('service_providers').select('sp_name').where('sp_id', '=', spId).executeTakeFirstOrThrow()).sp_name;
  const rows = await db
    .selectFrom('accounts')
    .select('ac_name')
    .where('ac_id', 'in', [...acIds])
    .orderBy('ac_name')
    .execute();
  return rows.map((r) => r.ac_name).join(', ');
}

/**
 * An EXISTING user invited to another provider or to more accounts (spec 3 §7): the invitation
 * is checked as an invite of a new user is (roles and accounts the actor may give), kept in
 * user_map_invites, and e-mailed as a single-use link that expires like the invite link. Following it,
 * signed in or not, adds the mapping and roles once; the user's switcher shows the new scope at once.
 */
export async function mapInviteRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root.studio;
  const tags = ['User'];

  app.post(
    '/auth/users/invite/map',
    {
      config: { access: (request) => users.authorize(request, 'write') },
      schema: { tags, body: mapInviteBody, response: { 201: envelope(mapInviteAnswer) } },
    },
    async (request, reply) => {
      const tenant = users.authorize(request, 'write');
      const { email, roles: roleIds, account_mappings: acIds, sp_id } = request.body;
      const user = await db
        .selectFrom('users')
        .select(['user_id', 'email', 'display_name', 'user_type', 'is_enabled'])
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      if (!user) throw unprocessable(messages.users.mapUnknownUser, [`email: ${messages.users.mapUnknownUser}`]);
      if (user.user_type === 'system') throw unprocessable(messages.users.mapSystemUser);
      if (user.is_enabled !== 1) throw unprocessable(messages.users.mapUserDisabled);
      const roles = await checkRoles(db, request, roleIds);
      if (roles.some((r) => r.scope === 'system')) throw forbidden(messages.users.roleAboveYou);
      const spId = await providerOf(db, tenant, sp_id);
      const accounts = [...new Set(acIds)];
      await checkAccounts(db, spId, accounts);
      if ((await missingAccess(db, user.user_id, spId, accounts)) === null) throw unprocessable(messages.users.mapAlreadyMapped);

      const token = randomToken(32);
      const now = nowIso();
      const invite = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('user_map_invites')
          .values({
            user_id: user.user_id,
            sp_id: spId,
            ac_ids: JSON.stringify(accounts),
            role_ids: JSON.stringify(roleIds),
            token_hash: sha256(token),
            expires_at: new Date(Date.now() + (await systemSettingValue(trx, 'invite_link_days')) * 86_400_000).toISOString(),
            used_at: null,
            created_by: request.auth!.user.user_id,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordActivity(trx, request, {
          subject_type: 'User',
          subject_id: user.user_id,
          action: 'invite_map',
          summary: { after: { sp_id: spId, account_mappings: accounts, roles: roleIds } },
        });
        return row;
      });
      const scope = await scopeName(db, spId, accounts);
      const link = `${root.studio.config.publicUrl}/invite/map/${invite.id}/${encodeURIComponent(token)}`;
      await root.studio.mailer.send({
        to: user.email,
        subject: `You are invited to ${scope} in Studio`,
        text: `Hello ${user.display_name},\n\nYou have been given access to ${scope} in Studio. Open this link within seven days to add it to your studio:\n${link}\n\nThe link works once. If you did not expect this e-mail, ignore it.`,
      });
      return reply.status(201).send({
        data: {
          id: invite.id,
          user_id: user.user_id,
          email: user.email,
          message: fill(messages.users.inviteSent, { email: user.email }),
        },
      });
    },
  );

  const params = z.object({ id: z.coerce.number().int().positive(), t: z.string().min(10).max(200) });
  app.get(
    '/auth/users/create/map/:id/token/:t',
    { config: { public: true }, schema: { tags, params, response: { 200: envelope(mapAcceptAnswer) } } },
    async (request) => {
      const { id, t } = request.params;
      const invite = await db.selectFrom('user_map_invites').selectAll().where('id', '=', id).executeTakeFirst();
      if (!invite || invite.token_hash !== sha256(t) || invite.used_at !== null || invite.expires_at <= nowIso()) throw invalid();
      const signedIn = request.auth?.user.user_id;
      if (signedIn !== undefined && signedIn !== invite.user_id) throw forbidden(messages.users.mapOtherUser);
      const user = await db
        .selectFrom('users')
        .select(['user_id', 'user_type', 'is_enabled'])
        .where('user_id', '=', invite.user_id)
        .executeTakeFirst();
      if (!user || user.is_enabled !== 1) throw invalid();
      const acIds = JSON.parse(invite.ac_ids) as number[];
      const roleIds = JSON.parse(invite.role_ids) as number[];
      await db.transaction().execute(async (trx) => {
        // Used up first, in the same transaction: two clicks at once add the mapping once.
        const used = await trx
          .updateTable('user_map_invites')
          .set({ used_at: nowIso() })
          .where('id', '=', id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) throw invalid();
        const sp = await trx
          .selectFrom('service_providers')
          .select('sp_id')
          .where('sp_id', '=', invite.sp_id)
          .where('is_enabled', '=', 1)
          .executeTakeFirst();
        if (!sp) throw invalid();
        const enabled = acIds.length
          ? (
              await trx
                .selectFrom('accounts')
                .select('ac_id')
                .where('ac_id', 'in', acIds)
                .where('sp_id', '=', invite.sp_id)
                .where('is_enabled', '=', 1)
                .execute()
            ).map((a) => a.ac_id)
          : [];
        if (acIds.length && enabled.length === 0) throw invalid();
        const missing = await missingAccess(trx, invite.user_id, invite.sp_id, enabled);
        if (missing === 'provider') {
          await trx.deleteFrom('user_account_mappings').where('user_id', '=', invite.user_id).where('sp_id', '=', invite.sp_id).execute();
          await trx.insertInto('user_account_mappings').values({ user_id: invite.user_id, sp_id: invite.sp_id, ac_id: null }).execute();
          if (user.user_type === 'ac')
            await trx.updateTable('users').set({ user_type: 'sp', updated_at: nowIso() }).where('user_id', '=', invite.user_id).execute();
        } else if (missing) {
          await trx
            .insertInto('user_account_mappings')
            .values(missing.map((ac_id) => ({ user_id: invite.user_id, sp_id: invite.sp_id, ac_id })))
            .execute();
        }
        const held = new Set(
          (
            await trx
              .selectFrom('user_roles')
              .select('role_id')
              .where('user_id', '=', invite.user_id)
              .where('sp_id', '=', invite.sp_id)
              .execute()
          ).map((r) => r.role_id),
        );
        const roles = await trx
          .selectFrom('roles')
          .select(['id', 'scope'])
          .where('id', 'in', roleIds)
          .where('is_enabled', '=', 1)
          .execute();
        for (const role of roles.filter((r) => !held.has(r.id) && r.scope !== 'system')) {
          await trx
            .insertInto('user_roles')
            .values({ user_id: invite.user_id, role_id: role.id, scope: role.scope, sp_id: invite.sp_id, ac_id: null })
            .execute();
        }
        await recordActivity(
          trx,
          request,
          {
            subject_type: 'User',
            subject_id: invite.user_id,
            action: 'accept_map',
            summary: { after: { sp_id: invite.sp_id, account_mappings: enabled } },
          },
          invite.user_id,
          { spId: invite.sp_id, acId: 'all' },
        );
      });
      root.studio.directory.invalidate(invite.user_id);
      root.studio.realtime?.to(roomOf.user(invite.user_id)).emit('refresh', { resource: 'accounts', ac_id: null });
      const scope = await scopeName(db, invite.sp_id, acIds);
      return {
        data: { message: fill(messages.users.mapAdded, { scope }), user_id: invite.user_id, sp_id: invite.sp_id, ac_ids: acIds, scope },
      };
    },
  );
}
