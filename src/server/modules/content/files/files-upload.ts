import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { attachmentFile } from '@shared/api/content-more';
import { limits } from '@shared/limits';
import { messages } from '@shared/messages';
import { checkUpload, fileExtension } from '@shared/upload';
import { HttpError, notFound, unprocessable } from '../../../http/errors';
import { uploadParts } from '../../../http/multipart';
import type { Row } from '../../../http/entity-resource';
import { attachmentFiles, cleanFileName, filesDir, mimeTypes, storedPath } from './files';

/** A refusal that also closes the connection, so the rest of an oversize body is never read. */
const refuse = (message: string) => new HttpError(422, message, [message], { connection: 'close' });

/** Counts bytes and fails at the first byte that reaches the limit (sizes must be under it). */
export function sizeGuard(max: number, onRefuse: (size: number) => void) {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size >= max) {
        onRefuse(size);
        return done(new Error('too large'));
      }
      done(null, chunk);
    },
  });
}

export interface UploadedFile {
  file_name: string;
  extension: string;
  size: number;
  stored_name: string;
}

/**
 * Writes one uploaded file into `dir` under the upload rule (spec 1 §5: the allowed extensions; non-mp4 under 2 MB,
 * mp4 under 20 MB), counting bytes as they arrive: a file over its limit is refused at the first byte too many and
 * nothing of it stays behind. `refuse` makes the refusal (each caller answers in its own words and status).
 */
export async function writeUploadedFile(
  part: MultipartFile,
  dir: string,
  refuse: (message: string) => Error,
  storedPrefix = '',
): Promise<UploadedFile> {
  const file_name = cleanFileName(part.filename ?? '');
  if (!file_name) throw refuse(messages.content.fileRequired);
  const first = checkUpload({ name: file_name, size: 0 });
  if (!first.ok) throw refuse(first.message);
  const extension = fileExtension(file_name);
  const max = extension === 'mp4' ? limits.upload.maxMp4Bytes : limits.upload.maxBytes;
  const stored_name = `${storedPrefix}${randomBytes(12).toString('hex')}.${extension}`;
  const target = join(dir, stored_name);
  let refusal: string | null = null;
  const guard = sizeGuard(max, (size) => {
    const check = checkUpload({ name: file_name, size });
    refusal = check.ok ? null : check.message;
  });
  const out = createWriteStream(target);
  try {
    await pipeline(part.file, guard, out);
  } catch (e) {
    // The file may still be opening when the pipeline fails: unlinked before it exists, it would stay behind.
    if (!out.closed) await new Promise<void>((closed) => out.once('close', () => closed()));
    await unlink(target).catch(() => undefined);
    if (refusal) throw refuse(refusal);
    throw e;
  }
  return { file_name, extension, size: (await stat(target)).size, stored_name };
}

/** RFC 6266: an ASCII fallback plus the UTF-8 name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The multipart parser of file uploads: one file, a few small fields; sizes are checked per extension. */
export const uploadMultipart = {
  limits: { fileSize: limits.upload.maxMp4Bytes, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
  throwFileSizeLimit: false,
};

/**
 * Receives a multipart upload (file, folder_id) into the account's files with the spec's extension and
 * size rules, and answers the stored row. `storedPrefix` marks the stored name (the file service's uploads).
 */
export async function storeUploadedFile(request: FastifyRequest, acId: number, storedPrefix = ''): Promise<Row> {
  if (!request.isMultipart()) throw unprocessable(`file: ${messages.content.fileRequired}`);
  const config = request.server.studio.config;
  const dir = filesDir(config, acId);
  await mkdir(dir, { recursive: true });
  const fields: Record<string, string> = {};
  let stored: UploadedFile | null = null;
  try {
    for await (const part of uploadParts(request)) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!cleanFileName(part.filename ?? '')) throw unprocessable(`file: ${messages.content.fileRequired}`);
      stored = await writeUploadedFile(part, dir, refuse, storedPrefix);
    }
  } catch (e) {
    if (stored) await unlink(join(dir, stored.stored_name)).catch(() => undefined);
    throw e;
  }
  if (!stored) throw unprocessable(`file: ${messages.content.fileRequired}`);
  const folder = fields.folder_id === undefined || fields.folder_id === '' ? 0 : Number(fields.folder_id);
  const input = { ...stored, mime_type: mimeTypes[stored.extension], folder_id: folder };
  try {
    if (!Number.isInteger(folder)) throw unprocessable('folder_id: must be a whole number');
    return await attachmentFiles.transact(request, acId, (ctx) => attachmentFiles.insert(ctx, input, 'upload'));
  } catch (e) {
    await unlink(join(dir, stored.stored_name)).catch(() => undefined);
    throw e;
  }
}

/** POST /content/attachment-files (multipart: file, folder_id, guard_name) and the download. */
export async function attachmentFileRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['AttachmentFile'];
  await app.register(multipart, uploadMultipart);

  app.post(
    '/content/attachment-files',
    {
      config: { access: (request) => attachmentFiles.authorize(request, 'write') },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: envelope(attachmentFile) } },
    },
    async (request, reply) => {
      const acId = attachmentFiles.authorize(request, 'write');
      const row = await storeUploadedFile(request, acId);
      return reply.status(201).send({ data: attachmentFiles.toApi(row) });
    },
  );

  app.get(
    '/content/attachment-files/download/:file_id',
    {
      config: { access: (request) => attachmentFiles.authorize(request, 'read') },
      schema: { tags, params: z.object({ file_id: z.coerce.number().int().positive() }) },
    },
    async (request, reply) => {
      const acId = attachmentFiles.authorize(request, 'read');
      const row = await attachmentFiles.find(root.studio.db, acId, request.params.file_id);
      const path = storedPath(root.studio.config, row);
      const info = await stat(path).catch(() => null);
      if (!info) throw notFound(messages.content.fileMissing);
      reply
        .header('content-type', row.mime_type)
        .header('content-disposition', contentDisposition(row.file_name))
        .header('content-length', info.size);
      return reply.send(createReadStream(path));
    },
  );
}
