import { routeAccess, type AccessContext, type AccessDecision } from '@shared/access/engine';
import { hasModePermission } from '@shared/access/permissions';
import { reachesTenant, tenantNeed } from '@shared/access/tenant-reach';
import { shellMessages as messages } from '@shared/messages-core';
import type { RouteDef } from '../routeDef';

const allowed: AccessDecision = { allowed: true, hidden: false };

/**
 * The access decision for a route: open routes need only a signed-in user; the rest ask the engine, and an
 * entity screen also needs the selection to reach its rows, or to be one of both Manage scopes that says which
 * selection does (tenant-reach.ts), else it is hidden.
 */
export function decide(route: RouteDef, ctx: AccessContext): AccessDecision {
  if (route.open) return allowed;
  if (reachesTenant(route.tenant, ctx)) return routeAccess(route, ctx);
  // The screen says which selection reaches its rows: listed for a user whose roles hold its permission (the
  // features that count are those of the selection it asks for).
  const permission = route.permissions?.[0];
  if (tenantNeed(route.tenant, route.scopes, ctx) && (!permission || hasModePermission(ctx.user.permissions, permission, 'read')))
    return allowed;
  return { allowed: false, hidden: true, reason: messages.noManagePermission };
}

/** A sidebar entry: one item, or a submenu of children with an optional add (+) create child. */
export type NavEntry =
  | { kind: 'item'; route: RouteDef; disabledReason: string | null }
  | {
      kind: 'submenu';
      route: RouteDef;
      children: { route: RouteDef; disabledReason: string | null }[];
      create: RouteDef | null;
    };

const listed = (route: RouteDef, ctx: AccessContext) => {
  const decision = decide(route, ctx);
  return !route.hidden && !decision.hidden && (!route.onlyWhenAllowed || decision.allowed);
};
const reasonOf = (d: AccessDecision) => (d.allowed ? null : d.reason);

/**
 * The sidebar of spec 1 §2: visible, non-hidden routes; a route with a single child shows as one item,
 * otherwise as a submenu; children the user lacks permission for stay, disabled with the reason.
 */
export function buildNav(routes: readonly RouteDef[], ctx: AccessContext): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const route of routes) {
    if (!listed(route, ctx)) continue;
    const kids = (route.children ?? []).filter((c) => !c.create && listed(c, ctx));
    if (!route.children?.length) {
      entries.push({ kind: 'item', route, disabledReason: reasonOf(decide(route, ctx)) });
      continue;
    }
    if (kids.length === 0) continue;
    if (kids.length === 1) {
      entries.push({ kind: 'item', route: kids[0], disabledReason: reasonOf(decide(kids[0], ctx)) });
      continue;
    }
    const createChild = route.children.find((c) => c.create && decide(c, ctx).allowed) ?? null;
    entries.push({
      kind: 'submenu',
      route,
      children: kids.map((c) => ({ route: c, disabledReason: reasonOf(decide(c, ctx)) })),
      create: createChild,
    });
  }
  return entries;
}

/** Every route of the tree with a screen, parents before children. */
export function flattenRoutes(routes: readonly RouteDef[]): RouteDef[] {
  return routes.flatMap((r) => [...(r.component ? [r] : []), ...flattenRoutes(r.children ?? [])]);
}

/** The routes the palette offers: listed in the sidebar and allowed now. */
export function navigableRoutes(routes: readonly RouteDef[], ctx: AccessContext): RouteDef[] {
  return flattenRoutes(routes).filter((r) => !r.hidden && !r.create && decide(r, ctx).allowed);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '/build/callflow/:task_id/:nav?' → a RegExp matching the path (numeric or any segment values). */
export function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      const m = /^:([A-Za-z_]\w*)(\?)?$/.exec(seg);
      if (!m) return '/' + escape(seg);
      return m[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return new RegExp(`^${body || '/'}/?$`, 'i');
}

/** The route of the tree whose pattern matches a path (query and hash ignored). */
export function findRoute(routes: readonly RouteDef[], path: string): RouteDef | null {
  const clean = path.split(/[?#]/)[0] || '/';
  return flattenRoutes(routes).find((r) => patternToRegExp(r.path).test(clean)) ?? null;
}
