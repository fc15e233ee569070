import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { Recording } from '@shared/api/traffic';
import { fill, messages } from '@shared/messages';
import { fileExtension } from '@shared/upload';
import type { Config } from '../../config';
import type { Db } from '../../db/index';
import type { RecordingsTable } from '../../db/schema-run';
import { HttpError } from '../../http/errors';
import { sizeGuard } from '../content/files/files-upload';
import { cleanFileName } from '../content/files/files';

/** The audio a recording may be: what browsers record (webm, ogg, m4a) and the studio's audio files (mp3, wav). */
export const recordingTypes: Record<string, string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
};
export const maxRecordingBytes = 10 * 1024 * 1024;

/** Where an account's recordings live: <DATA_DIR>/recordings/<ac_id>/. */
export const recordingsDir = (config: Config, acId: number) => join(config.dataDir, 'recordings', String(acId));
export const recordingPath = (config: Config, row: Pick<RecordingsTable, 'ac_id' | 'stored_name'>) =>
  join(recordingsDir(config, row.ac_id), row.stored_name);

const refuse = (message: string) => new HttpError(422, message, [`file: ${message}`], { connection: 'close' });

/** Writes an uploaded recording, counting bytes as they arrive: one too many and nothing of it stays behind. */
export async function writeRecording(config: Config, acId: number, part: MultipartFile | null) {
  if (!part) throw refuse(messages.analyse.recordingRequired);
  const file_name = cleanFileName(part.filename ?? '') || 'recording.webm';
  const extension = fileExtension(file_name);
  const mime_type = recordingTypes[extension];
  if (!mime_type) throw refuse(fill(messages.analyse.recordingType, { types: Object.keys(recordingTypes).join(', ') }));
  const dir = recordingsDir(config, acId);
  await mkdir(dir, { recursive: true });
  const stored_name = `${randomBytes(12).toString('hex')}.${extension}`;
  const target = join(dir, stored_name);
  let tooLarge = false;
  try {
    await pipeline(
      part.file,
      sizeGuard(maxRecordingBytes, () => (tooLarge = true)),
      createWriteStream(target),
    );
  } catch (e) {
    await unlink(target).catch(() => undefined);
    if (tooLarge) throw refuse(fill(messages.analyse.recordingTooLarge, { mb: maxRecordingBytes / 1024 / 1024 }));
    throw e;
  }
  return { file_name, mime_type, stored_name, size: (await stat(target)).size };
}

export const toRecording = (row: Omit<RecordingsTable, 'recording_id'> & { recording_id: number }): Recording => ({
  recording_id: row.recording_id,
  task_id: row.task_id,
  node_id: row.node_id,
  session_id: row.session_id,
  file_name: row.file_name,
  mime_type: row.mime_type,
  size: row.size,
  created_by: row.created_by,
  created_at: row.created_at,
  audio_url: `/api/speech/recordings/${row.recording_id}/audio`,
});

/** Stores the recording's row (the file is written already). */
export async function insertRecording(db: Db, row: Omit<RecordingsTable, 'recording_id'>): Promise<number> {
  const inserted = await db.insertInto('recordings').values(row).returning('recording_id').executeTakeFirstOrThrow();
  return inserted.recording_id;
}
