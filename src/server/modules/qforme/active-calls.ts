import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { activeCall, staleMinutesMax, type ActiveCall } from '@shared/api/qforme';
import type { SimEvent } from '@shared/api/sim';
import type { SessionState } from '@shared/engine';
import { messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { accountRows, type Tenant } from '../../http/tenant-repo';
import { parseJson } from '../flow/model/rows';
import { emitLive } from '../run/live';
import { saveSession, type StoredSession } from '../sim/store';
import { qformeQueues } from './queues';

const acIdOf = (tenant: Tenant) => (tenant.level === 'ac' ? tenant.acId : -1);
const tags = ['ActiveCalls'];
const minute = 60_000;

/** The account's running sessions (not ended), the longest idle first; `olderThan`: only those idle since before it. */
async function runningSessions(db: Db, acId: number, options: { taskId?: number; olderThan?: string } = {}) {
  let q = accountRows(db, acId).selectFrom('engine_sessions').selectAll().where('status', '<>', 'ended');
  if (options.taskId !== undefined) q = q.where('task_id', '=', options.taskId);
  if (options.olderThan !== undefined) q = q.where('updated_at', '<', options.olderThan);
  return q.orderBy('updated_at', 'asc').orderBy('session_id', 'asc').execute();
}

const activeCallsBody = z.object({ task_id: z.number().int().positive().optional() }).strict();
const staleBody = z
  .object({
    number_of_minutes: z
      .number({ message: messages.queues.minutesRange })
      .int({ message: messages.queues.minutesRange })
      .min(1, { message: messages.queues.minutesRange })
      .max(staleMinutesMax, { message: messages.queues.minutesRange }),
  })
  .strict();

/**
 * Active calls (spec 3 §7 Queues: "POST /opensip/active-calls", "POST clear-stale-calls {number_of_minutes}"): the
 * account's running engine sessions — simulator calls, runs, previews — with the caller's number and the node each
 * waits at; clearing stale calls ends those idle longer than the given minutes, as a hang-up would (outcome stale),
 * completing their usage records.
 */
export async function activeCallRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = (): Db => root.studio.db;
  const read = { access: (request: FastifyRequest) => qformeQueues.authorize(request, 'read') };
  const write = { access: (request: FastifyRequest) => qformeQueues.authorize(request, 'write') };

  app.post(
    '/opensip/active-calls',
    { config: read, schema: { tags, body: activeCallsBody.optional(), response: { 200: envelope(z.array(activeCall)) } } },
    async (request) => {
      const acId = acIdOf(qformeQueues.authorize(request, 'read'));
      const rows = await runningSessions(db(), acId, { taskId: request.body?.task_id });
      const taskIds = [...new Set(rows.map((r) => r.task_id))];
      const tasks =
        taskIds.length === 0
          ? []
          : await accountRows(db(), acId).selectFrom('tasks').select(['task_id', 'task_name']).where('task_id', 'in', taskIds).execute();
      const names = new Map(tasks.map((t) => [t.task_id, t.task_name]));
      const now = Date.now();
      const data: ActiveCall[] = rows.map((r) => {
        const state = parseJson<SessionState | null>(r.state, null);
        return {
          session_id: r.session_id,
          task_id: r.task_id,
          task_name: names.get(r.task_id) ?? '',
          channel: state?.channel ?? '',
          ani: state?.ani ?? null,
          node_id: state?.nodeId ?? null,
          waiting_for: state?.pausedAt != null ? 'paused' : (state?.waiting?.input ?? null),
          started_at: r.created_at,
          updated_at: r.updated_at,
          idle_minutes: Math.max(0, Math.floor((now - Date.parse(r.updated_at)) / minute)),
        };
      });
      return { data };
    },
  );

  app.post(
    '/opensip/clear-stale-calls',
    {
      config: write,
      schema: { tags, body: staleBody, response: { 200: envelope(z.object({ cleared: z.number(), session_ids: z.array(z.string()) })) } },
    },
    async (request) => {
      const acId = acIdOf(qformeQueues.authorize(request, 'write'));
      const olderThan = new Date(Date.now() - request.body.number_of_minutes * minute).toISOString();
      const ended: StoredSession[] = [];
      await db()
        .transaction()
        .execute(async (trx) => {
          for (const r of await runningSessions(trx, acId, { olderThan })) {
            const state = parseJson<SessionState>(r.state, null as unknown as SessionState);
            const event: SimEvent = { type: 'ended', node_id: state.nodeId, outcome: 'stale' };
            const s: StoredSession = {
              sessionId: r.session_id,
              acId,
              taskId: r.task_id,
              createdAt: r.created_at,
              events: [...parseJson<SimEvent[]>(r.events, []), event],
              state: { ...state, status: 'ended', nodeId: null, waiting: null, pausedAt: null, outcome: 'stale' },
            };
            await saveSession(trx, s, null, false);
            ended.push(s);
          }
          if (ended.length)
            await recordActivity(trx, request, {
              subject_type: 'Task',
              subject_id: ended[0].taskId,
              action: 'update',
              summary: { after: { stale_calls_cleared: ended.length, number_of_minutes: request.body.number_of_minutes } },
            });
        });
      for (const s of ended) await emitLive(root.studio, s);
      return { data: { cleared: ended.length, session_ids: ended.map((s) => s.sessionId) } };
    },
  );
}
