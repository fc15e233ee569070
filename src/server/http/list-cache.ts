import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { gzipSync } from 'node:zlib';
import type { Db } from '../db/index';

/** A serialised answer and its gzip form (lists are large and compress tenfold). */
interface Entry {
  stamp: number;
  body: string;
  gzip: Buffer;
}

/**
 * Serialised list answers of stamped tables (migration 006), kept while the table's stamp for the
 * account is unchanged. The database moves the stamp on every write, whoever writes, so an answer is
 * never older than the rows. The stamp is read before the rows: a write in between only makes the
 * entry look older than it is, and the next request recomputes it.
 */
export class ListCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(key: string, stamp: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.stamp !== stamp) return undefined;
    this.entries.delete(key); // most recently used goes last
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, stamp: number, body: string): Entry {
    this.drop(key);
    const entry: Entry = { stamp, body, gzip: gzipSync(body, { level: 4 }) };
    if (body.length > this.maxBytes / 4) return entry;
    this.entries.set(key, entry);
    this.bytes += body.length + entry.gzip.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
    return entry;
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length + entry.gzip.length;
    this.entries.delete(key);
  }
}

/** The table's current stamp for the account (0 before its first write). */
export async function listStamp(db: Db, table: string, acId: number): Promise<number> {
  const row = await db
    .selectFrom('list_stamps')
    .select('stamp')
    .where('table_name', '=', table)
    .where('ac_id', '=', acId)
    .executeTakeFirst();
  return Number(row?.stamp ?? 0);
}

/** A weak validator naming the list (table, account, query) and the stamp it was computed at. */
export function listEtag(key: string, stamp: number): string {
  return `W/"${createHash('sha1').update(key).digest('base64url').slice(0, 16)}.${stamp}"`;
}

const caches = new WeakMap<Db, ListCache>();
/** One cache per database handle (tests run several studios in one process). */
function cacheFor(db: Db): ListCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ListCache()));
  return cache;
}

/**
 * Answers a list from the cache when the table's stamp has not moved, else computes it (serialised
 * by the route's own response schema) and keeps it, gzipped for clients that accept it. Clients get an
 * ETag and a 304 for an unchanged list.
 */
export async function answerCachedList(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  table: string,
  acId: number,
  compute: () => Promise<unknown>,
) {
  const key = `${table}:${acId}:${request.url.split('?')[1] ?? ''}`;
  const stamp = await listStamp(db, table, acId);
  const etag = listEtag(key, stamp);
  reply
    .header('etag', etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'authorization, x-scope, x-scope-id, x-sp-id, accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const cache = cacheFor(db);
  const entry = cache.get(key, stamp) ?? cache.set(key, stamp, reply.serialize(await compute()) as string);
  reply.type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(entry.gzip);
  return reply.send(entry.body);
}
