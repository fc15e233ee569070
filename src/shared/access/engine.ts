import type { RoleWithScope, UserType } from '../api/auth';
import { shellMessages as messages } from '../messages-core';
import { hasFeature, hasModePermission, hasPermission, type AccessMode } from './permissions';
import { scopeLevel, type ScopeLevel, type Selection } from './scope';

/** Everything the access rules look at. The client builds it from the session; the server from the request. */
export interface AccessSubject {
  user_type: UserType;
  roles_with_scope: readonly RoleWithScope[];
  permissions: readonly string[];
}

export interface AccessContext {
  user: AccessSubject;
  selection: Selection;
  /** Enabled features of the selected account (account scope) or provider (provider scope). */
  enabledFeatures: readonly string[];
}

/** Routes and server endpoints declare what they need in the same shape. */
export interface AccessRule {
  path: string;
  /** Which selection levels see it: 'sp' (provider selected, account all) and/or 'ac' (an account selected). */
  scopes?: readonly ('sp' | 'ac')[];
  /** Role names allowed (case-insensitive). Absent: any role. */
  roles?: readonly string[];
  /** Permissions; the first one is the one checked against features and grants. */
  permissions?: readonly string[];
}

export type AccessDecision =
  | { allowed: true; hidden: false }
  | { allowed: false; hidden: true; reason: string }
  | { allowed: false; hidden: false; reason: string };

/** A role of system scope is used everywhere; otherwise the role for the selected provider; none for all providers. */
export function effectiveRole(user: AccessSubject, selection: Selection): RoleWithScope | null {
  const system = user.roles_with_scope.find((r) => r.scope === 'system');
  if (system) return system;
  if (selection.spId === 'all') return null;
  const forSp = user.roles_with_scope.filter((r) => r.sp_id === selection.spId);
  if (forSp.length === 0) return null;
  if (selection.acId !== 'all') {
    const forAccount = forSp.find((r) => r.ac_id === selection.acId);
    if (forAccount) return forAccount;
  }
  return forSp.find((r) => r.ac_id === null) ?? forSp[0];
}

/** Users with a role containing 'system' (case-insensitive substring) receive all routes. */
export function isSystemRole(role: RoleWithScope | null): boolean {
  return !!role && role.name.toLowerCase().includes('system');
}

const hidden = (reason: string): AccessDecision => ({ allowed: false, hidden: true, reason });
const disabled = (reason: string): AccessDecision => ({ allowed: false, hidden: false, reason });
const allowed: AccessDecision = { allowed: true, hidden: false };

const sectionOf = (path: string) => path.replace(/^\/+/, '').split(/[/.]/)[0] ?? '';

/** Sections that a provider-scope user sees only when the matching feature is enabled. */
const featureGatedSections = ['manage', 'discover', 'analyse'];

/** Paths under manage, discover or analyse are blocked for a provider-scope user unless the feature is enabled. */
function sectionBlocked(pathOrPermission: string, ctx: AccessContext): boolean {
  const section = sectionOf(pathOrPermission.toLowerCase());
  return scopeLevel(ctx.selection) === 'sp' && featureGatedSections.includes(section) && !hasFeature(ctx.enabledFeatures, section);
}

/** The route rules of spec 1 §6, in order. */
export function routeAccess(rule: AccessRule, ctx: AccessContext): AccessDecision {
  const role = effectiveRole(ctx.user, ctx.selection);
  if (isSystemRole(role)) return allowed;

  const path = rule.path.toLowerCase();
  if (path.includes('system')) return hidden(messages.noManagePermission);

  const level: ScopeLevel = scopeLevel(ctx.selection);
  if (level === 'system') return hidden(messages.noManagePermission);

  if (sectionBlocked(path, ctx)) return hidden(messages.notProvisioned);
  if (rule.scopes && !rule.scopes.includes(level)) return hidden(messages.noManagePermission);
  // A screen of the provider alone is never an account user's, whatever its accounts' 'All accounts' shows.
  if (rule.scopes && !rule.scopes.includes('ac') && isAccountUser(ctx, role)) return hidden(messages.noManagePermission);
  if (rule.roles && !(role && rule.roles.some((r) => r.toLowerCase() === role.name.toLowerCase()))) {
    return hidden(messages.noManagePermission);
  }

  const first = rule.permissions?.[0];
  if (!first) return allowed;
  if (level === 'ac' && !hasFeature(ctx.enabledFeatures, first)) return disabled(messages.notProvisioned);
  return permissionDecision(ctx, role, first);
}

/** A user whose role is an account role: neither a system-type role nor a provider user. */
function isAccountUser(ctx: AccessContext, role: RoleWithScope | null): boolean {
  return !(role?.scope === 'system' || ctx.user.user_type === 'system' || ctx.user.user_type === 'sp');
}

/**
 * For a system-type role or a provider user the permission is checked with the 'manage' message.
 * An account user's 'All accounts' widens its reads across its own accounts, and no further: the
 * permission is still checked (no plan feature, which is per account), and nothing is written there.
 */
function permissionDecision(ctx: AccessContext, role: RoleWithScope | null, permission: string, mode?: AccessMode): AccessDecision {
  const granted = ctx.user.permissions;
  const ok = mode ? hasModePermission(granted, permission, mode) : hasPermission(granted, permission);
  if (!isAccountUser(ctx, role)) return ok ? allowed : disabled(messages.noManagePermission);
  if (!ok) return disabled(messages.notProvisionedOrNoPermission);
  if (ctx.selection.acId === 'all' && mode && mode !== 'read') return disabled(messages.noManagePermission);
  return allowed;
}

/**
 * The read/write check used by screens and by the server: the permission (see pathPermission) plus
 * '.read', '.write' or '.lock'. Applies the same path rules as routeAccess: system needs the system role,
 * manage/discover/analyse at provider scope need the section feature.
 */
export function canAccess(ctx: AccessContext, permission: string, mode: AccessMode): AccessDecision {
  const role = effectiveRole(ctx.user, ctx.selection);
  if (isSystemRole(role)) return allowed;
  if (permission.toLowerCase().includes('system')) return hidden(messages.noManagePermission);
  const level = scopeLevel(ctx.selection);
  if (level === 'system') return hidden(messages.noManagePermission);
  if (sectionBlocked(permission, ctx)) return hidden(messages.notProvisioned);
  if (level === 'ac' && !hasFeature(ctx.enabledFeatures, permission)) {
    return disabled(messages.notProvisioned);
  }
  return permissionDecision(ctx, role, permission, mode);
}
