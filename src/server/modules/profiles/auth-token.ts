import * as oidc from 'openid-client';
import { fill, messages } from '@shared/messages';
import { OutboundRefused, OutboundTimeout, outboundRequest, type OutboundConfig } from '../../http/outbound';
import type { Db } from '../../db/index';
import { accountRows } from '../../http/tenant-repo';
import { hostOf, unsealed } from './profile-values';
import { cachedToken, forgetCachedToken, keptToken, type KeptToken } from './token-cache';

/** An auth profile row as stored (secrets sealed). */
export interface AuthProfileRow {
  auth_profile_id: number;
  auth_profile_type: string;
  username: string | null;
  password: string | null;
  token_url: string | null;
  client_id: string | null;
  client_secret: string | null;
  scope: string | null;
  timeout_seconds: number;
  updated_at: string;
}

/** Bytes of a token endpoint's answer read at most. */
const maxAnswer = 100_000;

/** A failure of the token endpoint in words (never the secret, never the endpoint's whole answer). */
export class TokenFailure extends Error {}

/** The fetch openid-client uses: every request through the outbound door, with the profile's timeout. */
export function doorFetch(config: OutboundConfig, timeoutMs: number, seen: { status: number | null }): oidc.CustomFetch {
  return async (url, options) => {
    const res = await outboundRequest(config, url, {
      method: options.method,
      headers: options.headers,
      body: options.body === undefined || options.body === null ? null : String(options.body),
      timeoutMs,
      signal: options.signal,
    });
    seen.status = res.status;
    const text = await res.text(maxAnswer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value);
    return new Response(text, { status: res.status, headers });
  };
}

/** Fetches a token with the client-credentials grant (openid-client), through the outbound door. */
async function fetchToken(outbound: OutboundConfig, row: AuthProfileRow, secret: string): Promise<KeptToken> {
  const clientSecret = unsealed(row.client_secret, secret);
  if (!row.token_url || !row.client_id || !clientSecret) throw new TokenFailure(messages.integrations.oauthIncomplete);
  const url = new URL(row.token_url);
  const seen = { status: null as number | null };
  const host = hostOf(row.token_url);
  const configuration = new oidc.Configuration(
    { issuer: url.origin, token_endpoint: url.href },
    row.client_id,
    clientSecret,
    oidc.ClientSecretBasic(clientSecret),
  );
  configuration[oidc.customFetch] = doorFetch(outbound, row.timeout_seconds * 1000, seen);
  // The door's deadline answers first (openid-client's own is a second later, as a backstop).
  configuration.timeout = row.timeout_seconds + 1;
  if (url.protocol === 'http:') oidc.allowInsecureRequests(configuration);
  try {
    const answer = await oidc.clientCredentialsGrant(configuration, row.scope ? { scope: row.scope } : {});
    return keptToken(answer.access_token, answer.token_type, answer.expires_in, row.updated_at);
  } catch (e) {
    if (e instanceof OutboundRefused || (e as { cause?: unknown }).cause instanceof OutboundRefused)
      throw new TokenFailure(fill(messages.integrations.privateAddress, { host: url.hostname }));
    const names = [e, (e as { cause?: unknown }).cause].map((x) => (x as { name?: string; code?: string } | undefined) ?? {});
    const timedOut = names.some(
      (x) => x instanceof OutboundTimeout || x.name === 'TimeoutError' || x.name === 'AbortError' || x.code === 'ABORT_ERR',
    );
    if (timedOut) throw new TokenFailure(fill(messages.integrations.noAnswer, { host, seconds: row.timeout_seconds }));
    if (seen.status === null) {
      const cause = (e as { cause?: { code?: string } }).cause?.code ?? (e as { code?: string }).code ?? 'no connection';
      throw new TokenFailure(fill(messages.integrations.unreachable, { host, reason: cause }));
    }
    if (e instanceof oidc.ResponseBodyError || e instanceof oidc.WWWAuthenticateChallengeError)
      throw new TokenFailure(fill(messages.integrations.tokenRefused, { status: seen.status }));
    throw new TokenFailure(fill(messages.integrations.tokenGarbage, { status: seen.status }));
  }
}

const cacheKey = (profileId: number) => `auth:${profileId}`;

/** The profile's token: the kept one while it is fresh, else one fetched now (once, whoever else asks meanwhile; token-cache.ts). */
export const profileToken = (outbound: OutboundConfig, row: AuthProfileRow, secret: string, options: { fresh?: boolean } = {}) =>
  cachedToken(outbound, cacheKey(row.auth_profile_id), row.updated_at, () => fetchToken(outbound, row, secret), options);

/** Forgets a profile's token (the profile changed or was disabled). */
export const forgetToken = (outbound: OutboundConfig, profileId: number) => forgetCachedToken(outbound, cacheKey(profileId));

/** The Authorization header a request through the profile carries. */
export async function authorizationOf(outbound: OutboundConfig, row: AuthProfileRow, secret: string): Promise<string> {
  if (row.auth_profile_type === 'Basic') {
    const password = unsealed(row.password, secret);
    if (!row.username || password === null) throw new TokenFailure(messages.integrations.basicIncomplete);
    return `Basic ${Buffer.from(`${row.username}:${password}`).toString('base64')}`;
  }
  const token = await profileToken(outbound, row, secret);
  return `${token.type.toLowerCase() === 'bearer' ? 'Bearer' : token.type} ${token.accessToken}`;
}

/** The Authorization of an enabled auth profile of the account, for a web-service step; an Error in words otherwise. */
export async function stepAuthorization(
  db: Db,
  acId: number,
  authProfileId: number,
  outbound: OutboundConfig,
  secret: string,
): Promise<string> {
  const row = await accountRows(db, acId)
    .selectFrom('auth_profiles')
    .selectAll()
    .where('auth_profile_id', '=', authProfileId)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!row) throw new Error(messages.integrations.authProfileMissing);
  try {
    return await authorizationOf(outbound, row, secret);
  } catch (e) {
    throw new Error(e instanceof TokenFailure ? e.message : 'The auth profile gave no credentials.');
  }
}

/**
 * An enabled auth profile of the provider itself (sp_id set, ac_id null: migration 096), the one a payment profile of
 * the provider may name; undefined for another provider's, an account's, a disabled or a missing one.
 */
export async function providerAuthProfile(db: Db, spId: number, authProfileId: number) {
  const row = await db
    .selectFrom('auth_profiles')
    .selectAll()
    .where('auth_profile_id', '=', authProfileId)
    .where('sp_id', '=', spId)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  return row && row.ac_id === null ? row : undefined;
}
