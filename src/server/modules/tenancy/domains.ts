import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@shared/api/common';
import { domainInfo, domainQuery, domainSkills } from '@shared/api/profiles';
import { messages } from '@shared/messages';
import { requireAccess } from '../../http/access';
import { requireScope } from '../../http/auth';
import { notFound } from '../../http/errors';
import { accounts } from './accounts';
import { parseJson } from './rows';

/**
 * The accounts of a contact-center domain the request reaches (spec 3 §3 ac_domain_map): the system role
 * every account, a provider admin their provider's (the accounts screen's permission), an account user
 * their selected account (its profile's permission). None: 404, so another tenant's domain is not told apart
 * from an unknown one.
 */
function domainAccess(request: FastifyRequest) {
  if (requireScope(request).level === 'ac') requireAccess(request, 'manage.ac-profile', 'read');
  else accounts.authorize(request, 'read');
}

async function domainAccounts(request: FastifyRequest, domainId: string) {
  const scope = requireScope(request);
  domainAccess(request);
  const { db } = request.server.studio;
  let q = db
    .selectFrom('ac_domain_map')
    .innerJoin('accounts', 'accounts.ac_id', 'ac_domain_map.ac_id')
    .innerJoin('service_providers', 'service_providers.sp_id', 'accounts.sp_id')
    .select(['accounts.ac_id', 'accounts.ac_name', 'accounts.sp_id', 'service_providers.sp_name', 'accounts.is_enabled', 'accounts.migration_state'])
    .where('ac_domain_map.domain_id', '=', domainId);
  if (scope.spIds !== 'any') q = q.where('accounts.sp_id', 'in', scope.spIds.length ? scope.spIds : [-1]);
  if (scope.level === 'ac' && scope.accountIds !== 'any') q = q.where('accounts.ac_id', 'in', scope.accountIds.length ? scope.accountIds : [-1]);
  const rows = await q.orderBy('accounts.ac_name').execute();
  if (rows.length === 0) throw notFound(messages.profiles.domainUnknown);
  return rows;
}

/** Node types whose settings name contact-center skills (`skills`: the plugins' shared skills shape). */
const skillNodeTypes = ['enqueue', 'add_to_queue', 'dequeue', 'check_waiter', 'queue_callback', 'five9_transfer', 'screenpop_transfer'];

/**
 * GET /portal/getDomainInfo?domain_id and GET /portal/getDomainSkills?domain_id (spec 3 §7 Accounts),
 * answered from our data: the domain's accounts, and the skills its accounts' enabled tasks queue calls for.
 */
export async function domainRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root.studio;
  const tags = ['Account'];

  app.get('/portal/getDomainInfo', { config: { access: domainAccess }, schema: { tags, querystring: domainQuery, response: { 200: envelope(domainInfo) } } }, async (request) => {
    const rows = await domainAccounts(request, request.query.domain_id);
    return { data: { domain_id: request.query.domain_id, accounts: rows } };
  });

  app.get('/portal/getDomainSkills', { config: { access: domainAccess }, schema: { tags, querystring: domainQuery, response: { 200: envelope(domainSkills) } } }, async (request) => {
    const acIds = (await domainAccounts(request, request.query.domain_id)).map((a) => a.ac_id);
    const nodes = await db
      .selectFrom('nodes')
      .innerJoin('tasks', 'tasks.task_id', 'nodes.task_id')
      .select(['nodes.config', 'tasks.task_id', 'tasks.task_name', 'tasks.ac_id'])
      .where('nodes.ac_id', 'in', acIds)
      .where('tasks.is_enabled', '=', 1)
      .where('nodes.node_type', 'in', skillNodeTypes)
      .execute();
    const bySkill = new Map<string, { name: string; tasks: Map<number, { task_id: number; task_name: string; ac_id: number }> }>();
    for (const node of nodes) {
      const skills = parseJson<{ skills?: unknown }>(node.config, {}).skills;
      if (!Array.isArray(skills)) continue;
      for (const skill of skills) {
        if (typeof skill !== 'string' || !skill.trim()) continue;
        const key = skill.trim().toLowerCase();
        const entry = bySkill.get(key) ?? bySkill.set(key, { name: skill.trim(), tasks: new Map() }).get(key)!;
        entry.tasks.set(node.task_id, { task_id: node.task_id, task_name: node.task_name, ac_id: node.ac_id });
      }
    }
    const items = [...bySkill.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((s) => ({ name: s.name, tasks: [...s.tasks.values()].sort((a, b) => a.task_name.localeCompare(b.task_name)) }));
    return { data: { domain_id: request.query.domain_id, items } };
  });
}
