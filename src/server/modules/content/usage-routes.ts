import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import {
  checkInUseAnswer,
  checkInUseBody,
  contentModelLabels,
  deletionBlockingModels,
  inUseCountBody,
  refreshInUseBody,
} from '@shared/api/content';
import { fill, messages } from '@shared/messages';
import { recordActivity } from '../../http/activity';
import { HttpError, notFound } from '../../http/errors';
import { contentResource } from './registry';
import type { AccountResource as Resource } from '../../http/entity-resource';
import { requireAnyAccess } from '../../http/access';
import { rebuildUsages, usageCount, usagesOf, usageTree } from './usage';
import { contentPermissions } from './registry';
import { accountRowsByName } from '../../http/tenant-repo';

/**
 * The account whose usages a check reads. With one account selected: that account. With scope 'ac'
 * and scope-id 'all' (spec 1 §4, spec 2 §6): the account the item belongs to, among those the
 * selection covers — never another tenant's.
 */
async function usageAccount(request: FastifyRequest, resource: Resource, contentId: number): Promise<number> {
  const scope = requireAnyAccess(request, resource.descriptor.permission, 'read');
  if (scope.level === 'ac') return resource.authorize(request, 'read');
  const { table, idField: idColumn } = resource.descriptor;
  let q = (request.server.studio.db as unknown as Kysely<any>).selectFrom(table).select('ac_id').where(idColumn, '=', contentId);
  if (scope.accountIds !== 'any') q = q.where('ac_id', 'in', scope.accountIds.length ? scope.accountIds : [-1]);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return Number(row.ac_id);
}

/** Which content model a call names is in its body: before that is read, any content read permission lets it in. */
const readAnyContent = (request: FastifyRequest) => requireAnyAccess(request, contentPermissions, 'read');

/** Check in use, its count, and the refresh that rebuilds the account's usage index (spec 2 §4, §7). */
export async function usageRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root.studio;
  const tags = ['Usage'];

  app.post(
    '/content/check-in-use',
    { config: { access: readAnyContent }, schema: { tags, body: checkInUseBody, response: { 200: envelope(checkInUseAnswer) } } },
    async (request) => {
      const { content_model, content_id } = request.body;
      const resource = contentResource(content_model);
      const acId = await usageAccount(request, resource, content_id);
      await resource.find(db, acId, content_id, true);
      const rows = await usagesOf(db, acId, content_model, content_id);
      const inUse = rows.length > 0;
      const blocked = inUse && deletionBlockingModels.includes(content_model);
      const message = !inUse
        ? messages.content.notInUse
        : blocked
          ? fill(messages.content.deleteBlocked, { currentContentModel: contentModelLabels[content_model] })
          : messages.content.inUseWarning;
      return {
        data: {
          in_use: inUse,
          count: rows.length,
          deletable: !blocked,
          title: blocked ? messages.content.deleteBlockedTitle : null,
          message,
          usages: usageTree(rows),
        },
      };
    },
  );

  app.post(
    '/content/check-in-use-count',
    {
      config: { access: readAnyContent },
      schema: { tags, body: inUseCountBody, response: { 200: envelope(z.object({ count: z.number() })) } },
    },
    async (request) => {
      const { content_model, content_id } = request.body;
      const resource = contentResource(content_model);
      const acId = await usageAccount(request, resource, content_id);
      await resource.find(db, acId, content_id, true);
      return { data: { count: await usageCount(db, acId, content_model, content_id) } };
    },
  );

  app.post(
    '/content/refresh-check-in-use',
    {
      config: { access: readAnyContent },
      schema: {
        tags,
        body: refreshInUseBody,
        response: { 200: envelope(z.object({ message: z.string(), count: z.number(), is_refreshing: z.number() })) },
      },
    },
    async (request) => {
      const { content_model, content_id } = request.body;
      const resource = contentResource(content_model);
      const { table, idField: idColumn } = resource.descriptor;
      // Rebuilding the index writes: a reader may look at usages but not refresh them.
      const acId = resource.authorize(request, 'write');
      await resource.find(db, acId, content_id, true);
      const flagRow = (value: number) =>
        accountRowsByName(db, acId).updateTable(table).set({ is_refreshing: value }).where(idColumn, '=', content_id).execute();
      await flagRow(1);
      try {
        await db.transaction().execute(async (trx) => {
          await rebuildUsages(trx, acId);
          await recordActivity(trx, request, { subject_type: content_model, subject_id: content_id, action: 'refresh_usage' });
        });
      } catch (e) {
        request.log.error({ err: e }, 'usage refresh failed');
        throw new HttpError(500, messages.content.usageRefreshFailed, [messages.content.usageRefreshFailed]);
      } finally {
        await flagRow(0);
      }
      const count = await usageCount(db, acId, content_model, content_id);
      return { data: { message: messages.content.usageRefreshed, count, is_refreshing: 0 } };
    },
  );
}
