import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { inviteAnswer, inviteProfile, inviteToken, userIdBody } from '@shared/api/users';
import { fill, messages } from '@shared/messages';
import { nowIso } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { unprocessable } from '../../http/errors';
import { hashPassword } from '../auth/crypto';
import { consumeToken } from '../auth/one-time-tokens';
import { policyForUser, policyViolations } from '../auth/password-policy';
import { invitedUser, sendInvite } from './invites';
import { users } from './users';

const messageAnswer = envelope(z.object({ message: z.string() }));

/** The invitation flows (spec 3 §4, §7 "Users"): validate the link, create the profile, revoke, send again. */
export async function inviteRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root.studio;
  const publicRoute = { config: { public: true, passive: true } };

  app.get(
    '/auth/users/email/:e/token/:t/:x',
    {
      ...publicRoute,
      schema: {
        tags: ['User'],
        params: z.object({ e: z.string().max(254), t: z.string().min(10).max(200), x: z.string().max(20) }),
        response: { 200: envelope(inviteAnswer) },
      },
    },
    async (request) => {
      const user = await invitedUser(db, request.params.e, request.params.t);
      return { data: { valid: true as const, email: user.email, display_name: user.display_name } };
    },
  );

  app.post(
    '/auth/users/validate/invite',
    { ...publicRoute, schema: { tags: ['User'], body: inviteToken, response: { 200: envelope(inviteAnswer) } } },
    async (request) => {
      const user = await invitedUser(db, request.body.email, request.body.token);
      return { data: { valid: true as const, email: user.email, display_name: user.display_name } };
    },
  );

  /** Accepting: a password that meets the policy in force for the user; the link is used up. */
  app.post(
    '/auth/users/create/profile',
    { ...publicRoute, schema: { tags: ['User'], body: inviteProfile, response: { 200: messageAnswer } } },
    async (request) => {
      const { email, token, password, password_confirmation, display_name } = request.body;
      const user = await invitedUser(db, email, token);
      if (password !== password_confirmation) throw unprocessable(messages.passwordConfirmation);
      const broken = policyViolations(await policyForUser(db, user.user_id), password);
      if (broken.length) throw unprocessable(broken[0], broken);
      if ((await consumeToken(db, 'invite', token)) === null) throw unprocessable(messages.users.inviteInvalid);
      await db
        .updateTable('users')
        .set({
          password_hash: await hashPassword(password),
          user_status: 1,
          ...(display_name ? { display_name } : {}),
          updated_at: nowIso(),
        })
        .where('user_id', '=', user.user_id)
        .execute();
      root.studio.directory.invalidate(user.user_id);
      await recordActivity(db, request, { subject_type: 'User', subject_id: user.user_id, action: 'accept_invite' }, user.user_id);
      return { data: { message: messages.users.profileCreated } };
    },
  );

  /** An invited (inactive) user of the asker's tenant, for revoke and re-verify. */
  async function pendingUser(request: FastifyRequest, userId: number) {
    const tenant = users.authorize(request, 'write');
    const row = await users.find(db, tenant, userId, true);
    if (row.user_status === 1) throw unprocessable(messages.users.notInvited);
    return row;
  }

  /** Revoking: the link dies and the user who never accepted is removed. */
  app.post(
    '/auth/users/delete/invite',
    {
      config: { access: (request) => users.authorize(request, 'write') },
      schema: { tags: ['User'], body: userIdBody, response: { 200: envelope(z.object({ user_id: z.number() })) } },
    },
    async (request) => {
      const row = await pendingUser(request, request.body.user_id);
      await db.transaction().execute(async (trx) => {
        await recordActivity(trx, request, {
          subject_type: 'User',
          subject_id: row.user_id,
          action: 'revoke_invite',
          summary: { before: { email: row.email } },
        });
        await trx.deleteFrom('users').where('user_id', '=', row.user_id).execute();
      });
      root.studio.directory.invalidate(row.user_id);
      return { data: { user_id: row.user_id } };
    },
  );

  /** Re-verifying an inactive user: a new link, the old one dead. */
  app.post(
    '/auth/users/re-verify',
    {
      config: { access: (request) => users.authorize(request, 'write') },
      schema: { tags: ['User'], body: userIdBody, response: { 200: messageAnswer } },
    },
    async (request) => {
      const row = await pendingUser(request, request.body.user_id);
      if (row.is_enabled !== 1) throw unprocessable(messages.users.restoreFirst);
      await sendInvite(root, row.user_id);
      await recordActivity(db, request, { subject_type: 'User', subject_id: row.user_id, action: 're_verify' });
      return { data: { message: fill(messages.users.inviteSent, { email: row.email }) } };
    },
  );
}
