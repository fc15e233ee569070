import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBody, loginResult, passwordPolicySummary, sessionUser, verifyOtpBody } from '@shared/api/auth';
import { envelope } from '@shared/api/common';
import { requireAuth, bearerToken } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import { recordActivity } from '../../http/activity';
import { readToken, signToken } from './crypto';
import { closeSessionSockets } from '../../realtime/server';
import { findActiveSession, revokeFamily, rotateSession } from './sessions';
import { signIn, verifySignIn } from './sign-in';
import { linkUser, passwordPolicy, policyForUser } from './password-policy';
import { confirmTwofaSetup } from './twofa-routes';
import { signedIn } from '../../http/access';

/** Sign-in, the session user, refresh and logout. */
export async function authRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/auth/login',
    { config: { public: true, passive: true }, schema: { tags: ['auth'], body: loginBody, response: { 200: envelope(loginResult) } } },
    async (request) => ({ data: await signIn(root, request, request.body.email, request.body.password) }),
  );

  app.post(
    '/auth/verify/otp',
    { config: { public: true, passive: true }, schema: { tags: ['auth'], body: verifyOtpBody } },
    async (request) => {
      const { twofa_token, code } = request.body;
      if (twofa_token) return { data: await verifySignIn(root, request, twofa_token, code) };
      // Without a pending sign-in this confirms a setup started from My Profile.
      return { data: await confirmTwofaSetup(root, request, code) };
    },
  );

  // The session user is built by typed code from the tables (directory.ts); with 5,000 accounts in the switcher,
  // checking it again against its schema on every answer cost more than building it. The schema stays for the docs.
  const me = {
    config: { access: signedIn },
    schema: { tags: ['auth'], response: { 200: envelope(sessionUser) } },
    serializerCompiler: () => (data: unknown) => JSON.stringify(data),
  };
  app.get('/auth/user', me, async (request) => ({ data: requireAuth(request).user }));
  app.get('/auth/me', me, async (request) => ({ data: requireAuth(request).user }));

  app.post(
    '/auth/refresh',
    {
      config: { access: signedIn, passive: true },
      schema: { tags: ['auth'], response: { 200: envelope(z.object({ token: z.string() })) } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const session = await findActiveSession(root.studio.db, auth.sessionId);
      if (!session) throw unauthorized();
      const rotated = await rotateSession(root.studio.db, session);
      if ('ended' in rotated) {
        closeSessionSockets(root.studio, rotated.ended);
        throw unauthorized();
      }
      return { data: { token: signToken(rotated.id, root.studio.config.signingSecret) } };
    },
  );

  app.post('/auth/logout', { config: { public: true, passive: true }, schema: { tags: ['auth'] } }, async (request) => {
    const token = bearerToken(request);
    const sessionId = token ? readToken(token, root.studio.config.signingSecret) : null;
    if (sessionId) {
      closeSessionSockets(root.studio, await revokeFamily(root.studio.db, sessionId));
      if (request.auth) await recordActivity(root.studio.db, request, { subject_type: 'session', action: 'sign_out' });
    }
    return { data: { message: 'Signed out.' } };
  });

  /**
   * The policy in force: for the signed-in user; for the user an invitation or reset link is for (email and
   * token in the query: a dead link answers the platform's policy, never whose link it was); else the platform's.
   */
  const summaryQuery = z.object({ email: z.string().max(254).optional(), token: z.string().max(200).optional() });
  app.get(
    '/auth/password-policy/summary',
    { config: { public: true }, schema: { tags: ['auth'], querystring: summaryQuery, response: { 200: envelope(passwordPolicySummary) } } },
    async (request) => {
      const { db } = root.studio;
      if (request.auth) return { data: await policyForUser(db, request.auth.user.user_id) };
      const { email, token } = request.query;
      const userId = email && token ? await linkUser(db, email, token) : null;
      return { data: userId === null ? await passwordPolicy(db, null) : await policyForUser(db, userId) };
    },
  );

  app.get(
    '/auth/enabled-features',
    { config: { access: signedIn }, schema: { tags: ['auth'], response: { 200: envelope(z.array(z.string())) } } },
    async (request) => ({
      data: [...(request.scope?.access.enabledFeatures ?? [])],
    }),
  );
}
