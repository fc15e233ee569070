import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileBody, sessionUser } from '@shared/api/auth';
import { adminPasswordBody } from '@shared/api/users';
import { envelope } from '@shared/api/common';
import { messages } from '@shared/messages';
import { requireAuth } from '../../http/auth';
import { forbidden, unprocessable } from '../../http/errors';
import { recordActivity } from '../../http/activity';
import { nowIso } from '../../db/index';
import { hashPassword, verifyPassword } from './crypto';
import { policyForUser, policyViolations } from './password-policy';
import { closeSessionSockets } from '../../realtime/server';
import { revokeAllSessions } from './sessions';
import { actorOf } from '../users/grants';
import { users } from '../users/users';
import { signedIn } from '../../http/access';

const validTimezone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** My Profile: the signed-in user's own name, language, time zone, date format and password. */
export async function profileRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root.studio;

  app.post(
    '/auth/users/manage/profile',
    { config: { access: signedIn }, schema: { tags: ['profile'], body: profileBody, response: { 200: envelope(sessionUser) } } },
    async (request) => {
      const auth = requireAuth(request);
      if (auth.user.idp) throw forbidden(messages.sso.externalProfile);
      const { timezone } = request.body;
      if (timezone && !validTimezone(timezone)) throw unprocessable(`timezone: ${timezone} is not a known time zone.`);
      const changes = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length > 0) {
        await db
          .updateTable('users')
          .set({ ...changes, updated_at: nowIso() })
          .where('user_id', '=', auth.user.user_id)
          .execute();
        root.studio.directory.invalidate(auth.user.user_id);
        const before = Object.fromEntries(Object.keys(changes).map((k) => [k, (auth.user as Record<string, unknown>)[k]]));
        await recordActivity(db, request, {
          subject_type: 'user',
          subject_id: auth.user.user_id,
          action: 'update_profile',
          summary: { before, after: changes },
        });
      }
      const user = await root.studio.directory.sessionUser(auth.user.user_id);
      return { data: user! };
    },
  );

  /** One's own password (with the current one), or — with manage.users write — another user's of one's tenant (spec 3 §7). */
  app.put(
    '/auth/users/password/:id',
    {
      config: { access: signedIn },
      schema: { tags: ['profile'], params: z.object({ id: z.coerce.number().int().positive() }), body: adminPasswordBody },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { current_password, password, password_confirmation } = request.body;
      const own = request.params.id === auth.user.user_id;
      let userId = auth.user.user_id;
      if (own) {
        if (auth.user.idp) throw forbidden(messages.sso.externalProfile);
        if (!current_password) throw unprocessable(messages.currentPasswordWrong, [`current_password: ${messages.currentPasswordWrong}`]);
        const row = await db.selectFrom('users').select('password_hash').where('user_id', '=', userId).executeTakeFirstOrThrow();
        if (!(await verifyPassword(current_password, row.password_hash))) throw unprocessable(messages.currentPasswordWrong);
      } else {
        const target = await users.find(db, users.authorize(request, 'write'), request.params.id);
        if (target.idp || (target.user_type === 'system' && !actorOf(request).isSystem)) throw forbidden(messages.noManagePermission);
        userId = target.user_id;
      }
      if (password !== password_confirmation) throw unprocessable(messages.passwordConfirmation);
      const broken = policyViolations(await policyForUser(db, userId), password);
      if (broken.length) throw unprocessable(broken[0], broken);
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(password), updated_at: nowIso() })
        .where('user_id', '=', userId)
        .execute();
      closeSessionSockets(root.studio, await revokeAllSessions(db, userId, own ? auth.sessionId : undefined));
      await recordActivity(db, request, {
        subject_type: own ? 'user' : 'User',
        subject_id: userId,
        action: own ? 'change_password' : 'reset_password',
      });
      return { data: { message: messages.passwordChanged } };
    },
  );
}
