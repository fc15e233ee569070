import type { SubdomainProvider } from '@shared/api/sso';
import { api } from '@client/api/http';

/**
 * The provider whose sub-domain the studio is opened on (GET /subdomain/{host}): null on the studio's own host
 * ('not a subdomain'); an ApiError with 'invalid subdomain' on a sub-domain no provider has.
 */
export const subdomainProvider = (signal: AbortSignal) =>
  api<SubdomainProvider | null>(`/subdomain/${encodeURIComponent(window.location.host)}`, { unscoped: true, signal }).then(
    (answer) => answer ?? null,
  );

/** The page that starts a sign-in through an identity provider, carrying where to go afterwards. */
export const launchPath = (idpId: number, search: string) => {
  const redirect = new URLSearchParams(search).get('redirectUrl');
  return `/login/${idpId}/launch${redirect ? `?redirectUrl=${encodeURIComponent(redirect)}` : ''}`;
};
