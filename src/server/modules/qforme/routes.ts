import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import {
  callLogsQuery,
  planTypeWaiters,
  qformeWaiter,
  queueCallLog,
  queueCollectionItem,
  waiterCreate,
  waitersQuery,
} from '@shared/api/qforme';
import { planTypes } from '@shared/plans/catalogue';
import { normalSkills } from '@shared/queue-skills';
import type { Row } from '../../http/entity-resource';
import type { Db } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { likePattern, listAnswer, runList } from '../../http/list';
import { accountRows, type Tenant } from '../../http/tenant-repo';
import { hardLimit } from '../plans/usage';
import { activeCallRoutes } from './active-calls';
import { qformeQueues, waitingCounts } from './queues';
import { addWaiter, endWait, findWaiter, matches, positions, waiterToApi } from './waiters';

const acIdOf = (tenant: Tenant) => (tenant.level === 'ac' ? tenant.acId : -1);
const tags = ['QformeQueue'];

/**
 * QforMe (spec 3 §7 "/qforme: queues, waiters, queue-call-logs, plan-types-waiters, collection, validate-name"): the
 * declared queues, and beside them a queue's waiters (listed with their places, added by hand, taken out, called
 * back), its call log, the account's waiters by plan type with the plan's limit, and the queues as a collection.
 */
