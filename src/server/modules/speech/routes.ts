import { createReadStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { recording, recordingDeleteQuery, recordingsPage, recordingsQuery } from '@shared/api/traffic';
import { messages } from '@shared/messages';
import { recordActivity } from '../../http/activity';
import { notFound } from '../../http/errors';
import { accountRows } from '../../http/tenant-repo';
import { authorizeFlow } from '../flow/edits/authz';
import { recordingPath, toRecording } from './recordings';

const tags = ['Speech'];

/** Recordings: list them by task (a page at a time), play one (its audio), delete one (with the right to change tasks). */
export async function speechRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, config } = root.studio;
  const find = async (acId: number, id: number) => {
    const row = await accountRows(db, acId).selectFrom('recordings').selectAll().where('recording_id', '=', id).executeTakeFirst();
    if (!row) throw notFound(messages.analyse.recordingNotFound);
    return row;
  };

  app.get(
    '/speech/recordings',
    {
      config: { access: (request) => void authorizeFlow(request, 'read') },
      schema: { tags, querystring: recordingsQuery, response: { 200: recordingsPage } },
    },
    async (request) => {
      const { acId } = authorizeFlow(request, 'read');
      const q = request.query;
      let query = accountRows(db, acId).selectFrom('recordings');
      if (q.task_id !== undefined) query = query.where('task_id', '=', q.task_id);
      const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      const rows = await query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('recording_id', 'desc')
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page)
        .execute();
      return { data: rows.map(toRecording), meta: { total: Number(total?.n ?? 0), page: q.page, per_page: q.per_page } };
    },
  );

  app.get(
    '/speech/recordings/:recording_id/audio',
    {
      config: { access: (request) => void authorizeFlow(request, 'read') },
      schema: { tags, params: z.object({ recording_id: z.coerce.number().int().positive() }) },
    },
    async (request, reply) => {
      const { acId } = authorizeFlow(request, 'read');
      const row = await find(acId, request.params.recording_id);
      const path = recordingPath(config, row);
      const info = await stat(path).catch(() => null);
      if (!info) throw notFound(messages.analyse.recordingNotFound);
      reply.header('content-type', row.mime_type).header('content-length', info.size).header('cache-control', 'private, max-age=3600');
      return reply.send(createReadStream(path));
    },
  );

  app.delete(
    '/speech/recordings',
    {
      config: { access: (request) => void authorizeFlow(request, 'write') },
      schema: { tags, querystring: recordingDeleteQuery, response: { 200: envelope(recording) } },
    },
    async (request) => {
      const { acId } = authorizeFlow(request, 'write');
      const row = await find(acId, request.query.recording_id);
      await db.transaction().execute(async (trx) => {
        await accountRows(trx, acId).deleteFrom('recordings').where('recording_id', '=', row.recording_id).execute();
        await recordActivity(trx, request, {
          subject_type: 'Task',
          subject_id: row.task_id,
          action: 'delete_recording',
          summary: { before: toRecording(row) },
        });
      });
      await unlink(recordingPath(config, row)).catch(() => undefined);
      return { data: toRecording(row) };
    },
  );
}
