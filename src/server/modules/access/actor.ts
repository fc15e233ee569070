import type { FastifyRequest } from 'fastify';
import { effectiveRole, isSystemRole, type ScopeLevel } from '@shared/access';
import { mayGrantLevel, permissionsNotHeld, withImpliedReads } from '@shared/access/grants';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { requireScope } from '../../http/auth';
import { HttpError, unprocessable } from '../../http/errors';

/** Who is giving something away: whether they hold the system role, what they hold, and their own level. */
export interface Actor {
  isSystem: boolean;
  permissions: readonly string[];
  level: ScopeLevel;
}

export function actorOf(request: FastifyRequest): Actor {
  const scope = requireScope(request);
  const user = request.auth!.user;
  const isSystem = isSystemRole(effectiveRole(user, scope.selection));
  return { isSystem, permissions: user.permissions, level: isSystem ? 'system' : user.user_type === 'sp' ? 'sp' : 'ac' };
}

const refuse = (reason: string) => new HttpError(403, messages.noManagePermission, [reason]);

/**
 * The one grant rule (grants.ts): every permission added or taken away must be one the actor holds. Answers
 * the set to store, with write implying read.
 */
export function grantable(actor: Actor, current: readonly string[], wanted: readonly string[]): string[] {
  const next = withImpliedReads(wanted);
  const now = new Set(current);
  const changed = [...next.filter((p) => !now.has(p)), ...current.filter((p) => !next.includes(p))];
  const missing = permissionsNotHeld(actor, changed);
  if (missing.length) throw refuse(fill(messages.access.permissionNotHeld, { permissions: missing.join(', ') }));
  return next;
}

export function assertLevel(actor: Actor, level: ScopeLevel): void {
  if (!mayGrantLevel(actor.level, level)) throw refuse(fill(messages.access.levelAboveOwn, { level: actor.level }));
}

/** Permission names → ids of enabled catalogue entries; an unknown or disabled name refuses the write (422). */
export async function permissionIds(db: Db, names: readonly string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('permissions')
    .select(['id', 'name'])
    .where('name', 'in', [...names])
    .where('is_enabled', '=', 1)
    .execute();
  const unknown = names.filter((n) => !rows.some((r) => r.name === n));
  if (unknown.length) throw unprocessable(fill(messages.access.unknownPermission, { permissions: unknown.join(', ') }));
  return rows.map((r) => r.id);
}

/** The permission names of a role, sorted. */
export async function rolePermissionNames(db: Db, roleIds: readonly number[]): Promise<Map<number, string[]>> {
  const byRole = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select(['role_permissions.role_id', 'permissions.name'])
    .where('role_permissions.role_id', 'in', [...roleIds])
    .where('permissions.is_enabled', '=', 1)
    .orderBy('permissions.name')
    .execute();
  for (const r of rows) byRole.get(r.role_id)?.push(r.name);
  return byRole;
}
