import type { FastifyRequest } from 'fastify';
import { canAccess } from '@shared/access';
import type { EditPlan } from '@shared/flow/plan';
import type { Db } from '../../../db/index';
import { notFound } from '../../../http/errors';
import { resolveScope } from '../../../http/scope';
import { buildExportWithIds } from '../../transfer/build-export';
import type { ImportResult } from '@shared/api/transfer';
import { importContent } from '../../transfer/import-document';
import { remapConfig } from '../../transfer/remap';
import type { TaskRow } from '../model/rows';
import { accountRows } from '../../../http/tenant-repo';

/**
 * The account a clipboard was copied in, when it is not the one pasted into: the user must be able to
 * read its tasks (build.tasks read with that account selected); otherwise — or when it does not exist — 404, as
 * any node of another tenant is.
 */
export async function requireSourceAccount(request: FastifyRequest, db: Db, acId: number): Promise<void> {
  const account = await accountRows(db, acId).selectFrom('accounts').select(['ac_id', 'sp_id']).executeTakeFirst();
  if (!account || !request.auth) throw notFound();
  const headers = { 'x-scope': 'ac', 'x-scope-id': String(account.ac_id), 'x-sp-id': String(account.sp_id) };
  const scope = await resolveScope(db, request.auth.user, headers).catch(() => null);
  if (!scope || !canAccess(scope.access, 'build.tasks', 'read').allowed) throw notFound();
}

/** The copied node, or the branch under it (the copy types that take the branch), by the source task's rows. */
async function copiedRows(trx: Db, fromAcId: number, sourceTask: TaskRow, rootId: number, branch: boolean) {
  const rows = await accountRows(trx, fromAcId)
    .selectFrom('nodes')
    .selectAll()
    .where('task_id', '=', sourceTask.task_id)
    .orderBy('node_id')
    .execute();
  const keep = new Set([rootId]);
  if (branch) {
    for (let grew = true; grew; ) {
      grew = false;
      for (const r of rows) if (r.pid !== null && keep.has(r.pid) && !keep.has(r.node_id)) keep.add(r.node_id), (grew = true);
    }
  }
  return rows.filter((r) => keep.has(r.node_id));
}

/**
 * Paste across accounts carries the content along, as import does: what the copied nodes use (and what that content
 * uses) is found in the target account by name and reused, or created there; the pasted nodes' configs then point at
 * the target account's content. Links to tasks of the other account are cleared (they do not exist here).
 */
export async function carryContent(
  trx: Db,
  run: { request: FastifyRequest; fromAcId: number; toAcId: number; userId: number | null },
  sourceTask: TaskRow,
  rootId: number,
  branch: boolean,
  plan: EditPlan,
): Promise<{ plan: EditPlan; carried: { model: string; name: string; action: 'created' | 'reused' | 'renamed' }[] }> {
  const config = run.request.server.studio.config;
  const nodes = await copiedRows(trx, run.fromAcId, sourceTask, rootId, branch);
  const { doc, lookup: toFile } = await buildExportWithIds(trx, config, run.fromAcId, [
    { task: sourceTask, snapshot: { settings: {}, canvases: [], nodes } },
  ]);
  const written: string[] = [];
  const result: Pick<ImportResult, 'content'> = { content: [] };
  const toTarget = await importContent(
    { trx, config, acId: run.toAcId, userId: run.userId, choices: new Map() },
    doc,
    written,
    new Map(),
    result,
  );
  const lookup = (model: Parameters<typeof toFile>[0], id: number): number | null => {
    if (model === 'node') return id; // the paste's own ids
    if (model === 'task') return null;
    const local = toFile(model, id);
    return local === null ? null : (toTarget.get(`${model}:${local}`) ?? null);
  };
  return {
    plan: { ...plan, create: plan.create.map((n) => ({ ...n, config: remapConfig(n.node_type, n.config, lookup), link_task_node: null })) },
    carried: result.content.map(({ model, name, action }) => ({ model, name, action })),
  };
}
