import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteTypes, type DeleteType, type FlowNode } from '@shared/api/flow';
import { deletedIds, indexNodes, nodeUsages, type NodeUsage } from '@shared/flow';
import type { Db } from '../../../db/index';
import { notFound } from '../../../http/errors';
import { authorizeFlow } from '../edits/authz';
import { nodeUsagesAnswer } from '../model/schemas';
import { loadCanvases, loadNodes, loadTask } from '../model/state';
import { accountRows } from '../../../http/tenant-repo';

/**
 * Link-task nodes of the account's other enabled tasks that run this task: they use a node whose delete takes away
 * the task's entry (the first node after the main canvas's start) or the first node of its canvas.
 */
async function linkTaskUsages(db: Db, acId: number, taskId: number, entryRemoved: boolean): Promise<NodeUsage[]> {
  if (!entryRemoved) return [];
  const rows = await accountRows(db, acId)
    .selectFrom('nodes')
    .innerJoin('tasks', 'tasks.task_id', 'nodes.task_id')
    .select(['nodes.node_id', 'nodes.node_name', 'nodes.task_id', 'nodes.canvas_id', 'nodes.config', 'tasks.task_name'])
    .where('nodes.node_type', '=', 'link_task')
    .where('nodes.task_id', '!=', taskId)
    .where('tasks.is_enabled', '=', 1)
    .execute();
  return rows
    .filter((r) => {
      try {
        return (JSON.parse(r.config ?? '{}') as { task_id?: unknown }).task_id === taskId;
      } catch {
        return false;
      }
    })
    .map((r) => ({
      kind: 'link_task',
      node_id: r.node_id,
      node_name: r.node_name,
      task_id: r.task_id,
      task_name: r.task_name,
      canvas_id: r.canvas_id,
    }));
}

/** The usages a delete of the node (delete_node) or its branch (delete_branch) would break. */
export async function usagesOfDelete(db: Db, acId: number, nodeId: number, type: DeleteType): Promise<NodeUsage[]> {
  const owner = await accountRows(db, acId).selectFrom('nodes').select(['task_id']).where('node_id', '=', nodeId).executeTakeFirst();
  if (!owner) throw notFound();
  const task = await loadTask(db, acId, owner.task_id);
  const nodes: FlowNode[] = await loadNodes(db, acId, task.task_id);
  const graph = indexNodes(nodes);
  const removed = deletedIds(graph, nodeId, type);
  const canvases = await loadCanvases(db, task.task_id);
  const main = canvases.find((c) => c.is_main_canvas === 1);
  const entryRemoved = [...removed].some((id) => {
    const node = graph.byId.get(id);
    return (
      canvases.some((c) => c.first_node_id === id) || (!!main && node?.pid === main.first_node_id && node.canvas_id === main.canvas_id)
    );
  });
  const inTask = nodeUsages(graph, removed).map((u) => ({ ...u, task_name: task.task_name }));
  return [...inTask, ...(await linkTaskUsages(db, acId, task.task_id, entryRemoved))];
}

/** GET /node/nodes/{id}/usages: what a delete of the node or its branch would break (checked before deleting, spec 2 §4). */
export async function nodeUsageRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: z.coerce.number().int().positive() });
  const querystring = z.object({ delete_type: z.enum(deleteTypes).default('delete_node') });
  app.get(
    '/node/nodes/:id/usages',
    {
      config: { access: (request) => authorizeFlow(request, 'read') },
      schema: { tags: ['Node'], params, querystring, response: { 200: nodeUsagesAnswer } },
    },
    async (request) => {
      const env = authorizeFlow(request, 'read');
      return { data: await usagesOfDelete(env.db, env.acId, request.params.id, request.query.delete_type) };
    },
  );
}
