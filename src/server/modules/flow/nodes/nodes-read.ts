import type { FastifyInstance } from 'fastify';
import { taskRevisionHeader } from '@shared/api/versions';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nodeListQuery, recursionBody } from '@shared/api/flow';
import { findOrphans } from '@shared/flow';
import { notFound, unprocessable } from '../../../http/errors';
import { authorizeFlow } from '../edits/authz';
import { linkWouldLoop } from '../model/recursion';
import { canvasToApi, taskToApi } from '../model/rows';
import { checkAnswer, nodeListAnswer, nodeTaskAnswer } from '../model/schemas';
import { cachedNodes } from '../edits/node-cache';
import { loadCanvases, loadNodes, loadTask } from '../model/state';
import { flowTexts } from '../model/texts';
import { accountRows } from '../../../http/tenant-repo';

/** GET /node/nodes (every node of a task, flat; include=canvases,orphans adds them), GET /node/task/{node_id}, the recursion check. */
export async function nodeReadRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Node'];

  app.get(
    '/node/nodes',
    {
      config: { access: (request) => authorizeFlow(request, 'read') },
      schema: { tags, querystring: nodeListQuery, response: { 200: nodeListAnswer } },
    },
    async (request, reply) => {
      const env = authorizeFlow(request, 'read');
      const { task_id, include } = request.query;
      const task = await loadTask(env.db, env.acId, task_id);
      const { json, body, nodes } = await cachedNodes(env.db, env.acId, task);
      const wanted = new Set((include ?? '').split(',').map((s) => s.trim()));
      reply.type('application/json; charset=utf-8');
      // The revision these nodes are at: the canvas's next edit carries it back.
      reply.header(taskRevisionHeader, String(task.revision));
      if (!wanted.has('canvases') && !wanted.has('orphans')) return reply.send(body as never);
      let extra = '';
      if (wanted.has('canvases') || wanted.has('orphans')) {
        const canvases = await loadCanvases(env.db, task_id);
        if (wanted.has('canvases')) extra += `,"canvases":${JSON.stringify(canvases.map(canvasToApi))}`;
        if (wanted.has('orphans')) extra += `,"orphan_ids":${JSON.stringify(findOrphans(nodes, canvases))}`;
      }
      // Serialised once per task revision (node-cache.ts): thousands of nodes skip the response schema's second pass.
      return reply.send(`{"data":${json}${extra}}` as never);
    },
  );

  app.get(
    '/node/task/:node_id',
    {
      config: { access: (request) => authorizeFlow(request, 'read') },
      schema: { tags, params: z.object({ node_id: z.coerce.number().int().positive() }), response: { 200: nodeTaskAnswer } },
    },
    async (request) => {
      const env = authorizeFlow(request, 'read');
      const owner = await accountRows(env.db, env.acId)
        .selectFrom('nodes')
        .select(['task_id', 'canvas_id'])
        .where('node_id', '=', request.params.node_id)
        .executeTakeFirst();
      if (!owner) throw notFound();
      const task = await loadTask(env.db, env.acId, owner.task_id);
      const node = (await loadNodes(env.db, env.acId, owner.task_id)).find((n) => n.node_id === request.params.node_id)!;
      const canvas = (await loadCanvases(env.db, owner.task_id)).find((c) => c.canvas_id === owner.canvas_id);
      return { data: { node, task: taskToApi(task), canvas: canvas ? canvasToApi(canvas) : null } };
    },
  );

  app.post(
    '/node/validate-task-id-for-recursion',
    {
      config: { access: (request) => authorizeFlow(request, 'read') },
      schema: { tags, body: recursionBody, response: { 200: checkAnswer } },
    },
    async (request) => {
      const env = authorizeFlow(request, 'read');
      const { from_task_id, to_task_id } = request.body;
      await loadTask(env.db, env.acId, from_task_id);
      await loadTask(env.db, env.acId, to_task_id);
      if (await linkWouldLoop(env.db, env.acId, from_task_id, to_task_id)) throw unprocessable(flowTexts.recursion);
      return { data: { valid: true, message: flowTexts.noRecursion } };
    },
  );
}
