import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@shared/api/common';
import { chatMessageBody, chatPreview, chatPreviewBody, chatPreviewParams, type ChatPreview } from '@shared/api/run';
import type { SimEvent } from '@shared/api/sim';
import { messages } from '@shared/messages';
import { HttpError, notFound, unprocessable } from '../../http/errors';
import { authorizeFlow } from '../flow/edits/authz';
import { loadTask } from '../flow/model/state';
import { loadFlow } from '../sim/engine-deps';
import { findSession, type StoredSession } from '../sim/store';
import { chatLines, quickReplies } from './quick-replies';
import { continueRun, startRun } from './sessions';

const chatTaskTypes = ['chatbot', 'messaging', 'whatsapp'];

/** A preview conversation's id: the same account, task, user and key give the same conversation. */
const previewId = (acId: number, taskId: number, userId: number | null, key: string) =>
  `pv-${createHash('sha256')
    .update(`${acId}:${taskId}:${userId ?? 0}:${key}`)
    .digest('base64url')
    .slice(0, 40)}`;

/**
 * POST /studio/prepare-chatbot-preview (spec 2 §7) and the preview's messages (ours): a chatbot, messaging or WhatsApp
 * task runs through the engine as a customer would see it — the bot's messages and the choices of the step it waits
 * at. A preview runs the draft and is a simulation (build.tasks read: a read-only user may preview).
 */
export async function previewRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const studio = root.studio;
  const tags = ['Task'];

  const answer = async (s: StoredSession, events: readonly SimEvent[], key?: string): Promise<ChatPreview> => ({
    session_id: s.sessionId,
    task_id: s.taskId,
    ...(key ? { task_key: key } : {}),
    status: s.state.status === 'ended' ? 'ended' : 'waiting',
    node_id: s.state.nodeId,
    lines: chatLines(events),
    quick_replies: s.state.status === 'ended' ? [] : quickReplies(await loadFlow(studio.db, s.acId, s.state.currentTaskId), s.state.nodeId),
  });

  app.post(
    '/studio/prepare-chatbot-preview',
    {
      config: { access: (request) => authorizeFlow(request, 'read') },
      schema: { tags, body: chatPreviewBody, response: { 200: envelope(chatPreview) } },
    },
    async (request) => {
      const env = authorizeFlow(request, 'read');
      const task = await loadTask(studio.db, env.acId, request.body.task_id);
      if (!chatTaskTypes.includes(task.task_type)) throw unprocessable(messages.run.notChatTask, [`task_id: ${messages.run.notChatTask}`]);
      const id = previewId(env.acId, task.task_id, env.userId, request.body.task_key);
      const existing = await findSession(studio.db, env.acId, id);
      if (existing) return { data: await answer(existing, existing.events, request.body.task_key) };
      const { session, events } = await startRun(studio, env.acId, {
        taskId: task.task_id,
        userId: env.userId,
        preview: true,
        sessionId: id,
      });
      return { data: await answer(session, events, request.body.task_key) };
    },
  );

  app.post(
    '/studio/chatbot-preview/:session_id/message',
    {
      config: { access: (request) => authorizeFlow(request, 'read') },
      schema: { tags, params: chatPreviewParams, body: chatMessageBody, response: { 200: envelope(chatPreview) } },
    },
    async (request) => {
      const env = authorizeFlow(request, 'read');
      const s = request.params.session_id.startsWith('pv-') ? await findSession(studio.db, env.acId, request.params.session_id) : null;
      if (!s) throw notFound(messages.run.previewNotFound);
      if (s.state.status !== 'waiting') throw new HttpError(409, messages.engine.sessionEnded, [messages.engine.sessionEnded]);
      if (s.state.waiting?.input === 'timer') throw new HttpError(409, messages.run.waitsForTimer, [messages.run.waitsForTimer]);
      const events = await continueRun(studio, s, request.body);
      return { data: await answer(s, events) };
    },
  );
}
