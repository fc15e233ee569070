import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemControlledTwofaBody, twofaSetup, verifyOtpBody } from '@shared/api/auth';
import { envelope } from '@shared/api/common';
import { effectiveRole, isSystemRole } from '@shared/access';
import { messages } from '@shared/messages';
import { requireAuth } from '../../http/auth';
import { forbidden, notFound, unauthorized, unprocessable } from '../../http/errors';
import { recordActivity } from '../../http/activity';
import { peekPending } from './sign-in';
import { newTotpSecret, totpSetup, useTotpCode } from './twofa';
import { signedIn } from '../../http/access';

/** The user a setup call is for: the signed-in user, or the one half-way through signing in. */
async function setupUserId(app: FastifyInstance, request: FastifyRequest, twofaToken?: string): Promise<number> {
  if (request.auth) return request.auth.user.user_id;
  if (twofaToken) return peekPending(app, twofaToken);
  throw unauthorized();
}

/** Confirms a setup begun from My Profile: the code proves the app holds the secret. */
export async function confirmTwofaSetup(app: FastifyInstance, request: FastifyRequest, code: string) {
  const auth = requireAuth(request);
  const row = await app.studio.db
    .selectFrom('users')
    .select('twofa_secret')
    .where('user_id', '=', auth.user.user_id)
    .executeTakeFirstOrThrow();
  if (!row.twofa_secret) throw unprocessable(messages.twofaNotSetUp);
  await useTotpCode(app.studio.db, auth.user.user_id, row.twofa_secret, code);
  await app.studio.db.updateTable('users').set({ twofa_enabled: 1 }).where('user_id', '=', auth.user.user_id).execute();
  app.studio.directory.invalidate(auth.user.user_id);
  await recordActivity(app.studio.db, request, { subject_type: 'user', subject_id: auth.user.user_id, action: 'twofa_enabled' });
  const user = await app.studio.directory.sessionUser(auth.user.user_id);
  return { user };
}

export async function twofaRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  /** Starts (or restarts, while not yet enabled) a setup: a fresh secret and its QR code. */
  app.get(
    '/auth/users-twofa',
    {
      config: { public: true },
      schema: { tags: ['auth'], querystring: z.object({ twofa_token: z.string().optional() }), response: { 200: envelope(twofaSetup) } },
    },
    async (request) => {
      const userId = await setupUserId(root, request, request.query.twofa_token);
      const { db } = root.studio;
      const row = await db
        .selectFrom('users')
        .select(['email', 'twofa_secret', 'twofa_enabled'])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      // An enabled secret is never shown again: that would hand the second factor to whoever has the password.
      if (row.twofa_enabled === 1) throw unprocessable(messages.twofaAlreadyEnabled);
      const secret = row.twofa_secret ?? newTotpSecret();
      if (!row.twofa_secret) await db.updateTable('users').set({ twofa_secret: secret }).where('user_id', '=', userId).execute();
      return { data: await totpSetup(row.email, secret) };
    },
  );

  app.post(
    '/auth/users-twofa/disable',
    { config: { access: signedIn }, schema: { tags: ['auth'], body: verifyOtpBody.pick({ code: true }) } },
    async (request) => {
      const auth = requireAuth(request);
      if (auth.user.system_controlled_twofa) throw forbidden(messages.twofaSystemControlled);
      const { db } = root.studio;
      const row = await db.selectFrom('users').select('twofa_secret').where('user_id', '=', auth.user.user_id).executeTakeFirstOrThrow();
      await useTotpCode(db, auth.user.user_id, row.twofa_secret, request.body.code);
      await db.updateTable('users').set({ twofa_enabled: 0, twofa_secret: null }).where('user_id', '=', auth.user.user_id).execute();
      root.studio.directory.invalidate(auth.user.user_id);
      await recordActivity(db, request, { subject_type: 'user', subject_id: auth.user.user_id, action: 'twofa_disabled' });
      return { data: await root.studio.directory.sessionUser(auth.user.user_id) };
    },
  );

  const systemRoleOnly = (request: FastifyRequest) => {
    if (!isSystemRole(effectiveRole(requireAuth(request).user, { spId: 'all', acId: 'all' }))) throw forbidden(messages.noManagePermission);
  };
  /** System users may require (or stop requiring) two-factor for other users. */
  app.put(
    '/auth/system-controlled-twofa',
    { config: { access: systemRoleOnly }, schema: { tags: ['auth'], body: systemControlledTwofaBody } },
    async (request) => {
      const { user_id, system_controlled_twofa } = request.body;
      const result = await root.studio.db
        .updateTable('users')
        .set({ system_controlled_twofa: system_controlled_twofa ? 1 : 0 })
        .where('user_id', '=', user_id)
        .where('is_enabled', '=', 1)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound();
      root.studio.directory.invalidate(user_id);
      await recordActivity(root.studio.db, request, {
        subject_type: 'User',
        subject_id: user_id,
        action: 'system_controlled_twofa',
        summary: { system_controlled_twofa },
      });
      return { data: { user_id, system_controlled_twofa } };
    },
  );
}
