import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@shared/api/common';
import {
  distillerQuery,
  domainParams,
  interactionParams,
  platformItems,
  platformReadKinds,
  platformRefreshAnswer,
  platformRefreshBody,
} from '@shared/api/platform';
import { nowIso } from '../../db/index';
import { fetchAndKeep } from './cache';
import { badGateway, enabledConnection, notConfigured } from './connection';
import { accountDomain, domainTarget, platformReadAccess } from './domain-access';
import { sendDomainList } from './answer';
import { domainList } from './lists';
import { PlatformFailure } from './reader';

/**
 * The contact-center platform's reads at the paths the platform has (users, skills, dispositions, variables and
 * variable groups of a domain), the knowledge distiller's groups and prompts of the selected account's domain, and
 * the refresh that reads a domain's lists again. Each answers what is kept, else reads the platform page by page.
 */
export async function platformReadRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, config } = root.studio;
  const tags = ['Contact-center platform'];
  const access = { access: platformReadAccess };
  const schema = { tags, params: domainParams, response: { 200: envelope(platformItems) } };

  app.get('/users/v1/domains/:domain/users', { config: access, schema }, async (request, reply) =>
    sendDomainList(request, reply, await domainTarget(request, request.params.domain), 'users'),
  );
  app.get('/skills/v1/domains/:domain/skills', { config: access, schema }, async (request, reply) =>
    sendDomainList(request, reply, await domainTarget(request, request.params.domain), 'skills'),
  );
  app.get(
    '/interactions/v1/domains/:domain/:kind',
    { config: access, schema: { ...schema, params: interactionParams } },
    async (request, reply) => sendDomainList(request, reply, await domainTarget(request, request.params.domain), request.params.kind),
  );

  app.get(
    '/knowledge-distiller/knowledge-groups',
    { config: access, schema: { tags, querystring: distillerQuery, response: { 200: envelope(platformItems) } } },
    async (request, reply) => sendDomainList(request, reply, await accountDomain(request), 'knowledge-groups'),
  );
  app.get(
    '/knowledge-distiller/prompts',
    { config: access, schema: { tags, querystring: distillerQuery, response: { 200: envelope(platformItems) } } },
    async (request) => {
      const list = await domainList(request, await accountDomain(request), 'prompts');
      // hideKnowledgePrompts=1: the prompts the distiller keeps for its own knowledge answers are left out.
      return {
        data: request.query.hideKnowledgePrompts === 1 ? { ...list, items: list.items.filter((p) => p.type !== 'knowledge') } : list,
      };
    },
  );

  app.post(
    '/platform/refresh',
    { config: access, schema: { tags, body: platformRefreshBody, response: { 200: envelope(platformRefreshAnswer) } } },
    async (request) => {
      const target = await domainTarget(request, request.body.domain_id);
      const connection = await enabledConnection(db, target.spId);
      if (!connection) throw notConfigured();
      const kinds = request.body.kinds ?? platformReadKinds;
      const counts: Record<string, number> = {};
      try {
        for (const kind of kinds) counts[kind] = (await fetchAndKeep(db, config, connection, target.domainId, kind)).items.length;
      } catch (e) {
        if (e instanceof PlatformFailure) throw badGateway(e);
        throw e;
      }
      return { data: { domain_id: target.domainId, fetched_at: nowIso(), counts } };
    },
  );
}
