import type { FastifyRequest } from 'fastify';
import { canAccess, effectiveRole, hasModePermission, isSystemRole, systemSelection, type AccessMode } from '@shared/access';
import { messages } from '@shared/messages';
import { forbidden } from './errors';
import { requireAuth, requireScope } from './auth';
import type { ResolvedScope } from './context';

/**
 * The server's permission check: the same engine the client uses (canAccess), on the request's
 * resolved scope. Refuses with the engine's message word for word.
 */
export function requireAccess(request: FastifyRequest, permission: string, mode: AccessMode): ResolvedScope {
  const scope = requireScope(request);
  const decision = canAccess(scope.access, permission, mode);
  if (!decision.allowed) throw forbidden(decision.reason);
  return scope;
}

/** The one account a request works in; account-scoped content needs a specific account selected. */
export function requireAccount(scope: ResolvedScope, message: string): number {
  if (scope.level !== 'ac' || scope.accountIds === 'any') throw forbidden(message);
  return scope.accountIds[0];
}

/** The access rule of routes any signed-in user may call for themself (their profile, notifications, the shell). */
export const signedIn = (request: FastifyRequest): void => {
  requireAuth(request);
};

/**
 * The access rule of routes that answer across the user's own tenants rather than one selection (where is
 * this task?): the user holds the permission in some role, or has the system role.
 */
export const holds = (permission: string, mode: AccessMode) => (request: FastifyRequest): void => {
  const { user } = requireAuth(request);
  if (isSystemRole(effectiveRole(user, systemSelection))) return;
  if (!hasModePermission(user.permissions, permission, mode)) throw forbidden(messages.notProvisionedOrNoPermission);
};
