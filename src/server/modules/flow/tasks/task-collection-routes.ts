import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { nameCheck } from '@shared/api/content';
import { task, taskCollectionBody, taskCollectionCount, taskCollectionNameQuery } from '@shared/api/flow';
import { taskToApi } from '../model/rows';
import { collectionNameProblem, collectionTasks, collectionTexts, duplicateCollection } from './task-collections';
import { tasks } from './tasks';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Task collections (spec 2 §7): a task with the tasks it links to, recursively. Count, check a suffix for the
 * copies' names, and duplicate the whole collection with its links pointing at the copies.
 */
export async function taskCollectionRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Task'];

  app.get(
    '/studio/tasks/:id/collections/count',
    {
      config: { access: (request) => tasks.authorize(request, 'read') },
      schema: { tags, params: idParams, response: { 200: envelope(taskCollectionCount) } },
    },
    async (request) => {
      const acId = tasks.authorize(request, 'read');
      return { data: { count: (await collectionTasks(root.studio.db, acId, request.params.id)).length } };
    },
  );

  app.get(
    '/studio/tasks/collections/validate-collection-name',
    {
      config: { access: (request) => tasks.authorize(request, 'read') },
      schema: { tags, querystring: taskCollectionNameQuery, response: { 200: envelope(nameCheck) } },
    },
    async (request) => {
      const acId = tasks.authorize(request, 'read');
      const db = root.studio.db;
      const problem = await collectionNameProblem(db, acId, await collectionTasks(db, acId, request.query.task_id), request.query.suffix);
      return { data: { valid: problem === null, message: problem ?? collectionTexts.namesAvailable } };
    },
  );

  app.post(
    '/studio/tasks/duplicate-collection/:id',
    {
      config: { access: (request) => tasks.authorize(request, 'write') },
      schema: { tags, params: idParams, body: taskCollectionBody, response: { 201: envelope(z.array(task)) } },
    },
    async (request, reply) => {
      const acId = tasks.authorize(request, 'write');
      const copies = await tasks.transact(request, acId, (ctx) => duplicateCollection(ctx, request.params.id, request.body.suffix));
      return reply.status(201).send({ data: copies.map(taskToApi) });
    },
  );
}
