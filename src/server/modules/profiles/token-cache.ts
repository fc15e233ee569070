import { keptPer } from '../../kept-per';
import type { OutboundConfig } from '../../http/outbound';

/** An access token as a profile keeps it. */
export interface KeptToken {
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

/** A token fetched now with the lifetime its endpoint stated (seconds), renewed a tenth of it (at most 30 s) before it ends. */
export function keptToken(accessToken: string, type: string, expiresIn: unknown, version: string): KeptToken {
  const lifetime = typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn * 1000 : null;
  const now = Date.now();
  const kept = lifetime ?? unstatedLifetimeMs;
  return {
    accessToken,
    type: !type || type.toLowerCase() === 'bearer' ? 'Bearer' : type,
    expiresAt: lifetime === null ? null : now + lifetime,
    version,
    renewAt: now + kept - Math.min(30_000, kept / 10),
  };
}

/**
 * Tokens by profile key (`auth:7`, `firebase:3`), per process: a cache (a restart or another process fetches its own),
 * so a profile's token is fetched once per lifetime and renewed shortly before it expires, never per request.
 * Concurrent requests for a token that is being fetched wait for that one fetch.
 */
const tokensOf = keptPer<OutboundConfig, { tokens: Map<string, KeptToken>; fetching: Map<string, Promise<KeptToken>> }>(() => ({
  tokens: new Map(),
  fetching: new Map(),
}));

/** The profile's token: the kept one while it is fresh and of this version, else one fetched now (once, whoever else asks meanwhile). */
export async function cachedToken(
  outbound: OutboundConfig,
  key: string,
  version: string,
  fetch: () => Promise<KeptToken>,
  options: { fresh?: boolean } = {},
): Promise<KeptToken & { cached: boolean }> {
  const { tokens, fetching } = tokensOf(outbound);
  const kept = tokens.get(key);
  if (!options.fresh && kept && kept.version === version && Date.now() < kept.renewAt) return { ...kept, cached: true };
  let pending = fetching.get(key);
  if (!pending) {
    pending = fetch().finally(() => fetching.delete(key));
    fetching.set(key, pending);
  }
  const token = await pending;
  tokens.set(key, token);
  return { ...token, cached: false };
}

/**
 * Forgets a profile's token (the profile changed or was disabled); with `refused`, only while that is still the token
 * kept (a token refused by one request is not allowed to throw away a newer one another request fetched since).
 */
export function forgetCachedToken(outbound: OutboundConfig, key: string, refused?: string): void {
  const { tokens } = tokensOf(outbound);
  if (refused === undefined || tokens.get(key)?.accessToken === refused) tokens.delete(key);
}
