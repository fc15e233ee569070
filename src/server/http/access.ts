import type { FastifyRequest } from 'fastify';
import { canAccess, type AccessMode } from '@shared/access';
import { forbidden } from './errors';
import { requireScope } from './auth';
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
