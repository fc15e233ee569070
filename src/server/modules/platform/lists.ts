import type { FastifyRequest } from 'fastify';
import type { PlatformItems, PlatformRead } from '@shared/api/platform';
import { badGateway, enabledConnection } from './connection';
import { platformList } from './cache';
import type { DomainTarget } from './domain-access';
import { studioList } from './fallback';
import { PlatformFailure } from './reader';

/**
 * A list of a domain as the studio answers it: from the provider's platform (kept, or read now page by page) when it
 * has one, else from the studio's own tables. A platform that fails answers 502 with its status in words.
 */
export async function domainList(request: FastifyRequest, target: DomainTarget, kind: PlatformRead): Promise<PlatformItems> {
  const { db, config } = request.server.studio;
  const connection = await enabledConnection(db, target.spId);
  if (!connection)
    return { domain_id: target.domainId, kind, source: 'studio', fetched_at: null, items: await studioList(db, target.acIds, kind) };
  try {
    const kept = await platformList(db, config, connection, target.domainId, kind);
    return { domain_id: target.domainId, kind, source: 'platform', fetched_at: kept.fetched_at, items: kept.items };
  } catch (e) {
    if (e instanceof PlatformFailure) throw badGateway(e);
    throw e;
  }
}
