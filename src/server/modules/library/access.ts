import type { FastifyRequest } from 'fastify';
import { canAccess, effectiveRole, isSystemRole } from '@shared/access';
import type { TemplateLevel } from '@shared/api/library';
import { fill, messages } from '@shared/messages';
import type { ResolvedScope } from '../../http/context';
import { forbidden } from '../../http/errors';
import { requireAnyAccess } from '../../http/resource';

/** The task library is read with build.tasks (the library sub-view of /build/tasks) or discover.task-library (Discover). */
export const libraryReadPermissions = ['build.tasks', 'discover.task-library'] as const;

export const readLibrary = (request: FastifyRequest): ResolvedScope => requireAnyAccess(request, libraryReadPermissions, 'read');

/** Who owns a template: the level and its owner column (system: none). */
export interface TemplateOwner {
  level: TemplateLevel;
  sp_id: number | null;
  ac_id: number | null;
}

/**
 * May the request's user publish, change or delete templates of this owner: system templates need the system
 * role; a provider's need its admin (a provider role of that provider, that provider selected); an account's
 * need build.tasks write with that account selected.
 */
export function mayManage(scope: ResolvedScope, owner: TemplateOwner): boolean {
  const role = effectiveRole(scope.access.user, scope.selection);
  if (isSystemRole(role)) return true;
  if (owner.level === 'system') return false;
  if (owner.level === 'sp') return !!role && role.scope === 'sp' && role.sp_id === owner.sp_id && scope.selection.spId === owner.sp_id;
  return scope.selection.acId === owner.ac_id && canAccess(scope.access, 'build.tasks', 'write').allowed;
}

/** The owner a new template of this level gets from the selection (an id in a body never widens it). */
export function ownerFor(scope: ResolvedScope, level: TemplateLevel): TemplateOwner {
  const { spId, acId } = scope.selection;
  if (level === 'system') return { level, sp_id: null, ac_id: null };
  if (level === 'sp') return { level, sp_id: spId === 'all' ? null : spId, ac_id: null };
  return { level, sp_id: null, ac_id: acId === 'all' ? null : acId };
}

export function requireManage(scope: ResolvedScope, owner: TemplateOwner): void {
  const incomplete = (owner.level === 'sp' && owner.sp_id === null) || (owner.level === 'ac' && owner.ac_id === null);
  if (incomplete || !mayManage(scope, owner)) throw forbidden(fill(messages.library.notAllowedLevel, { level: owner.level }));
}
