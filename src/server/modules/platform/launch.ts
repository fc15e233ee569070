import { createPublicKey } from 'node:crypto';
import { errors, jwtVerify, type JWTPayload } from 'jose';
import { fill, messages } from '@shared/messages';
import { nowIso, type Db } from '../../db/index';
import type { ConnectionRow } from './connection';
import { unsealed } from '../profiles/profile-values';

/** A launch token refused, in words (never the token). */
export class LaunchFailure extends Error {}

/** How far the platform's clock may be from ours; how long a launch token may live at most. */
const clockToleranceSeconds = 30;
const maxTokenAge = '15m';

/** The key launch tokens are checked with: a PEM public key (RSA or EC), else the shared secret (HMAC). */
function verificationKey(stored: string): { key: Uint8Array | ReturnType<typeof createPublicKey>; algorithms: string[] } {
  if (stored.trim().startsWith('-----BEGIN')) {
    const key = createPublicKey(stored);
    return {
      key,
      algorithms: key.asymmetricKeyType === 'ec' ? ['ES256', 'ES384', 'ES512'] : ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512'],
    };
  }
  return { key: new TextEncoder().encode(stored), algorithms: ['HS256', 'HS384', 'HS512'] };
}

/**
 * Checks a launch token with the provider's key: its signature, issuer, audience, expiry (and age), and that it
 * has an id and an e-mail address. Answers its claims; a failure says which check refused it.
 */
export async function verifyLaunch(
  connection: ConnectionRow,
  token: string,
  signingSecret: string,
): Promise<JWTPayload & { email: string; jti: string; exp: number }> {
  const stored = connection.launch_key ? unsealed(connection.launch_key, signingSecret) : null;
  if (!stored) throw new LaunchFailure(messages.platform.launchUnknown);
  let payload: JWTPayload;
  try {
    const { key, algorithms } = verificationKey(stored);
    ({ payload } = await jwtVerify(token, key, {
      issuer: connection.launch_issuer,
      audience: connection.launch_audience,
      algorithms,
      clockTolerance: clockToleranceSeconds,
      maxTokenAge,
      requiredClaims: ['exp', 'iat', 'jti'],
    }));
  } catch (e) {
    if (e instanceof errors.JWTExpired) throw new LaunchFailure(messages.platform.launchExpired);
    if (e instanceof errors.JWSSignatureVerificationFailed || e instanceof errors.JOSEAlgNotAllowed)
      throw new LaunchFailure(messages.platform.launchSignature);
    // jose's own words name the claim or the check (never a value of the token).
    const reason = e instanceof errors.JOSEError ? e.message.split('\n')[0].slice(0, 200) : 'not a signed token';
    throw new LaunchFailure(fill(messages.platform.launchInvalid, { reason }));
  }
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) throw new LaunchFailure(messages.platform.launchNoEmail);
  if (typeof payload.jti !== 'string' || !payload.jti || payload.jti.length > 200)
    throw new LaunchFailure(fill(messages.platform.launchInvalid, { reason: 'the token has no usable id (jti)' }));
  return { ...payload, email, jti: payload.jti, exp: payload.exp! };
}

/**
 * Uses a launch token's id once: a second use of the same id (a replay) is refused. Ids are kept until their token
 * expires; older ones are dropped as new ones come.
 */
export async function useLaunchOnce(db: Db, spId: number, jti: string, exp: number): Promise<void> {
  await db.deleteFrom('platform_launches').where('expires_at', '<', nowIso()).execute();
  const used = await db.selectFrom('platform_launches').select('jti').where('sp_id', '=', spId).where('jti', '=', jti).executeTakeFirst();
  if (used) throw new LaunchFailure(messages.platform.launchReplayed);
  try {
    await db
      .insertInto('platform_launches')
      .values({ sp_id: spId, jti, expires_at: new Date((exp + clockToleranceSeconds) * 1000).toISOString() })
      .execute();
  } catch {
    // Two launches of one token at once: the key lets only one in.
    throw new LaunchFailure(messages.platform.launchReplayed);
  }
}
