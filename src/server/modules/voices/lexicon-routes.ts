import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { ttsPackage } from '@shared/api/voices';
import { limits } from '@shared/limits';
import { messages } from '@shared/messages';
import { nowIso } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { badRequest, notFound } from '../../http/errors';
import { uploadParts } from '../../http/multipart';
import { contentDisposition } from '../content/files/files-upload';
import { assemble, checkLexiconName, chunkFields, cleanupChunks, lexiconPath, storeChunk } from './lexicon-chunks';
import { ttsPackages } from './tts-packages';

const tags = ['Voices'];
const rules = limits.ttsLexicon;
/** The delayed job that removes an upload's chunks when it is still unfinished a day after its last chunk. */
export const lexiconCleanupJob = 'tts-lexicon-chunk-cleanup';
type CleanupPayload = { upload_ids: string[] };

const chunkAnswer = z.object({
  upload_id: z.string(),
  received: z.number(),
  total: z.number(),
  complete: z.boolean(),
  package: ttsPackage.optional(),
});
const cleanupInput = z
  .object({
    /** These uploads' chunks, whatever their age. */
    upload_ids: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, messages.voices.chunkUploadId))
      .min(1)
      .max(100)
      .optional(),
    /** Else the uploads whose last chunk came longer ago than this (default: a day). */
    older_than_minutes: z.number().int().min(0).max(525_600).optional(),
  })
  .strict();

/** The fields before the file part, and the file part itself; anything else is 400. */
async function readChunk(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(messages.voices.chunkFieldsMissing, [messages.voices.chunkFieldsMissing]);
  const fields: Record<string, string> = {};
  for await (const part of uploadParts(request)) {
    if (part.type === 'field') fields[part.fieldname] = String(part.value);
    else return { fields, part };
  }
  throw badRequest(messages.voices.chunkFieldsMissing, [messages.voices.chunkFieldsMissing]);
}

/**
 * A TTS package's lexicon in chunks (POST /prompt/tts-packages/{id}/chunk), its download, and
 * POST /prompt/tts-packages/chunk/cleanup (spec 3 §7), which removes the chunks of abandoned uploads.
 */
export async function lexiconRoutes(root: FastifyInstance) {
  await root.register(multipart, {
    limits: { fileSize: rules.chunkMaxBytes + 1, files: 1, fields: 5, fieldSize: 200, parts: 6 },
    throwFileSizeLimit: false,
  });
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, config, jobs } = root.studio;
  jobs.define<CleanupPayload>(lexiconCleanupJob, async (payload) => {
    await cleanupChunks(config.dataDir, { uploadIds: payload.upload_ids, olderThanMs: rules.abandonedAfterMs });
  });

  app.post(
    '/prompt/tts-packages/:id/chunk',
    {
      config: { access: (request) => ttsPackages.authorize(request, 'write') },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 201: envelope(chunkAnswer), 202: envelope(chunkAnswer) },
      },
    },
    async (request, reply) => {
      const tenant = ttsPackages.authorize(request, 'write');
      const row = await ttsPackages.find(db, tenant, request.params.id);
      const { fields, part } = await readChunk(request);
      const f = chunkFields(fields);
      checkLexiconName(part.filename ?? '');
      const { fresh, received } = await storeChunk(config.dataDir, row.tts_package_id, f, part.filename, part.file);
      if (fresh) await jobs.enqueue<CleanupPayload>(lexiconCleanupJob, { upload_ids: [f.uploadId] }, { delayMs: rules.abandonedAfterMs });
      const progress = { upload_id: f.uploadId, received, total: f.total };
      if (received < f.total) return reply.status(202).send({ data: { ...progress, complete: false } });
      const file = await assemble(config.dataDir, row.tts_package_id, f.uploadId);
      if (!file) return reply.status(202).send({ data: { ...progress, complete: false } });
      const values = { lexicon_file_name: file.file_name, lexicon_size: file.size, lexicon_updated_at: nowIso() };
      const updated = await db.transaction().execute(async (trx) => {
        const next = await trx
          .updateTable('tts_packages')
          .set({ ...values, updated_by: request.auth?.user.user_id ?? null, updated_at: nowIso() })
          .where('tts_package_id', '=', row.tts_package_id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordActivity(trx, request, {
          subject_type: 'TtsPackage',
          subject_id: row.tts_package_id,
          action: 'upload_lexicon',
          summary: { before: { lexicon_file_name: row.lexicon_file_name ?? null }, after: values },
        });
        return next;
      });
      return reply.status(201).send({ data: { ...progress, complete: true, package: (await ttsPackages.parts.toApi(db, [updated]))[0] } });
    },
  );

  app.get(
    '/prompt/tts-packages/:id/lexicon',
    {
      config: { access: (request) => ttsPackages.authorize(request, 'read') },
      schema: { tags, params: z.object({ id: z.coerce.number().int().positive() }), produces: ['application/pls+xml'] },
    },
    async (request, reply) => {
      const tenant = ttsPackages.authorize(request, 'read');
      const row = await ttsPackages.find(db, tenant, request.params.id, true);
      const path = lexiconPath(config.dataDir, row.tts_package_id);
      const info = row.lexicon_file_name ? await stat(path).catch(() => null) : null;
      if (!info) throw notFound(messages.voices.lexiconNone);
      reply
        .header('content-type', 'application/pls+xml')
        .header('content-length', info.size)
        .header('content-disposition', contentDisposition(row.lexicon_file_name));
      return reply.send(createReadStream(path));
    },
  );

  app.post(
    '/prompt/tts-packages/chunk/cleanup',
    {
      config: { access: (request) => ttsPackages.authorize(request, 'write') },
      schema: { tags, body: cleanupInput.default({}), response: { 200: envelope(z.object({ removed: z.array(z.string()) })) } },
    },
    async (request) => {
      ttsPackages.authorize(request, 'write');
      const body = request.body ?? {};
      const olderThanMs = body.older_than_minutes !== undefined ? body.older_than_minutes * 60_000 : rules.abandonedAfterMs;
      return { data: { removed: await cleanupChunks(config.dataDir, { uploadIds: body.upload_ids, olderThanMs }) } };
    },
  );
}
