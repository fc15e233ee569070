import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import { effectiveRole, isSystemRole } from '@shared/access';
import type { Db } from '../../db/index';
import { requireAccess } from '../../http/access';
import { requireScope } from '../../http/auth';
import type { Row } from '../../http/entity-resource';
import { requireFlag } from '../feature-flags/gate';
import { accountRows } from '../../http/tenant-repo';

/**
 * What the form content types share beyond the content resource: system-level actions (spec 2 §6),
 * system rows every account sees, the linked-domain rule of open form engines, and feature flags
 * checked on the server as well as in the client.
 */

/** The request's user acts with a system role (in any selected scope). */
export function isSystemUser(request: FastifyRequest): boolean {
  const { access } = requireScope(request);
  return isSystemRole(effectiveRole(access.user, access.selection));
}

/** System-level actions (publishing as system, changing a system form): refused for others in the access engine's words. */
export function requireSystemRole(request: FastifyRequest): void {
  requireAccess(request, 'system.content-forms', 'write');
}

/** A system row may be changed by system users only; refused with the access engine's message. */
export function assertSystemRowWritable(request: FastifyRequest, row: Row | null): void {
  if (row?.is_system === 1) requireSystemRole(request);
}

/** The account has a linked domain (a row in ac_domain_map). */
export async function hasLinkedDomain(db: Db, acId: number): Promise<boolean> {
  return !!(await accountRows(db, acId).selectFrom('ac_domain_map').select('id').limit(1).executeTakeFirst());
}

/**
 * Refuses every route of the plugin (with 403 and `message`) when the feature flag is off for the
 * request's user, provider, account and the account's domain. A failed check counts as off (spec 2 §6).
 */
export function gateByFeatureFlag(app: FastifyInstance, feature: string, message: string): void {
  app.addHook('onRequest', async (request) => {
    if (!request.scope || !request.auth) return;
    await requireFlag(request, feature, message);
  });
}

type AnyQuery = SelectQueryBuilder<any, any, {}>;

/**
 * A content list that also shows the enabled, unarchived system rows of other accounts (in Main only).
 * The resource's own conditions are rebuilt here from the list parameters: account, is_enabled,
 * folder_id (-1: Archived), is_archived (0 by default, 1 or all) and the equality filters named.
 */
export function withSystemRows(qb: AnyQuery, params: Row, acId: number, filters: readonly string[] = []): AnyQuery {
  const archivedFolder = params.folder_id === -1;
  const archived = archivedFolder ? '1' : ((params.is_archived as string | undefined) ?? '0');
  const inMain = params.folder_id === undefined || params.folder_id === 0;
  const filtered = filters.reduce(
    (q, column) => (params[column] === undefined ? q : q.where(column, '=', params[column])),
    qb.clearWhere(),
  );
  return filtered.where((eb) => {
    const own = [eb('ac_id', '=', acId), eb('is_enabled', '=', 1)];
    if (params.folder_id !== undefined && !archivedFolder) own.push(eb('folder_id', '=', params.folder_id));
    if (archived !== 'all') own.push(eb('is_archived', '=', Number(archived)));
    if (!inMain || archived === '1') return eb.and(own);
    const system = eb.and([eb('ac_id', '<>', acId), eb('is_system', '=', 1), eb('is_enabled', '=', 1), eb('is_archived', '=', 0)]);
    return eb.or([eb.and(own), system]);
  });
}
