import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mayGrantLevel, permissionsNotHeld } from '@shared/access/grants';
import type { ScopeLevel } from '@shared/access/scope';
import { envelope } from '@shared/api/common';
import { userFormContents, userMapping } from '@shared/api/users';
import { actorOf } from './grants';
import { toUsers } from './rows';
import { users } from './users';

/** The calls of spec 3 §7 "Users" beside the generated resource: account maps and the invite form's choices (GET /auth/users-twofa is the two-factor setup, in auth). */
export async function userRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root.studio;
  const tags = ['User'];

  app.get(
    '/auth/users/accountmaps/list/:id',
    {
      config: { access: (request) => users.authorize(request, 'read') },
      schema: { tags, params: z.object({ id: z.coerce.number().int().positive() }), response: { 200: envelope(z.array(userMapping)) } },
    },
    async (request) => {
      const tenant = users.authorize(request, 'read');
      const row = await users.find(db, tenant, request.params.id, true);
      return { data: (await toUsers(db, [row], tenant))[0].account_mappings };
    },
  );

  /** The roles the asker may give (level and permissions within its own) and the provider's enabled accounts. */
  app.get(
    '/auth/users/form-contents',
    {
      config: { access: (request) => users.authorize(request, 'write') },
      schema: {
        tags,
        querystring: z.object({ sp_id: z.coerce.number().int().positive().optional() }),
        response: { 200: envelope(userFormContents) },
      },
    },
    async (request) => {
      const tenant = users.authorize(request, 'write');
      const actor = actorOf(request);
      const roles = await db.selectFrom('roles').select(['id', 'name', 'scope']).where('is_enabled', '=', 1).orderBy('name').execute();
      const perms = await db
        .selectFrom('role_permissions')
        .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
        .select(['role_permissions.role_id', 'permissions.name'])
        .execute();
      const grantable = roles.filter(
        (r) =>
          mayGrantLevel(actor.level, r.scope as ScopeLevel) &&
          permissionsNotHeld(
            actor,
            perms.filter((p) => p.role_id === r.id).map((p) => p.name),
          ).length === 0,
      );
      const spId = tenant.level === 'sp' && tenant.spIds !== 'any' && tenant.spIds.length === 1 ? tenant.spIds[0] : request.query.sp_id;
      const accounts =
        spId === undefined
          ? []
          : await db
              .selectFrom('accounts')
              .select(['ac_id', 'ac_name'])
              .where('sp_id', '=', spId)
              .where('is_enabled', '=', 1)
              .orderBy('ac_name')
              .execute();
      return { data: { roles: grantable, accounts } };
    },
  );
}
