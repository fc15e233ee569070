import type { FastifyRequest } from 'fastify';
import { canAccess, effectiveRole, hasModePermission, isSystemRole, systemSelection, type AccessMode } from '@shared/access';
import { fill, messages } from '@shared/messages';
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
export const holds =
  (permission: string, mode: AccessMode) =>
  (request: FastifyRequest): void => {
    const { user } = requireAuth(request);
    if (isSystemRole(effectiveRole(user, systemSelection))) return;
    if (!hasModePermission(user.permissions, permission, mode)) throw forbidden(messages.notProvisionedOrNoPermission);
  };

/** Any one of the permissions suffices; otherwise the first one's refusal, in the access engine's words. */
export function requireAnyAccess(request: FastifyRequest, permissions: string | readonly string[], mode: 'read' | 'write'): ResolvedScope {
  const list = typeof permissions === 'string' ? [permissions] : permissions;
  const granted = list.find((permission) => canAccess(requireScope(request).access, permission, mode).allowed);
  return requireAccess(request, granted ?? list[0], mode);
}

/** Access to account-scoped content: the permission, then a specific account ('To view …, select an individual account.'). */
export function requireContentAccount(
  request: FastifyRequest,
  permissions: string | readonly string[],
  mode: 'read' | 'write',
  resource: string,
): number {
  // Content lives in one account: without one selected the answer is where to go, whoever asks.
  const acId = requireAccount(requireScope(request), fill(messages.selectIndividualToView, { resource, scope: 'account' }));
  requireAnyAccess(request, permissions, mode);
  return acId;
}
