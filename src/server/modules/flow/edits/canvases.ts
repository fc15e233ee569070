import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canvas, canvasCreateBody, type FlowNode } from '@shared/api/flow';
import { checkCanvasChange, checkCanvasRename, refuse, Workspace } from '@shared/flow';
import { messages } from '@shared/messages';
import { nowIso } from '../../../db/index';
import { notFound } from '../../../http/errors';
import type { ServerPlan } from './apply';
import { authorizeFlow } from './authz';
import { guard, runEdit, type FlowEnv } from './edit';
import { canvasToApi, type TaskRow } from '../model/rows';
import { changeAnswerSchema } from '../model/schemas';
import { canvasOf, loadCanvases, loadTask } from '../model/state';
import { accountRows } from '../../../http/tenant-repo';

/** A root node (start, disconnect, machine or beep detection) of a canvas. */
export function rootNode(
  task: Pick<TaskRow, 'task_id' | 'ac_id'>,
  canvasId: number,
  type: 'start' | 'disconnect' | 'machine_detection' | 'beep_detection',
  position = 0,
): Omit<FlowNode, 'node_id'> {
  const names = { start: 'Start', disconnect: 'Disconnect', machine_detection: 'Machine detection', beep_detection: 'Beep detection' };
  return {
    node_name: names[type],
    tooltip: null,
    task_id: task.task_id,
    ac_id: task.ac_id,
    canvas_id: canvasId,
    pid: null,
    position,
    tags: [],
    node_type: type,
    category: 'system',
    connector_parent: [],
    goto_node: null,
    link_task_node: null,
    keyword_conditions: [],
    grammar_conditions: [],
    config: {},
  };
}

type CanvasInput = z.infer<typeof canvasCreateBody>;

/** POST /node/canvas: a canvas with its root node (disconnect for an event-handler canvas, else start). */
export function createCanvas(env: FlowEnv, body: CanvasInput) {
  return runEdit(env, body.task_id, 'create_canvas', (state) => {
    const editable = checkCanvasChange('add', { protected: state.task.protected, readOnly: false });
    if (!editable.ok) return editable;
    const name = body.canvas_name.trim();
    if (state.canvases.some((c) => c.canvas_name.trim().toLowerCase() === name.toLowerCase()))
      return refuse(messages.canvas.canvasNameTaken, messages.canvas.createFailed);
    const ws = new Workspace(state.graph);
    const root = ws.create(rootNode(state.task, -1, body.is_event_handler ? 'disconnect' : 'start'));
    const plan: ServerPlan = ws.plan({ select: root, newCanvas: { canvas_id: -1, canvas_name: name, first_node_id: root } });
    plan.newCanvasFlags = { is_event_handler: body.is_event_handler, is_ni_nm_handler: body.is_ni_nm_handler };
    return { plan, subjectName: name };
  });
}

/** PUT /node/canvas/{canvas_id}: a rename, refused with checkCanvasRename's messages. */
export function renameCanvas(env: FlowEnv, taskId: number, canvasId: number, name: string) {
  return runEdit(env, taskId, 'rename_canvas', async (state, trx) => {
    const current = canvasOf(state, canvasId);
    const editable = checkCanvasChange('rename', { protected: state.task.protected, readOnly: false });
    if (!editable.ok) return editable;
    const others = state.canvases.filter((c) => c.canvas_id !== canvasId).map((c) => c.canvas_name);
    const rule = checkCanvasRename(name, current.canvas_name, others);
    if (!rule.ok) return rule;
    const after = { ...current, canvas_name: name.trim(), updated_by: env.userId, updated_at: nowIso() };
    await trx
      .updateTable('canvases')
      .set({ canvas_name: after.canvas_name, updated_by: after.updated_by, updated_at: after.updated_at })
      .where('canvas_id', '=', canvasId)
      .execute();
    return {
      plan: new Workspace(state.graph).plan({ select: current.first_node_id }),
      canvasBefore: [current],
      canvasAfter: [after],
      canvasId,
      subjectName: after.canvas_name,
    };
  });
}

/** DELETE /node/canvas/{canvas_id}: the canvas and its nodes (links into it are cleared); never the main canvas. */
export function deleteCanvas(env: FlowEnv, taskId: number, canvasId: number) {
  return runEdit(env, taskId, 'delete_canvas', (state) => {
    const current = canvasOf(state, canvasId);
    const refused = checkCanvasChange('delete', { protected: state.task.protected, readOnly: false }, current);
    if (!refused.ok) return refused;
    const ws = new Workspace(state.graph);
    for (const node of state.nodes) if (node.canvas_id === canvasId) ws.remove(node.node_id);
    ws.dropDanglingRefs();
    const main = state.canvases.find((c) => c.is_main_canvas === 1);
    return {
      plan: ws.plan({ select: main?.first_node_id ?? null }),
      canvasBefore: [current],
      deleteCanvases: [canvasId],
      canvasId: main?.canvas_id ?? null,
      subjectName: current.canvas_name,
    };
  });
}

const canvasIdParams = z.object({ canvas_id: z.coerce.number().int().positive() });

export async function canvasRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Canvas'];
  const owner = async (env: FlowEnv, canvasId: number) => {
    const row = await accountRows(env.db, env.acId)
      .selectFrom('canvases')
      .select('task_id')
      .where('canvas_id', '=', canvasId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row.task_id;
  };

  app.get(
    '/node/canvas',
    {
      config: { access: (request) => authorizeFlow(request, 'read') },
      schema: {
        tags,
        querystring: z.object({ task_id: z.coerce.number().int().positive() }),
        response: { 200: z.object({ data: z.array(canvas) }) },
      },
    },
    async (request) => {
      const env = authorizeFlow(request, 'read');
      await loadTask(env.db, env.acId, request.query.task_id);
      return { data: (await loadCanvases(env.db, request.query.task_id)).map(canvasToApi) };
    },
  );
  app.post(
    '/node/canvas',
    {
      config: { access: (request) => authorizeFlow(request, 'write') },
      schema: { tags, body: canvasCreateBody, response: { 201: changeAnswerSchema } },
    },
    async (request, reply) => {
      const env = authorizeFlow(request, 'write');
      return guard(reply, () => createCanvas(env, request.body), 201);
    },
  );
  app.put(
    '/node/canvas/:canvas_id',
    {
      config: { access: (request) => authorizeFlow(request, 'write') },
      schema: { tags, params: canvasIdParams, body: z.object({ canvas_name: z.string().max(255) }), response: { 200: changeAnswerSchema } },
    },
    async (request, reply) => {
      const env = authorizeFlow(request, 'write');
      const taskId = await owner(env, request.params.canvas_id);
      return guard(reply, () => renameCanvas(env, taskId, request.params.canvas_id, request.body.canvas_name));
    },
  );
  app.delete(
    '/node/canvas/:canvas_id',
    {
      config: { access: (request) => authorizeFlow(request, 'write') },
      schema: { tags, params: canvasIdParams, response: { 200: changeAnswerSchema } },
    },
    async (request, reply) => {
      const env = authorizeFlow(request, 'write');
      const taskId = await owner(env, request.params.canvas_id);
      return guard(reply, () => deleteCanvas(env, taskId, request.params.canvas_id));
    },
  );
}
