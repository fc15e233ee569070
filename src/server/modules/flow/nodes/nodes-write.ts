import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nodeCreateBody, nodeUpdateBody, type TaskType } from '@shared/api/flow';
import {
  checkEditable,
  isCondition,
  isNodeTypeAvailable,
  nodeTypeAvailability,
  nodeRef,
  planBranchSync,
  planInsert,
  planSameNode,
  refuse,
  Workspace,
  childrenOf,
} from '@shared/flow';
import { messages } from '@shared/messages';
import { notFound, unprocessable } from '../../../http/errors';
import type { ServerPlan } from '../edits/apply';
import { authorizeFlow } from '../edits/authz';
import { guard, runEdit, type FlowEnv } from '../edits/edit';
import { checkNodeConfig } from './node-config';
import { effectiveRegistry, offerInput } from './offer';
import { linkWouldLoop } from '../model/recursion';
import { canvasOf, nodeOf, type TaskState } from '../model/state';
import { flowTexts } from '../model/texts';
import { changeAnswerSchema } from '../model/schemas';
import type { Db } from '../../../db/index';
import { accountRows } from '../../../http/tenant-repo';

export type NodeCreateInput = z.infer<typeof nodeCreateBody>;
export type NodeUpdateInput = z.infer<typeof nodeUpdateBody>;

/** link_task nodes may not make a loop of linked tasks; goto targets must be nodes of the same task. */
async function checkLinks(db: Db, env: FlowEnv, state: TaskState, nodeType: string, config: Record<string, unknown>) {
  if (
    nodeType === 'link_task' &&
    typeof config.task_id === 'number' &&
    (await linkWouldLoop(db, env.acId, state.task.task_id, config.task_id))
  ) {
    throw unprocessable(`task_id: ${flowTexts.recursion}`);
  }
  if (nodeType === 'goto' && typeof config.goto_node_id === 'number' && !state.graph.byId.has(config.goto_node_id)) {
    throw unprocessable(flowTexts.gotoOtherTask);
  }
}

/** The node a new node goes after: pid itself, or with connector_condition the condition child of pid with that key or label. */
function targetOf(state: TaskState, pid: number, connectorCondition?: string) {
  const parent = nodeOf(state, pid);
  if (!connectorCondition) return parent;
  const found = childrenOf(state.graph, pid).find(
    (c) => isCondition(c) && (c.config.branch_key === connectorCondition || c.node_name === connectorCondition),
  );
  if (!found) throw unprocessable(flowTexts.unknownCondition);
  return found;
}

/** POST /node/nodes through the service layer: a new node after pid (or in its place with swap), or a same-node link. */
export function createNode(env: FlowEnv, features: readonly string[], body: NodeCreateInput) {
  return runEdit(env, body.task_id, body.same_node ? 'link_node' : 'create_node', async (state, trx) => {
    const target = nodeRef(targetOf(state, body.pid, body.connector_condition));
    canvasOf(state, body.canvas_id);
    if (nodeOf(state, target.nodeId).canvas_id !== body.canvas_id) return refuse(messages.canvas.cannotDropHere);
    const access = { protected: state.task.protected, readOnly: false };
    const offer = await offerInput(trx, env.acId, features, state.task.task_type as TaskType, env.db);
    if (body.same_node) {
      nodeOf(state, body.same_node);
      return planSameNode({ graph: state.graph, registry: offer.registry, access, target, nodeId: body.same_node });
    }
    const editable = checkEditable(access, 'insert');
    if (!editable.ok) return editable;
    const def = offer.registry.get(body.node_type);
    if (!def || !def.availability.creatable || !isNodeTypeAvailable({ ...offer, nodeType: body.node_type })) {
      // A type the account's plan does not include is refused with the spec's plan message.
      const decision = def ? nodeTypeAvailability(def, offer) : null;
      const plan = decision !== null && !decision.available && decision.reason === 'plan';
      return refuse(plan ? messages.notProvisioned : messages.canvas.nodeTypeUnavailable, messages.canvas.createFailed);
    }
    const config = await checkNodeConfig(trx, env.acId, state, def, body.config, features);
    await checkLinks(trx, env, state, def.type, config);
    const fields = { node_name: body.node_name, tooltip: body.tooltip, tags: body.tags, config };
    const result = planInsert({
      graph: state.graph,
      registry: offer.registry,
      access,
      target,
      nodeType: def.type,
      swap: body.swap,
      fields,
    });
    return result.ok ? { plan: result.plan } : result;
  });
}

/** PUT /node/nodes/{node_id}: name, tooltip, tags and config; a multiple-child node's conditions follow its branches. */
export function updateNode(env: FlowEnv, features: readonly string[], nodeId: number, taskId: number, body: NodeUpdateInput) {
  return runEdit(env, taskId, 'update_node', async (state, trx) => {
    const node = nodeOf(state, nodeId);
    const editable = checkEditable({ protected: state.task.protected, readOnly: false }, 'update');
    if (!editable.ok) return editable;
    const registry = await effectiveRegistry(trx, env.db);
    const def = registry.get(node.node_type);
    const system = !def || !def.availability.creatable;
    if (system && body.config !== undefined) return refuse(messages.canvas.nodeTypeUnavailable, messages.canvas.updateFailed);
    const config =
      body.config === undefined || !def ? node.config : await checkNodeConfig(trx, env.acId, state, def, body.config, features);
    await checkLinks(trx, env, state, node.node_type, config);
    const plan: ServerPlan =
      def?.category === 'multiple_child' && body.config !== undefined
        ? planBranchSync(state.graph, nodeId, def.branches(config))
        : new Workspace(state.graph).plan({ select: nodeId });
    const own = { ...(body.node_name?.trim() ? { node_name: body.node_name.trim() } : {}), config };
    const existing = plan.update.find((u) => u.node_id === nodeId);
    if (existing) existing.set = { ...existing.set, ...own };
    else plan.update.push({ node_id: nodeId, set: own });
    plan.extra = new Map([
      [nodeId, { ...(body.tooltip !== undefined ? { tooltip: body.tooltip } : {}), ...(body.tags ? { tags: body.tags } : {}) }],
    ]);
    return { plan };
  });
}

const nodeIdParams = z.object({ node_id: z.coerce.number().int().positive() });

export async function nodeWriteRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Node'];
  app.post(
    '/node/nodes',
    {
      config: { access: (request) => authorizeFlow(request, 'write') },
      schema: { tags, body: nodeCreateBody, response: { 201: changeAnswerSchema } },
    },
    async (request, reply) => {
      const env = authorizeFlow(request, 'write');
      return guard(reply, () => createNode(env, env.features, request.body), 201);
    },
  );
  app.put(
    '/node/nodes/:node_id',
    {
      config: { access: (request) => authorizeFlow(request, 'write') },
      schema: { tags, params: nodeIdParams, body: nodeUpdateBody, response: { 200: changeAnswerSchema } },
    },
    async (request, reply) => {
      const env = authorizeFlow(request, 'write');
      const owner = await accountRows(env.db, env.acId)
        .selectFrom('nodes')
        .select('task_id')
        .where('node_id', '=', request.params.node_id)
        .executeTakeFirst();
      if (!owner) throw notFound();
      return guard(reply, () => updateNode(env, env.features, request.params.node_id, owner.task_id, request.body));
    },
  );
}
