/**
 * The upload rule of spec 1 §5, used by the client before sending and by the server on receipt:
 * allowed extensions cert, txt, pdf, jpeg, png, csv, json, mp3, wav, mp4;
 * non-mp4 files under 2 MB, mp4 files under 20 MB; one size message names both limits.
 */
import { limits } from './limits';
import { shellMessages as messages } from './messages-core';

export interface UploadCandidate {
  name: string;
  /** Size in bytes. */
  size: number;
}

export type UploadCheck = { ok: true } | { ok: false; message: string };

type Extension = (typeof limits.upload.extensions)[number];

/** The last extension of a file name, lower-cased ('Clip.Final.MP4' → 'mp4'); '' when there is none. */
export function fileExtension(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

function isAllowed(ext: string): ext is Extension {
  return (limits.upload.extensions as readonly string[]).includes(ext);
}

export function checkUpload(file: UploadCandidate): UploadCheck {
  const ext = fileExtension(file.name);
  if (!isAllowed(ext)) return { ok: false, message: messages.uploadExtension };
  const max = ext === 'mp4' ? limits.upload.maxMp4Bytes : limits.upload.maxBytes;
  // Written so that a missing or non-numeric size is refused too. One message names both limits.
  if (!(file.size >= 0 && file.size < max)) return { ok: false, message: messages.uploadTooLarge };
  return { ok: true };
}
