import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@shared/api/common';
import type { TaskType } from '@shared/api/flow';
import { taskMap, type MapEdge, type TaskMap } from '@shared/api/taskmap';
import type { Db } from '../../db/index';
import { accountTenant, whereTenant } from '../../http/tenant-repo';
import { tasks } from './tasks';

/**
 * The task map of an account: its enabled tasks and, from the usage index, every link_task node (a 'Task' it uses) and
 * every trigger_campaign node (a 'Campaign') of them. Two indexed queries, both filtered by the account.
 */
export async function loadTaskMap(db: Db, acId: number): Promise<TaskMap> {
  const rows = await whereTenant(
    db.selectFrom('tasks').select(['task_id', 'task_name', 'task_type', 'protected', 'is_favorite', 'version_in_use_modified', 'updated_at']).where('is_enabled', '=', 1),
    accountTenant(acId),
  ).orderBy('task_name').orderBy('task_id').execute();
  const uses = await db
    .selectFrom('content_usages')
    .select(['content_model', 'content_id', 'used_by_id', 'used_by_name', 'parent_id'])
    .where('ac_id', '=', acId)
    .where('content_model', 'in', ['Task', 'Campaign'])
    .where('used_by_model', '=', 'Node')
    .where('parent_model', '=', 'Task')
    .orderBy('parent_id').orderBy('used_by_id')
    .execute();
  const present = new Set(rows.map((r) => r.task_id));
  const edges: MapEdge[] = [];
  for (const u of uses) {
    if (u.parent_id === null || !present.has(u.parent_id)) continue;
    const link = u.content_model === 'Task';
    // A link to a task that is gone (disabled, or not this account's) is not drawn: nothing to point at.
    if (link && !present.has(u.content_id)) continue;
    edges.push({
      kind: link ? 'link_task' : 'trigger_campaign', from_task_id: u.parent_id, to_task_id: link ? u.content_id : null,
      campaign_id: link ? null : u.content_id, node_id: u.used_by_id, node_name: u.used_by_name,
    });
  }
  return { tasks: rows.map((r) => ({ ...r, task_type: r.task_type as TaskType })), edges };
}

/** GET /studio/tasks/map: the selected account's tasks as a graph (the task map screen). */
export async function taskMapRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/studio/tasks/map', { schema: { tags: ['Task'], response: { 200: envelope(taskMap) } } }, async (request) => {
    const acId = tasks.authorize(request, 'read');
    return { data: await loadTaskMap(root.studio.db, acId) };
  });
}
