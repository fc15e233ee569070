import { fill, messages } from '@shared/messages';
import { OutboundRefused, OutboundTimeout, outboundRequest, type OutboundConfig } from '../../http/outbound';
import { hostOf } from '../profiles/profile-values';

/** A failure of a platform read in words (the platform's status, never the token), with the status it answered. */
export class PlatformFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** The platform's outbound door: the engine's rules, plus the private addresses allowed to the platform only. */
export const platformDoor = (config: OutboundConfig & { platformAllowedAddresses?: string[] }): OutboundConfig => ({
  ...config,
  engineAllowedAddresses: [...(config.engineAllowedAddresses ?? []), ...(config.platformAllowedAddresses ?? [])],
});

/** How long one page may take; how many pages a read may have; how large one page may be. */
export const pageTimeoutSeconds = 10;
export const maxPages = 1000;
const maxPageBytes = 8 * 1024 * 1024;

type Page = { items?: unknown; data?: unknown; next?: unknown; paging?: { next?: unknown }; links?: { next?: unknown } };

/** A page's items (in `items`, or `data`) and its next-page link (`next`, `paging.next` or `links.next`). */
function pageOf(body: unknown): { items: Record<string, unknown>[]; next: string | null } | null {
  if (Array.isArray(body)) return { items: body as Record<string, unknown>[], next: null };
  if (!body || typeof body !== 'object') return null;
  const page = body as Page;
  const items = Array.isArray(page.items) ? page.items : Array.isArray(page.data) ? page.data : null;
  if (!items) return null;
  const next = [page.next, page.paging?.next, page.links?.next].find((n) => typeof n === 'string' && n.length > 0) as string | undefined;
  return {
    items: items.filter((i): i is Record<string, unknown> => !!i && typeof i === 'object' && !Array.isArray(i)),
    next: next ?? null,
  };
}

/** One GET of the platform with its bearer token: the parsed JSON, or a failure naming the platform's answer. */
export async function platformGet(
  outbound: OutboundConfig,
  url: URL,
  token: string,
  page: number,
): Promise<{ status: number; body: unknown }> {
  const host = url.host;
  let res;
  try {
    res = await outboundRequest(outbound, url, {
      method: 'GET',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      timeoutMs: pageTimeoutSeconds * 1000,
    });
  } catch (e) {
    if (e instanceof OutboundRefused) throw new PlatformFailure(fill(messages.platform.privateAddress, { host }));
    if (e instanceof OutboundTimeout || (e as { name?: string }).name === 'TimeoutError')
      throw new PlatformFailure(fill(messages.platform.noAnswer, { host, seconds: pageTimeoutSeconds }));
    const code = (e as { code?: string }).code;
    throw new PlatformFailure(
      fill(messages.platform.unreachable, { host, reason: code && /^E[A-Z_]+$/.test(code) ? code : 'no connection' }),
    );
  }
  let text: string;
  try {
    text = await res.text(maxPageBytes);
  } catch (e) {
    if (e instanceof OutboundTimeout) throw new PlatformFailure(fill(messages.platform.noAnswer, { host, seconds: pageTimeoutSeconds }));
    throw new PlatformFailure(fill(messages.platform.unreachable, { host, reason: 'the answer broke off' }), res.status);
  }
  if (res.status === 401 || res.status === 403)
    throw new PlatformFailure(fill(messages.platform.refused, { host, status: res.status }), res.status);
  if (res.status < 200 || res.status >= 300)
    throw new PlatformFailure(fill(messages.platform.failed, { host, status: res.status }), res.status);
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    throw new PlatformFailure(fill(messages.platform.notJson, { host, page }), res.status);
  }
}

/**
 * Every page of a read: from the first address, following each page's next link until there is none. A next link
 * on another host is refused (the token goes only to the platform); one already followed, or more than maxPages
 * pages, stops the read: the caller keeps nothing of it.
 */
export async function readAllPages(
  outbound: OutboundConfig,
  baseUrl: string,
  path: string,
  token: string,
  limits = { maxPages },
): Promise<Record<string, unknown>[]> {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  let url = new URL(path.replace(/^\//, ''), base);
  const host = hostOf(base.href);
  const seen = new Set<string>();
  const items: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    if (page > limits.maxPages) throw new PlatformFailure(fill(messages.platform.tooManyPages, { host, max: limits.maxPages }));
    seen.add(url.href);
    const { status, body } = await platformGet(outbound, url, token, page);
    const parsed = pageOf(body);
    if (!parsed) throw new PlatformFailure(fill(messages.platform.notJson, { host, page }), status);
    items.push(...parsed.items);
    if (!parsed.next) return items;
    const next = new URL(parsed.next, url);
    if (next.origin !== base.origin) throw new PlatformFailure(fill(messages.platform.otherHost, { host }));
    if (seen.has(next.href)) throw new PlatformFailure(fill(messages.platform.loopingPages, { host, page: page + 1 }));
    url = next;
  }
}
