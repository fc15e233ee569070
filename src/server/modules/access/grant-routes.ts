import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hasFeature } from '@shared/access';
import { permissionSet, rolePermissions, userPermissions } from '@shared/api/access-admin';
import { envelope } from '@shared/api/common';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { requireAccess } from '../../http/access';
import { recordActivity } from '../../http/activity';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { accessChanged } from './access-changed';
import { actorOf, grantable, permissionIds, rolePermissionNames } from './actor';
import { roles } from './roles';

const byRole = z.object({ role_id: z.coerce.number().int().positive() });
const byUser = z.object({ user_id: z.coerce.number().int().positive() });
const tags = ['Permission'];

/** The user a request may administer: at system scope any; at provider scope one mapped to the provider and not a system user. */
async function reachableUser(request: FastifyRequest, mode: 'read' | 'write', userId: number) {
  const scope = requireAccess(request, 'manage.users', mode);
  if (scope.level === 'ac') throw forbidden(fill(messages.selectAllToView, { resource: 'users', scope: 'accounts' }));
  const db = request.server.studio.db;
  const user = await db
    .selectFrom('users')
    .select(['user_id', 'user_type'])
    .where('user_id', '=', userId)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!user) throw notFound();
  if (scope.level === 'sp') {
    const mapped = await db
      .selectFrom('user_account_mappings')
      .select('id')
      .where('user_id', '=', userId)
      .where('sp_id', 'in', scope.spIds as number[])
      .executeTakeFirst();
    if (!mapped) throw notFound();
    const system = await db
      .selectFrom('user_roles')
      .select('id')
      .where('user_id', '=', userId)
      .where('scope', '=', 'system')
      .executeTakeFirst();
    if (user.user_type === 'system' || system) throw new HttpError(403, messages.noManagePermission, [messages.access.userOutOfReach]);
  }
  return user;
}

async function directPermissions(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_permissions')
    .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
    .select('permissions.name')
    .where('user_permissions.user_id', '=', userId)
    .where('permissions.is_enabled', '=', 1)
    .orderBy('permissions.name')
    .execute();
  return rows.map((r) => r.name);
}

async function userPermissionAnswer(db: Db, userId: number, overlapFrom: number | null) {
  const roleIds = (
    await db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select('roles.id')
      .where('user_roles.user_id', '=', userId)
      .where('roles.is_enabled', '=', 1)
      .execute()
  ).map((r) => r.id);
  const names = await rolePermissionNames(db, [...new Set([...roleIds, ...(overlapFrom ? [overlapFrom] : [])])]);
  const fromRoles = [...new Set(roleIds.flatMap((id) => names.get(id) ?? []))].sort();
  const against = new Set(overlapFrom ? (names.get(overlapFrom) ?? []) : fromRoles);
  const direct = await directPermissions(db, userId);
  return { user_id: userId, direct, from_roles: fromRoles, overlap: direct.filter((p) => against.has(p)), overlap_from: overlapFrom };
}

/**
 * Permissions per role, per user (with overlap_from) and per scope (spec 3 §6, §7). Writes replace the whole
 * set; write implies read; only permissions the actor holds may be added or taken away. A change applies
 * to the affected users' next request (the session-user cache is dropped).
 */
