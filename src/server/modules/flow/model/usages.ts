import { toContentModel } from '@shared/api/content';
import type { FlowNode } from '@shared/api/flow';
import { registry } from '@plugins/registry';
import { nowIso, type Db } from '../../../db/index';
import { registerUsageSource, type ContentRef, type UsageUser } from '../../content/usage';
import { nodeFromRow, type NodeRow, type TaskRow } from './rows';
import { accountRows } from '../../../http/tenant-repo';

/**
 * Nodes feed the content usage index through their plugin's references(): a node is a user
 * { model: 'Node', id, name, parent: the task }. Intra-task links ('node') are left out; the tasks a link_task node
 * runs and the campaigns a trigger_campaign node triggers are recorded as 'Task' and 'Campaign' (the task map reads
 * them; check-in-use only ever asks for content models).
 */
export function nodeReferences(node: Pick<FlowNode, 'node_type' | 'config'>): ContentRef[] {
  const def = registry.get(node.node_type);
  if (!def) return [];
  const parsed = def.config.safeParse(node.config);
  if (!parsed.success) return [];
  const refs: ContentRef[] = [];
  for (const ref of def.references(parsed.data)) {
    const model =
      ref.model === 'node' ? null : ref.model === 'task' ? 'Task' : ref.model === 'campaign' ? 'Campaign' : toContentModel(ref.model);
    if (model) refs.push({ content_model: model, content_id: ref.id });
  }
  return refs;
}

const userOf = (node: Pick<FlowNode, 'ac_id' | 'node_id' | 'node_name'>, task: Pick<TaskRow, 'task_id' | 'task_name'>): UsageUser => ({
  acId: node.ac_id,
  model: 'Node',
  id: node.node_id,
  name: node.node_name,
  parent: { model: 'Task', id: task.task_id, name: task.task_name },
});

/**
 * After an edit: nodes present now use their references, removed ones nothing. One delete and a few bulk
 * inserts for the whole edit (a pasted branch of hundreds of nodes), inside the edit's transaction.
 */
export async function syncNodeUsages(
  trx: Db,
  task: Pick<TaskRow, 'task_id' | 'task_name' | 'ac_id'>,
  present: readonly NodeRow[],
  removedIds: readonly number[],
) {
  const ids = [...new Set([...present.map((r) => r.node_id), ...removedIds])];
  for (let i = 0; i < ids.length; i += 500) {
    await accountRows(trx, task.ac_id)
      .deleteFrom('content_usages')
      .where('used_by_model', '=', 'Node')
      .where('used_by_id', 'in', ids.slice(i, i + 500))
      .execute();
  }
  const created_at = nowIso();
  const rows = present.flatMap((row) => {
    const node = nodeFromRow(row);
    const unique = new Map(
      nodeReferences(node)
        .filter((r) => r.content_id > 0)
        .map((r) => [`${r.content_model}:${r.content_id}`, r]),
    );
    return [...unique.values()].map((r) => ({
      ac_id: task.ac_id,
      content_model: r.content_model,
      content_id: r.content_id,
      used_by_model: 'Node',
      used_by_id: node.node_id,
      used_by_name: node.node_name,
      parent_model: 'Task',
      parent_id: task.task_id,
      parent_name: task.task_name,
      created_at,
    }));
  });
  for (let i = 0; i < rows.length; i += 100)
    await trx
      .insertInto('content_usages')
      .values(rows.slice(i, i + 100))
      .execute();
}

/** Every node of a task uses its references again (restore, duplicate) or nothing (soft delete). */
export async function resyncTaskUsages(trx: Db, task: TaskRow, enabled: boolean) {
  const rows = await trx.selectFrom('nodes').selectAll().where('task_id', '=', task.task_id).execute();
  if (enabled) await syncNodeUsages(trx, task, rows, []);
  else
    await syncNodeUsages(
      trx,
      task,
      [],
      rows.map((r) => r.node_id),
    );
}

/** refresh-check-in-use rebuilds node usages from the nodes of the account's enabled tasks. */
registerUsageSource({
  model: 'Node',
  async users(trx, acId) {
    const rows = await accountRows(trx, acId)
      .selectFrom('nodes')
      .innerJoin('tasks', 'tasks.task_id', 'nodes.task_id')
      .selectAll('nodes')
      .select('tasks.task_name')
      .where('tasks.is_enabled', '=', 1)
      .execute();
    return rows.map((row) => {
      const node = nodeFromRow(row);
      return { user: userOf(node, { task_id: row.task_id, task_name: row.task_name }), refs: nodeReferences(node) };
    });
  },
});
