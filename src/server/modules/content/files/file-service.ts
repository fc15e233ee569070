import { unlink } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@shared/api/common';
import { contentModelLabels } from '@shared/api/content';
import { attachmentFile } from '@shared/api/content-more';
import {
  deleteUploadAnswer,
  deleteUploadBody,
  removeUnusedUploadsAnswer,
  removeUnusedUploadsBody,
  unusedUploadGraceMinutes,
} from '@shared/api/content-services';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../../db/index';
import { recordActivity } from '../../../http/activity';
import { notFound } from '../../../http/errors';
import { RefusalError } from '../../../http/errors';
import type { Row } from '../../../http/entity-resource';
import { attachmentFiles, storedPath } from './files';
import { storeUploadedFile, uploadMultipart } from './files-upload';
import { removeUsages, usagesOf, usageTree } from '../usage';
import { accountRows } from '../../../http/tenant-repo';

/**
 * The file service of spec 2 §7: POST /services/upload stores a file in the account's files (the Files
 * tab's rules: extensions, 2 MB / 20 MB) for content to use, e.g. a prompt's audio chosen in an editor.
 * Its stored name starts with `upload-`, which is how /services/delete-upload and
 * /services/remove-unused-files-replacement recognise the uploads they may remove: only those, only
 * of the selected account, and only while no content or node uses them. Files added in the Files tab
 * are never removed by these calls.
 */
export const serviceUploadPrefix = 'upload-';

/** The account's service uploads (enabled or not) with no usage, optionally only these ids or only older ones. */
async function unusedUploads(db: Db, acId: number, options: { ids?: number[]; createdBefore?: string }): Promise<Row[]> {
  let q = accountRows(db, acId)
    .selectFrom('attachment_files')
    .selectAll()
    .where('stored_name', 'like', `${serviceUploadPrefix}%`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('content_usages')
            .select('content_usages.content_id')
            .where('content_usages.ac_id', '=', acId)
            .where('content_usages.content_model', '=', 'AttachmentFile')
            .whereRef('content_usages.content_id', '=', 'attachment_files.file_id'),
        ),
      ),
    );
  if (options.ids) q = q.where('file_id', 'in', options.ids);
  if (options.createdBefore) q = q.where('created_at', '<', options.createdBefore);
  return q.orderBy('file_id').execute() as Promise<Row[]>;
}

/** Removes the rows (and their usage entries) in one transaction with an activity entry each, then their stored bytes. */
async function removeUploads(request: FastifyRequest, acId: number, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.file_id as number);
  await request.server.studio.db.transaction().execute(async (trx) => {
    await accountRows(trx, acId).deleteFrom('attachment_files').where('file_id', 'in', ids).execute();
    for (const row of rows) {
      await removeUsages(trx, acId, 'AttachmentFile', row.file_id);
      await recordActivity(trx, request, {
        subject_type: 'AttachmentFile',
        subject_id: row.file_id,
        action: 'remove_upload',
        summary: { before: attachmentFiles.toApi(row) },
      });
    }
  });
  for (const row of rows) await unlink(storedPath(request.server.studio.config, row)).catch(() => undefined);
}

export async function fileServiceRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, uploadMultipart);
  const tags = ['FileService'];
  const db = () => root.studio.db;

  app.post(
    '/services/upload',
    {
      config: { access: (request) => attachmentFiles.authorize(request, 'write') },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: envelope(attachmentFile) } },
    },
    async (request, reply) => {
      const acId = attachmentFiles.authorize(request, 'write');
      const row = await storeUploadedFile(request, acId, serviceUploadPrefix);
      return reply.status(201).send({ data: attachmentFiles.toApi(row) });
    },
  );

  app.post(
    '/services/delete-upload',
    {
      config: { access: (request) => attachmentFiles.authorize(request, 'write') },
      schema: { tags, body: deleteUploadBody, response: { 200: envelope(deleteUploadAnswer) } },
    },
    async (request, reply) => {
      const acId = attachmentFiles.authorize(request, 'write');
      const { file_id } = request.body;
      const row = await accountRows(db(), acId)
        .selectFrom('attachment_files')
        .selectAll()
        .where('file_id', '=', file_id)
        .where('stored_name', 'like', `${serviceUploadPrefix}%`)
        .executeTakeFirst();
      if (!row) throw notFound();
      const usages = await usagesOf(db(), acId, 'AttachmentFile', file_id);
      if (usages.length > 0) {
        const message = fill(messages.content.deleteBlocked, { currentContentModel: contentModelLabels.AttachmentFile });
        const refusal = new RefusalError(409, message, { title: messages.content.deleteBlockedTitle, usages: usageTree(usages) });
        return reply.status(409 as never).send({ message: refusal.message, errors: refusal.errors, ...refusal.details } as never);
      }
      await removeUploads(request, acId, [row]);
      return { data: { file_id, deleted: true as const } };
    },
  );

  app.post(
    '/services/remove-unused-files-replacement',
    {
      config: { access: (request) => attachmentFiles.authorize(request, 'write') },
      schema: { tags, body: removeUnusedUploadsBody, response: { 200: envelope(removeUnusedUploadsAnswer) } },
    },
    async (request) => {
      const acId = attachmentFiles.authorize(request, 'write');
      const ids = request.body?.file_ids;
      if (ids && ids.length === 0) return { data: { count: 0, file_ids: [] } };
      const createdBefore = ids ? undefined : new Date(Date.now() - unusedUploadGraceMinutes * 60_000).toISOString();
      const rows = await unusedUploads(db(), acId, { ids: ids && [...new Set(ids)], createdBefore });
      await removeUploads(request, acId, rows);
      return { data: { count: rows.length, file_ids: rows.map((r) => r.file_id as number) } };
    },
  );
}
