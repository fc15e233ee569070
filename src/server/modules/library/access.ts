import type { FastifyRequest } from 'fastify';
import { mayManageTemplate, templateOwnerFor, type TemplateOwner } from '@shared/access/library';
import type { TemplateLevel } from '@shared/api/library';
import { fill, messages } from '@shared/messages';
import type { ResolvedScope } from '../../http/context';
import { forbidden } from '../../http/errors';
import { requireAnyAccess } from '../../http/access';

export type { TemplateOwner };

/** The task library is read with build.tasks (the library sub-view of /build/tasks) or discover.task-library (Discover). */
export const libraryReadPermissions = ['build.tasks', 'discover.task-library'] as const;

export const readLibrary = (request: FastifyRequest): ResolvedScope => requireAnyAccess(request, libraryReadPermissions, 'read');

/** The shared rule (src/shared/access/library.ts) on the request's resolved scope. */
export const mayManage = (scope: ResolvedScope, owner: TemplateOwner): boolean =>
  mayManageTemplate({ ...scope.access, selection: scope.selection }, owner);

/** The owner a new template of this level gets from the selection (an id in a body never widens it). */
export const ownerFor = (scope: ResolvedScope, level: TemplateLevel): TemplateOwner => templateOwnerFor(scope, level);

export function requireManage(scope: ResolvedScope, owner: TemplateOwner): void {
  const incomplete = (owner.level === 'sp' && owner.sp_id === null) || (owner.level === 'ac' && owner.ac_id === null);
  if (incomplete || !mayManage(scope, owner)) throw forbidden(fill(messages.library.notAllowedLevel, { level: owner.level }));
}
