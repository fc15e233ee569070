import type { FastifyReply, FastifyRequest } from 'fastify';
import { gzipSync } from 'node:zlib';
import type { PlatformRead } from '@shared/api/platform';
import type { Db } from '../../db/index';
import { fetchAndKeep } from './cache';
import { badGateway, enabledConnection } from './connection';
import type { DomainTarget } from './domain-access';
import { domainList } from './lists';
import { PlatformFailure } from './reader';

/** A kept read's answer, serialised and gzipped once per fetch (a list of 10,000 users is about a megabyte). */
interface Answer {
  body: string;
  gzip: Buffer;
}

/** Answers per database handle, by provider, domain, kind and fetch time: a refresh makes a new key, so none is stale. */
const answers = new WeakMap<Db, Map<string, Answer>>();
const maxAnswers = 64;

function answerCache(db: Db) {
  let cache = answers.get(db);
  if (!cache) answers.set(db, (cache = new Map()));
  return cache;
}

/** The answer's JSON, built around the kept items' text (never parsed and serialised again). */
const bodyOf = (target: DomainTarget, kind: PlatformRead, fetchedAt: string, itemsJson: string) =>
  `{"data":{"domain_id":${JSON.stringify(target.domainId)},"kind":${JSON.stringify(kind)},"source":"platform","fetched_at":${JSON.stringify(fetchedAt)},"items":${itemsJson}}}`;

/**
 * Sends a list of a domain: from the provider's platform, the kept read's answer (its time read first, then the
 * answer made once for that time, gzipped for clients that accept it); without a platform, the studio's own tables.
 */
export async function sendDomainList(request: FastifyRequest, reply: FastifyReply, target: DomainTarget, kind: PlatformRead) {
  const { db, config } = request.server.studio;
  // One query: is there an enabled platform, and when was this list last read from it.
  const found = await db
    .selectFrom('platform_connections')
    .leftJoin('platform_reads', (j) =>
      j
        .onRef('platform_reads.sp_id', '=', 'platform_connections.sp_id')
        .on('platform_reads.domain_id', '=', target.domainId)
        .on('platform_reads.kind', '=', kind),
    )
    .select(['platform_connections.sp_id', 'platform_reads.fetched_at'])
    .where('platform_connections.sp_id', '=', target.spId)
    .where('platform_connections.is_enabled', '=', 1)
    .executeTakeFirst();
  if (!found) return { data: await domainList(request, target, kind) };
  const cache = answerCache(db);
  let kept = found.fetched_at ? { fetched_at: found.fetched_at } : undefined;
  let fresh: string | null = null;
  if (!kept) {
    const connection = await enabledConnection(db, target.spId);
    if (!connection) return { data: await domainList(request, target, kind) };
    try {
      const read = await fetchAndKeep(db, config, connection, target.domainId, kind);
      kept = { fetched_at: read.fetched_at };
      fresh = JSON.stringify(read.items);
    } catch (e) {
      if (e instanceof PlatformFailure) throw badGateway(e);
      throw e;
    }
  }
  const key = `${target.spId}\u0000${target.domainId}\u0000${kind}\u0000${kept.fetched_at}`;
  let answer = cache.get(key);
  if (!answer) {
    const items =
      fresh ??
      (
        await db
          .selectFrom('platform_reads')
          .select('items')
          .where('sp_id', '=', target.spId)
          .where('domain_id', '=', target.domainId)
          .where('kind', '=', kind)
          .where('fetched_at', '=', kept.fetched_at)
          .executeTakeFirst()
      )?.items;
    if (items === undefined) return { data: await domainList(request, target, kind) };
    const body = bodyOf(target, kind, kept.fetched_at, items);
    answer = { body, gzip: gzipSync(body, { level: 4 }) };
    const older = key.slice(0, key.lastIndexOf('\u0000') + 1);
    for (const [k] of cache) if (k.startsWith(older)) cache.delete(k);
    cache.set(key, answer);
    for (const [oldest] of cache) {
      if (cache.size <= maxAnswers) break;
      cache.delete(oldest);
    }
  }
  reply.type('application/json; charset=utf-8').header('vary', 'authorization, x-scope, x-scope-id, x-sp-id, accept-encoding');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.body);
}
