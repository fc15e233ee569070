import { checkEditable } from '@shared/flow';
import { fill, messages } from '@shared/messages';
import type { GateProblem, VersionList, VersionSummary } from '@shared/api/versions';
import { nowIso } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { notFound, unprocessable } from '../../http/errors';
import { RefusalError } from '../../http/errors';
import { restoreSnapshot } from '../flow/edits/apply';
import {
  changeAnswer,
  markModified,
  recordHistory,
  recordHistoryEvent,
  refusalError,
  type EditResult,
  type FlowEnv,
} from '../flow/edits/edit';
import { primeNodes } from '../flow/edits/node-cache';
import { loadTask } from '../flow/model/state';
import { taskProblems } from '../flow/tasks/task-validation-routes';
import { syncNodeUsages } from '../flow/model/usages';
import { assertFresh } from './revision';
import { decodeSnapshot, readSnapshot, summaryOf, takeSnapshot, versionQuery } from './snapshot';

/** GET /studio/versions/{id}: the task's versions, newest first; the published one is marked. */
export async function listVersions(env: FlowEnv, taskId: number): Promise<VersionList> {
  const task = await loadTask(env.db, env.acId, taskId);
  const rows = await versionQuery(env.db, env.acId).where('v.task_id', '=', taskId).execute();
  return {
    task_id: taskId,
    revision: task.revision,
    task_version_in_use: task.task_version_in_use,
    version_in_use_modified: task.version_in_use_modified,
    versions: rows.map((r) => summaryOf(r, task.task_version_in_use)),
  };
}

/** A version of the account (of the given task, when named), else 404: another tenant's or another task's is never told apart. */
async function versionOf(env: FlowEnv, versionId: number, taskId?: number) {
  let q = versionQuery(env.db, env.acId).select('v.snapshot').where('v.version_id', '=', versionId);
  if (taskId !== undefined) q = q.where('v.task_id', '=', taskId);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** POST /studio/decode-version/{id}: the version's settings, canvases and nodes. */
export async function decodeVersion(env: FlowEnv, versionId: number) {
  const { snapshot, ...row } = await versionOf(env, versionId);
  const task = await loadTask(env.db, env.acId, row.task_id, { includeDisabled: true });
  return { version: summaryOf(row, task.task_version_in_use), ...(await decodeSnapshot(env.db, env.acId, readSnapshot(snapshot))) };
}

/** POST /studio/versions/rename/{version_id}. */
export async function renameVersion(env: FlowEnv, versionId: number, name: string): Promise<VersionSummary> {
  const trimmed = name.trim();
  if (!trimmed) throw unprocessable(`version_name: ${messages.versions.versionNameRequired}`);
  const { snapshot: _snapshot, ...row } = await versionOf(env, versionId);
  const task = await loadTask(env.db, env.acId, row.task_id);
  await env.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('task_versions')
      .set({ version_name: trimmed, updated_at: nowIso() })
      .where('version_id', '=', versionId)
      .execute();
    await recordActivity(
      trx,
      env.request,
      {
        subject_type: 'Task',
        subject_id: row.task_id,
        action: 'rename_version',
        summary: { version_id: versionId, before: row.version_name, after: trimmed },
      },
      env.userId ?? undefined,
    );
  });
  return summaryOf({ ...row, version_name: trimmed }, task.task_version_in_use);
}

/**
 * POST /studio/versions/untitled-version/{id}: publishing; with `{ publish: false }` the draft is only saved as a
 * new untitled version (no gate: a draft with errors may be kept), and the published version stays as it is. The publish gate runs the task's validation (node
 * validate() results and the graph checks, what GET /studio/task-validation answers): errors refuse with the list,
 * warnings do not. Otherwise the draft is kept as a new version (named when a name is given, else untitled), which becomes the published one.
 */
