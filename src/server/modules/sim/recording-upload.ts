import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { simSessionAnswer, simSessionParams, type SimEvent } from '@shared/api/sim';
import { takeTurn, type EngineDeps, type TurnResult } from '@shared/engine';
import { messages } from '@shared/messages';
import { HttpError } from '../../http/errors';
import { uploadFile } from '../../http/multipart';
import { authorizeFlow } from '../flow/edits/authz';
import { insertRecording, maxRecordingBytes, writeRecording } from '../speech/recordings';
import type { StoredSession } from './store';

export interface SimTurns {
  session(request: FastifyRequest, id: string): Promise<StoredSession>;
  depsOf(acId: number): Promise<EngineDeps>;
  store(s: StoredSession, turn: TurnResult, userId: number | null, isNew: boolean): Promise<void>;
  answer(s: StoredSession, events: SimEvent[]): Promise<z.infer<typeof simSessionAnswer>>;
}

/**
 * POST /sim/sessions/{id}/recording (multipart: file): the caller's recording at a record or prompt-recorder step —
 * an uploaded audio file or one recorded in the browser. It is stored as a recording of the task and node, and the
 * session goes on with it.
 */
export async function recordingUploadRoute(root: FastifyInstance, turns: SimTurns) {
  await root.register(async (child) => {
    await child.register(multipart, {
      limits: { fileSize: maxRecordingBytes + 1, files: 1, fields: 5, parts: 6 },
      throwFileSizeLimit: false,
    });
    const app = child.withTypeProvider<ZodTypeProvider>();
    const { db, config } = root.studio;
    app.post(
      '/sim/sessions/:id/recording',
      {
        config: { access: (request) => authorizeFlow(request, 'read') },
        schema: { tags: ['Simulator'], params: simSessionParams, consumes: ['multipart/form-data'], response: { 200: simSessionAnswer } },
      },
      async (request) => {
        const s = await turns.session(request, request.params.id);
        const nodeId = s.state.nodeId;
        if (s.state.status !== 'waiting' || s.state.pausedAt != null || s.state.waiting?.input !== 'recording' || nodeId === null) {
          throw new HttpError(409, messages.analyse.notWaitingForRecording, [messages.analyse.notWaitingForRecording]);
        }
        const file = await writeRecording(config, s.acId, await uploadFile(request));
        const recordingId = await insertRecording(db, {
          ac_id: s.acId,
          task_id: s.state.currentTaskId,
          node_id: nodeId,
          session_id: s.sessionId,
          ...file,
          created_by: request.auth?.user.user_id ?? null,
          created_at: new Date().toISOString(),
        });
        const turn = await takeTurn(await turns.depsOf(s.acId), s.state, { recording: { recordingId } });
        await turns.store(s, turn, null, false);
        return turns.answer(s, turn.events);
      },
    );
  });
}
