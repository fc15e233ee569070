import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@shared/api/common';
import { domainInfo, domainQuery, domainSkills } from '@shared/api/profiles';
import { messages } from '@shared/messages';
import { requireAccess } from '../../http/access';
import { requireScope } from '../../http/auth';
import { notFound } from '../../http/errors';
import { namesInTasks, skillNodeTypes } from '../platform/fallback';
import { domainList } from '../platform/lists';
import { accounts } from './accounts';

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
    .select([
      'accounts.ac_id',
      'accounts.ac_name',
      'accounts.sp_id',
      'service_providers.sp_name',
      'accounts.is_enabled',
      'accounts.migration_state',
    ])
    .where('ac_domain_map.domain_id', '=', domainId);
  if (scope.spIds !== 'any') q = q.where('accounts.sp_id', 'in', scope.spIds.length ? scope.spIds : [-1]);
  if (scope.level === 'ac' && scope.accountIds !== 'any')
    q = q.where('accounts.ac_id', 'in', scope.accountIds.length ? scope.accountIds : [-1]);
  const rows = await q.orderBy('accounts.ac_name').execute();
  if (rows.length === 0) throw notFound(messages.profiles.domainUnknown);
  return rows;
}

/** The domain's provider (of its first account) and the accounts of that provider in it. */
const targetOf = (domainId: string, rows: { ac_id: number; sp_id: number }[]) => ({
  domainId,
  spId: rows[0].sp_id,
  acIds: rows.filter((r) => r.sp_id === rows[0].sp_id).map((r) => r.ac_id),
});

/**
 * GET /portal/getDomainInfo?domain_id and GET /portal/getDomainSkills?domain_id (spec 3 §7 Accounts): the domain's
 * accounts (the studio's mapping) with what the provider's contact-center platform says of the domain — how many
 * users, skills and dispositions it has, and its skills with the tasks that queue calls for each; without a platform,
 * from the studio's own tables (the skills its tasks name).
 */
export async function domainRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root.studio;
  const tags = ['Account'];

  app.get(
    '/portal/getDomainInfo',
    { config: { access: domainAccess }, schema: { tags, querystring: domainQuery, response: { 200: envelope(domainInfo) } } },
    async (request) => {
      const rows = await domainAccounts(request, request.query.domain_id);
      const target = targetOf(request.query.domain_id, rows);
      const lists = await Promise.all((['users', 'skills', 'dispositions'] as const).map((kind) => domainList(request, target, kind)));
      const counts = Object.fromEntries(lists.map((l) => [l.kind, l.items.length]));
      // The oldest of the lists' fetch times: how fresh the answer is at worst.
      const times = lists
        .map((l) => l.fetched_at)
        .filter((t): t is string => t !== null)
        .sort();
      return {
        data: { domain_id: request.query.domain_id, accounts: rows, source: lists[0].source, fetched_at: times[0] ?? null, counts },
      };
    },
  );

  app.get(
    '/portal/getDomainSkills',
    { config: { access: domainAccess }, schema: { tags, querystring: domainQuery, response: { 200: envelope(domainSkills) } } },
    async (request) => {
      const rows = await domainAccounts(request, request.query.domain_id);
      const target = targetOf(request.query.domain_id, rows);
      const used = await namesInTasks(db, target.acIds, skillNodeTypes, 'skills');
      const list = await domainList(request, target, 'skills');
      const usedBy = new Map(used.map((u) => [u.name.toLowerCase(), u.tasks]));
      const names = list.items.map((s) => String(s.name ?? '')).filter(Boolean);
      const items = [...new Set(names)]
        .sort((a, b) => a.localeCompare(b))
        .map((name) => ({ name, tasks: usedBy.get(name.toLowerCase()) ?? [] }));
      return { data: { domain_id: request.query.domain_id, source: list.source, fetched_at: list.fetched_at, items } };
    },
  );
}
