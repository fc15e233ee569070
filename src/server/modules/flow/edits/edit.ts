import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ActivityAction } from '@shared/activity';
import { sql } from 'kysely';
import { messages } from '@shared/messages';
import type { FlowNode, NodeChangeAnswer } from '@shared/api/flow';
import { nowIso, type Db, type DbEngine } from '../../../db/index';
import { recordActivity } from '../../../http/activity';
import { RefusalError } from '../../../http/errors';
import type { Refusal } from '@shared/flow';
import { applyEditPlan, type AppliedPlan, type ServerPlan, type Snapshot } from './apply';
import { editAnswer, nodesAfterRows, type EditResult } from './answer';
import { knownRevision, nodesAt, primeNodes, takeGraph } from './node-cache';
import { canvasToApi, type CanvasRow } from '../model/rows';
import { loadCanvases, loadNodes, loadTask, type TaskState } from '../model/state';
import { syncNodeUsages } from '../model/usages';
import { assertFresh, assertNotBehind } from '../../versions/revision';

/** Who edits, where: built from a request by the routes, or by hand by the service layer (bench, seed). */
export interface FlowEnv {
  db: Db;
  engine: DbEngine;
  acId: number;
  userId: number | null;
  request: FastifyRequest;
}

export function envOf(request: FastifyRequest, acId: number): FlowEnv {
  const { db, engine } = request.server.studio;
  return { db, engine, acId, userId: request.auth?.user.user_id ?? null, request };
}

/** What an edit does to the task, worked out from its state inside the transaction. */
export interface EditStep {
  plan: ServerPlan;
  /** Canvas rows the step changed itself (rename), before and after. */
  canvasBefore?: CanvasRow[];
  canvasAfter?: CanvasRow[];
  /** Canvases removed once the plan has removed their nodes. */
  deleteCanvases?: number[];
  /** The canvas to answer when no node is selected. */
  canvasId?: number | null;
  /** A paste across accounts: the content it reused or created (answered as carried_content). */
  carried?: NonNullable<NodeChangeAnswer['carried_content']>;
  /** The node the edit is about, when it is not the one selected after it (an unlinked or deleted node). */
  subject?: number;
  /** The name the history gives the edit's subject, when it is not a node's (a canvas). */
  subjectName?: string;
}

export type { EditResult } from './answer';

const forbiddenRefusals: string[] = [messages.canvas.taskProtected, messages.noManagePermission];

/** A rule's refusal as an answer: 403 for a protected task or missing right, else 422; the title travels along. */
export function refusalError(r: Refusal): RefusalError {
  const status = forbiddenRefusals.includes(r.message) ? 403 : 422;
  return new RefusalError(status, r.message, r.title ? { title: r.title } : {});
}

export const isRefusal = (x: unknown): x is Refusal => !!x && typeof x === 'object' && (x as Refusal).ok === false;

/**
 * Sends the answer serialised once (node lists of thousands of nodes skip the response schema's second pass; the
 * answers are built from the same zod types), and refusals with their title ({ message, errors, title }).
 */
export async function guard(reply: FastifyReply, fn: () => Promise<unknown>, status = 200): Promise<FastifyReply> {
  try {
    const answer = await fn();
    return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(answer));
  } catch (e) {
    if (!(e instanceof RefusalError)) throw e;
    return reply.status(e.statusCode as never).send({ message: e.message, errors: e.errors, ...e.details } as never);
  }
}

/** The answer of every node and canvas change: the task's nodes, the selected node, its canvas. */
export async function changeAnswer(
  db: Db,
  acId: number,
  taskId: number,
  select: number | null,
  canvasId: number | null,
  switchToMain = false,
): Promise<EditResult & Pick<NodeChangeAnswer, 'nodes'>> {
  const nodes = await loadNodes(db, acId, taskId);
  const node: FlowNode | null = select === null ? null : (nodes.find((n) => n.node_id === select) ?? null);
  const canvases = await loadCanvases(db, taskId);
  const wanted = switchToMain
    ? canvases.find((c) => c.is_main_canvas === 1)
    : canvases.find((c) => c.canvas_id === (node?.canvas_id ?? canvasId));
  return {
    nodes: { data: nodes },
    node: { data: node },
    canvas: { data: wanted ? canvasToApi(wanted) : null },
    nodes_reference_other_tasks: [],
    switch_to_main_canvas: switchToMain,
  };
}

/** What a history entry is about: a node (its id and name then), or a canvas or a version by name. */
export interface HistorySubject {
  id: number | null;
  name: string | null;
}

/** Records one undoable edit; a new edit drops the redo entries after the current point. */
export async function recordHistory(
  trx: Db,
  env: FlowEnv,
  taskId: number,
  action: string,
  subject: HistorySubject,
  before: Snapshot,
  after: Snapshot,
) {
  await trx.deleteFrom('task_edit_histories').where('task_id', '=', taskId).where('is_undone', '=', 1).execute();
  await trx
    .insertInto('task_edit_histories')
    .values({
      ac_id: env.acId,
      task_id: taskId,
      user_id: env.userId,
      action,
      subject_id: subject.id,
      subject_name: subject.name,
      before: JSON.stringify(before),
      after: JSON.stringify(after),
      is_undone: 0,
      created_at: nowIso(),
    })
    .execute();
}

