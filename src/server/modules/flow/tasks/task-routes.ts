import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { nameCheck } from '@shared/api/content';
import { task, taskTypes } from '@shared/api/flow';
import { messages } from '@shared/messages';
import type { Db } from '../../../db/index';
import { recordActivity } from '../../../http/activity';
import type { Row } from '../../../http/entity-resource';
import { locateRoutes } from './locate-routes';
import { loopingTargets } from '../model/recursion';
import { taskToApi, type TaskRow } from '../model/rows';
import { taskCollectionRoutes } from './task-collection-routes';
import { taskMapRoutes } from './task-map-routes';
import { copyTaskContent, insertTaskCopy } from './task-setup';
import { tasks } from './tasks';
import { freeName } from '../../../http/free-name';
import { accountRows } from '../../../http/tenant-repo';

/** 'Billing (copy)', then 'Billing (copy 2)' …: the first name free in the account. */
const copyName = (db: Db, acId: number, name: string) =>
  freeName((candidate) => tasks.nameTaken(db, acId, candidate, {}), name, 'copy', 230);

const idParams = z.object({ id: z.coerce.number().int().positive() });
const linkItem = z.object({ task_id: z.number(), task_name: z.string(), task_type: z.enum(taskTypes) });

/** The task calls beside the resource's own: name check, duplicate (deep copy), the tasks a link_task node may link to; collections in task-collection-routes. */
export async function taskRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Task'];
  await root.register(taskCollectionRoutes);
  await root.register(locateRoutes);
  await root.register(taskMapRoutes);

  const validateBody = z
    .object({
      task_name: z.string().trim().min(1).max(255).optional(),
      name: z.string().trim().min(1).max(255).optional(),
      task_id: z.number().int().positive().optional(),
    })
    .refine((b) => b.task_name !== undefined || b.name !== undefined, { message: 'task_name: Required', path: ['task_name'] });
  app.post(
    '/studio/tasks/validate-name',
    {
      config: { access: (request) => tasks.authorize(request, 'read') },
      schema: { tags, body: validateBody, response: { 200: envelope(nameCheck) } },
    },
    async (request) => {
      const acId = tasks.authorize(request, 'read');
      const name = request.body.task_name ?? request.body.name ?? '';
      const taken = await tasks.nameTaken(root.studio.db, acId, name, {}, request.body.task_id);
      return { data: { valid: !taken, message: taken ? messages.content.nameTaken : messages.content.nameAvailable } };
    },
  );

  app.post(
    '/studio/tasks/duplicate/:id',
    {
      config: { access: (request) => tasks.authorize(request, 'write') },
      schema: {
        tags,
        params: idParams,
        body: z.object({ task_name: z.string().trim().min(1).max(255).optional() }).nullish(),
        response: { 201: envelope(task) },
      },
    },
    async (request, reply) => {
      const acId = tasks.authorize(request, 'write');
      const row = await tasks.transact(request, acId, async (ctx) => {
        const source = (await tasks.find(ctx.trx, acId, request.params.id)) as TaskRow;
        const name = request.body?.task_name ?? (await copyName(ctx.trx, acId, source.task_name));
        const copy = await insertTaskCopy(ctx.trx, acId, source, name, ctx.userId);
        await copyTaskContent(ctx.trx, source, copy, ctx.userId);
        await recordActivity(ctx.trx, ctx.request, {
          subject_type: 'Task',
          subject_id: copy.task_id,
          action: 'duplicate',
          summary: { from: source.task_id, after: { task_name: name } },
        });
        return copy;
      });
      return reply.status(201).send({ data: taskToApi(row) });
    },
  );

  app.get(
    '/studio/tasks/get-link-task-list/:id',
    {
      config: { access: (request) => tasks.authorize(request, 'read') },
      schema: { tags, params: idParams, response: { 200: envelope(z.array(linkItem)) } },
    },
    async (request) => {
      const acId = tasks.authorize(request, 'read');
      const from = (await tasks.find(root.studio.db, acId, request.params.id)) as Row;
      const refused = await loopingTargets(root.studio.db, acId, from.task_id);
      const rows = await accountRows(root.studio.db, acId)
        .selectFrom('tasks')
        .select(['task_id', 'task_name', 'task_type'])
        .where('is_enabled', '=', 1)
        .where('task_type', '=', from.task_type)
        .orderBy('task_name')
        .execute();
      return {
        data: rows.filter((r) => !refused.has(r.task_id)).map((r) => ({ ...r, task_type: r.task_type as (typeof taskTypes)[number] })),
      };
    },
  );
}
