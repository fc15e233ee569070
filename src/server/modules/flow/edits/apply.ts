import { assertWithinLimit } from '../../plans/usage';
import { remapNodeIds, remapPatch, type EditPlan } from '@shared/flow';
import type { FlowNode } from '@shared/api/flow';
import { sql } from 'kysely';
import { nowIso, type Db, type DbEngine } from '../../../db/index';
import { nodeColumns, type CanvasRow, type NodeRow } from '../model/rows';
import type { TaskState } from '../model/state';

/** The rows an edit touched, before and after it: what the edit history keeps and undo/redo put back. */
export interface Snapshot {
  nodes: NodeRow[];
  canvases: CanvasRow[];
  /** The task's settings, when the edit changed them (a rollback to a version). */
  settings?: Record<string, unknown>;
}

export interface AppliedPlan {
  /** Placeholder id → the id the database gave. */
  ids: Map<number, number>;
  /** The canvas the plan created, if any. */
  canvasId: number | null;
  before: Snapshot;
  after: Snapshot;
}

/** Extra fields of an update that the shared NodePatch does not carry (tooltip, tags). */
export type ServerPlan = EditPlan & {
  extra?: Map<number, Partial<Pick<FlowNode, 'tooltip' | 'tags'>>>;
  /** The kind of canvas newCanvas is (a plain canvas by default). */
  newCanvasFlags?: { is_event_handler: number; is_ni_nm_handler: number };
};

export async function nodeRows(db: Db, ids: readonly number[]): Promise<NodeRow[]> {
  if (ids.length === 0) return [];
  const out: NodeRow[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    out.push(
      ...(await db
        .selectFrom('nodes')
        .selectAll()
        .where('node_id', 'in', ids.slice(i, i + 500))
        .execute()),
    );
  }
  return out;
}

/**
 * Ids for `count` new nodes, taken before they are inserted so a plan's placeholders resolve in one pass:
 * PostgreSQL hands out sequence values; SQLite continues after the highest id ever used (the caller's
 * transaction has written already, so no other writer runs in between).
 */
export async function allocateNodeIds(trx: Db, engine: DbEngine, count: number): Promise<number[]> {
  if (count === 0) return [];
  if (engine === 'postgres') {
    const { rows } = await sql<{
      id: number;
    }>`select nextval(pg_get_serial_sequence('nodes', 'node_id'))::int as id from generate_series(1, ${count})`.execute(trx);
    return rows.map((r) => Number(r.id));
  }
  const { rows } = await sql<{
    top: number | null;
  }>`select max(coalesce((select seq from sqlite_sequence where name = 'nodes'), 0), coalesce((select max(node_id) from nodes), 0)) as top`.execute(
    trx,
  );
  const top = Number(rows[0]?.top ?? 0);
  return Array.from({ length: count }, (_, i) => top + 1 + i);
}

async function insertRows(trx: Db, rows: NodeRow[]) {
  for (let i = 0; i < rows.length; i += 50)
    await trx
      .insertInto('nodes')
      .values(rows.slice(i, i + 50))
      .execute();
}

/**
 * Writes a plan of the shared flow model inside the caller's transaction: the new canvas, the created nodes
 * (placeholders mapped to ids allocated up front), updates and removals; answers the rows before and after.
 */
