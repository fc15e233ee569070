import { startIdentityProvider } from '../../../scripts/identity-provider.mjs';
import type { TestStudio } from './studio';

export type IdentityProviderServer = Awaited<ReturnType<typeof startIdentityProvider>>;
export { startIdentityProvider };

/** The studio's public address in the SSO tests, and the hosts a browser would ask for. */
export const publicUrl = 'http://studio.test';
export const ownHost = 'studio.test';
export const hostOf = (subDomain: string) => `${subDomain}.${ownHost}`;
/** The callback addresses the test identity provider accepts (idp ids 1 to 6, on the own host and two sub-domains). */
export const redirectUris = ['', 'northwind.', 'bluebird.'].flatMap((sub) =>
  [1, 2, 3, 4, 5, 6].map((id) => `http://${sub}${ownHost}/login/${id}/callback`),
);

/**
 * Follows the identity provider's redirects as a browser would (cookies kept), from the authorization URL until it
 * sends the browser back to the studio's callback; answers the query it came back with.
 */
export async function followToCallback(authorizationUrl: string): Promise<Record<string, string>> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.includes('/login/') && url.includes('/callback')) return Object.fromEntries(new URL(url).searchParams);
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair.split('=');
      cookies.set(k.trim(), v ?? '');
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the identity provider stopped at ${url}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
}

/** Stores an identity provider for the provider admin's provider (slot 1 unless given). */
export async function putIdp(s: TestStudio, token: string, spId: number, body: Record<string, unknown>, slot = 1) {
  return s.call('PUT', `/portal/identity-providers/${slot}`, { token, selection: { spId, acId: 'all' }, body });
}

/** Starts a sign-in on a host and follows it to the callback as the given user. */
export async function signInThrough(s: TestStudio, idp: IdentityProviderServer, idpId: number, email: string, host = ownHost) {
  const start = await s.call('POST', `/auth/authorize/${idpId}`, { body: { redirect_url: '/build/tasks' }, headers: { host } });
  if (start.statusCode !== 200) throw new Error(`authorize: ${start.statusCode} ${start.body}`);
  idp.signInNext(email);
  const query = await followToCallback(start.json().data.authorization_url);
  return { query, callback: () => s.call('POST', `/auth/callback/${idpId}`, { body: query, headers: { host } }) };
}
