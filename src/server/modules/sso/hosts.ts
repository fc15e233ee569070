import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index';

/** A host name without its port (IPv6 brackets kept out), lower case. */
const hostnameOf = (host: string) => {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d+$/, '');
};

/** The studio's own host name, from its public address. */
const baseHostOf = (publicUrl: string) => {
  try {
    return new URL(publicUrl).hostname.toLowerCase();
  } catch {
    return 'localhost';
  }
};

/**
 * The sub-domain a host is of the studio's own host (PUBLIC_URL): `acme.studio.example.com` → `acme`; null when the
 * host is the studio's own, another name or an address ('not a subdomain'). A label with dots is returned as it is
 * (no provider has one: 'invalid subdomain').
 */
export function subdomainOf(host: string, publicUrl: string): string | null {
  const hostname = hostnameOf(host);
  const base = baseHostOf(publicUrl);
  if (!hostname.endsWith(`.${base}`)) return null;
  const label = hostname.slice(0, -(base.length + 1));
  return label || null;
}

/** The enabled provider whose sub-domain the label is. */
export const providerOfSubdomain = (db: Db, label: string) =>
  db.selectFrom('service_providers').selectAll().where('sub_domain', '=', label).where('is_enabled', '=', 1).executeTakeFirst();

/** The host the browser asked for (behind a proxy, the forwarded one). */
export const requestHost = (request: FastifyRequest) =>
  String(request.headers['x-forwarded-host'] ?? request.headers.host ?? '')
    .split(',')[0]
    .trim();

/**
 * The provider a request's host binds a sign-in to: null on the studio's own host (any user may sign in there);
 * on a provider's sub-domain that provider's id; on an unknown sub-domain -1 (no provider: nobody signs in).
 */
export async function signInProvider(request: FastifyRequest): Promise<number | null> {
  const label = subdomainOf(requestHost(request), request.server.studio.config.publicUrl);
  if (label === null) return null;
  return (await providerOfSubdomain(request.server.studio.db, label))?.sp_id ?? -1;
}

/** Whether a user belongs to a provider: mapped to it or to one of its accounts, or holding one of its roles. */
export async function belongsTo(db: Db, userId: number, spId: number): Promise<boolean> {
  const mapped = await db
    .selectFrom('user_account_mappings')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('sp_id', '=', spId)
    .executeTakeFirst();
  if (mapped) return true;
  return !!(await db.selectFrom('user_roles').select('user_id').where('user_id', '=', userId).where('sp_id', '=', spId).executeTakeFirst());
}

/**
 * The address the identity provider sends the browser back to: on the host the sign-in started from when that is the
 * studio's own or one of its sub-domains (the scheme of the public address), else the public address.
 */
export function callbackUri(request: FastifyRequest, idpId: number): string {
  const { publicUrl } = request.server.studio.config;
  const base = new URL(publicUrl);
  const host = requestHost(request);
  const hostname = hostnameOf(host);
  const own = hostname === base.hostname.toLowerCase() || subdomainOf(host, publicUrl) !== null;
  const origin = own && /^[a-z0-9.-]+(:\d+)?$/i.test(host) ? `${base.protocol}//${host.toLowerCase()}` : base.origin;
  return `${origin}/login/${idpId}/callback`;
}
