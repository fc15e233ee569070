import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { folder, folderBody, folderContentsBody, folderIds, type Folder } from '@shared/api/content';
import { nowIso } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { notFound } from '../../http/errors';
import { defineEntityResource } from '../../http/entity-resource';
import { requireAnyAccess } from '../../http/access';
import type { Row } from '../../http/entity-resource';
import { assertFolder } from './content-resource';
import { contentPermissions, contentResource, contentResources } from './registry';
import { accountRowsByName } from '../../http/tenant-repo';

const toApi = (row: Row): Folder => ({
  folder_id: row.folder_id,
  folder_name: row.folder_name,
  is_enabled: row.is_enabled,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/**
 * User folders of the content library (Main 0 and Archived -1 are virtual, never rows). Deleting a
 * folder removes it and moves what it held to Main.
 */
export const folders = defineEntityResource(
  {
    tenant: 'ac',
    path: '/content/folders',
    table: 'content_folders',
    idField: 'folder_id',
    nameField: 'folder_name',
    model: 'Folder',
    label: 'folder',
    permission: contentPermissions,
    item: folder,
    create: folderBody,
    update: folderBody.partial(),
    nameRule: { per: [] },
    softDelete: [],
  },
  {
    toApi,
    async beforeDelete(row, _type, ctx) {
      for (const resource of Object.values(contentResources)) {
        await accountRowsByName(ctx.trx, ctx.acId)
          .updateTable(resource!.descriptor.table)
          .set({ folder_id: folderIds.main })
          .where('folder_id', '=', row.folder_id)
          .execute();
      }
    },
  },
);

/** POST /content/folder-contents: moves items of one model into Main or a user folder (out of Archived too). */
export async function folderContentRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const answer = z.object({ folder_id: z.number(), content_model: z.string(), content_ids: z.array(z.number()) });

  app.post(
    '/content/folder-contents',
    {
      config: { access: (request) => requireAnyAccess(request, contentPermissions, 'write') },
      schema: { tags: ['Folder'], body: folderContentsBody, response: { 200: envelope(answer) } },
    },
    async (request) => {
      const { folder_id, content_model, content_ids } = request.body;
      const resource = contentResource(content_model);
      const { table, idField: idColumn } = resource.descriptor;
      const acId = resource.authorize(request, 'write');
      const ids = [...new Set(content_ids)];
      return resource.transact(request, acId, async (ctx) => {
        await assertFolder(ctx.trx, acId, folder_id);
        const rows = await accountRowsByName(ctx.trx, acId)
          .selectFrom(table)
          .select([idColumn, 'folder_id', 'is_archived'])
          .where('is_enabled', '=', 1)
          .where(idColumn, 'in', ids)
          .execute();
        if (rows.length !== ids.length) throw notFound();
        await accountRowsByName(ctx.trx, acId)
          .updateTable(table)
          .set({ folder_id, is_archived: 0, updated_by: ctx.userId, updated_at: nowIso() })
          .where(idColumn, 'in', ids)
          .execute();
        const from = Object.fromEntries(rows.map((r: Row) => [r[idColumn], r.is_archived === 1 ? folderIds.archived : r.folder_id]));
        await recordActivity(ctx.trx, request, {
          subject_type: content_model,
          action: 'move',
          summary: { content_ids: ids, before: { folders: from }, after: { folder_id } },
        });
        return { data: { folder_id, content_model, content_ids: ids } };
      });
    },
  );
}
