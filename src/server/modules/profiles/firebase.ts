import { SignJWT } from 'jose';
import { fill, messages } from '@shared/messages';
import { outboundRequest, type OutboundConfig } from '../../http/outbound';
import type { ServiceAccount } from './firebase-credentials';
import { failureOf, hostOf } from './profile-values';
import { keptToken, type KeptToken } from './token-cache';

/**
 * The Firebase Realtime Database through its REST API: a service account signs a JWT (RS256), the token endpoint of
 * its file trades it for an OAuth2 access token (the JWT-bearer grant), and the database takes writes with that token.
 * Every request goes through the outbound door (a private address is refused unless the server allows it) within the
 * profile's timeout; a failure is a FirebaseFailure in words, never the key, the assertion or the token.
 */
export const firebaseScopes = 'https://www.googleapis.com/auth/firebase.database https://www.googleapis.com/auth/userinfo.email';
const jwtBearer = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** Bytes of an answer read at most. */
const maxAnswer = 100_000;

export class FirebaseFailure extends Error {
  /** The HTTP status that refused it, when one did (a database's 401 makes the next delivery fetch a new token). */
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

const parsed = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
};

/**
 * What an answer said went wrong (OAuth2's error and error_description, or Firebase's error), in one short line with
 * anything secret that it might echo taken out.
 */
export function reasonOf(body: string, secrets: readonly string[]): string {
  const json = parsed(body) as { error?: unknown; error_description?: unknown } | null;
  const error = json?.error;
  const parts = [typeof error === 'object' && error ? (error as { message?: unknown }).message : error, json?.error_description].filter(
    (p): p is string => typeof p === 'string' && p.trim() !== '',
  );
  let reason = parts.join(': ') || 'no reason given';
  for (const secret of secrets) if (secret) reason = reason.split(secret).join('…');
  return reason.replace(/[\u0000-\u001f\u007f]+/g, ' ').slice(0, 200);
}

/** The signed JWT a service account asks for a token with (Google's service-account flow). */
async function assertionOf(account: ServiceAccount): Promise<string> {
  return new SignJWT({ scope: firebaseScopes })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(account.keyId ? { kid: account.keyId } : {}) })
    .setIssuer(account.clientEmail)
    .setAudience(account.tokenUri)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(account.privateKey);
}

/** Trades the service account's signed JWT for an access token at its token endpoint. `version` is what the cache keeps it under. */
export async function fetchFirebaseToken(
  outbound: OutboundConfig,
  account: ServiceAccount,
  timeoutSeconds: number,
  version: string,
): Promise<KeptToken> {
  const assertion = await assertionOf(account);
  const host = hostOf(account.tokenUri);
  let status: number;
  let body: string;
  try {
    const res = await outboundRequest(outbound, account.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: jwtBearer, assertion }).toString(),
      timeoutMs: timeoutSeconds * 1000,
    });
    status = res.status;
    body = await res.text(maxAnswer);
  } catch (e) {
    throw new FirebaseFailure(failureOf(e, host, timeoutSeconds));
  }
  if (status < 200 || status >= 300)
    throw new FirebaseFailure(fill(messages.integrations.serviceAccountRefused, { status, reason: reasonOf(body, [assertion]) }), status);
  const answer = parsed(body) as { access_token?: unknown; token_type?: unknown; expires_in?: unknown } | null;
  if (typeof answer?.access_token !== 'string' || answer.access_token === '')
    throw new FirebaseFailure(fill(messages.integrations.tokenGarbage, { status }), status);
  return keptToken(answer.access_token, typeof answer.token_type === 'string' ? answer.token_type : 'Bearer', answer.expires_in, version);
}

/**
 * A key the database takes: Firebase refuses `.`, `$`, `#`, `[`, `]`, `/` and control characters in keys, so those
 * (and `%`, to keep it reversible) are percent-encoded; an empty key is written as `%00`.
 */
export const firebaseKey = (key: string) =>
  key === ''
    ? '%00'
    : key.replace(/[%.$#[\]/\u0000-\u001f\u007f]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/** A JSON value with every object key made one the database takes (firebaseKey). */
export function firebaseValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(firebaseValue);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [firebaseKey(k), firebaseValue(v)]));
  return value;
}

/** `<db_url>/<path>.json?access_token=…&print=silent`: each segment of the path a key the database takes. */
function locationOf(dbUrl: string, path: readonly string[], accessToken: string): URL {
  const url = new URL(dbUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${path.map((p) => encodeURIComponent(firebaseKey(p))).join('/')}.json`;
  url.search = '';
  url.hash = '';
  url.searchParams.set('access_token', accessToken);
  // The database answers 204 without echoing what was written.
  url.searchParams.set('print', 'silent');
  return url;
}

/** Writes (PUT: the same path written again holds the same value, so a retried delivery never doubles it) a value at a path. */
export async function firebaseWrite(
  outbound: OutboundConfig,
  target: { dbUrl: string; path: readonly string[]; value: unknown },
  accessToken: string,
  timeoutSeconds: number,
  signal?: AbortSignal,
): Promise<void> {
  const host = hostOf(target.dbUrl);
  let status: number;
  let body: string;
  try {
    const res = await outboundRequest(outbound, locationOf(target.dbUrl, target.path, accessToken), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'user-agent': 'Studio-NodeLogging/1' },
      body: JSON.stringify(firebaseValue(target.value)),
      timeoutMs: timeoutSeconds * 1000,
      signal,
    });
    status = res.status;
    body = await res.text(maxAnswer);
  } catch (e) {
    throw new FirebaseFailure(failureOf(e, host, timeoutSeconds));
  }
  if (status >= 200 && status < 300) return;
  const reason = reasonOf(body, [accessToken]);
  if (status === 401 || status === 403)
    throw new FirebaseFailure(fill(messages.integrations.firebaseDenied, { host, status, reason }), status);
  if (status === 404) throw new FirebaseFailure(fill(messages.integrations.firebaseNotFound, { host, reason }), status);
  throw new FirebaseFailure(fill(messages.integrations.firebaseAnswered, { host, status }), status);
}
