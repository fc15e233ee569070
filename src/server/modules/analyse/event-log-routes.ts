import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventLogPage, eventLogQuery, type EventLogRow } from '@shared/api/traffic';
import type { SimEvent } from '@shared/api/sim';
import { fill, messages } from '@shared/messages';
import { trafficSpanDays } from '@shared/traffic';
import { dayAfter } from '@shared/usage';
import { notFound } from '../../http/errors';
import { accountRows } from '../../http/tenant-repo';
import { authorizeFlow } from '../flow/edits/authz';
import { parseJson } from '../flow/model/rows';
import { checkRange } from './usage-scope';

/** The most sessions one request reads: a longer range answers the newest ones and says so. */
export const eventLogSessionCap = 2000;

/** The events of one session as log rows: each dated by the turn that entered its node (the path's stamps). */
export function eventRows(
  session: { session_id: string; task_id: number; created_at: string; events: string; state: string },
  nodeId?: number,
): EventLogRow[] {
  const events = parseJson<SimEvent[]>(session.events, []);
  const stamps = parseJson<{ pathAt?: number[] }>(session.state, {}).pathAt ?? [];
  const start = Date.parse(session.created_at);
  const rows: EventLogRow[] = [];
  let entered = -1;
  events.forEach((event, sequence) => {
    if (event.type === 'entered') entered += 1;
    if (nodeId !== undefined && event.node_id !== nodeId) return;
    const offset = entered >= 0 ? (stamps[entered] ?? stamps[stamps.length - 1] ?? 0) : 0;
    rows.push({
      session_id: session.session_id,
      task_id: session.task_id,
      node_id: event.node_id,
      sequence,
      event_type: event.type,
      occurred_at: new Date(start + offset).toISOString(),
      node_event: event as unknown as Record<string, unknown>,
    });
  });
  return rows;
}

/** Node event logs: what the engine recorded per turn, by task, node and date range, a page at a time. */
export async function eventLogRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root.studio;
  app.get(
    '/node/event-logs',
    {
      config: { access: (request) => void authorizeFlow(request, 'read') },
      schema: { tags: ['analyse'], querystring: eventLogQuery, response: { 200: eventLogPage } },
    },
    async (request) => {
      const { acId } = authorizeFlow(request, 'read');
      const q = request.query;
      checkRange(q.start_date, q.end_date, trafficSpanDays);
      const task = await accountRows(db, acId).selectFrom('tasks').select('task_id').where('task_id', '=', q.task_id).executeTakeFirst();
      if (!task) throw notFound(fill(messages.telephony.taskNotFound, { id: q.task_id }));
      let query = accountRows(db, acId)
        .selectFrom('engine_sessions')
        .select(['session_id', 'task_id', 'created_at', 'events', 'state'])
        .where('task_id', '=', q.task_id)
        .where('created_at', '>=', q.start_date)
        .where('created_at', '<', dayAfter(q.end_date));
      // A node's events name it: sessions that never reached it are not read whole.
      const nodeId = q.node_id;
      if (nodeId !== undefined)
        query = query.where((eb) =>
          eb.or([eb('events', 'like', `%"node_id":${nodeId},%`), eb('events', 'like', `%"node_id":${nodeId}}%`)]),
        );
      const sessions = await query
        .orderBy('created_at', 'desc')
        .orderBy('session_id')
        .limit(eventLogSessionCap + 1)
        .execute();
      const truncated = sessions.length > eventLogSessionCap;
      const rows = sessions.slice(0, eventLogSessionCap).flatMap((s) => eventRows(s, q.node_id));
      const from = (q.page - 1) * q.per_page;
      return { data: rows.slice(from, from + q.per_page), meta: { total: rows.length, page: q.page, per_page: q.per_page, truncated } };
    },
  );
}