export async function publish(
  env: FlowEnv,
  taskId: number,
  features: readonly string[],
  publishIt = true,
  versionName: string | null = null,
  versionNotes: string | null = null,
): Promise<{ version: VersionSummary; warnings: GateProblem[] }> {
  const created = await env.db.transaction().execute(async (trx) => {
    const task = await loadTask(trx, env.acId, taskId, { lock: env.engine === 'postgres' });
    assertFresh(env.request, task.revision);
    const problems = publishIt ? await taskProblems(trx, env.acId, task, features) : [];
    const errors = problems.filter((p) => p.severity === 'error');
    if (errors.length > 0) {
      const message = fill(messages.versions.publishBlocked, { count: errors.length });
      throw new RefusalError(422, message, { problems: errors });
    }
    const snapshot = await takeSnapshot(trx, task);
    const top = await trx
      .selectFrom('task_versions')
      .select((eb) => eb.fn.max('version_number').as('top'))
      .where('task_id', '=', taskId)
      .executeTakeFirst();
    const now = nowIso();
    const inserted = await trx
      .insertInto('task_versions')
      .values({
        ac_id: env.acId,
        task_id: taskId,
        version_number: Number(top?.top ?? 0) + 1,
        version_name: versionName,
        version_notes: versionNotes,
        task_revision: task.revision,
        node_count: snapshot.nodes.length,
        snapshot: JSON.stringify(snapshot),
        created_by: env.userId,
        created_at: now,
        updated_at: now,
      })
      .returning('version_id')
      .executeTakeFirstOrThrow();
    if (publishIt)
      await trx
        .updateTable('tasks')
        .set({ task_version_in_use: inserted.version_id, version_in_use_modified: 0 })
        .where('task_id', '=', taskId)
        .execute();
    await recordActivity(
      trx,
      env.request,
      {
        subject_type: 'Task',
        subject_id: taskId,
        action: publishIt ? 'publish' : 'save_version',
        summary: { version_id: inserted.version_id, warnings: problems.length },
      },
      env.userId ?? undefined,
    );
    await recordHistoryEvent(trx, env, taskId, publishIt ? 'publish' : 'save_version', { id: null, name: null });
    return { versionId: inserted.version_id, warnings: problems, published: publishIt ? inserted.version_id : task.task_version_in_use };
  });
  const { snapshot: _s, ...row } = await versionOf(env, created.versionId);
  return { version: summaryOf(row, created.published), warnings: created.warnings };
}

/**
 * POST /studio/versions/switch/{a}/{b}: the rollback. Version b of task a becomes the draft — its canvases, nodes
 * and settings — as one edit of the edit history, so undo puts the draft back as it was.
 */
export async function rollback(env: FlowEnv, taskId: number, versionId: number): Promise<EditResult> {
  let revision = 0;
  const answer = await env.db.transaction().execute(async (trx) => {
    const task = await loadTask(trx, env.acId, taskId, { lock: env.engine === 'postgres' });
    assertFresh(env.request, task.revision);
    const editable = checkEditable({ protected: task.protected, readOnly: false }, 'update');
    if (!editable.ok) throw refusalError(editable);
    const version = await versionOf({ ...env, db: trx }, versionId, taskId);
    const target = readSnapshot(version.snapshot);
    const before = await takeSnapshot(trx, task);
    await restoreSnapshot(trx, [before, target], target, taskId);
    await markModified(trx, taskId, env.userId);
    // Back to the published version itself, the draft is that version again: nothing changed since publishing.
    if (task.task_version_in_use === versionId)
      await trx.updateTable('tasks').set({ version_in_use_modified: 0 }).where('task_id', '=', taskId).execute();
    revision = task.revision + 1;
    await recordHistory(trx, env, taskId, 'rollback', { id: null, name: version.version_name }, before, target);
    const present = new Set(target.nodes.map((n) => n.node_id));
    await syncNodeUsages(
      trx,
      task,
      target.nodes,
      before.nodes.map((n) => n.node_id).filter((id) => !present.has(id)),
    );
    await recordActivity(
      trx,
      env.request,
      {
        subject_type: 'Task',
        subject_id: taskId,
        action: 'rollback',
        summary: { version_id: versionId, version_number: version.version_number },
      },
      env.userId ?? undefined,
    );
    const main = target.canvases.find((c) => c.is_main_canvas === 1);
    return { ...(await changeAnswer(trx, env.acId, taskId, main?.first_node_id ?? null, main?.canvas_id ?? null)), revision };
  });
  primeNodes(env.db, taskId, revision, answer.nodes.data);
  return answer;
}
