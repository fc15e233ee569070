import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { messages } from '@shared/messages';
import { badRequest } from './errors';

const malformed = () => badRequest(messages.multipartMalformed, [messages.multipartMalformed]);

/** The boundary a multipart Content-Type names (RFC 2046: 1–70 characters), or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2]) : null;
}

/**
 * The parts of a multipart upload, for every upload route. The parser alone answers a body without a
 * boundary with a 500, and one that ends before its closing boundary with a 500 or never (the file
 * part waits for data that will not come). Here the request's bytes are watched for the closing
 * delimiter: when the body ends without it, the file part being read fails with 400 — so its consumer
 * stops, removes what it wrote and answers — and so does the iteration. The watch lasts until the
 * body ends, also when the caller stops iterating to read a file part.
 */
export async function* uploadParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  const boundary = boundaryOf(request.headers['content-type']);
  if (!boundary) throw malformed();
  const parts = request.parts();
  // Attached in the same tick as the parser's pipe, so this listener sees every byte the parser sees.
  const closing = Buffer.from(`--${boundary}--`, 'latin1');
  const state = { seen: false, broken: false, current: null as MultipartFile | null };
  let tail = Buffer.alloc(0);
  const raw = request.raw;
  const onData = (chunk: Buffer) => {
    const window = Buffer.concat([tail, chunk]);
    state.seen = window.includes(closing);
    if (state.seen) raw.off('data', onData);
    tail = window.subarray(Math.max(0, window.length - closing.length + 1));
  };
  raw.on('data', onData);
  raw.once('end', () => {
    raw.off('data', onData);
    if (state.seen) return;
    state.broken = true;
    const file = state.current?.file;
    if (file && !file.destroyed && !file.readableEnded) file.destroy(malformed());
  });
  try {
    for await (const part of parts) {
      if (state.broken) throw malformed();
      state.current = part.type === 'file' ? part : null;
      yield part;
    }
  } catch (e) {
    throw state.broken ? malformed() : e;
  }
  if (state.broken) throw malformed();
}

/** The first file part of an upload (fields before it are skipped), or null when there is none. */
export async function uploadFile(request: FastifyRequest): Promise<MultipartFile | null> {
  for await (const part of uploadParts(request)) if (part.type === 'file') return part;
  return null;
}
