import type { FastifyInstance } from 'fastify';
import { gatingFlags, requireFlag } from '../feature-flags/gate';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@shared/api/common';
import {
  aniMatches,
  liveDisableBody,
  liveDisabled,
  liveMonitoringBody,
  liveMonitoring,
  liveParams,
  liveView,
  type LiveSession,
} from '@shared/api/run';
import { roomOf } from '@shared/realtime';
import type { Db } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { authorizeFlow } from '../flow/edits/authz';
import { loadTask } from '../flow/model/state';
import type { StoredSession } from '../sim/store';
import { accountContent, type AccountContent } from '../sim/account-content';
import { parseJson } from '../flow/model/rows';
import type { SimEvent } from '@shared/api/sim';
import { accountRows } from '../../http/tenant-repo';

type Studio = FastifyInstance['studio'];

/** The live view shows at most this many of a session's last events (its transcript). */
export const liveTranscriptMax = 200;
/** At most this many running sessions are listed by the live view (the newest). */
const liveSessionsMax = 100;

async function nodeName(db: Db, acId: number, nodeId: number | null): Promise<string | null> {
  if (nodeId === null) return null;
  const row = await accountRows(db, acId).selectFrom('nodes').select('node_name').where('node_id', '=', nodeId).executeTakeFirst();
  return row?.node_name ?? null;
}

const liveOf = (
  s: { sessionId: string; taskId: number; channel: string; ended: boolean; nodeId: number | null; createdAt: string; events: SimEvent[] },
  name: string | null,
): LiveSession => ({
  session_id: s.sessionId,
  task_id: s.taskId,
  channel: s.channel,
  status: s.ended ? 'ended' : 'waiting',
  node_id: s.nodeId,
  node_name: name,
  started_at: s.createdAt,
  events: s.events.slice(-liveTranscriptMax),
});

/** Whether a session of the task with the caller number `ani` is monitored: a monitor of every caller ('*') or of its number. */
async function isMonitored(content: AccountContent, taskId: number, ani: string | undefined): Promise<boolean> {
  return (await content.monitors()).some((m) => m.task_id === taskId && aniMatches(m.ani, ani));
}

/**
 * After a session's turn is stored (simulator or run): when its task is live-monitored, the session — current node and
 * transcript — goes to its account's room only. Nothing when realtime is off or the task is not monitored for the
 * session's caller number (a session without one, such as a simulator session started without an ani, is sent).
 */
export async function emitLive(studio: Studio, s: StoredSession, content?: AccountContent): Promise<void> {
  if (!studio.realtime) return;
  if (!(await isMonitored(content ?? (await accountContent(studio.db, s.acId)), s.taskId, s.state.ani))) return;
  const session = liveOf(
    {
      sessionId: s.sessionId,
      taskId: s.taskId,
      channel: s.state.channel,
      ended: s.state.status === 'ended',
      nodeId: s.state.nodeId,
      createdAt: s.createdAt,
      events: s.events,
    },
    await nodeName(studio.db, s.acId, s.state.nodeId),
  );
  studio.realtime.to(roomOf.account(s.acId)).emit('live:session', { ac_id: s.acId, session });
}

/**
 * POST /task/live-conversation-monitoring/enable (spec 2 §7) and …/disable (ours: one ani, or all without one):
 * build.tasks write in the selected account (a read-only
 * user is refused; another account's task reads as missing). GET …/{task_id} (ours, build.tasks read): the task's
 * monitors and its running sessions, which the live view then keeps current from the account room.
 */
export async function liveRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = root.studio.db;
  const tags = ['Task'];

  app.post(
    '/task/live-conversation-monitoring/enable',
    {
      config: { access: (request) => authorizeFlow(request, 'write') },
      schema: { tags, body: liveMonitoringBody, response: { 200: envelope(liveMonitoring) } },
    },
    async (request) => {
      const env = authorizeFlow(request, 'write');
      await requireFlag(request, gatingFlags.liveMonitoring);
      const task = await loadTask(db, env.acId, request.body.task_id);
      const row = {
        task_id: task.task_id,
        ani: request.body.ani,
        ac_id: env.acId,
        enabled_by: env.userId,
        enabled_at: new Date().toISOString(),
      };
      await db
        .insertInto('live_monitors')
        .values(row)
        .onConflict((oc) => oc.columns(['task_id', 'ani']).doUpdateSet({ enabled_by: row.enabled_by, enabled_at: row.enabled_at }))
        .execute();
      return { data: { task_id: row.task_id, ani: row.ani, enabled_at: row.enabled_at } };
    },
  );

  app.post(
    '/task/live-conversation-monitoring/disable',
    {
      config: { access: (request) => authorizeFlow(request, 'write') },
      schema: { tags, body: liveDisableBody, response: { 200: envelope(liveDisabled) } },
    },
    async (request) => {
      const env = authorizeFlow(request, 'write');
      await requireFlag(request, gatingFlags.liveMonitoring);
      const task = await loadTask(db, env.acId, request.body.task_id);
      let q = accountRows(db, env.acId).deleteFrom('live_monitors').where('task_id', '=', task.task_id);
      if (request.body.ani !== undefined) q = q.where('ani', '=', request.body.ani);
      const result = await q.executeTakeFirst();
      await recordActivity(db, request, {
        subject_type: 'Task',
        subject_id: task.task_id,
        action: 'live_monitoring_disable',
        summary: { ani: request.body.ani ?? null },
      });
      return { data: { task_id: task.task_id, removed: Number(result.numDeletedRows) } };
    },
  );

  app.get(
    '/task/live-conversation-monitoring/:task_id',
    {
      config: { access: (request) => authorizeFlow(request, 'read') },
      schema: { tags, params: liveParams, response: { 200: envelope(liveView) } },
    },
    async (request) => {
      const env = authorizeFlow(request, 'read');
      await requireFlag(request, gatingFlags.liveMonitoring);
      const task = await loadTask(db, env.acId, request.params.task_id);
      const monitors = await accountRows(db, env.acId)
        .selectFrom('live_monitors')
        .select(['task_id', 'ani', 'enabled_at'])
        .where('task_id', '=', task.task_id)
        .orderBy('ani')
        .execute();
      const rows =
        monitors.length === 0
          ? []
          : await accountRows(db, env.acId)
              .selectFrom('engine_sessions')
              .select(['session_id', 'task_id', 'state', 'events', 'created_at'])
              .where('task_id', '=', task.task_id)
              .where('status', '=', 'waiting')
              .orderBy('created_at', 'desc')
              .limit(liveSessionsMax)
              .execute();
      const sessions: LiveSession[] = [];
      for (const r of rows) {
        const state = parseJson<{ channel: string; nodeId: number | null; ani?: string }>(r.state, { channel: 'voice', nodeId: null });
        if (!monitors.some((m) => aniMatches(m.ani, state.ani))) continue;
        sessions.push(
          liveOf(
            {
              sessionId: r.session_id,
              taskId: r.task_id,
              channel: state.channel,
              ended: false,
              nodeId: state.nodeId,
              createdAt: r.created_at,
              events: parseJson<SimEvent[]>(r.events, []),
            },
            await nodeName(db, env.acId, state.nodeId),
          ),
        );
      }
      return { data: { task_id: task.task_id, monitors, sessions } };
    },
  );
}
