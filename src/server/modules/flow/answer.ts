import type { FastifyRequest } from 'fastify';
import { nodeAnswerHeader, type FlowNode, type NodeChangeAnswer, type NodeDelta } from '@shared/api/flow';
import { diffNodes } from '@shared/flow';
import type { Db } from '../../db/index';
import { canvasToApi, nodeFromRow, withLinks, type NodeRow } from './rows';
import { linkedTaskNames } from './state';

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
 * A task's nodes after an edit, worked out from the nodes before it (the cached list) and the rows the edit wrote:
 * the ids in `gone` (removed or rewritten) leave, the rows come in; derived fields are filled again. No read of the task's nodes.
 */
export async function nodesAfterRows(
  db: Db,
  acId: number,
  before: readonly FlowNode[],
  gone: Iterable<number>,
  rows: readonly NodeRow[],
): Promise<FlowNode[]> {
  const out = new Set(gone);
  for (const row of rows) out.add(row.node_id);
  const nodes = [...before.filter((n) => !out.has(n.node_id)), ...rows.map(nodeFromRow)].sort((a, b) => a.node_id - b.node_id);
  return withLinks(nodes, await linkedTaskNames(db, acId, nodes));
}

/** What runEdit and undo/redo know once the edit is written, to answer it. */
export interface EditOutcome {
  taskId: number;
  /** The node to select (and whose canvas to answer), else the canvas `canvasId`. */
  select: number | null;
  canvasId: number | null;
  switchToMain: boolean;
  before: readonly FlowNode[];
  after: FlowNode[];
  /** The nodes the edit wrote or removed. */
  touched: ReadonlySet<number>;
  baseRevision: number;
  revision: number;
}

/** The answer of an edit: the selected node, its canvas (or the main one), and the nodes whole or as a delta. */
export async function editAnswer(db: Db, request: Pick<FastifyRequest, 'headers'> | undefined, o: EditOutcome): Promise<EditResult> {
  const node = o.select === null ? null : (o.after.find((n) => n.node_id === o.select) ?? null);
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
  if (!wantsDelta(request)) return { nodes: { data: o.after }, ...common };
  return { ...common, delta: { base_revision: o.baseRevision, revision: o.revision, ...diffNodes(o.before, o.after, o.touched) } };
}
