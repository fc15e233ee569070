import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { checkInUseAnswer, checkInUseBody, contentModelLabels, deletionBlockingModels, inUseCountBody, refreshInUseBody } from '@shared/api/content';
import { fill, messages } from '@shared/messages';
import { recordActivity } from '../../http/activity';
import { HttpError } from '../../http/errors';
import { contentResource } from './registry';
import { rebuildUsages, usageCount, usagesOf, usageTree } from './usage';

/** Check in use, its count, and the refresh that rebuilds the account's usage index (spec 2 §4, §7). */
export async function usageRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root.studio;
  const tags = ['Usage'];

  app.post('/content/check-in-use', { schema: { tags, body: checkInUseBody, response: { 200: envelope(checkInUseAnswer) } } }, async (request) => {
    const { content_model, content_id } = request.body;
    const resource = contentResource(content_model);
    const acId = resource.authorize(request, 'read');
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
  });

  app.post('/content/check-in-use-count', { schema: { tags, body: inUseCountBody, response: { 200: envelope(z.object({ count: z.number() })) } } }, async (request) => {
    const { content_model, content_id } = request.body;
    const resource = contentResource(content_model);
    const acId = resource.authorize(request, 'read');
    await resource.find(db, acId, content_id, true);
    return { data: { count: await usageCount(db, acId, content_model, content_id) } };
  });

  app.post(
    '/content/refresh-check-in-use',
    { schema: { tags, body: refreshInUseBody, response: { 200: envelope(z.object({ message: z.string(), count: z.number(), is_refreshing: z.number() })) } } },
    async (request) => {
      const { content_model, content_id } = request.body;
      const resource = contentResource(content_model);
      const { table, idColumn } = resource.definition;
      const acId = resource.authorize(request, 'read');
      await resource.find(db, acId, content_id, true);
      const flagRow = (value: number) =>
        (db as unknown as Kysely<any>).updateTable(table).set({ is_refreshing: value }).where('ac_id', '=', acId).where(idColumn, '=', content_id).execute();
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