const noRows: Snapshot = { nodes: [], canvases: [] };

/** Records an event beside the edits (an undo, a redo, a publish): shown in the history, never replayed. */
export async function recordHistoryEvent(trx: Db, env: FlowEnv, taskId: number, action: string, subject: HistorySubject) {
  await trx
    .insertInto('task_edit_histories')
    .values({
      ac_id: env.acId,
      task_id: taskId,
      user_id: env.userId,
      action,
      subject_id: subject.id,
      subject_name: subject.name,
      before: JSON.stringify(noRows),
      after: JSON.stringify(noRows),
      is_undone: 0,
      replayable: 0,
      created_at: nowIso(),
    })
    .execute();
}

/** The name of a node among the rows an edit saw (after it, before it, or untouched). */
const nodeName = (id: number | null, ...lists: readonly (readonly { node_id: number; node_name: string }[])[]) =>
  id === null ? null : (lists.flatMap((l) => l.find((n) => n.node_id === id) ?? [])[0]?.node_name ?? null);

export async function markModified(trx: Db, taskId: number, userId: number | null) {
  await trx
    .updateTable('tasks')
    .set({ version_in_use_modified: 1, revision: sql`revision + 1`, updated_by: userId, updated_at: nowIso() })
    .where('task_id', '=', taskId)
    .execute();
}

/**
 * Whether an edit changes what screens other than its canvas show, so every tab of the account hears it: a link to
 * another task added, changed or removed (the task map draws it), or the first change since the version in use was
 * published (the task list says "Changed since publishing"). Any other edit is heard by its canvas's room alone.
 */
const heardBeyondCanvas = (task: { version_in_use_modified?: number | null }, applied: AppliedPlan) =>
  !task.version_in_use_modified || [...applied.before.nodes, ...applied.after.nodes].some((n) => n.node_type === 'link_task');

/**
 * One canvas edit in one transaction: load the task (locked), let `build` work out the plan with the shared
 * rules (a refusal throws and nothing is written), apply it, flag the task modified, record the history entry,
 * the activity entry and the node usages, and answer the task as it now is.
 */
export async function runEdit(
  env: FlowEnv,
  taskId: number,
  action: ActivityAction,
  build: (state: TaskState, trx: Db) => Promise<EditStep | Refusal> | EditStep | Refusal,
): Promise<EditResult> {
  let revision = 0;
  assertNotBehind(env.request, knownRevision(env.db, taskId));
  const { result: answer, after } = await env.db.transaction().execute(async (trx) => {
    const task = await loadTask(trx, env.acId, taskId, { lock: env.engine === 'postgres' });
    assertFresh(env.request, task.revision);
    const cached = await nodesAt(trx, env.acId, task, env.db);
    const state: TaskState = {
      task,
      canvases: await loadCanvases(trx, taskId),
      nodes: cached.nodes,
      graph: takeGraph(cached),
    };
    const step = await build(state, trx);
    if (isRefusal(step)) throw refusalError(step);
    const { plan } = step;
    await markModified(trx, taskId, env.userId);
    revision = task.revision + 1;
    const applied = await applyEditPlan(trx, env.engine, state, plan, env.userId);
    if (step.deleteCanvases?.length) await trx.deleteFrom('canvases').where('canvas_id', 'in', step.deleteCanvases).execute();
    applied.before.canvases.push(...(step.canvasBefore ?? []));
    applied.after.canvases.push(...(step.canvasAfter ?? []));
    const select = plan.select === null ? null : plan.select < 0 ? (applied.ids.get(plan.select) ?? null) : plan.select;
    const subjectId = step.subject ?? select;
    const subject = {
      id: step.subjectName !== undefined ? null : subjectId,
      name: step.subjectName ?? nodeName(subjectId, applied.after.nodes, applied.before.nodes, state.nodes),
    };
    await recordHistory(trx, env, taskId, action, subject, applied.before, applied.after);
    await syncNodeUsages(trx, task, applied.after.nodes, plan.remove);
    await recordActivity(
      trx,
      env.request,
      {
        subject_type: 'Task',
        subject_id: taskId,
        action,
        summary: { node_id: select, created: plan.create.length, updated: plan.update.length, removed: plan.remove.length },
        ...(heardBeyondCanvas(task, applied) ? {} : { canvas: taskId }),
      },
      env.userId ?? undefined,
    );
    const after = await nodesAfterRows(trx, env.acId, state.graph, plan.remove, applied.after.nodes);
    const canvasId = applied.canvasId ?? step.canvasId ?? null;
    const result = await editAnswer(trx, env.request, {
      taskId,
      select,
      canvasId,
      switchToMain: plan.switchToMainCanvas,
      after,
      baseRevision: task.revision,
      revision,
    });
    result.nodes_reference_other_tasks = plan.nodesReferenceOtherTasks.map((id) => (id < 0 ? (applied.ids.get(id) ?? id) : id));
    if (step.carried) result.carried_content = step.carried;
    return { result, after };
  });
  primeNodes(env.db, taskId, revision, after.nodes, after.graph);
  return answer;
}
