import type { FlowGraph } from '@shared/flow';
import type { FlowNode } from '@shared/api/flow';
import type { Db } from '../../../db/index';
import { notFound } from '../../../http/errors';
import { canvasToApi, nodeFromRow, withLinks, type CanvasRow, type TaskRow } from './rows';
import { accountRows } from '../../../http/tenant-repo';

/** A task as an edit sees it: the row, its canvases, its nodes as a graph. */
export interface TaskState {
  task: TaskRow;
  canvases: CanvasRow[];
  nodes: FlowNode[];
  graph: FlowGraph;
}

/** The account's enabled task with this id; else 404 (another account's id is never told apart). */
export async function loadTask(
  db: Db,
  acId: number,
  taskId: number,
  options: { lock?: boolean; includeDisabled?: boolean } = {},
): Promise<TaskRow> {
  let q = accountRows(db, acId).selectFrom('tasks').selectAll().where('task_id', '=', taskId);
  if (!options.includeDisabled) q = q.where('is_enabled', '=', 1);
  if (options.lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function loadCanvases(db: Db, taskId: number): Promise<CanvasRow[]> {
  return db.selectFrom('canvases').selectAll().where('task_id', '=', taskId).orderBy('canvas_id').execute();
}

/** Names of the account's tasks that link_task nodes point at. */
export async function linkedTaskNames(db: Db, acId: number, nodes: FlowNode[]): Promise<Map<number, string>> {
  const ids = [
    ...new Set(
      nodes.filter((n) => n.node_type === 'link_task' && typeof n.config.task_id === 'number').map((n) => n.config.task_id as number),
    ),
  ];
  if (ids.length === 0) return new Map();
  const rows = await accountRows(db, acId).selectFrom('tasks').select(['task_id', 'task_name']).where('task_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.task_id, r.task_name]));
}

/** Every node of a task, flat, with goto and link-task names filled in. */
export async function loadNodes(db: Db, acId: number, taskId: number): Promise<FlowNode[]> {
  const rows = await accountRows(db, acId).selectFrom('nodes').selectAll().where('task_id', '=', taskId).orderBy('node_id').execute();
  const nodes = rows.map(nodeFromRow);
  return withLinks(nodes, await linkedTaskNames(db, acId, nodes));
}

/** A node of the task, else 404. */
export function nodeOf(state: TaskState, nodeId: number): FlowNode {
  const node = state.graph.byId.get(nodeId);
  if (!node) throw notFound();
  return node;
}

export function canvasOf(state: TaskState, canvasId: number): CanvasRow {
  const canvas = state.canvases.find((c) => c.canvas_id === canvasId);
  if (!canvas) throw notFound();
  return canvas;
}

export const canvasAnswer = (canvas: CanvasRow | undefined) => (canvas ? canvasToApi(canvas) : null);
