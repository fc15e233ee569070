import type { FastifyRequest } from 'fastify';
import { effectiveRole, isSystemRole } from '@shared/access/engine';
import { mayGrantLevel, permissionsNotHeld } from '@shared/access/grants';
import type { ScopeLevel } from '@shared/access/scope';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import type { Tenant } from '../../http/tenant-repo';

/** A role a user is to be given: its level decides the user's type. */
export interface GrantedRole {
  id: number;
  name: string;
  scope: ScopeLevel;
}

/** The actor of an administrative write: a system user reaches every level and holds every permission. */
export function actorOf(request: FastifyRequest) {
  const user = request.auth!.user;
  const isSystem = isSystemRole(effectiveRole(user, { spId: 'all', acId: 'all' }));
  return { isSystem, level: (isSystem ? 'system' : 'sp') as ScopeLevel, permissions: user.permissions };
}

/**
 * The roles to give (spec 3 §6): each must exist and be enabled, be of a level no higher than the
 * actor's, and carry no permission the actor lacks. Refusals name what is wrong; nothing is written.
 */
export async function checkRoles(db: Db, request: FastifyRequest, roleIds: readonly number[]): Promise<GrantedRole[]> {
  const actor = actorOf(request);
  const rows = await db
    .selectFrom('roles')
    .select(['id', 'name', 'scope'])
    .where('id', 'in', [...roleIds])
    .where('is_enabled', '=', 1)
    .execute();
  const roles: GrantedRole[] = [];
  for (const id of roleIds) {
    const role = rows.find((r) => r.id === id);
    if (!role) throw unprocessable(fill(messages.users.roleNotFound, { id }), [`roles: ${fill(messages.users.roleNotFound, { id })}`]);
    if (!mayGrantLevel(actor.level, role.scope as ScopeLevel)) throw forbidden(messages.users.roleAboveYou);
    roles.push({ id: role.id, name: role.name, scope: role.scope as ScopeLevel });
  }
  const permissions = await db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.name')
    .where('role_permissions.role_id', 'in', [...roleIds])
    .execute();
  const missing = permissionsNotHeld(
    actor,
    permissions.map((p) => p.name),
  );
  if (missing.length) throw forbidden(fill(messages.access.permissionNotHeld, { permissions: missing.sort().join(', ') }));
  return roles;
}

/** The provider a user is written in: the selected one, or (system scope) the one the body names. */
export async function providerOf(db: Db, tenant: Tenant, named: number | undefined): Promise<number> {
  if (tenant.level === 'sp' && tenant.spIds !== 'any' && tenant.spIds.length === 1) return tenant.spIds[0];
  if (named === undefined) throw unprocessable(messages.users.providerRequired, [`sp_id: ${messages.users.providerRequired}`]);
  const sp = await db
    .selectFrom('service_providers')
    .select('sp_id')
    .where('sp_id', '=', named)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!sp) throw notFound(messages.entities.providerNotFound);
  return sp.sp_id;
}

/** Every mapped account must be an enabled account of the provider. */
export async function checkAccounts(db: Db, spId: number, acIds: readonly number[]): Promise<void> {
  if (acIds.length === 0) return;
  const found = await db
    .selectFrom('accounts')
    .select('ac_id')
    .where('ac_id', 'in', [...acIds])
    .where('sp_id', '=', spId)
    .where('is_enabled', '=', 1)
    .execute();
  const known = new Set(found.map((a) => a.ac_id));
  const outside = acIds.find((id) => !known.has(id));
  if (outside !== undefined)
    throw unprocessable(fill(messages.users.accountOutOfReach, { id: outside }), [
      `account_mappings: ${fill(messages.users.accountOutOfReach, { id: outside })}`,
    ]);
}
