import type { FastifyRequest } from 'fastify';
import { messages } from '@shared/messages';
import { requireAnyAccess } from '../../http/access';
import { requireScope } from '../../http/auth';
import { notFound, unprocessable } from '../../http/errors';
import { providerProfileAccess } from '../tenancy/profile-access';
import { accountRows } from '../../http/tenant-repo';

/** A domain a request reads the platform's lists of, and the provider whose platform answers them. */
export interface DomainTarget {
  spId: number;
  domainId: string;
  acIds: number[];
}

/** Who may read a domain's platform lists: an account's builders and profile readers; a provider's admin. */
export function platformReadAccess(request: FastifyRequest): void {
  const scope = requireScope(request);
  if (scope.level === 'ac') requireAnyAccess(request, ['build.tasks', 'manage.ac-profile'], 'read');
  else providerProfileAccess(request, 'read');
}

/**
 * The domain's accounts the request reaches and their provider: at account scope the selected account (its domain
 * must be the one named), at provider scope the provider's accounts, for the system role any. A domain the request
 * does not reach answers 404, as an unknown one does.
 */
export async function domainTarget(request: FastifyRequest, domainId: string): Promise<DomainTarget> {
  platformReadAccess(request);
  const scope = requireScope(request);
  let q = request.server.studio.db
    .selectFrom('ac_domain_map')
    .innerJoin('accounts', 'accounts.ac_id', 'ac_domain_map.ac_id')
    .select(['accounts.ac_id', 'accounts.sp_id'])
    .where('ac_domain_map.domain_id', '=', domainId)
    .where('accounts.is_enabled', '=', 1);
  if (scope.level !== 'system') q = q.where('accounts.sp_id', '=', Number(scope.selection.spId));
  if (scope.level === 'ac') q = q.where('accounts.ac_id', '=', Number(scope.selection.acId));
  const rows = await q.orderBy('accounts.ac_id').execute();
  if (!rows.length) throw notFound(messages.profiles.domainUnknown);
  return { spId: rows[0].sp_id, domainId, acIds: rows.filter((r) => r.sp_id === rows[0].sp_id).map((r) => r.ac_id) };
}

/** The selected account's domain (the knowledge distiller's lists have no domain in their path). */
export async function accountDomain(request: FastifyRequest): Promise<DomainTarget> {
  platformReadAccess(request);
  const scope = requireScope(request);
  if (scope.level !== 'ac' || typeof scope.selection.acId !== 'number') throw unprocessable(messages.platform.noDomain);
  const account = await accountRows(request.server.studio.db, scope.selection.acId)
    .selectFrom('accounts')
    .select(['ac_id', 'sp_id', 'domain_id'])
    .executeTakeFirst();
  if (!account) throw notFound();
  if (!account.domain_id) throw unprocessable(messages.platform.noDomain);
  return { spId: account.sp_id, domainId: account.domain_id, acIds: [account.ac_id] };
}
