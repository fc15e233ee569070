import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acNodeTypesAnswer, acNodeTypesBody, nodeTypeRecord, type NodeTypeRecord } from '@shared/api/flow';
import { availableNodeTypes } from '@shared/flow';
import { registry } from '@plugins/registry';
import { nowIso } from '../../../db/index';
import { requireAccess } from '../../../http/access';
import { recordActivity } from '../../../http/activity';
import { notFound, unprocessable } from '../../../http/errors';
import { requireContentAccount } from '../../../http/access';
import { effectiveRegistry, offerInput } from './offer';
import { flowTexts } from '../model/texts';

const system = (request: FastifyRequest, mode: 'read' | 'write') => requireAccess(request, 'system.node-types', mode);

/** Every registered type as a node-type record, the admin's stored record over the plugin's own values. */
async function records(request: FastifyRequest): Promise<NodeTypeRecord[]> {
  const types = await effectiveRegistry(request.server.studio.db);
  const stored = new Map((await request.server.studio.db.selectFrom('node_types').selectAll().execute()).map((r) => [r.node_type, r]));
  return types.all.map((def) => ({
    node_type: def.type,
    category: def.category,
    LABEL: stored.get(def.type)?.label ?? def.label.default,
    AVAILABLE_TO_ALL_PLANS: def.availability.availableToAllPlans ? 1 : 0,
    HIDE_NODE_TASK_OVERRIDE: [...def.availability.hiddenForTaskTypes],
    DROP_RULES: JSON.parse(stored.get(def.type)?.drop_rules ?? '{}'),
  }));
}

const columns = (r: NodeTypeRecord) => ({
  category: r.category,
  label: r.LABEL,
  available_to_all_plans: r.AVAILABLE_TO_ALL_PLANS,
  hide_node_task_override: JSON.stringify(r.HIDE_NODE_TASK_OVERRIDE),
  drop_rules: JSON.stringify(r.DROP_RULES),
});

/** GET/POST /node/node-types, PUT/DELETE /node/node-types/{node_type} (system role) and POST /billing/ac-node-types. */
export async function nodeTypeRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Node type'];
  const list = z.object({ data: z.array(nodeTypeRecord) });
  const one = z.object({ data: nodeTypeRecord });
  const params = z.object({ node_type: z.string().max(60) });
  const find = async (request: FastifyRequest, type: string) => (await records(request)).find((r) => r.node_type === type);

  app.get(
    '/node/node-types',
    { config: { access: (request) => system(request, 'read') }, schema: { tags, response: { 200: list } } },
    async (request) => {
      system(request, 'read');
      return { data: await records(request) };
    },
  );

  const save = async (request: FastifyRequest, body: NodeTypeRecord, action: 'create' | 'update') => {
    const def = registry.get(body.node_type);
    if (!def) throw unprocessable(flowTexts.unknownNodeType);
    if (body.category !== def.category) throw unprocessable(`category: ${def.type} is a ${def.category} node type.`);
    const now = nowIso();
    const db = request.server.studio.db;
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('node_types').where('node_type', '=', body.node_type).execute();
      await trx
        .insertInto('node_types')
        .values({ node_type: body.node_type, ...columns(body), created_at: now, updated_at: now })
        .execute();
      await recordActivity(trx, request, { subject_type: 'NodeType', subject_id: body.node_type, action, summary: { after: body } });
    });
    return (await find(request, body.node_type))!;
  };

  app.post(
    '/node/node-types',
    { config: { access: (request) => system(request, 'write') }, schema: { tags, body: nodeTypeRecord, response: { 201: one } } },
    async (request, reply) => {
      system(request, 'write');
      return reply.status(201).send({ data: await save(request, request.body, 'create') });
    },
  );
  app.put(
    '/node/node-types/:node_type',
    {
      config: { access: (request) => system(request, 'write') },
      schema: { tags, params, body: z.record(z.string(), z.unknown()), response: { 200: one } },
    },
    async (request) => {
      system(request, 'write');
      const current = await find(request, request.params.node_type);
      if (!current) throw notFound();
      const merged = nodeTypeRecord.safeParse({ ...current, ...request.body, node_type: current.node_type });
      if (!merged.success) {
        const issue = merged.error.issues[0];
        throw unprocessable(`${issue.path.map(String).join('.')}: ${issue.message}`);
      }
      return { data: await save(request, merged.data, 'update') };
    },
  );
  app.delete(
    '/node/node-types/:node_type',
    { config: { access: (request) => system(request, 'write') }, schema: { tags, params, response: { 200: one } } },
    async (request) => {
      system(request, 'write');
      if (!registry.get(request.params.node_type)) throw notFound();
      await request.server.studio.db.deleteFrom('node_types').where('node_type', '=', request.params.node_type).execute();
      await recordActivity(request.server.studio.db, request, {
        subject_type: 'NodeType',
        subject_id: request.params.node_type,
        action: 'delete',
      });
      return { data: (await find(request, request.params.node_type))! };
    },
  );

  app.post(
    '/billing/ac-node-types',
    {
      config: { access: (request) => requireContentAccount(request, 'build.tasks', 'read', 'tasks') },
      schema: { tags, body: acNodeTypesBody, response: { 200: acNodeTypesAnswer } },
    },
    async (request) => {
      const acId = requireContentAccount(request, 'build.tasks', 'read', 'tasks');
      const features = request.scope?.access.enabledFeatures ?? [];
      const input = await offerInput(request.server.studio.db, acId, features, request.body.task_type);
      return { data: availableNodeTypes(input).map((def) => def.type) };
    },
  );
}
