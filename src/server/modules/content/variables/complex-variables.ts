import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import {
  complexVariable,
  complexVariablesQuery,
  complexVariableTypes,
  defaultArrayVariable,
  type ComplexVariable,
} from '@shared/api/content-services';
import { notFound } from '../../../http/errors';
import { variables } from './variables';
import { accountRows } from '../../../http/tenant-repo';

/**
 * GET /content/get_complex_variables?task_id= (spec 2 §7): the variables a node can fill with a structure —
 * the default array variable (-1) first, then the account's enabled, unarchived variables of the complex
 * types (array, payment, xsip) by name. Variables belong to the account, not to a task: task_id, when
 * given, must be a task of the selected account (else 404) and does not narrow the list.
 */
export async function complexVariableRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/content/get_complex_variables',
    {
      config: { access: (request) => variables.authorize(request, 'read') },
      schema: { tags: ['Variable'], querystring: complexVariablesQuery, response: { 200: envelope(z.array(complexVariable)) } },
    },
    async (request) => {
      const acId = variables.authorize(request, 'read');
      const db = root.studio.db;
      const taskId = request.query.task_id;
      if (taskId !== undefined && taskId > 0) {
        const task = await accountRows(db, acId)
          .selectFrom('tasks')
          .select('task_id')
          .where('task_id', '=', taskId)
          .where('is_enabled', '=', 1)
          .executeTakeFirst();
        if (!task) throw notFound();
      }
      const rows = await accountRows(db, acId)
        .selectFrom('variables')
        .select(['variable_id', 'variable_name', 'variable_type', 'scope'])
        .where('is_enabled', '=', 1)
        .where('is_archived', '=', 0)
        .where('variable_type', 'in', [...complexVariableTypes])
        .orderBy('variable_name')
        .orderBy('variable_id')
        .execute();
      const own = rows.map((r) => ({ ...r, name: r.variable_name, is_system: false }) as ComplexVariable);
      return { data: [{ ...defaultArrayVariable }, ...own] };
    },
  );
}
