import { keptPer } from '../../kept-per';
import * as oidc from 'openid-client';
import { fill, messages } from '@shared/messages';
import { OutboundRefused, OutboundTimeout, type OutboundConfig } from '../../http/outbound';
import { doorFetch } from '../profiles/auth-token';
import { hostOf, unsealed } from '../profiles/profile-values';

/** An identity provider row as the flow needs it (the secret sealed). */
export interface IdpRow {
  idp_id: number;
  sp_id: number;
  issuer: string;
  client_id: string;
  client_secret: string | null;
  updated_at: string;
}

/** A failure of the flow in words for the user (never a secret, a code or a token). */
export class SsoFailure extends Error {}

/** The outbound door for identity providers: the engine's rules, plus the private addresses allowed to issuers only. */
export const ssoDoor = (config: OutboundConfig & { ssoAllowedAddresses?: string[] }): OutboundConfig => ({
  ...config,
  engineAllowedAddresses: [...(config.engineAllowedAddresses ?? []), ...(config.ssoAllowedAddresses ?? [])],
});

/** How long the identity provider may take to answer one request. */
const timeoutSeconds = 10;
/** The issuer's discovered metadata is kept this long (per process), then read again. */
const keptMs = 5 * 60_000;

const configurationsOf = keptPer<
  OutboundConfig,
  Map<number, { version: string; until: number; configuration: Promise<oidc.Configuration> }>
>(() => new Map());

/**
 * The openid-client configuration of an identity provider: its discovery document read through the outbound door
 * (as the auth profiles call their token endpoints), client secret basic authentication, and ID tokens checked
 * against the issuer's published keys (non-repudiation checks), not only trusted for coming over the back channel.
 */
export function configurationOf(
  outbound: OutboundConfig & { ssoAllowedAddresses?: string[] },
  row: IdpRow,
  secret: string,
): Promise<oidc.Configuration> {
  const configurations = configurationsOf(outbound);
  const kept = configurations.get(row.idp_id);
  if (kept && kept.version === row.updated_at && Date.now() < kept.until) return kept.configuration;
  const configuration = discover(outbound, row, secret);
  configurations.set(row.idp_id, { version: row.updated_at, until: Date.now() + keptMs, configuration });
  configuration.catch(() => configurations.delete(row.idp_id));
  return configuration;
}

/** Forgets an identity provider's configuration (it changed or was removed). */
export const forgetConfiguration = (outbound: OutboundConfig, idpId: number) => configurationsOf(outbound).delete(idpId);

async function discover(
  outbound: OutboundConfig & { ssoAllowedAddresses?: string[] },
  row: IdpRow,
  secret: string,
): Promise<oidc.Configuration> {
  const clientSecret = unsealed(row.client_secret, secret);
  if (!clientSecret) throw new SsoFailure(messages.sso.incomplete);
  const issuer = new URL(row.issuer);
  const fetch = doorFetch(ssoDoor(outbound), timeoutSeconds * 1000, { status: null });
  try {
    const configuration = await oidc.discovery(issuer, row.client_id, clientSecret, oidc.ClientSecretBasic(clientSecret), {
      [oidc.customFetch]: fetch,
      timeout: timeoutSeconds + 1,
      execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
    });
    configuration[oidc.customFetch] = fetch;
    configuration.timeout = timeoutSeconds + 1;
    oidc.enableNonRepudiationChecks(configuration);
    return configuration;
  } catch (e) {
    throw failureOf(e, row.issuer);
  }
}

const causes = (e: unknown) =>
  [e, (e as { cause?: unknown })?.cause, ((e as { cause?: { cause?: unknown } })?.cause as { cause?: unknown })?.cause].filter(
    Boolean,
  ) as Array<Error & { code?: string; error?: string }>;

/** An error of openid-client (or of the door under it) in words for the user. */
export function failureOf(e: unknown, issuer: string): SsoFailure {
  if (e instanceof SsoFailure) return e;
  const host = hostOf(issuer);
  const chain = causes(e);
  const refused = chain.find((x) => x instanceof OutboundRefused);
  if (refused) return new SsoFailure(fill(messages.sso.issuerPrivate, { host }));
  if (chain.some((x) => x instanceof OutboundTimeout || x.name === 'TimeoutError' || x.name === 'AbortError'))
    return new SsoFailure(fill(messages.sso.issuerNoAnswer, { host, seconds: timeoutSeconds }));
  const network = chain.find((x) => typeof x.code === 'string' && /^E[A-Z_]+$/.test(x.code));
  if (network) return new SsoFailure(fill(messages.sso.issuerUnreachable, { host, reason: network.code! }));
  if (e instanceof oidc.AuthorizationResponseError) return new SsoFailure(fill(messages.sso.providerError, { reason: e.error }));
  if (e instanceof oidc.ResponseBodyError)
    return new SsoFailure(e.error === 'invalid_grant' ? messages.sso.codeRefused : fill(messages.sso.providerError, { reason: e.error }));
  const text = chain.map((x) => x.message ?? '').join(' ');
  const codes = chain.map((x) => x.code ?? '');
  if (/nonce/i.test(text)) return new SsoFailure(messages.sso.nonceMismatch);
  if (codes.includes('OAUTH_KEY_SELECTION_FAILED') || /signature verification failed/i.test(text))
    return new SsoFailure(messages.sso.signatureInvalid);
  if (
    codes.some(
      (c) =>
        c === 'OAUTH_RESPONSE_IS_NOT_JSON' ||
        c === 'OAUTH_RESPONSE_IS_NOT_CONFORM' ||
        c === 'OAUTH_INVALID_SERVER_METADATA' ||
        c === 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED',
    )
  ) {
    return new SsoFailure(fill(messages.sso.issuerInvalid, { host }));
  }
  // The library's own first line only (it names what was checked, never a value sent).
  return new SsoFailure(fill(messages.sso.tokenInvalid, { reason: (chain[0]?.message ?? 'unknown error').split('\n')[0].slice(0, 200) }));
}

/** A new sign-in's secrets: the state, the nonce and the PKCE verifier with its challenge. */
export async function newAttempt() {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier,
    codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
  };
}

/** The identity provider's authorization URL for a sign-in. */
export function authorizationUrl(
  configuration: oidc.Configuration,
  o: { redirectUri: string; state: string; nonce: string; codeChallenge: string },
): string {
  return oidc
    .buildAuthorizationUrl(configuration, {
      redirect_uri: o.redirectUri,
      scope: 'openid email profile',
      state: o.state,
      nonce: o.nonce,
      code_challenge: o.codeChallenge,
      code_challenge_method: 'S256',
    })
    .toString();
}

/** Exchanges the code (state, nonce and PKCE checked by openid-client) and answers the ID token's claims. */
export async function exchangeCode(
  configuration: oidc.Configuration,
  o: { callbackUrl: URL; state: string; nonce: string; codeVerifier: string; issuer: string; emailClaim: string },
) {
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, o.callbackUrl, {
      pkceCodeVerifier: o.codeVerifier,
      expectedState: o.state,
      expectedNonce: o.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new SsoFailure(fill(messages.sso.tokenInvalid, { reason: 'no ID token' }));
    if (claims[o.emailClaim] !== undefined) return claims as Record<string, unknown>;
    // Providers that keep the profile claims out of the ID token answer them at the userinfo endpoint (for the same subject).
    const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    return {
      ...info,
      ...claims,
      [o.emailClaim]: info[o.emailClaim],
      email_verified: info.email_verified ?? claims.email_verified,
    } as Record<string, unknown>;
  } catch (e) {
    throw failureOf(e, o.issuer);
  }
}
