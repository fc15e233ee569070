import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkEditable } from '@shared/flow';
import { recordActivity } from '../../../http/activity';
import { unprocessable } from '../../../http/errors';
import { restoreSnapshot, type Snapshot } from './apply';
import { authorizeFlow } from './authz';
import { editAnswer, nodesAfterRows } from './answer';
import { guard, markModified, recordHistoryEvent, refusalError, type EditResult, type FlowEnv } from './edit';
import { knownRevision, nodesAt, primeNodes, takeGraph } from './node-cache';
import { parseJson } from '../model/rows';
import { historyList } from '../model/schemas';
import { changeAnswerSchema } from '../model/schemas';
import { loadTask } from '../model/state';
import { flowTexts } from '../model/texts';
import { syncNodeUsages } from '../model/usages';
import { assertFresh, assertNotBehind } from '../../versions/revision';
import { accountRows } from '../../../http/tenant-repo';

const empty: Snapshot = { nodes: [], canvases: [] };

/**
 * Undo puts back the rows of the newest edit not undone yet; redo replays the oldest undone one. Both run in one
 * transaction, so the stored task is always what the editor shows; a new edit drops what could be redone.
 */
export async function replay(env: FlowEnv, taskId: number, direction: 'undo' | 'redo'): Promise<EditResult> {
  let revision = 0;
  assertNotBehind(env.request, knownRevision(env.db, taskId));
  const { answer, after } = await env.db.transaction().execute(async (trx) => {
    const task = await loadTask(trx, env.acId, taskId, { lock: env.engine === 'postgres' });
    assertFresh(env.request, task.revision);
    const editable = checkEditable({ protected: task.protected, readOnly: false }, 'update');
    if (!editable.ok) throw refusalError(editable);
    const undo = direction === 'undo';
    const entry = await trx
      .selectFrom('task_edit_histories')
      .selectAll()
      .where('task_id', '=', taskId)
      .where('replayable', '=', 1)
      .where('is_undone', '=', undo ? 0 : 1)
      .orderBy('history_id', undo ? 'desc' : 'asc')
      .executeTakeFirst();
    if (!entry) throw unprocessable(undo ? flowTexts.nothingToUndo : flowTexts.nothingToRedo);
    const cached = await nodesAt(trx, env.acId, task, env.db);
    const current = takeGraph(cached);
    const before = parseJson<Snapshot>(entry.before, empty);
    const after = parseJson<Snapshot>(entry.after, empty);
    const [target, other] = undo ? [before, after] : [after, before];
    await restoreSnapshot(trx, [before, after], target, taskId);
    await trx
      .updateTable('task_edit_histories')
      .set({ is_undone: undo ? 1 : 0 })
      .where('history_id', '=', entry.history_id)
      .execute();
    await recordHistoryEvent(trx, env, taskId, `${direction}:${entry.action}`, { id: entry.subject_id, name: entry.subject_name });
    await markModified(trx, taskId, env.userId);
    revision = task.revision + 1;
    const present = new Set(target.nodes.map((n) => n.node_id));
    await syncNodeUsages(
      trx,
      task,
      target.nodes,
      other.nodes.map((n) => n.node_id).filter((id) => !present.has(id)),
    );
    await recordActivity(
      trx,
      env.request,
      {
        subject_type: 'Task',
        subject_id: taskId,
        action: direction,
        summary: { history_id: entry.history_id, action: entry.action },
        canvas: taskId,
      },
      env.userId ?? undefined,
    );
    const select = entry.subject_id !== null && present.has(entry.subject_id) ? entry.subject_id : (target.nodes[0]?.node_id ?? null);
    // The task's nodes now: the current ones without every node the entry touched, plus the target's rows.
    const touched = new Set([...before.nodes, ...after.nodes].map((n) => n.node_id));
    const nodes = await nodesAfterRows(trx, env.acId, current, touched, target.nodes);
    const outcome = {
      taskId,
      select,
      canvasId: target.canvases[0]?.canvas_id ?? null,
      switchToMain: false,
      after: nodes,
      baseRevision: task.revision,
      revision,
    };
    const replayed = { action: entry.action, subject_name: entry.subject_name };
    return { answer: { ...(await editAnswer(trx, env.request, outcome)), replayed }, after: nodes };
  });
  primeNodes(env.db, taskId, revision, after.nodes, after.graph);
  return answer;
}

export async function historyRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Task'];
  const params = z.object({ task_id: z.coerce.number().int().positive() });

  app.get(
    '/studio/task-edit-histories/:task_id',
    { config: { access: (request) => authorizeFlow(request, 'read') }, schema: { tags, params, response: { 200: historyList } } },
    async (request) => {
      const env = authorizeFlow(request, 'read');
      await loadTask(env.db, env.acId, request.params.task_id);
      // Who, when, what: the same entries undo and redo replay, with their author's name.
      const rows = await accountRows(env.db, env.acId)
        .selectFrom('task_edit_histories as h')
        .leftJoin('users as u', 'u.user_id', 'h.user_id')
        .select([
          'h.history_id',
          'h.task_id',
          'h.user_id',
          'u.display_name as user_name',
          'h.action',
          'h.subject_id',
          'h.subject_name',
          'h.is_undone',
          'h.created_at',
        ])
        .where('h.task_id', '=', request.params.task_id)
        .orderBy('h.history_id', 'desc')
        .execute();
      return { data: rows };
    },
  );
  for (const direction of ['undo', 'redo'] as const) {
    app.post(
      `/studio/task-edit-histories/:task_id/${direction}`,
      { config: { access: (request) => authorizeFlow(request, 'write') }, schema: { tags, params, response: { 200: changeAnswerSchema } } },
      async (request, reply) => {
        const env = authorizeFlow(request, 'write');
        return guard(reply, () => replay(env, request.params.task_id, direction));
      },
    );
  }
}
