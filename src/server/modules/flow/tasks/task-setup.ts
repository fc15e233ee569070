import type { FlowNode } from '@shared/api/flow';
import { nowIso, type Db } from '../../../db/index';
import { rootNode } from '../edits/canvases';
import { nodeColumns, nodeFromRow, type TaskRow } from '../model/rows';
import { resyncTaskUsages } from '../model/usages';
import { assertWithinLimit } from '../../plans/usage';

async function insertRoot(trx: Db, node: Omit<FlowNode, 'node_id'>, userId: number | null, now: string) {
  const values = { ...nodeColumns({ ...node, node_id: 0 }), created_by: userId, updated_by: userId, created_at: now, updated_at: now };
  return (await trx.insertInto('nodes').values(values).returning('node_id').executeTakeFirstOrThrow()).node_id;
}

/** The main canvas of a new task with its start-type roots: start, plus machine and beep detection when a voice task has them on. */
export async function createMainCanvas(trx: Db, task: TaskRow, userId: number | null): Promise<void> {
  const now = nowIso();
  const { canvas_id } = await trx
    .insertInto('canvases')
    .values({
      ac_id: task.ac_id,
      task_id: task.task_id,
      canvas_name: 'Main',
      first_node_id: null,
      is_enabled: 1,
      is_main_canvas: 1,
      is_event_handler: 0,
      is_ni_nm_handler: 0,
      created_by: userId,
      updated_by: userId,
      created_at: now,
      updated_at: now,
    })
    .returning('canvas_id')
    .executeTakeFirstOrThrow();
  const start = await insertRoot(trx, rootNode(task, canvas_id, 'start'), userId, now);
  if (task.task_type === 'voice') {
    if (task.machine_detection) await insertRoot(trx, rootNode(task, canvas_id, 'machine_detection', 1), userId, now);
    if (task.beep_detection) await insertRoot(trx, rootNode(task, canvas_id, 'beep_detection', 2), userId, now);
  }
  await trx.updateTable('canvases').set({ first_node_id: start }).where('canvas_id', '=', canvas_id).execute();
}

/** A new task row copying `source` under another name: unlocked, not a favourite, owned by the user who copies it. */
export async function insertTaskCopy(trx: Db, acId: number, source: TaskRow, name: string, userId: number | null): Promise<TaskRow> {
  const { task_id: _id, ac_id: _ac, created_by: _cb, updated_by: _ub, created_at: _ca, updated_at: _ua, ...columns } = source;
  const now = nowIso();
  const copy = (await trx
    .insertInto('tasks')
    .values({
      ...columns,
      ac_id: acId,
      task_name: name,
      protected: 0,
      is_favorite: 0,
      version_in_use_modified: 0,
      created_by: userId,
      updated_by: userId,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()) as TaskRow;
  // A copy counts against the plan's task limit like a new task.
  await assertWithinLimit(trx, acId, 'tasks');
  return copy;
}

/** A link_task node's config with its task_id pointing at the copy of the linked task, when there is one. */
function relinked(config: FlowNode['config'], nodeType: string, linkedCopies?: ReadonlyMap<number, number>): FlowNode['config'] {
  const linked = config.task_id;
  if (nodeType !== 'link_task' || typeof linked !== 'number' || !linkedCopies?.has(linked)) return config;
  return { ...config, task_id: linkedCopies.get(linked)! };
}

/**
 * Deep copy of a task's canvases and nodes into another task: new ids, with pid, connector parents, goto
 * targets, condition targets and first nodes following the copy. `linkedCopies` (original task id → copy id)
 * points link_task nodes at the copies of a duplicated collection. Then the copy's node usages are recorded.
 */
export async function copyTaskContent(
  trx: Db,
  source: TaskRow,
  target: TaskRow,
  userId: number | null,
  linkedCopies?: ReadonlyMap<number, number>,
): Promise<void> {
  const now = nowIso();
  const canvasIds = new Map<number, number>();
  const canvases = await trx.selectFrom('canvases').selectAll().where('task_id', '=', source.task_id).orderBy('canvas_id').execute();
  for (const { canvas_id, ...c } of canvases) {
    const row = await trx
      .insertInto('canvases')
      .values({ ...c, task_id: target.task_id, created_by: userId, updated_by: userId, created_at: now, updated_at: now })
      .returning('canvas_id')
      .executeTakeFirstOrThrow();
    canvasIds.set(canvas_id, row.canvas_id);
  }
  const nodes = (await trx.selectFrom('nodes').selectAll().where('task_id', '=', source.task_id).orderBy('node_id').execute()).map(
    nodeFromRow,
  );
  const ids = new Map<number, number>();
  for (const node of nodes) {
    const copy = { ...node, task_id: target.task_id, canvas_id: canvasIds.get(node.canvas_id)!, pid: null, connector_parent: [] };
    ids.set(node.node_id, await insertRoot(trx, copy, userId, now));
  }
  const map = (id: number | null) => (id === null ? null : (ids.get(id) ?? null));
  for (const node of nodes) {
    const goto = node.config.goto_node_id;
    const remapEntries = (list: FlowNode['keyword_conditions']) => list.map((e) => ({ ...e, node_id: map(e.node_id) }));
    const copy: FlowNode = {
      ...node,
      node_id: ids.get(node.node_id)!,
      task_id: target.task_id,
      canvas_id: canvasIds.get(node.canvas_id)!,
      pid: map(node.pid),
      connector_parent: node.connector_parent.map(map).filter((p): p is number => p !== null),
      config: relinked(typeof goto === 'number' ? { ...node.config, goto_node_id: map(goto) } : node.config, node.node_type, linkedCopies),
      keyword_conditions: remapEntries(node.keyword_conditions),
      grammar_conditions: remapEntries(node.grammar_conditions),
    };
    await trx.updateTable('nodes').set(nodeColumns(copy)).where('node_id', '=', copy.node_id).execute();
  }
  for (const [from, to] of canvasIds) {
    const first = canvases.find((c) => c.canvas_id === from)!.first_node_id;
    await trx
      .updateTable('canvases')
      .set({ first_node_id: first === null ? null : (ids.get(first) ?? null) })
      .where('canvas_id', '=', to)
      .execute();
  }
  await assertWithinLimit(trx, target.ac_id, 'nodes');
  await resyncTaskUsages(trx, target, true);
}
