import type { FastifyRequest } from 'fastify';
import { requireAccess } from '../../http/access';
import { requireScope } from '../../http/auth';
import { notFound } from '../../http/errors';
import { accountRows, tenantOf } from '../../http/tenant-repo';
import { serviceProviders } from './service-providers';

/**
 * Who may read or change a provider's profile, before the request names which: the system role through the
 * service providers screen; else the provider's own profile permission, held by a user mapped to the whole
 * provider. An account user's "All accounts" is never the provider, whatever its role says.
 */
export function providerProfileAccess(request: FastifyRequest, mode: 'read' | 'write'): void {
  if (requireScope(request).level === 'system') {
    serviceProviders.authorize(request, mode);
    return;
  }
  const scope = requireAccess(request, 'manage.sp-profile', mode);
  tenantOf('sp', scope, request.auth!.user, 'the provider profile');
}

/** The provider a request may change the profile of: the selected one, at provider scope (sp-profile is the provider's alone). */
export function ownProvider(request: FastifyRequest, spId: number, mode: 'read' | 'write'): number {
  const scope = requireAccess(request, 'manage.sp-profile', mode);
  tenantOf('sp', scope, request.auth!.user, 'the provider profile');
  if (scope.level !== 'sp' || scope.selection.spId !== spId) throw notFound();
  return spId;
}

/** Who may read or change an account's profile, before the request names which. */
export const accountProfileAccess = (request: FastifyRequest, mode: 'read' | 'write') => requireAccess(request, 'manage.ac-profile', mode);

/** The account a request may change the profile of: the selected one (ac scope) or one of the selected provider's (sp scope). */
export async function ownAccount(request: FastifyRequest, acId: number, mode: 'read' | 'write'): Promise<number> {
  const scope = accountProfileAccess(request, mode);
  if (scope.level === 'system') throw notFound();
  const row = await accountRows(request.server.studio.db, acId).selectFrom('accounts').select(['ac_id', 'sp_id']).executeTakeFirst();
  if (!row || row.sp_id !== scope.selection.spId) throw notFound();
  if (scope.level === 'ac' && scope.selection.acId !== acId) throw notFound();
  // At provider scope the accounts the user sees: all of a provider user's, only its own for an account user in All accounts.
  if (scope.accountIds !== 'any' && !scope.accountIds.includes(acId)) throw notFound();
  return acId;
}
