import { keptPer } from '../../kept-per';
import * as oidc from 'openid-client';
import { fill, messages } from '@shared/messages';
import { OutboundRefused, OutboundTimeout, outboundRequest, type OutboundConfig } from '../../http/outbound';
import type { Db } from '../../db/index';
import { accountRows } from '../../http/tenant-repo';
import { hostOf, unsealed } from './profile-values';

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

interface Token {
  accessToken: string;
  type: string;
  /** When it expires (ms since the epoch); null when the endpoint gave no lifetime. */
  expiresAt: number | null;
  /** The profile's updated_at when fetched: an edited profile fetches afresh. */
  version: string;
  /** Renew from this instant on (before it expires). */
  renewAt: number;
}

/** A token without a stated lifetime is kept this long. */
const unstatedLifetimeMs = 5 * 60_000;
/** Bytes of a token endpoint's answer read at most. */
const maxAnswer = 100_000;

/**
 * Tokens by profile, per process: a cache (a restart or another process fetches its own), so an auth profile's
 * token is fetched once per lifetime and renewed shortly before it expires (a tenth of its lifetime, at most 30 s),
 * never per request. Concurrent requests for a token that is being fetched wait for that one fetch.
 */
const tokensOf = keptPer<OutboundConfig, { tokens: Map<number, Token>; fetching: Map<number, Promise<Token>> }>(() => ({
  tokens: new Map(),
  fetching: new Map(),
}));

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
async function fetchToken(outbound: OutboundConfig, row: AuthProfileRow, secret: string): Promise<Token> {
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
    const lifetime = typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in * 1000 : null;
    const now = Date.now();
    const kept = lifetime ?? unstatedLifetimeMs;
    return {
      accessToken: answer.access_token,
      type: !answer.token_type || answer.token_type.toLowerCase() === 'bearer' ? 'Bearer' : answer.token_type,
      expiresAt: lifetime === null ? null : now + lifetime,
      version: row.updated_at,
      renewAt: now + kept - Math.min(30_000, kept / 10),
    };
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

/** The profile's token: the kept one while it is fresh, else one fetched now (once, whoever else asks meanwhile). */
export async function profileToken(
  outbound: OutboundConfig,
  row: AuthProfileRow,
  secret: string,
  options: { fresh?: boolean } = {},
): Promise<Token & { cached: boolean }> {
  const { tokens, fetching } = tokensOf(outbound);
  const kept = tokens.get(row.auth_profile_id);
  if (!options.fresh && kept && kept.version === row.updated_at && Date.now() < kept.renewAt) return { ...kept, cached: true };
  let pending = fetching.get(row.auth_profile_id);
  if (!pending) {
    pending = fetchToken(outbound, row, secret).finally(() => fetching.delete(row.auth_profile_id));
    fetching.set(row.auth_profile_id, pending);
  }
  const token = await pending;
  tokens.set(row.auth_profile_id, token);
  return { ...token, cached: false };
}

/** Forgets a profile's token (the profile changed or was disabled). */
export const forgetToken = (outbound: OutboundConfig, profileId: number) => tokensOf(outbound).tokens.delete(profileId);

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