export async function applyEditPlan(
  trx: Db,
  engine: DbEngine,
  state: TaskState,
  plan: ServerPlan,
  userId: number | null,
): Promise<AppliedPlan> {
  const now = nowIso();
  const audit = { created_by: userId, updated_by: userId, created_at: now, updated_at: now };
  const changedIds = [...new Set([...plan.update.map((u) => u.node_id), ...(plan.extra?.keys() ?? [])])];
  const before: Snapshot = { nodes: await nodeRows(trx, [...new Set([...changedIds, ...plan.remove])]), canvases: [] };
  let canvasId: number | null = null;
  if (plan.newCanvas) {
    const canvas = await trx
      .insertInto('canvases')
      .values({
        ac_id: state.task.ac_id,
        task_id: state.task.task_id,
        canvas_name: plan.newCanvas.canvas_name,
        first_node_id: null,
        is_enabled: 1,
        is_main_canvas: 0,
        is_event_handler: 0,
        is_ni_nm_handler: 0,
        ...plan.newCanvasFlags,
        ...audit,
      })
      .returning('canvas_id')
      .executeTakeFirstOrThrow();
    canvasId = canvas.canvas_id;
  }
  const allocated = await allocateNodeIds(trx, engine, plan.create.length);
  const ids = new Map(plan.create.map((node, i) => [node.node_id, allocated[i]]));
  const created: NodeRow[] = plan.create.map((node) => {
    const mapped = remapNodeIds(node, ids, canvasId ?? undefined);
    return { node_id: mapped.node_id, ...nodeColumns(mapped), ...audit };
  });
  await insertRows(trx, created);
  // The plan's node limit: counted with the new nodes, refused past the hard limit.
  if (created.length > 0) await assertWithinLimit(trx, state.task.ac_id, 'nodes');
  const current = state.graph.byId;
  const stored = new Map(before.nodes.map((r) => [r.node_id, r]));
  const patches = new Map(plan.update.map((u) => [u.node_id, u.set]));
  const updated: NodeRow[] = [];
  for (const id of changedIds) {
    const node = current.get(id);
    const row = stored.get(id);
    if (!node || !row) continue;
    const patch = patches.get(id) ?? {};
    const merged = { ...node, ...remapPatch(patch, ids, canvasId ?? undefined), ...plan.extra?.get(id) };
    const set = { ...nodeColumns(merged), updated_by: userId, updated_at: now };
    await trx.updateTable('nodes').set(set).where('node_id', '=', id).execute();
    updated.push({ ...row, ...set });
  }
  for (let i = 0; i < plan.remove.length; i += 500) {
    await trx
      .deleteFrom('nodes')
      .where('node_id', 'in', plan.remove.slice(i, i + 500))
      .execute();
  }
  if (plan.newCanvas && canvasId !== null) {
    await trx
      .updateTable('canvases')
      .set({ first_node_id: ids.get(plan.newCanvas.first_node_id) ?? plan.newCanvas.first_node_id })
      .where('canvas_id', '=', canvasId)
      .execute();
  }
  const after: Snapshot = {
    nodes: [...updated, ...created],
    canvases: canvasId === null ? [] : await trx.selectFrom('canvases').selectAll().where('canvas_id', '=', canvasId).execute(),
  };
  return { ids, canvasId, before, after };
}

/**
 * Puts a snapshot back (undo: the before rows; redo: the after rows): every node and canvas the edit touched
 * is removed, then the snapshot's rows are written again with their ids.
 */
export async function restoreSnapshot(trx: Db, touched: Snapshot[], target: Snapshot, taskId?: number): Promise<void> {
  if (target.settings && taskId !== undefined) await trx.updateTable('tasks').set(target.settings).where('task_id', '=', taskId).execute();
  const nodeIds = [...new Set(touched.flatMap((s) => s.nodes.map((n) => n.node_id)))];
  const canvasIds = new Set(touched.flatMap((s) => s.canvases.map((c) => c.canvas_id)));
  for (let i = 0; i < nodeIds.length; i += 500)
    await trx
      .deleteFrom('nodes')
      .where('node_id', 'in', nodeIds.slice(i, i + 500))
      .execute();
  const kept = new Set(target.canvases.map((c) => c.canvas_id));
  const gone = [...canvasIds].filter((id) => !kept.has(id));
  if (gone.length > 0) await trx.deleteFrom('canvases').where('canvas_id', 'in', gone).execute();
  for (const canvas of target.canvases) {
    const { canvas_id, ...values } = canvas;
    const updated = await trx.updateTable('canvases').set(values).where('canvas_id', '=', canvas_id).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('canvases').values(canvas).execute();
  }
  for (let i = 0; i < target.nodes.length; i += 50)
    await trx
      .insertInto('nodes')
      .values(target.nodes.slice(i, i + 50))
      .execute();
}