export async function grantRoutes(app: FastifyInstance) {
  app.get(
    '/auth/role-permissions/:role_id',
    {
      config: { access: (request) => roles.authorize(request, 'read') },
      schema: { tags, params: byRole, response: { 200: envelope(rolePermissions) } },
    },
    async (request) => {
      const tenant = roles.authorize(request, 'read');
      const { role_id } = request.params as z.infer<typeof byRole>;
      await roles.find(app.studio.db, tenant, role_id, true);
      return { data: { role_id, permissions: (await rolePermissionNames(app.studio.db, [role_id])).get(role_id) ?? [] } };
    },
  );

  app.put(
    '/auth/role-permissions/:role_id',
    {
      config: { access: (request) => roles.authorize(request, 'write') },
      schema: { tags, params: byRole, body: permissionSet, response: { 200: envelope(rolePermissions) } },
    },
    async (request) => {
      const tenant = roles.authorize(request, 'write');
      const { role_id } = request.params as z.infer<typeof byRole>;
      const wanted = (request.body as z.infer<typeof permissionSet>).permissions;
      const saved = await app.studio.db.transaction().execute(async (trx) => {
        await roles.find(trx, tenant, role_id);
        const current = (await rolePermissionNames(trx, [role_id])).get(role_id) ?? [];
        const next = grantable(actorOf(request), current, wanted);
        const ids = await permissionIds(trx, next);
        await trx.deleteFrom('role_permissions').where('role_id', '=', role_id).execute();
        if (ids.length)
          await trx
            .insertInto('role_permissions')
            .values(ids.map((permission_id) => ({ role_id, permission_id })))
            .execute();
        await recordActivity(trx, request, {
          subject_type: 'Role',
          subject_id: role_id,
          action: 'permissions',
          summary: changeSummary(current, next),
        });
        return next;
      });
      await accessChanged(request, { roleIds: [role_id] });
      return { data: { role_id, permissions: saved } };
    },
  );

  const userQuery = z.object({ overlap_from: z.coerce.number().int().positive().optional() });
  app.get(
    '/auth/user-permissions/:user_id',
    {
      config: { access: (request) => requireAccess(request, 'manage.users', 'read') },
      schema: { tags, params: byUser, querystring: userQuery, response: { 200: envelope(userPermissions) } },
    },
    async (request) => {
      const { user_id } = request.params as z.infer<typeof byUser>;
      await reachableUser(request, 'read', user_id);
      const overlapFrom = (request.query as z.infer<typeof userQuery>).overlap_from ?? null;
      if (overlapFrom && !(await app.studio.db.selectFrom('roles').select('id').where('id', '=', overlapFrom).executeTakeFirst()))
        throw notFound();
      return { data: await userPermissionAnswer(app.studio.db, user_id, overlapFrom) };
    },
  );

  app.put(
    '/auth/user-permissions/:user_id',
    {
      config: { access: (request) => requireAccess(request, 'manage.users', 'write') },
      schema: { tags, params: byUser, body: permissionSet, response: { 200: envelope(userPermissions) } },
    },
    async (request) => {
      const { user_id } = request.params as z.infer<typeof byUser>;
      await reachableUser(request, 'write', user_id);
      const wanted = (request.body as z.infer<typeof permissionSet>).permissions;
      await app.studio.db.transaction().execute(async (trx) => {
        const current = await directPermissions(trx, user_id);
        const next = grantable(actorOf(request), current, wanted);
        const ids = await permissionIds(trx, next);
        await trx.deleteFrom('user_permissions').where('user_id', '=', user_id).execute();
        if (ids.length)
          await trx
            .insertInto('user_permissions')
            .values(ids.map((permission_id) => ({ user_id, permission_id })))
            .execute();
        await recordActivity(trx, request, {
          subject_type: 'User',
          subject_id: user_id,
          action: 'permissions',
          summary: changeSummary(current, next),
        });
      });
      await accessChanged(request, { userIds: [user_id] });
      return { data: await userPermissionAnswer(app.studio.db, user_id, null) };
    },
  );

  /** The permissions that can be given in the selected scope: at an account or provider, those its enabled features allow. */
  app.get(
    '/auth/ac-permissions',
    {
      config: { access: (request) => requireAccess(request, 'manage.users', 'read') },
      schema: { tags, response: { 200: envelope(z.array(z.string())) } },
    },
    async (request) => {
      const scope = requireAccess(request, 'manage.users', 'read');
      const rows = await app.studio.db.selectFrom('permissions').select('name').where('is_enabled', '=', 1).orderBy('name').execute();
      const names = rows.map((r) => r.name);
      if (scope.level === 'system') return { data: names };
      // The engine's rules (canAccess): no system permission below the system role; at a provider, manage, discover
      // and analyse need the section's feature; at an account, each permission needs its own feature.
      const features = scope.access.enabledFeatures;
      const available = (name: string) => {
        const section = name.split('.')[0];
        if (section === 'system') return false;
        if (scope.level === 'sp') return !['manage', 'discover', 'analyse'].includes(section) || hasFeature(features, section);
        return hasFeature(features, name.replace(/\.(read|write|lock)$/, ''));
      };
      return { data: names.filter(available) };
    },
  );
}

const changeSummary = (before: string[], after: string[]) => ({
  added: after.filter((p) => !before.includes(p)),
  removed: before.filter((p) => !after.includes(p)),
});
