import { mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { callUuid, maxFormAttachments, type VisualFormAttachment } from '@shared/api/visual-form';
import { fill, messages } from '@shared/messages';
import { randomId } from '@shared/random-id';
import { nowIso, type Db } from '../../db/index';
import type { Config } from '../../config';
import { HttpError, unprocessable } from '../../http/errors';
import { uploadParts } from '../../http/multipart';
import { writeUploadedFile } from '../content/files/files-upload';
import { openForm, uploadAllowed, type FormRow } from './forms';

const texts = messages.visualForm;
/** A refusal that also closes the connection, so the rest of an oversize body is never read. */
const refuse = (message: string, status = 422) => new HttpError(status, message, [`file: ${message}`], { connection: 'close' });
export const attachmentsDir = (config: Config, acId: number) => join(config.dataDir, 'visual-forms', String(acId));

/** The form an upload goes to: open, with uploads allowed, and room for one more file. */
async function formFor(db: Db, uuid: string): Promise<NonNullable<FormRow>> {
  if (!callUuid.safeParse(uuid).success) throw refuse(texts.notFound, 404);
  const form = await openForm(db, uuid).catch((e: HttpError) => {
    throw refuse(e.message, e.statusCode);
  });
  if (!(await uploadAllowed(db, form))) throw new HttpError(403, texts.uploadOff, [texts.uploadOff], { connection: 'close' });
  const row = await db
    .selectFrom('visual_form_attachments')
    .select(db.fn.countAll<number>().as('n'))
    .where('call_uuid', '=', uuid)
    .executeTakeFirst();
  if (Number(row?.n ?? 0) >= maxFormAttachments) throw refuse(fill(texts.tooManyAttachments, { max: maxFormAttachments }));
  return form;
}

/**
 * POST /visualform/user-attachment: multipart with call_uuid (in the query, or a field before the file) and one file,
 * under the upload rule (spec 1 §5: the allowed extensions; non-mp4 under 2 MB, mp4 under 20 MB). Stored under the data
 * folder; answers the attachment id the submit refers to.
 */
export async function receiveAttachment(request: FastifyRequest, queryUuid: string | undefined): Promise<VisualFormAttachment> {
  const { db, config } = request.server.studio;
  if (!request.isMultipart()) throw unprocessable(messages.content.fileRequired, [`file: ${messages.content.fileRequired}`]);
  let form = queryUuid ? await formFor(db, queryUuid) : null;
  let stored: { file_name: string; stored_name: string; extension: string; size: number; dir: string } | null = null;
  try {
    for await (const part of uploadParts(request)) {
      if (part.type === 'field') {
        if (part.fieldname === 'call_uuid' && !form) form = await formFor(db, String(part.value));
        continue;
      }
      if (!form) throw refuse(texts.uuidRequired);
      if (stored) throw refuse(messages.multipartMalformed, 400);
      const dir = attachmentsDir(config, form.ac_id);
      await mkdir(dir, { recursive: true });
      stored = { ...(await writeUploadedFile(part, dir, (message) => refuse(message))), dir };
    }
  } catch (e) {
    if (stored) await unlink(join(stored.dir, stored.stored_name)).catch(() => undefined);
    throw e;
  }
  if (!form) throw unprocessable(texts.uuidRequired, [`call_uuid: ${texts.uuidRequired}`]);
  if (!stored) throw unprocessable(messages.content.fileRequired, [`file: ${messages.content.fileRequired}`]);
  const attachment_id = randomId(24);
  await db
    .insertInto('visual_form_attachments')
    .values({
      attachment_id,
      call_uuid: form.call_uuid,
      ac_id: form.ac_id,
      file_name: stored.file_name,
      stored_name: stored.stored_name,
      extension: stored.extension,
      size: stored.size,
      created_at: nowIso(),
    })
    .execute();
  return { attachment_id, file_name: stored.file_name, size: stored.size };
}

/** The ids are attachments of this form; otherwise 422. */
export async function checkAttachments(db: Db, uuid: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom('visual_form_attachments')
    .select('attachment_id')
    .where('call_uuid', '=', uuid)
    .where('attachment_id', 'in', [...ids])
    .execute();
  if (rows.length !== new Set(ids).size) throw unprocessable(texts.unknownAttachment, [`attachments: ${texts.unknownAttachment}`]);
}
