import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@shared/api/common';
import { authorizeAnswer, authorizeBody, callbackAnswer, callbackBody, idpParams } from '@shared/api/sso';
import { fill, messages } from '@shared/messages';
import { nowIso } from '../../db/index';
import { forbidden, HttpError, notFound, unprocessable } from '../../http/errors';
import { takeOrRefuse } from '../../http/allowance';
import { decryptSecret, encryptSecret } from '../content/secrets';
import { finishSignIn } from '../auth/sign-in';
import { callbackUri, signInProvider } from './hosts';
import { authorizationUrl, configurationOf, exchangeCode, newAttempt, SsoFailure } from './oidc';
import { ssoUser } from './sso-users';

/** How long a started sign-in waits for its callback. */
const attemptTtlMs = 10 * 60_000;
/** Sign-ins a client address may start in a window (many people may share one address): bounds the stored attempts. */
const startsPerAddress = { max: 300, windowMs: 15 * 60_000 };

/** Where a signed-in user may be sent: a path of the studio, never another site. */
const ownPath = (url: string | undefined) => (url && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : null);

const unauthorizedBecause = (message: string) => new HttpError(401, message, [message]);

/** The enabled identity provider a sign-in names, bound to the host's provider when the host is a sub-domain. */
async function idpFor(request: FastifyRequest, idpId: number) {
  const { db } = request.server.studio;
  const row = await db
    .selectFrom('identity_providers')
    .innerJoin('service_providers', 'service_providers.sp_id', 'identity_providers.sp_id')
    .selectAll('identity_providers')
    .where('identity_providers.idp_id', '=', idpId)
    .where('identity_providers.is_enabled', '=', 1)
    .where('service_providers.is_enabled', '=', 1)
    .executeTakeFirst();
  if (!row) throw notFound(messages.sso.unknownProvider);
  const bound = await signInProvider(request);
  if (bound !== null && bound !== row.sp_id) throw forbidden(messages.sso.wrongHost);
  return row;
}

/**
 * The single sign-on flow (spec 1 §2 /login/{idp}/launch and /login/{idp}/callback, §7 POST /auth/callback/{idp}):
 * POST /auth/authorize/{idp} stores a new sign-in (state, nonce, PKCE verifier) and answers the identity provider's
 * authorization URL; the callback uses that sign-in once, has openid-client check the state, the code (with the
 * verifier), the ID token's issuer, audience, signature and nonce, and signs the user in with the usual session.
 * Any failure answers a message and creates no session.
 */
export async function ssoRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const { db, config } = root.studio;

  app.post(
    '/auth/authorize/:idp',
    {
      config: { public: true, passive: true },
      schema: { tags, params: idpParams, body: authorizeBody, response: { 200: envelope(authorizeAnswer) } },
    },
    async (request) => {
      const idp = await idpFor(request, request.params.idp);
      await takeOrRefuse(db, { key: `sso-start:${request.ip}`, ...startsPerAddress }, messages.tooManyAttempts);
      const redirectUri = callbackUri(request, idp.idp_id);
      let url: string;
      const attempt = await newAttempt();
      try {
        const configuration = await configurationOf(config, idp, config.signingSecret);
        url = authorizationUrl(configuration, {
          redirectUri,
          state: attempt.state,
          nonce: attempt.nonce,
          codeChallenge: attempt.codeChallenge,
        });
      } catch (e) {
        if (e instanceof SsoFailure) throw unprocessable(e.message);
        throw e;
      }
      const now = Date.now();
      await db.deleteFrom('sso_attempts').where('expires_at', '<', new Date(now).toISOString()).execute();
      await db
        .insertInto('sso_attempts')
        .values({
          state: attempt.state,
          idp_id: idp.idp_id,
          nonce: attempt.nonce,
          code_verifier: encryptSecret(attempt.codeVerifier, config.signingSecret),
          redirect_uri: redirectUri,
          redirect_to: ownPath(request.body.redirect_url),
          expires_at: new Date(now + attemptTtlMs).toISOString(),
          created_at: nowIso(),
        })
        .execute();
      return { data: { authorization_url: url } };
    },
  );

  app.post(
    '/auth/callback/:idp',
    {
      config: { public: true, passive: true },
      schema: { tags, params: idpParams, body: callbackBody, response: { 200: envelope(callbackAnswer) } },
    },
    async (request) => {
      const body = request.body;
      const idp = await idpFor(request, request.params.idp);
      // The sign-in is used up before anything is checked: a replayed callback finds nothing.
      const attempt = body.state
        ? await db
            .deleteFrom('sso_attempts')
            .where('state', '=', body.state)
            .where('idp_id', '=', idp.idp_id)
            .returningAll()
            .executeTakeFirst()
        : undefined;
      if (!attempt || attempt.expires_at < nowIso()) throw unauthorizedBecause(messages.sso.stateUnknown);
      if (body.error) throw unauthorizedBecause(fill(messages.sso.providerError, { reason: body.error.slice(0, 100) }));
      const codeVerifier = decryptSecret(attempt.code_verifier, config.signingSecret);
      if (!codeVerifier) throw unauthorizedBecause(messages.sso.stateUnknown);
      const callbackUrl = new URL(attempt.redirect_uri);
      for (const key of ['code', 'state', 'iss', 'session_state'] as const)
        if (body[key] !== undefined) callbackUrl.searchParams.set(key, body[key]!);
      let claims: Record<string, unknown>;
      try {
        const configuration = await configurationOf(config, idp, config.signingSecret);
        claims = await exchangeCode(configuration, {
          callbackUrl,
          state: attempt.state,
          nonce: attempt.nonce,
          codeVerifier,
          issuer: idp.issuer,
          emailClaim: idp.email_claim,
        });
      } catch (e) {
        if (e instanceof SsoFailure) throw unauthorizedBecause(e.message);
        throw e;
      }
      const claimed = claims[idp.email_claim];
      const email = typeof claimed === 'string' ? claimed.trim().toLowerCase() : '';
      if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254 || claims.email_verified === false)
        throw unauthorizedBecause(fill(messages.sso.noEmail, { claim: idp.email_claim }));
      const userId = await ssoUser(db, idp, email);
      return { data: { ...(await finishSignIn(root, request, userId)), redirect_url: attempt.redirect_to } };
    },
  );
}
