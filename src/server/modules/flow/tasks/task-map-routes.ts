import { keptPer } from '../../../kept-per';
import type { FastifyInstance } from 'fastify';
import { gatingFlags, requireFlag } from '../../feature-flags/gate';
import { sql } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@shared/api/common';
import type { TaskType } from '@shared/api/flow';
import { taskMap, type MapEdge, type TaskMap } from '@shared/api/taskmap';
import type { Db } from '../../../db/index';
import { accountTenant, whereTenant } from '../../../http/tenant-repo';
import { tasks } from './tasks';
import { accountRows } from '../../../http/tenant-repo';

/**
 * The task map of an account: its enabled tasks and, from the usage index, every link_task node (a 'Task' it uses) and
 * every trigger_campaign node (a 'Campaign') of them. Two indexed queries, both filtered by the account.
 */
export async function loadTaskMap(db: Db, acId: number): Promise<TaskMap> {
  const rows = await whereTenant(
    db
      .selectFrom('tasks')
      .select(['task_id', 'task_name', 'task_type', 'protected', 'is_favorite', 'version_in_use_modified', 'updated_at'])
      .where('is_enabled', '=', 1),
    accountTenant(acId),
  )
    .orderBy('task_name')
    .orderBy('task_id')
    .execute();
  const uses = await accountRows(db, acId)
    .selectFrom('content_usages')
    .select(['content_model', 'content_id', 'used_by_id', 'used_by_name', 'parent_id'])
    .where('content_model', 'in', ['Task', 'Campaign'])
    .where('used_by_model', '=', 'Node')
    .where('parent_model', '=', 'Task')
    .orderBy('parent_id')
    .orderBy('used_by_id')
    .execute();
  const present = new Set(rows.map((r) => r.task_id));
  const edges: MapEdge[] = [];
  for (const u of uses) {
    if (u.parent_id === null || !present.has(u.parent_id)) continue;
    const link = u.content_model === 'Task';
    // A link to a task that is gone (disabled, or not this account's) is not drawn: nothing to point at.
    if (link && !present.has(u.content_id)) continue;
    edges.push({
      kind: link ? 'link_task' : 'trigger_campaign',
      from_task_id: u.parent_id,
      to_task_id: link ? u.content_id : null,
      campaign_id: link ? null : u.content_id,
      node_id: u.used_by_id,
      node_name: u.used_by_name,
    });
  }
  return { tasks: rows.map((r) => ({ ...r, task_type: r.task_type as TaskType })), edges };
}

/**
 * What the map of an account depends on, in two aggregate queries: every field of its tasks the map shows (a rename,
 * a lock, a publish, a soft delete all change it) and its Task/Campaign uses (a new use takes a new id, a removed one
 * lowers the count). Equal stamps, equal maps: any process may answer from its own copy.
 */
async function stampOf(db: Db, acId: number): Promise<string> {
  const t = await whereTenant(
    db
      .selectFrom('tasks')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.max('updated_at').as('at'),
        eb.fn.sum<number>('revision').as('rev'),
        eb.fn
          .sum<number>(
            sql`is_enabled * 1 + protected * 2 + is_favorite * 4 + version_in_use_modified * 8 + length(task_name) + task_id * is_enabled`,
          )
          .as('mix'),
      ]),
    accountTenant(acId),
  ).executeTakeFirst();
  const u = await accountRows(db, acId)
    .selectFrom('content_usages')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('id').as('top')])
    .where('content_model', 'in', ['Task', 'Campaign'])
    .executeTakeFirst();
  return JSON.stringify([t, u]);
}

/** The last answer of each account (a few hundred KB for 500 tasks), kept while its stamp holds. */
const answersOf = keptPer<Db, Map<number, { stamp: string; body: string }>>(() => new Map());
const maxAccounts = 50;

/** GET /studio/tasks/map: the selected account's tasks as a graph (the task map screen). */
export async function taskMapRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/studio/tasks/map',
    { config: { access: (request) => tasks.authorize(request, 'read') }, schema: { tags: ['Task'], response: { 200: envelope(taskMap) } } },
    async (request, reply) => {
      const acId = tasks.authorize(request, 'read');
      await requireFlag(request, gatingFlags.taskMap);
      const db = root.studio.db;
      const stamp = await stampOf(db, acId);
      const answers = answersOf(db);
      let kept = answers.get(acId);
      if (kept?.stamp !== stamp) {
        const data = taskMap.parse(await loadTaskMap(db, acId));
        kept = { stamp, body: JSON.stringify({ data }) };
        answers.delete(acId);
        if (answers.size >= maxAccounts) answers.delete(answers.keys().next().value!);
      }
      answers.set(acId, kept);
      // Already checked against the schema when it was made: sent as it is.
      return reply.type('application/json; charset=utf-8').send(kept.body as never);
    },
  );
}