export async function qformeRoutes(root: FastifyInstance) {
  await root.register(qformeQueues.routes);
  await root.register(activeCallRoutes);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = (): Db => root.studio.db;
  const read = { access: (request: FastifyRequest) => qformeQueues.authorize(request, 'read') };
  const write = { access: (request: FastifyRequest) => qformeQueues.authorize(request, 'write') };
  const userOf = (request: FastifyRequest) => request.auth?.user.user_id ?? null;

  app.get(
    '/qforme/waiters',
    { config: read, schema: { tags, querystring: waitersQuery, response: { 200: listAnswer(qformeWaiter) } } },
    async (request) => {
      const tenant = qformeQueues.authorize(request, 'read');
      const queue = await qformeQueues.find(db(), tenant, request.query.queue_id, true);
      let base = accountRows(db(), queue.ac_id).selectFrom('qfm_waiters').where('queue_id', '=', queue.queue_id);
      if (request.query.status !== 'all') base = base.where('status', '=', request.query.status);
      const query = request.query;
      const search = query.search?.replace(/[\s()-]/g, '');
      if (search) base = base.where(sql<boolean>`callback_number like ${likePattern(search)} escape '!'`);
      // In the order the queue serves them: waiting first, higher priority first, then who came first.
      const ordered = base
        .selectAll()
        .orderBy(sql`case when status = 'waiting' then 0 else 1 end`)
        .orderBy('priority', 'desc')
        .orderBy('waiter_id', 'asc');
      // An agent's skills: only the waiters it can serve, placed among themselves (paged after that choice).
      const agent = query.skills === undefined ? undefined : { agent: normalSkills(query.skills.split(',')) };
      const page = (list: Row[]) =>
        query.fetch_all === 0 ? list.slice((query.page - 1) * query.per_page, query.page * query.per_page) : list;
      let rows: Row[];
      let total: number | null = null;
      if (agent) {
        const servable = (await ordered.execute()).filter((r) => matches(r, agent));
        rows = page(servable);
        if (query.fetch_all === 0) total = servable.length;
      } else {
        rows =
          query.fetch_all === 0
            ? await ordered
                .limit(query.per_page)
                .offset((query.page - 1) * query.per_page)
                .execute()
            : await ordered.execute();
        if (query.fetch_all === 0) total = Number((await base.select((e) => e.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
      }
      const places = await positions(db(), queue.ac_id, queue.queue_id, agent);
      return {
        data: rows.map((r) => waiterToApi(r, places.get(r.waiter_id) ?? null)),
        ...(total !== null ? { meta: { total, page: query.page, per_page: query.per_page } } : {}),
      };
    },
  );

  app.post(
    '/qforme/waiters',
    { config: write, schema: { tags, body: waiterCreate, response: { 201: envelope(qformeWaiter) } } },
    async (request, reply) => {
      const tenant = qformeQueues.authorize(request, 'write');
      const waiter = await db()
        .transaction()
        .execute(async (trx) => {
          const queue = await qformeQueues.find(trx, tenant, request.body.queue_id);
          const { waiter: row, added } = await addWaiter(trx, queue, { ...request.body, task_id: null, user_id: userOf(request) });
          if (added)
            await recordActivity(trx, request, {
              subject_type: 'QformeQueue',
              subject_id: queue.queue_id,
              action: 'update',
              summary: { after: { waiter_added: row.callback_number } },
            });
          return row;
        });
      return reply
        .status(201)
        .send({ data: waiterToApi(waiter, (await positions(db(), waiter.ac_id, waiter.queue_id)).get(waiter.waiter_id) ?? null) });
    },
  );

  const waiterParams = z.object({ waiter_id: z.coerce.number().int().positive() });
  for (const [method, path, status] of [
    ['DELETE', '/qforme/waiters/:waiter_id', 'removed'],
    ['POST', '/qforme/waiters/:waiter_id/callback', 'called_back'],
  ] as const) {
    app.route({
      method,
      url: path,
      config: write,
      schema: { tags, params: waiterParams, response: { 200: envelope(qformeWaiter) } },
      handler: async (request) => {
        const tenant = qformeQueues.authorize(request, 'write');
        const { waiter_id } = request.params as z.infer<typeof waiterParams>;
        const row = await db()
          .transaction()
          .execute(async (trx) => {
            const waiter = await findWaiter(trx, acIdOf(tenant), waiter_id);
            await qformeQueues.find(trx, tenant, waiter.queue_id, true);
            const ended = await endWait(trx, waiter, status, userOf(request));
            const change = status === 'removed' ? 'waiter_removed' : 'waiter_called_back';
            await recordActivity(trx, request, {
              subject_type: 'QformeQueue',
              subject_id: waiter.queue_id,
              action: 'update',
              summary: { after: { [change]: waiter.callback_number } },
            });
            return ended;
          });
        return { data: waiterToApi(row, null) };
      },
    });
  }

  app.get(
    '/qforme/queue-call-logs',
    { config: read, schema: { tags, querystring: callLogsQuery, response: { 200: listAnswer(queueCallLog) } } },
    async (request) => {
      const tenant = qformeQueues.authorize(request, 'read');
      const queue = await qformeQueues.find(db(), tenant, request.query.queue_id, true);
      const base = accountRows(db(), queue.ac_id).selectFrom('qfm_queue_call_logs').where('queue_id', '=', queue.queue_id);
      const spec = {
        searchFields: ['callback_number', 'event'],
        defaultSearch: ['callback_number'],
        sortFields: ['queue_call_log_id', 'created_at'],
        defaultSort: { column: 'queue_call_log_id', direction: 'desc' as const },
        idColumn: 'queue_call_log_id',
      };
      const { rows, meta } = await runList(base, request.query, spec);
      return {
        data: rows.map((r) => ({
          queue_call_log_id: r.queue_call_log_id,
          queue_id: r.queue_id,
          waiter_id: r.waiter_id ?? null,
          event: r.event,
          callback_number: r.callback_number,
          task_id: r.task_id ?? null,
          user_id: r.user_id ?? null,
          created_at: r.created_at,
        })),
        ...(meta ? { meta } : {}),
      };
    },
  );

  app.get(
    '/qforme/plan-types-waiters',
    { config: read, schema: { tags, response: { 200: envelope(planTypeWaiters) } } },
    async (request) => {
      const acId = acIdOf(qformeQueues.authorize(request, 'read'));
      const rows = await accountRows(db(), acId)
        .selectFrom('qfm_waiters')
        .select(['plan_type', (e) => e.fn.countAll().as('n')])
        .where('status', '=', 'waiting')
        .groupBy('plan_type')
        .execute();
      const byType = new Map(rows.map((r) => [r.plan_type, Number(r.n)]));
      const limit = await accountRows(db(), acId)
        .selectFrom('enabled_features')
        .select(['feature_limit', 'burst_limit'])
        .where('feature', '=', 'qfm_waiter')
        .executeTakeFirst();
      const plan_types = planTypes.map((plan_type) => ({ plan_type, waiting: byType.get(plan_type) ?? 0 }));
      return {
        data: {
          plan_types,
          waiting: plan_types.reduce((n, p) => n + p.waiting, 0),
          limit: limit ? hardLimit(limit.feature_limit, limit.burst_limit) : null,
        },
      };
    },
  );

  app.get(
    '/qforme/collection',
    { config: read, schema: { tags, response: { 200: envelope(z.array(queueCollectionItem)) } } },
    async (request) => {
      const acId = acIdOf(qformeQueues.authorize(request, 'read'));
      const queues = await accountRows(db(), acId)
        .selectFrom('qfm_queues')
        .select(['queue_id', 'queue_name', 'max_waiters'])
        .where('is_enabled', '=', 1)
        .orderBy('queue_name')
        .execute();
      const counts = await waitingCounts(
        db(),
        acId,
        queues.map((q) => q.queue_id),
      );
      return { data: queues.map((q) => ({ ...q, waiting: counts.get(q.queue_id) ?? 0 })) };
    },
  );
}
