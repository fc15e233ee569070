import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { AttachmentFile } from '@shared/api/content-more';
import { fill, messages } from '@shared/messages';
import { fileExtension } from '@shared/upload';
import type { Config } from '../../../config';
import { unprocessable } from '../../../http/errors';
import type { Row } from '../../../http/entity-resource';
import { contentRowFields, defineContentResource } from '../content-resource';
import { filesContent } from '@shared/entities/content';
import { detachAudioFile } from '../prompts/prompt-audio';

/** The answer's Content-Type of each allowed extension. */
export const mimeTypes: Record<string, string> = {
  cert: 'application/x-x509-ca-cert',
  txt: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
};

/** Where an account's files live: <DATA_DIR>/files/<ac_id>/. */
export const filesDir = (config: Config, acId: number) => join(config.dataDir, 'files', String(acId));
export const storedPath = (config: Config, row: Row) => join(filesDir(config, row.ac_id), row.stored_name);

/** The last path segment without control characters, at most 200 characters (the extension kept). */
export function cleanFileName(raw: string): string {
  const base = (raw.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (base.length <= 200) return base;
  const ext = fileExtension(base);
  return `${base.slice(0, 199 - ext.length)}.${ext}`;
}

export const downloadUrl = (fileId: number) => `/api/content/attachment-files/download/${fileId}`;

/** What a file's answer adds to its declared fields (fileFields): its id, the name, the size as a number, where to download it. */
const answerOf = (row: Row): Partial<AttachmentFile> => ({
  file_id: row.file_id,
  name: row.file_name,
  size: Number(row.size),
  download_url: downloadUrl(row.file_id),
  ...contentRowFields(row),
});

/**
 * Attachment files (spec 2 §3, §5, §7). Created by the multipart upload route (files-upload.ts);
 * renamed or moved by PUT (the extension stays); soft, safe and force delete — force removes the file,
 * and the prompts that played it as a language's audio keep their text without it.
 */
export const attachmentFiles = defineContentResource(filesContent, {
  createRoute: false,
  toApi: answerOf,
  fromApi(input, ctx) {
    if (ctx.mode === 'create') return { ...input };
    const values: Row = {};
    if (input.file_name !== undefined) values.file_name = cleanFileName(input.file_name);
    if (input.folder_id !== undefined) values.folder_id = input.folder_id;
    return values;
  },
  beforeWrite(values, ctx) {
    if (ctx.mode === 'update' && fileExtension(values.file_name) !== ctx.existing?.extension) {
      throw unprocessable(`file_name: ${fill(messages.content.fileExtensionKept, { extension: ctx.existing?.extension ?? '' })}`);
    }
    return values;
  },
  sortFields: ['file_id', 'file_name', 'size', 'created_at', 'updated_at'],
  async afterDelete(row, type, ctx) {
    if (type !== 'force') return;
    await detachAudioFile(ctx, row.file_id);
    await unlink(storedPath(ctx.services.config, row)).catch(() => undefined);
  },
});
