import { createReadStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { deleteAnswer } from '@shared/api/content';
import { dataStoreExport, exportBody, exportListQuery, type DataStoreExport } from '@shared/api/content-more';
import { fill, messages } from '@shared/messages';
import { nowIso } from '../../../db/index';
import { recordActivity } from '../../../http/activity';
import { conflict, notFound, unprocessable } from '../../../http/errors';
import type { Row } from '../../../http/entity-resource';
import { exportHandler, exportJob, type ExportPayload } from './datastore-export-job';
import { loadStore } from './datastore-documents';
import { contentDisposition } from '../files/files-upload';
import { dataStores, exportsDir } from './datastores';
import { accountRows } from '../../../http/tenant-repo';

export function exportToApi(row: Row): DataStoreExport {
  return {
    data_store_export_id: row.data_store_export_id,
    data_store_id: row.data_store_id,
    selected_columns: JSON.parse(row.selected_columns),
    status: row.status,
    row_count: Number(row.row_count),
    progress: Number(row.progress ?? 0),
    error: row.error,
    download_url: row.status === 'completed' ? `/api/data/data-store-export/${row.data_store_export_id}/download` : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    completed_at: row.completed_at,
  };
}

/** CSV exports of selected columns as background jobs, their records, deletion and the finished file. */
export async function dataStoreExportRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['DataStore'];
  const db = () => root.studio.db;
  root.studio.jobs.define(exportJob, exportHandler(root.studio));
  const idParams = z.object({ data_store_export_id: z.coerce.number().int().positive() });

  const findExport = async (acId: number, id: number) => {
    const row = await accountRows(db(), acId)
      .selectFrom('data_store_exports')
      .selectAll()
      .where('data_store_export_id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row as Row;
  };

  const create = async (request: FastifyRequest, body: z.infer<typeof exportBody>) => {
    // Starting an export writes (a job, a file): spec 2 §6 gives no reader an export, so it needs write.
    const acId = dataStores.authorize(request, 'write');
    const store = await loadStore(db(), acId, body.data_store_id);
    const selected = [...new Set(body.selected_columns)].map((name) => {
      const column = store.columns.find((c) => c.col_name.toLowerCase() === name.toLowerCase());
      if (!column) throw unprocessable(`selected_columns: ${fill(messages.content.unknownColumn, { column: name })}`);
      return column.col_name;
    });
    const now = nowIso();
    const row = await db()
      .transaction()
      .execute(async (trx) => {
        const inserted = await trx
          .insertInto('data_store_exports')
          .values({
            ac_id: acId,
            data_store_id: store.row.data_store_id,
            selected_columns: JSON.stringify(selected),
            status: 'queued',
            row_count: 0,
            created_by: request.auth?.user.user_id ?? null,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordActivity(trx, request, {
          subject_type: 'DataStore',
          subject_id: store.row.data_store_id,
          action: 'export',
          summary: { selected_columns: selected },
        });
        await root.studio.jobs.enqueue<ExportPayload>(exportJob, { data_store_export_id: inserted.data_store_export_id }, { trx });
        return inserted;
      });
    return { data: exportToApi(row) };
  };

  for (const path of ['/data/get-exported-csv-url', '/data/data-store-export']) {
    app.post(
      path,
      {
        config: { access: (request) => dataStores.authorize(request, 'write') },
        schema: { tags, body: exportBody, response: { 202: envelope(dataStoreExport) } },
      },
      async (request, reply) => reply.status(202).send(await create(request, request.body)),
    );
  }

  app.get(
    '/data/data-store-export',
    {
      config: { access: (request) => dataStores.authorize(request, 'read') },
      schema: { tags, querystring: exportListQuery, response: { 200: envelope(z.array(dataStoreExport)) } },
    },
    async (request) => {
      const acId = dataStores.authorize(request, 'read');
      let q = accountRows(db(), acId).selectFrom('data_store_exports').selectAll();
      if (request.query.data_store_id) q = q.where('data_store_id', '=', request.query.data_store_id);
      return { data: (await q.orderBy('data_store_export_id', 'desc').execute()).map(exportToApi) };
    },
  );

  app.delete(
    '/data/data-store-export/:data_store_export_id',
    {
      config: { access: (request) => dataStores.authorize(request, 'write') },
      schema: { tags, params: idParams, response: { 200: envelope(deleteAnswer) } },
    },
    async (request) => {
      const acId = dataStores.authorize(request, 'write');
      const row = await findExport(acId, request.params.data_store_export_id);
      await db()
        .transaction()
        .execute(async (trx) => {
          await accountRows(trx, acId)
            .deleteFrom('data_store_exports')
            .where('data_store_export_id', '=', row.data_store_export_id)
            .execute();
          await recordActivity(trx, request, {
            subject_type: 'DataStore',
            subject_id: row.data_store_id,
            action: 'delete_export',
            summary: { data_store_export_id: row.data_store_export_id },
          });
        });
      if (row.file_name) await unlink(join(exportsDir(root.studio.config, acId), row.file_name)).catch(() => undefined);
      return { data: { id: row.data_store_export_id, delete_type: 'force' as const } };
    },
  );

  app.get(
    '/data/data-store-export/:data_store_export_id/download',
    { config: { access: (request) => dataStores.authorize(request, 'read') }, schema: { tags, params: idParams } },
    async (request, reply) => {
      const acId = dataStores.authorize(request, 'read');
      const row = await findExport(acId, request.params.data_store_export_id);
      if (row.status !== 'completed' || !row.file_name) throw conflict(messages.content.exportNotReady);
      const path = join(exportsDir(root.studio.config, acId), row.file_name);
      const info = await stat(path).catch(() => null);
      if (!info) throw notFound(messages.content.fileMissing);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`data-store-${row.data_store_id}-export-${row.data_store_export_id}.csv`))
        .header('content-length', info.size);
      return reply.send(createReadStream(path));
    },
  );
}
