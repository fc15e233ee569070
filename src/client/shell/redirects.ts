import type { Selection } from '@shared/access/scope';
import type { SwitcherOption } from '@shared/api/tenancy';
import { selectionForProvider } from '@shared/access/switcher';
import { safeRedirect } from '../features/auth/redirect';

export { safeRedirect };

/** An unauthenticated user on a non-public path goes to /login with a redirectUrl query (spec 1 §2). */
export function loginRedirect(pathWithQuery: string): string {
  const target = safeRedirect(pathWithQuery);
  if (!target || target === '/' || target.startsWith('/login')) return '/login';
  return `/login?redirectUrl=${encodeURIComponent(target)}`;
}

/** Where a signed-in user on /login, /verify/otp, a reset or a forgot path goes: redirectUrl, or /. */
export function guestRedirect(search: string): string {
  return safeRedirect(new URLSearchParams(search).get('redirectUrl')) ?? '/';
}

export type QuerySelection = { kind: 'none' } | { kind: 'select'; selection: Selection; rest: string } | { kind: 'unknown' };

const idOf = (v: string | null) => (v && /^\d{1,10}$/.test(v) ? Number(v) : v === 'all' ? 'all' : null);

/**
 * The router reads ac_id and sp_id to pick the account and provider (spec 1 §2).
 * An unknown provider (or account) id answers 'unknown' (→ /404). `rest` is the query without them.
 */
export function selectionFromQuery(search: string, options: readonly SwitcherOption[]): QuerySelection {
  const params = new URLSearchParams(search);
  const rawSp = params.get('sp_id');
  const rawAc = params.get('ac_id');
  if (rawSp === null && rawAc === null) return { kind: 'none' };
  params.delete('sp_id');
  params.delete('ac_id');
  const rest = params.toString();
  const spId = idOf(rawSp);
  const acId = idOf(rawAc);
  if ((rawSp !== null && spId === null) || (rawAc !== null && acId === null)) return { kind: 'unknown' };
  if (typeof acId === 'number') {
    const owner = options.find((o) => o.accounts.some((a) => a.ac_id === acId));
    if (!owner || (typeof spId === 'number' && owner.sp_id !== spId)) return { kind: 'unknown' };
    return { kind: 'select', selection: { spId: owner.sp_id, acId }, rest };
  }
  if (typeof spId === 'number') {
    const provider = options.find((o) => o.sp_id === spId);
    if (!provider) return { kind: 'unknown' };
    return { kind: 'select', selection: selectionForProvider(provider), rest };
  }
  return { kind: 'none' };
}

/** Screens that moved to the route the spec names: the old path (and its query) goes on to the new one. */
const movedScreens: Record<string, string> = {
  '/system/announcements': '/system/dashboard-contents',
};

/** Where an old screen path now lives, with its query; null when the path did not move. */
export function movedScreen(path: string, search: string): string | null {
  const to = movedScreens[path.replace(/\/+$/, '')];
  return to ? to + (search ? `?${search}` : '') : null;
}
