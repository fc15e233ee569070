import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginResult } from '@shared/api/auth';
import { defaultSelection } from '@shared/access/switcher';
import { limits } from '@shared/limits';
import { messages } from '@shared/messages';
import { HttpError, unauthorized } from '../../http/errors';
import { recordActivity } from '../../http/activity';
import { signToken, verifyPassword } from './crypto';
import { consumeToken, issueToken, peekToken } from './one-time-tokens';
import { createSession } from './sessions';
import { attemptFailed, attemptSucceeded, beginAttempt, signInKeys } from './throttle';
import { useTotpCode } from './twofa';
import { belongsTo, signInProvider } from '../sso/hosts';
import { systemSettingValue } from '../system/settings';
/** A hash to compare against when the e-mail is unknown, so both paths take the same time. */
const decoyHash = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export async function issueSessionToken(app: FastifyInstance, request: FastifyRequest, userId: number) {
  const sessionId = await createSession(app.studio.db, userId, request.headers['user-agent'] ?? null);
  const user = await app.studio.directory.sessionUser(userId);
  if (!user) throw unauthorized();
  // A sign-in carries no scope headers: it is filed under the selection the user starts in.
  await recordActivity(app.studio.db, request, { subject_type: 'session', action: 'sign_in' }, userId, defaultSelection(user, null));
  return { token: signToken(sessionId, app.studio.config.signingSecret), user };
}

/** Password check with throttling; then either a session, or the second-factor step. */
export async function signIn(app: FastifyInstance, request: FastifyRequest, email: string, password: string): Promise<LoginResult> {
  const { db } = app.studio;
  // How many failures of one address from one client lock it: the sign_in_max_failures system setting.
  const { client, pair } = signInKeys(email, request.ip, await systemSettingValue(db, 'sign_in_max_failures'));
  await beginAttempt(db, [client, pair]);
  const row = await db
    .selectFrom('users')
    .select(['user_id', 'user_type', 'password_hash', 'user_status', 'twofa_enabled', 'twofa_secret', 'system_controlled_twofa'])
    .where('email', '=', email.toLowerCase())
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  const ok = await verifyPassword(password, row?.password_hash ?? decoyHash);
  // On a provider's sub-domain only that provider's users sign in (another's are told what a wrong password is told).
  const bound = await signInProvider(request);
  const here = bound === null || (!!row && row.user_type !== 'system' && (await belongsTo(db, row.user_id, bound)));
  if (!row || !ok || !here) {
    await attemptFailed(db, [client, pair]);
    throw new HttpError(401, messages.invalidCredentials, [messages.invalidCredentials]);
  }
  // Only the pair is cleared: one account's right password must not reset a sprayer's count (it only gives its own back).
  await attemptSucceeded(db, [client, pair], [pair]);
  if (row.user_status !== 1) throw new HttpError(403, messages.accountInactive, [messages.accountInactive]);

  return sessionOrSecondFactor(app, request, row);
}

/**
 * The end of a first factor (a password, an identity provider's callback, the contact-center platform's launch): a
 * session, or — for a user with two-factor on, or made mandatory — the second-factor step (verify, or set up first).
 * The studio's two-factor holds whichever way the user came in.
 */
export async function sessionOrSecondFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  user: { user_id: number; twofa_enabled: number; twofa_secret: string | null; system_controlled_twofa: number },
): Promise<LoginResult> {
  const needsTwofa = user.twofa_enabled === 1 || user.system_controlled_twofa === 1;
  if (!needsTwofa) return issueSessionToken(app, request, user.user_id);
  const twofa_token = await issueToken(app.studio.db, user.user_id, 'twofa_login', limits.twofa.pendingTtlMs);
  return { twofa_required: true, twofa_token, setup_required: !user.twofa_secret || user.twofa_enabled !== 1 };
}

/** sessionOrSecondFactor for a user known by id (a sign-in through another party). */
export async function finishSignIn(app: FastifyInstance, request: FastifyRequest, userId: number): Promise<LoginResult> {
  const user = await app.studio.db
    .selectFrom('users')
    .select(['user_id', 'twofa_enabled', 'twofa_secret', 'system_controlled_twofa'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return sessionOrSecondFactor(app, request, user);
}

/** The second step: a pending sign-in token plus a code from the authenticator app. */
export async function verifySignIn(app: FastifyInstance, request: FastifyRequest, twofaToken: string, code: string) {
  const { db } = app.studio;
  const userId = await peekPending(app, twofaToken);
  const row = await db
    .selectFrom('users')
    .select(['twofa_secret', 'twofa_enabled'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  await useTotpCode(db, userId, row.twofa_secret, code);
  if ((await consumeToken(db, 'twofa_login', twofaToken)) === null) throw unauthorized();
  if (row.twofa_enabled !== 1) {
    await db.updateTable('users').set({ twofa_enabled: 1 }).where('user_id', '=', userId).execute();
    app.studio.directory.invalidate(userId);
  }
  return issueSessionToken(app, request, userId);
}

export async function peekPending(app: FastifyInstance, twofaToken: string): Promise<number> {
  const userId = await peekToken(app.studio.db, 'twofa_login', twofaToken);
  if (userId === null) throw unauthorized();
  return userId;
}
