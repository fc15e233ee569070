import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { taskValidation } from '@shared/api/run';
import type { TaskType } from '@shared/api/flow';
import { indexNodes, linkLoopProblems, validateTask } from '@shared/flow';
import { lookupFrom } from '@shared/plugin-api';
import { registry } from '@plugins/registry';
import { authorizeFlow } from '../edits/authz';
import { checkedModels, existingRefs } from '../model/content-lookup';
import type { Db } from '../../../db/index';
import { canvasToApi, type TaskRow } from '../model/rows';
import { loadCanvases, loadNodes, loadTask } from '../model/state';
import { taskLinks } from '../model/recursion';
import { accountRows } from '../../../http/tenant-repo';

const params = z.object({ id: z.coerce.number().int().positive() });

/** The task's problems as stored now: node validate() results and the graph checks, errors first (also the publish gate's). */
export async function taskProblems(db: Db, acId: number, task: TaskRow, features: readonly string[]) {
  const canvases = await loadCanvases(db, task.task_id);
  const nodes = await loadNodes(db, acId, task.task_id);
  const refs = nodes.flatMap((n) => {
    const def = registry.get(n.node_type);
    const parsed = def?.config.safeParse(n.config);
    return def && parsed?.success ? def.references(parsed.data) : [];
  });
  const found = await existingRefs(db, acId, { task, canvases, nodes, graph: indexNodes(nodes) }, refs);
  const ctx = { taskType: task.task_type as TaskType, taskId: task.task_id, features, exists: lookupFrom(found, checkedModels) };
  const problems = validateTask(nodes, canvases.filter((c) => c.is_enabled === 1).map(canvasToApi), registry, ctx);
  const loops = nodes.some((n) => n.node_type === 'link_task') ? await linkLoops(db, acId, task, nodes) : [];
  return [...loops, ...problems].sort((a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'));
}

/** link_task nodes whose chain of linked tasks comes back to this task, named by task names. */
async function linkLoops(db: Db, acId: number, task: TaskRow, nodes: Parameters<typeof linkLoopProblems>[1]) {
  const links = await taskLinks(db, acId);
  const names = new Map(
    (await accountRows(db, acId).selectFrom('tasks').select(['task_id', 'task_name']).execute()).map((t) => [t.task_id, t.task_name]),
  );
  return linkLoopProblems(task.task_id, nodes, links, (id) => names.get(id) ?? `#${id}`);
}

/** GET /studio/task-validation/{id} (and /get/{id}, the same answer): the task's problems, errors first. */
export async function taskValidationRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root.studio;
  const schema = { tags: ['Task'], params, response: { 200: envelope(taskValidation) } };
  const handler = async (request: { params: { id: number } } & Parameters<typeof authorizeFlow>[0]) => {
    const { acId, features } = authorizeFlow(request, 'read');
    const task = await loadTask(db, acId, request.params.id);
    const problems = await taskProblems(db, acId, task, features);
    return { data: { task_id: task.task_id, valid: !problems.some((p) => p.severity === 'error'), problems } };
  };
  const config = { access: (request: Parameters<typeof authorizeFlow>[0]) => authorizeFlow(request, 'read') };
  app.get('/studio/task-validation/:id', { config, schema }, handler);
  app.get('/studio/task-validation/get/:id', { config, schema }, handler);
}
