import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { envelope } from '@shared/api/common';
import { trafficQuery, trafficSessions, trafficSessionsQuery, trafficView, type TrafficQuery } from '@shared/api/traffic';
import { fill, messages } from '@shared/messages';
import { histogramMedian, timeBuckets, trafficLosingCount, trafficSpanDays } from '@shared/traffic';
import { dayAfter } from '@shared/usage';
import type { Db } from '../../db/index';
import { notFound } from '../../http/errors';
import { accountRows } from '../../http/tenant-repo';
import { authorizeFlow } from '../flow/edits/authz';
import { rollupUsage } from './rollup';
import { sumTraffic } from './traffic-read';
import { checkRange } from './usage-scope';

const tags = ['analyse'];
const access = { access: (request: any) => void authorizeFlow(request, 'read') };

/** The account's task, or 404: another account's task reads as missing. */
async function checkTask(db: Db, acId: number, taskId: number) {
  const task = await accountRows(db, acId).selectFrom('tasks').select('task_id').where('task_id', '=', taskId).executeTakeFirst();
  if (!task) throw notFound(fill(messages.telephony.taskNotFound, { id: taskId }));
}

/** Per node and link, the sums of the node traffic rollups over the range (never the raw records): its days are UTC days. */
export async function readTraffic(db: Db, acId: number, q: TrafficQuery) {
  return shapeTraffic(await sumTraffic(db, acId, q, `${q.start_date}T00`, `${dayAfter(q.end_date)}T00`), q);
}

/** The overlay's answer from summed rollup rows: the nodes, the links with their share, the nodes losing the most callers. */
export function shapeTraffic(rows: Awaited<ReturnType<typeof sumTraffic>>, q: TrafficQuery) {
  const nodes = rows
    .filter((r) => r.to_node_id === 0)
    .map((r) => ({
      node_id: r.node_id,
      sessions: r.sessions,
      ended: r.ended,
      hang_up: r.hang_up,
      errors: r.errors,
      no_input: r.no_input,
      median_s: histogramMedian(timeBuckets.map((b) => r[b.column])),
    }));
  const reached = new Map(nodes.map((x) => [x.node_id, x.sessions]));
  const links = rows
    .filter((r) => r.to_node_id !== 0)
    .map((r) => ({
      from_node_id: r.node_id,
      to_node_id: r.to_node_id,
      sessions: r.sessions,
      share: reached.get(r.node_id) ? Math.min(1, r.sessions / reached.get(r.node_id)!) : 0,
    }));
  const lost = (x: (typeof nodes)[number]) => x.hang_up + x.errors + x.no_input;
  const losing = nodes
    .filter((x) => lost(x) > 0)
    .sort((a, b) => lost(b) - lost(a) || a.node_id - b.node_id)
    .slice(0, trafficLosingCount)
    .map((x) => x.node_id);
  return {
    task_id: q.task_id,
    start_date: q.start_date,
    end_date: q.end_date,
    channel: q.channel ?? null,
    version_id: q.version_id ?? null,
    nodes,
    links,
    losing,
  };
}

/** The path (a JSON list of node ids) holds the node: first, in the middle, last or alone. */
const pathHolds = (nodeId: number) =>
  sql<boolean>`(path like ${`[${nodeId},%`} or path like ${`%,${nodeId},%`} or path like ${`%,${nodeId}]`} or path = ${`[${nodeId}]`})`;

/** The canvas's Traffic overlay: what callers did per node of a task over a date range, and the sessions of one node. */
export async function trafficRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, engine } = root.studio;

  app.get(
    '/analyse/traffic',
    { config: access, schema: { tags, querystring: trafficQuery, response: { 200: envelope(trafficView) } } },
    async (request) => {
      const { acId } = authorizeFlow(request, 'read');
      const q = request.query;
      checkRange(q.start_date, q.end_date, trafficSpanDays);
      await checkTask(db, acId, q.task_id);
      // What ended since the rollup job's last run is taken in first (only those records), so the overlay is never behind.
      await rollupUsage(db, engine);
      return { data: await readTraffic(db, acId, q) };
    },
  );

  app.get(
    '/analyse/traffic/sessions',
    { config: access, schema: { tags, querystring: trafficSessionsQuery, response: { 200: trafficSessions } } },
    async (request) => {
      const { acId } = authorizeFlow(request, 'read');
      const q = request.query;
      checkRange(q.start_date, q.end_date, trafficSpanDays);
      await checkTask(db, acId, q.task_id);
      let query = accountRows(db, acId)
        .selectFrom('usage_records')
        .where('task_id', '=', q.task_id)
        .where('started_at', '>=', q.start_date)
        .where('started_at', '<', dayAfter(q.end_date))
        .where('ended_at', 'is not', null)
        .where(pathHolds(q.node_id));
      if (q.channel) query = query.where('channel', '=', q.channel);
      if (q.version_id) query = query.where('task_version', '=', q.version_id);
      const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      const rows = await query
        .select(['session_id', 'channel', 'started_at', 'ended_at', 'outcome', 'task_version'])
        .orderBy('started_at', 'desc')
        .orderBy('session_id')
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page)
        .execute();
      return { data: rows, meta: { total: Number(total?.n ?? 0), page: q.page, per_page: q.per_page } };
    },
  );
}
