import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clipboardTypes,
  deleteTypes,
  nodeCopyBody,
  nodeUnlinkBody,
  type Clipboard,
  type DeleteType,
  type TaskType,
  type UnlinkType,
} from '@shared/api/flow';
import { indexNodes, nodeRef, planPaste, planRemoval, sameNodeRef } from '@shared/flow';
import { refuse } from '@shared/flow/result';
import { messages } from '@shared/messages';
import { notFound } from '../../../http/errors';
import { authorizeFlow } from '../edits/authz';
import { guard, runEdit, type FlowEnv } from '../edits/edit';
import { effectiveRegistry } from './offer';
import { changeAnswerSchema } from '../model/schemas';
import { carryContent, requireSourceAccount } from './paste-across';
import { canvasOf, loadNodes, loadTask, nodeOf } from '../model/state';
import { accountRows } from '../../../http/tenant-repo';

const id = z.coerce.number().int().positive();

/** DELETE /node/nodes/{id} and POST /node/unlink: planRemoval's rules and plan; a same-node copy is addressed with its connector parent. */
export function removeNode(
  env: FlowEnv,
  taskId: number,
  nodeId: number,
  type: DeleteType | UnlinkType,
  canvasId?: number,
  connectorParentId?: number,
) {
  return runEdit(env, taskId, type, (state) => {
    const node = nodeOf(state, nodeId);
    const canvas = canvasOf(state, canvasId ?? node.canvas_id);
    const item = connectorParentId ? sameNodeRef(nodeId, connectorParentId) : nodeRef(node);
    const result = planRemoval({ graph: state.graph, access: { protected: state.task.protected, readOnly: false }, item, type, canvas });
    return result.ok ? { plan: result.plan, canvasId: canvas.canvas_id, subject: nodeId } : result;
  });
}

/** from_ac_id (ours): the account the clipboard was copied in, when it is another one the user may read. */
export const copyBody = nodeCopyBody.extend({
  copy_node_id: id.nullable().optional(),
  copy_type: z.enum(clipboardTypes),
  from_ac_id: id.optional(),
});
export type CopyInput = z.infer<typeof copyBody>;

/** A canvas name not used in the task yet: the name, else 'name (2)', 'name (3)' … */
function freeCanvasName(names: readonly string[], wanted: string) {
  const taken = new Set(names.map((n) => n.trim().toLowerCase()));
  const base = wanted.trim().slice(0, 240) || 'Canvas';
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base} (${n})`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/** POST /node/copy: the client's clipboard pasted after pid (or into a new canvas) with planPaste's rules and plan. */
export function pasteNode(env: FlowEnv, body: CopyInput) {
  const fromAcId = body.from_ac_id ?? env.acId;
  const across = fromAcId !== env.acId;
  return runEdit(env, body.task_id, body.copy_type, async (state, trx) => {
    const registry = await effectiveRegistry(trx, env.db);
    let clipboard: Clipboard | null = null;
    let source = state.graph;
    let sourceTask = state.task;
    if (across) {
      await requireSourceAccount(env.request, trx, fromAcId);
      // A cut would remove the nodes from the other account's task: only copies go across accounts.
      if (body.copy_type.startsWith('cut_')) return refuse(messages.canvas.cannotPasteHere, messages.canvas.cutNotPermitted);
    }
    if (body.copy_node_id) {
      const owner = await accountRows(trx, fromAcId)
        .selectFrom('nodes')
        .select(['task_id'])
        .where('node_id', '=', body.copy_node_id)
        .executeTakeFirst();
      if (!owner) throw notFound();
      sourceTask = owner.task_id === state.task.task_id ? state.task : await loadTask(trx, fromAcId, owner.task_id);
      if (sourceTask.task_id !== state.task.task_id) source = indexNodes(await loadNodes(trx, fromAcId, sourceTask.task_id));
      clipboard = {
        source_node_id: body.copy_node_id,
        type: body.copy_type,
        task_type: sourceTask.task_type as TaskType,
        source_canvas_id: body.from_canvas_id,
        source_task_id: sourceTask.task_id,
        ...(body.connector_parent_id ? { connector_parent_id: body.connector_parent_id } : {}),
      };
    }
    const toNewCanvas = body.copy_type === 'copy_branch_to_new_canvas';
    const target = !toNewCanvas && body.pid ? nodeRef(nodeOf(state, body.pid)) : null;
    if (body.to_canvas_id && !toNewCanvas) canvasOf(state, body.to_canvas_id);
    const rootName = body.copy_node_id ? (source.byId.get(body.copy_node_id)?.node_name ?? '') : '';
    const canvasName = freeCanvasName(
      state.canvases.map((c) => c.canvas_name),
      rootName,
    );
    const result = planPaste({
      clipboard,
      source,
      graph: state.graph,
      registry,
      target,
      canvasName,
      targetTask: { task_id: state.task.task_id, task_type: state.task.task_type as TaskType },
      access: { protected: state.task.protected, readOnly: false },
    });
    if (!result.ok) return result;
    // Across accounts the content the copied nodes use comes along (reused by name or copied); inside one account nothing is.
    if (!across || !body.copy_node_id) return { plan: result.plan, canvasId: body.to_canvas_id };
    const carried = await carryContent(
      trx,
      { request: env.request, fromAcId, toAcId: env.acId, userId: env.userId },
      sourceTask,
      body.copy_node_id,
      body.copy_type !== 'copy_node',
      result.plan,
    );
    return { plan: carried.plan, canvasId: body.to_canvas_id, carried: carried.carried };
  });
}

export async function nodeMoveRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Node'];
  const deleteQuery = z.object({
    delete_type: z.enum(deleteTypes).default('delete_node'),
    canvas_id: id.optional(),
    connector_parent_id: id.optional(),
  });

  app.delete(
    '/node/nodes/:id',
    {
      config: { access: (request) => authorizeFlow(request, 'write') },
      schema: { tags, params: z.object({ id }), querystring: deleteQuery, response: { 200: changeAnswerSchema } },
    },
    async (request, reply) => {
      const env = authorizeFlow(request, 'write');
      const owner = await accountRows(env.db, env.acId)
        .selectFrom('nodes')
        .select('task_id')
        .where('node_id', '=', request.params.id)
        .executeTakeFirst();
      if (!owner) throw notFound();
      const q = request.query;
      return guard(reply, () => removeNode(env, owner.task_id, request.params.id, q.delete_type, q.canvas_id, q.connector_parent_id));
    },
  );

  app.post(
    '/node/unlink',
    {
      config: { access: (request) => authorizeFlow(request, 'write') },
      schema: { tags, body: nodeUnlinkBody, response: { 200: changeAnswerSchema } },
    },
    async (request, reply) => {
      const env = authorizeFlow(request, 'write');
      const b = request.body;
      return guard(reply, () => removeNode(env, b.task_id, b.unlink_node_id, b.unlink_type, undefined, b.connector_parent_id));
    },
  );

  app.post(
    '/node/copy',
    {
      config: { access: (request) => authorizeFlow(request, 'write') },
      schema: { tags, body: copyBody, response: { 200: changeAnswerSchema } },
    },
    async (request, reply) => {
      const env = authorizeFlow(request, 'write');
      return guard(reply, () => pasteNode(env, request.body));
    },
  );
}
