import type { FastifyRequest } from 'fastify';
import { requireAccess } from '../../http/access';
import { notFound } from '../../http/errors';

/** The provider a request may change the profile of: the selected one, at provider scope (spec 1: sp-profile, sp only). */
export function ownProvider(request: FastifyRequest, spId: number, mode: 'read' | 'write'): number {
  const scope = requireAccess(request, 'manage.sp-profile', mode);
  if (scope.level !== 'sp' || scope.selection.spId !== spId) throw notFound();
  return spId;
}

/** The account a request may change the profile of: the selected one (ac scope) or one of the selected provider's (sp scope). */
export async function ownAccount(request: FastifyRequest, acId: number, mode: 'read' | 'write'): Promise<number> {
  const scope = requireAccess(request, 'manage.ac-profile', mode);
  if (scope.level === 'system') throw notFound();
  const row = await request.server.studio.db.selectFrom('accounts').select(['ac_id', 'sp_id']).where('ac_id', '=', acId).executeTakeFirst();
  if (!row || row.sp_id !== scope.selection.spId) throw notFound();
  if (scope.level === 'ac' && scope.selection.acId !== acId) throw notFound();
  if (scope.accountIds !== 'any' && scope.level === 'ac' && !scope.accountIds.includes(acId)) throw notFound();
  return acId;
}

