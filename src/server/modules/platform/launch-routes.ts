import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@shared/api/common';
import { launchAnswer, launchBody } from '@shared/api/platform';
import { messages } from '@shared/messages';
import { takeOrRefuse } from '../../http/allowance';
import { forbidden, HttpError, notFound, unprocessable } from '../../http/errors';
import { finishSignIn } from '../auth/sign-in';
import { signInProvider } from '../sso/hosts';
import { ssoUser } from '../sso/sso-users';
import { enabledConnection } from './connection';
import { LaunchFailure, useLaunchOnce, verifyLaunch } from './launch';

/** Launches a client address may try in a window (bounds the kept token ids and the signature checks). */
const launchesPerAddress = { max: 300, windowMs: 15 * 60_000 };

/** Where a signed-in user may be sent: a path of the studio, never another site. */
const ownPath = (url: string | undefined) => (url && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : null);

/** The mark of a user the contact-center platform manages (no password, no My Profile). */
export const platformMark = (spId: number) => `platform:${spId}`;

/**
 * Sign-in through the contact-center platform: POST /launch and the platform's variant of POST /auth/callback/{idp}
 * take the platform's signed launch token, check it with the provider's key (signature, issuer, audience, expiry),
 * use its id once, and sign in the user of its e-mail address (found, or created as an external user with the
 * role the provider gives and the accounts of the token's domain). Any refusal: 401, no session, nothing written.
 */
export async function platformLaunchRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, config } = root.studio;
  const tags = ['auth'];

  const launch = async (request: FastifyRequest<{ Body: { token: string; sp_id?: number; redirect_url?: string } }>) => {
    const body = request.body;
    const bound = await signInProvider(request);
    if (bound === -1) throw notFound(messages.invalidSubdomain);
    if (bound !== null && body.sp_id !== undefined && body.sp_id !== bound) throw forbidden(messages.sso.wrongHost);
    const spId = bound ?? body.sp_id;
    if (spId === undefined) throw unprocessable(messages.platform.launchProvider, [`sp_id: ${messages.platform.launchProvider}`]);
    await takeOrRefuse(db, { key: `platform-launch:${request.ip}`, ...launchesPerAddress }, messages.tooManyAttempts);
    const connection = await enabledConnection(db, spId);
    const provider = await db
      .selectFrom('service_providers')
      .select('sp_id')
      .where('sp_id', '=', spId)
      .where('is_enabled', '=', 1)
      .executeTakeFirst();
    if (!connection || !provider) throw notFound(messages.platform.launchUnknown);
    let userId: number;
    try {
      const claims = await verifyLaunch(connection, body.token, config.signingSecret);
      await useLaunchOnce(db, spId, claims.jti, claims.exp);
      const domain = typeof claims.domain_id === 'string' || typeof claims.domain_id === 'number' ? String(claims.domain_id) : null;
      const acIds = domain
        ? (
            await db
              .selectFrom('accounts')
              .select('ac_id')
              .where('sp_id', '=', spId)
              .where('domain_id', '=', domain)
              .where('is_enabled', '=', 1)
              .execute()
          ).map((a) => a.ac_id)
        : [];
      userId = await ssoUser(
        db,
        {
          idp_id: 0,
          sp_id: spId,
          sign_up: connection.role_id === null ? 'invited' : 'create',
          role_id: connection.role_id,
          ac_ids: JSON.stringify(acIds),
          mark: platformMark(spId),
        },
        claims.email,
      );
    } catch (e) {
      if (e instanceof LaunchFailure) throw new HttpError(401, e.message, [e.message]);
      throw e;
    }
    return { data: { ...(await finishSignIn(root, request, userId)), redirect_url: ownPath(body.redirect_url) } };
  };

  const options = {
    config: { public: true, passive: true },
    schema: { tags, body: launchBody, response: { 200: envelope(launchAnswer) } },
  };
  app.post('/launch', options, launch);
  app.post('/auth/callback/platform', options, launch);
}
