import type { FastifyRequest } from 'fastify';
import { nodeAnswerHeader, type NodeChangeAnswer, type NodeDelta } from '@shared/api/flow';
import type { FlowGraph } from '@shared/flow';
import type { Db } from '../../../db/index';
import { nodesAfter, type NodesAfter } from './nodes-after';
import { canvasToApi, nodeFromRow, type NodeRow } from '../model/rows';
import { linkedTaskNames } from '../model/state';

/** The answer of a node or canvas change: the whole node list (`nodes`), or with X-Node-Answer: delta only what changed (`delta`). */
export interface EditResult extends Omit<NodeChangeAnswer, 'nodes'> {
  nodes?: NodeChangeAnswer['nodes'];
  delta?: NodeDelta;
  switch_to_main_canvas: boolean;
  /** The task's revision after the edit: the next edit carries it (X-Task-Revision). */
  revision?: number;
  /** Undo and redo: the edit they put back or replayed. */
  replayed?: { action: string; subject_name: string | null };
}

/** Whether the caller asked for the delta answer (our canvas client does; the spec's whole list stays the default). */
export const wantsDelta = (request: Pick<FastifyRequest, 'headers'> | undefined): boolean =>
  request?.headers?.[nodeAnswerHeader] === 'delta';

/**
 * A task's nodes after an edit, worked out from the graph before it (the cached one) and the rows the edit wrote:
 * the ids in `gone` (removed or rewritten) leave, the rows come in, derived fields are filled again where a touched
 * node is read (nodesAfter). No read of the task's nodes, and no walk of them beyond a scan.
 */
export async function nodesAfterRows(
  db: Db,
  acId: number,
  before: FlowGraph,
  gone: Iterable<number>,
  rows: readonly NodeRow[],
): Promise<NodesAfter> {
  const written = rows.map(nodeFromRow);
  return nodesAfter(before, gone, written, await linkedTaskNames(db, acId, written));
}

/** What runEdit and undo/redo know once the edit is written, to answer it. */
export interface EditOutcome {
  taskId: number;
  /** The node to select (and whose canvas to answer), else the canvas `canvasId`. */
  select: number | null;
  canvasId: number | null;
  switchToMain: boolean;
  after: NodesAfter;
  baseRevision: number;
  revision: number;
}

/** The answer of an edit: the selected node, its canvas (or the main one), and the nodes whole or as a delta. */
export async function editAnswer(db: Db, request: Pick<FastifyRequest, 'headers'> | undefined, o: EditOutcome): Promise<EditResult> {
  const node = o.select === null ? null : (o.after.graph.byId.get(o.select) ?? null);
  const wantedCanvas = o.switchToMain ? null : (node?.canvas_id ?? o.canvasId);
  let q = db.selectFrom('canvases').selectAll().where('task_id', '=', o.taskId);
  q = wantedCanvas === null ? q.where('is_main_canvas', '=', 1) : q.where('canvas_id', '=', wantedCanvas);
  const canvas = o.switchToMain || wantedCanvas !== null ? await q.executeTakeFirst() : undefined;
  const common = {
    node: { data: node },
    canvas: { data: canvas ? canvasToApi(canvas) : null },
    nodes_reference_other_tasks: [] as number[],
    switch_to_main_canvas: o.switchToMain,
    revision: o.revision,
  };
  if (!wantsDelta(request)) return { nodes: { data: o.after.nodes }, ...common };
  const { changed, removed } = o.after;
  return { ...common, delta: { base_revision: o.baseRevision, revision: o.revision, changed, removed } };
}
