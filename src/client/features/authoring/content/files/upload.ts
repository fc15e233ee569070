import { filesType } from '@shared/entities/content/files';
import type { AttachmentFile } from '@shared/api/content-more';
import { api } from '@client/api/http';
import { checkFile, uploadBody } from './rules';

/** POST /content/attachment-files as multipart/form-data; the spec's check runs first (the server checks again). */
export function uploadFile(file: File, folderId?: number): Promise<AttachmentFile> {
  const check = checkFile(file);
  if (!check.ok) return Promise.reject(new Error(check.message));
  return api<AttachmentFile>(filesType.path, { method: 'POST', body: uploadBody(file, folderId) });
}
