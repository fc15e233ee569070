import type { AttachmentFile } from '@shared/api/content-more';
import { limits } from '@shared/limits';
import { fill, messages } from '@shared/messages';
import { checkUpload, fileExtension, type UploadCheck } from '@shared/upload';

/**
 * Attachment files in the editor (spec 2 §3, §5): the client checks a file before sending it (the
 * server checks again), a rename keeps the extension. Pure: the editor and the tests use it.
 */
export type FileDraft = { mode: 'create'; file: File | null } | { mode: 'update'; file_name: string; item: AttachmentFile };

/** What the file input offers: the spec's extensions (jpeg and png for images). */
export const acceptedExtensions = limits.upload.extensions.map((ext) => `.${ext}`).join(',');

/** The spec's check: extension first, then under 2 MB (mp4 under 20 MB), with the spec's message. */
export const checkFile = (file: { name: string; size: number }): UploadCheck => checkUpload(file);

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** 1536 → '1.5 kB', 5 → '5 bytes' (in the reader's language; 1024 per step, at most one decimal). */
export function formatSize(bytes: number, locale = 'en'): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  // Bytes spelled out ('5 bytes'), larger units short ('1.5 kB').
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

export type FileKind = 'image' | 'audio' | 'video' | 'other';

/** How the detail pane previews a file: images as pictures, mp3/wav with a player, mp4 as video. */
export function fileKind(extension: string): FileKind {
  const ext = extension.toLowerCase();
  if (ext === 'png' || ext === 'jpeg') return 'image';
  if (ext === 'mp3' || ext === 'wav') return 'audio';
  if (ext === 'mp4') return 'video';
  return 'other';
}

/** A new name must keep the file's extension (the server refuses it otherwise, with this text). */
export function renameProblem(name: string, extension: string): string | null {
  const base = name.trim().slice(0, -(extension.length + 1));
  return base.trim() && fileExtension(name.trim()) === extension.toLowerCase()
    ? null
    : fill(messages.content.fileExtensionKept, { extension });
}

/** The multipart body of an upload: the file, and the guard name creation adds (spec 2 §6). */
export function uploadBody(file: File, folderId?: number): FormData {
  const form = new FormData();
  form.set('guard_name', limits.guardName);
  if (folderId !== undefined && folderId > 0) form.set('folder_id', String(folderId));
  form.set('file', file, file.name);
  return form;
}
