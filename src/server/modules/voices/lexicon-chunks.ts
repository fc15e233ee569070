import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { limits } from '@shared/limits';
import { fill, messages } from '@shared/messages';
import { HttpError, unprocessable } from '../../http/errors';

/**
 * A TTS package's pronunciation lexicon (a W3C PLS document), uploaded in chunks: each chunk is a file of its
 * own under the data folder (tts-packages/chunks/<package>-<upload id>/<index>.part) until all `total` have
 * come; then they are joined in order, checked, and the lexicon replaces the package's (tts-packages/<id>.pls).
 */
const rules = limits.ttsLexicon;
const mb = (bytes: number) => bytes / (1024 * 1024);
const text = messages.voices;
const refuse = (message: string) => new HttpError(400, message, [message], { connection: 'close' });

export const lexiconDir = (dataDir: string) => join(dataDir, 'tts-packages');
export const lexiconPath = (dataDir: string, packageId: number) => join(lexiconDir(dataDir), `${packageId}.pls`);
const chunksDir = (dataDir: string) => join(lexiconDir(dataDir), 'chunks');
const uploadDir = (dataDir: string, packageId: number, uploadId: string) => join(chunksDir(dataDir), `${packageId}-${uploadId}`);

export interface ChunkFields {
  uploadId: string;
  index: number;
  total: number;
}

/** The chunk's fields as the form sent them; a missing or bad one is 400. */
export function chunkFields(fields: Record<string, string>): ChunkFields {
  if (fields.upload_id === undefined || fields.index === undefined || fields.total === undefined) throw refuse(text.chunkFieldsMissing);
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(fields.upload_id)) throw refuse(text.chunkUploadId);
  const total = /^\d{1,4}$/.test(fields.total) ? Number(fields.total) : NaN;
  if (!(total >= 1 && total <= rules.maxChunks)) throw refuse(fill(text.chunkTotal, { max: rules.maxChunks }));
  const index = /^\d{1,4}$/.test(fields.index) ? Number(fields.index) : NaN;
  if (!(index >= 0 && index < total)) throw refuse(text.chunkIndex);
  return { uploadId: fields.upload_id, index, total };
}

export function checkLexiconName(fileName: string) {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (!fileName.includes('.') || !(rules.extensions as readonly string[]).includes(ext)) throw refuse(text.lexiconType);
}

type Meta = { total: number; file_name: string; started_at: string };

/**
 * Stores one chunk (at most chunkMaxBytes; a retried index replaces the earlier one). Answers whether the upload
 * is new (its first chunk), and how many chunks have come.
 */
export async function storeChunk(
  dataDir: string,
  packageId: number,
  f: ChunkFields,
  fileName: string,
  file: NodeJS.ReadableStream,
): Promise<{ fresh: boolean; received: number }> {
  const dir = uploadDir(dataDir, packageId, f.uploadId);
  await mkdir(dir, { recursive: true });
  let fresh = false;
  const meta: Meta = { total: f.total, file_name: fileName, started_at: new Date().toISOString() };
  try {
    await writeFile(join(dir, 'meta.json'), JSON.stringify(meta), { flag: 'wx' });
    fresh = true;
  } catch {
    const known = JSON.parse(await readFile(join(dir, 'meta.json'), 'utf8')) as Meta;
    if (known.total !== f.total) throw refuse(fill(text.chunkTotalChanged, { total: known.total }));
  }
  const part = join(dir, `${f.index}.part`);
  const partial = `${part}.${process.pid}-${Date.now()}.tmp`;
  let size = 0;
  try {
    await pipeline(
      file,
      async function* (source: AsyncIterable<Buffer | string>) {
        for await (const chunk of source) {
          size += Buffer.byteLength(chunk);
          if (size > rules.chunkMaxBytes) throw refuse(fill(text.chunkTooLarge, { size: mb(rules.chunkMaxBytes) }));
          yield chunk;
        }
      },
      createWriteStream(partial),
    );
    if (size === 0) throw refuse(text.chunkEmpty);
    await rename(partial, part);
  } catch (e) {
    await rm(partial, { force: true });
    if (fresh) await rm(dir, { recursive: true, force: true });
    throw e;
  }
  const received = (await readdir(dir)).filter((n) => /^\d+\.part$/.test(n)).length;
  return { fresh, received };
}

/** A PLS document: XML whose root element is <lexicon> (checked on its text, no external entities read). */
function isLexicon(bytes: Buffer): boolean {
  const body = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim();
  const withoutProlog = body.replace(/^<\?xml[^>]*\?>\s*/, '').replace(/^(<!--[\s\S]*?-->\s*)+/, '');
  return (
    /^<lexicon[\s>]/.test(withoutProlog) &&
    /<\/lexicon>$/.test(body) &&
    /xmlns="http:\/\/www\.w3\.org\/2005\/01\/pronunciation-lexicon"/.test(withoutProlog.slice(0, 2000))
  );
}

/**
 * Joins a complete upload's chunks into the package's lexicon and removes them. Only one request claims the
 * upload (by renaming its folder); the others answer null. A file that is too large or not a lexicon is 422.
 */
export async function assemble(dataDir: string, packageId: number, uploadId: string): Promise<{ file_name: string; size: number } | null> {
  const dir = uploadDir(dataDir, packageId, uploadId);
  const claimed = `${dir}.assembling`;
  try {
    await rename(dir, claimed);
  } catch {
    return null;
  }
  try {
    const meta = JSON.parse(await readFile(join(claimed, 'meta.json'), 'utf8')) as Meta;
    const parts: Buffer[] = [];
    let size = 0;
    for (let i = 0; i < meta.total; i++) {
      const bytes = await readFile(join(claimed, `${i}.part`));
      size += bytes.length;
      if (size > rules.maxBytes)
        throw unprocessable(fill(text.lexiconTooLarge, { size: mb(rules.maxBytes) }), [
          `file: ${fill(text.lexiconTooLarge, { size: mb(rules.maxBytes) })}`,
        ]);
      parts.push(bytes);
    }
    const whole = Buffer.concat(parts);
    if (!isLexicon(whole)) throw unprocessable(text.lexiconInvalid, [`file: ${text.lexiconInvalid}`]);
    const target = lexiconPath(dataDir, packageId);
    await writeFile(`${target}.tmp`, whole);
    await rename(`${target}.tmp`, target);
    return { file_name: meta.file_name, size };
  } finally {
    await rm(claimed, { recursive: true, force: true });
  }
}

/**
 * Removes the chunks of unfinished uploads: those named (upload ids), or those started longer ago than
 * `olderThanMs`. Answers the upload ids removed.
 */
export async function cleanupChunks(dataDir: string, options: { uploadIds?: readonly string[]; olderThanMs: number }): Promise<string[]> {
  const root = chunksDir(dataDir);
  const names = await readdir(root).catch(() => [] as string[]);
  const removed: string[] = [];
  const now = Date.now();
  for (const name of names) {
    const match = /^\d+-([A-Za-z0-9_-]{8,64})$/.exec(name);
    if (!match) continue;
    const uploadId = match[1];
    const info = await stat(join(root, name)).catch(() => null);
    if (!info) continue;
    const named = options.uploadIds ? options.uploadIds.includes(uploadId) : now - info.mtimeMs >= options.olderThanMs;
    if (!named) continue;
    await rm(join(root, name), { recursive: true, force: true });
    removed.push(uploadId);
  }
  return removed;
}
