import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { requireScope } from '../../../http/auth';
import { notFound } from '../../../http/errors';
import { holds } from '../../../http/access';

const query = z.object({ task_id: z.coerce.number().int().positive().optional(), node_id: z.coerce.number().int().positive().optional() });
const located = z.object({ ac_id: z.number(), sp_id: z.number() });

/**
 * Which account a task or node belongs to, among the accounts the request's scope may see: a shared link
 * without ac_id/sp_id, opened under "All accounts", switches to that account instead of being refused.
 */
export async function locateRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/studio/locate',
    {
      config: { access: holds('build.tasks', 'read') },
      schema: { tags: ['Task'], querystring: query, response: { 200: envelope(located) } },
    },
    async (request) => {
      const scope = requireScope(request);
      const db = root.studio.db;
      const { task_id, node_id } = request.query;
      const taskId = node_id
        ? (await db.selectFrom('nodes').select('task_id').where('node_id', '=', node_id).executeTakeFirst())?.task_id
        : task_id;
      if (!taskId) throw notFound();
      let q = db
        .selectFrom('tasks')
        .innerJoin('accounts', 'accounts.ac_id', 'tasks.ac_id')
        .select(['tasks.ac_id', 'accounts.sp_id'])
        .where('tasks.task_id', '=', taskId);
      if (scope.accountIds !== 'any') q = q.where('tasks.ac_id', 'in', scope.accountIds.length ? scope.accountIds : [-1]);
      const row = await q.executeTakeFirst();
      if (!row) throw notFound();
      return { data: { ac_id: Number(row.ac_id), sp_id: Number(row.sp_id) } };
    },
  );
}
