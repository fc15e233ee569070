import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forgotBody, resetPasswordBody, tokenBody } from '@shared/api/auth';
import { limits } from '@shared/limits';
import { messages } from '@shared/messages';
import { take, takeOrRefuse } from '../../http/allowance';
import { unprocessable } from '../../http/errors';
import { recordActivity } from '../../http/activity';
import { hashPassword } from './crypto';
import { consumeToken, issueToken, peekToken, voidTokens, type TokenKind } from './one-time-tokens';
import { systemSettingValue } from '../system/settings';
import { belongsTo, signInProvider } from '../sso/hosts';
import { policyForUser, policyViolations } from './password-policy';
import { closeSessionSockets } from '../../realtime/server';
import { revokeAllSessions } from './sessions';

const flows = {
  password: { kind: 'reset_password' as TokenKind, path: '/reset/password', subject: 'Reset your Studio password' },
  twofa: { kind: 'reset_twofa' as TokenKind, path: '/reset/twofa', subject: 'Reset your Studio two-factor authentication' },
};

export async function resetRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root.studio;
  const publicRoute = { config: { public: true, passive: true } };

  /** Whether a user may act on the host asked: anywhere but a provider's sub-domain, there only that provider's users. */
  async function usesThisHost(request: FastifyRequest, user: { user_id: number; user_type: string }): Promise<boolean> {
    const bound = await signInProvider(request);
    return bound === null || (user.user_type !== 'system' && (await belongsTo(db, user.user_id, bound)));
  }

  /** The user a link is for, only when the token is live AND belongs to that e-mail address (and may act on this host). */
  async function tokenUser(request: FastifyRequest, kind: TokenKind, email: string, token: string): Promise<number> {
    const userId = await peekToken(db, kind, token);
    const row =
      userId === null
        ? null
        : await db.selectFrom('users').select(['user_id', 'email', 'user_type']).where('user_id', '=', userId).executeTakeFirst();
    // On another provider's sub-domain a live link is as good as none.
    if (!row || row.email !== email.toLowerCase() || !(await usesThisHost(request, row))) throw unprocessable(messages.resetTokenInvalid);
    return userId as number;
  }

  for (const [name, flow] of Object.entries(flows)) {
    /** Always the same answer, so the form does not tell who has an account. */
    app.post(`/forgot-${name}`, { ...publicRoute, schema: { tags: ['auth'], body: forgotBody } }, async (request) => {
      const email = request.body.email.toLowerCase();
      const { perEmail, perClient, windowMs } = limits.resetMails;
      // Counted whether or not the address is a user's: the answer tells nothing, and no mailbox is flooded.
      await takeOrRefuse(db, { key: `reset:ip:${request.ip}`, max: perClient, windowMs }, messages.tooManyResetRequests);
      const mailable = await take(db, { key: `reset:${name}:${email}`, max: perEmail, windowMs });
      const user = mailable
        ? await db
            .selectFrom('users')
            .select(['user_id', 'idp', 'user_type'])
            .where('email', '=', email)
            .where('is_enabled', '=', 1)
            .executeTakeFirst()
        : null;
      // On a provider's sub-domain only that provider's users are sent a link (another's hear the same answer).
      if (user && !user.idp && (await usesThisHost(request, user))) {
        await voidTokens(db, user.user_id, flow.kind);
        // The link's lifetime is the system setting's (reset_link_minutes), read as the link is made.
        const minutes = await systemSettingValue(db, 'reset_link_minutes');
        const token = await issueToken(db, user.user_id, flow.kind, minutes * 60_000);
        const link = `${root.studio.config.publicUrl}${flow.path}?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
        await root.studio.mailer.send({
          to: email,
          subject: flow.subject,
          text: `Someone asked to ${name === 'password' ? 'reset the password' : 'reset two-factor authentication'} of your Studio account.\n\nOpen this link within ${minutes % 60 === 0 ? (minutes === 60 ? 'an hour' : `${minutes / 60} hours`) : `${minutes} minutes`} to continue:\n${link}\n\nIf it was not you, ignore this e-mail.`,
        });
        await recordActivity(
          db,
          request,
          { subject_type: 'user', subject_id: user.user_id, action: name === 'password' ? 'forgot_password' : 'forgot_twofa' },
          user.user_id,
        );
      }
      return { data: { message: messages.resetLinkSent } };
    });

    app.post(`/reset-${name}/validate`, { ...publicRoute, schema: { tags: ['auth'], body: tokenBody } }, async (request) => {
      await tokenUser(request, flow.kind, request.body.email, request.body.token);
      return { data: { valid: true } };
    });
  }

  app.post('/reset-password', { ...publicRoute, schema: { tags: ['auth'], body: resetPasswordBody } }, async (request) => {
    const { email, token, password, password_confirmation } = request.body;
    const userId = await tokenUser(request, 'reset_password', email, token);
    if (password !== password_confirmation) throw unprocessable(messages.passwordConfirmation);
    const broken = policyViolations(await policyForUser(db, userId), password);
    if (broken.length) throw unprocessable(broken[0], broken);
    if ((await consumeToken(db, 'reset_password', token)) === null) throw unprocessable(messages.resetTokenInvalid);
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password), updated_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .execute();
    closeSessionSockets(root.studio, await revokeAllSessions(db, userId));
    await recordActivity(db, request, { subject_type: 'user', subject_id: userId, action: 'reset_password' }, userId);
    return { data: { message: messages.passwordChanged } };
  });

  app.post('/reset-twofa', { ...publicRoute, schema: { tags: ['auth'], body: tokenBody } }, async (request) => {
    const userId = await tokenUser(request, 'reset_twofa', request.body.email, request.body.token);
    if ((await consumeToken(db, 'reset_twofa', request.body.token)) === null) throw unprocessable(messages.resetTokenInvalid);
    await db.updateTable('users').set({ twofa_enabled: 0, twofa_secret: null }).where('user_id', '=', userId).execute();
    root.studio.directory.invalidate(userId);
    closeSessionSockets(root.studio, await revokeAllSessions(db, userId));
    await recordActivity(db, request, { subject_type: 'user', subject_id: userId, action: 'reset_twofa' }, userId);
    return { data: { message: messages.twofaReset } };
  });
}
