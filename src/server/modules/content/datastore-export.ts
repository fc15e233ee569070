import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { deleteAnswer } from '@shared/api/content';
import { dataStoreExport, exportBody, exportListQuery, type DataStoreExport } from '@shared/api/content-more';
import { fill, messages } from '@shared/messages';
import { nowIso, type Db } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { conflict, notFound, unprocessable } from '../../http/errors';
import type { Row } from '../../http/resource';
import { JobRunner } from '../../jobs/runner';
import { documentView, parseData, parseStructure } from './datastore-values';
import { loadStore } from './datastore-documents';
import { contentDisposition } from './files-upload';
import { dataStores, exportsDir } from './datastores';

const pageSize = 1000;

export function exportToApi(row: Row): DataStoreExport {
  return {
    data_store_export_id: row.data_store_export_id,
    data_store_id: row.data_store_id,
    selected_columns: JSON.parse(row.selected_columns),
    status: row.status,
    row_count: Number(row.row_count),
    error: row.error,
    download_url: row.status === 'completed' ? `/api/data/data-store-export/${row.data_store_export_id}/download` : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    completed_at: row.completed_at,
  };
}

/** A cell of the CSV: secure values stay masked, key-value lists as JSON, nothing as an empty cell. */
const cell = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The export job: queued → running → completed (with the file and row count) or failed (with the error). */
async function runExport(db: Db, dataDir: string, exportId: number): Promise<void> {
  const job = await db.selectFrom('data_store_exports').selectAll().where('data_store_export_id', '=', exportId).executeTakeFirst();
  if (!job) return;
  const set = (values: Row) => db.updateTable('data_store_exports').set({ ...values, updated_at: nowIso() }).where('data_store_export_id', '=', exportId).execute();
  const dir = join(dataDir, 'exports', String(job.ac_id));
  const fileName = `export-${exportId}.csv`;
  try {
    await set({ status: 'running' });
    const store = await db.selectFrom('data_stores').select(['collection_structure', 'is_log']).where('data_store_id', '=', job.data_store_id).executeTakeFirstOrThrow();
    const columns = parseStructure(store.collection_structure);
    const selected: string[] = JSON.parse(job.selected_columns);
    await mkdir(dir, { recursive: true });
    const out = createWriteStream(join(dir, fileName));
    const csv = stringify({ header: true, columns: selected });
    csv.pipe(out);
    let last = 0;
    let count = 0;
    for (;;) {
      const rows = await db.selectFrom('data_store_documents').select(['document_id', 'data']).where('data_store_id', '=', job.data_store_id).where('document_id', '>', last).orderBy('document_id').limit(pageSize).execute();
      for (const r of rows) {
        const view = documentView(columns, parseData(r.data), store.is_log === 1);
        if (!csv.write(selected.map((c) => cell(view[c])))) await once(csv, 'drain');
      }
      count += rows.length;
      if (rows.length < pageSize) break;
      last = rows[rows.length - 1].document_id;
    }
    csv.end();
    await finished(out);
    const done = await db.selectFrom('data_store_exports').select('data_store_export_id').where('data_store_export_id', '=', exportId).executeTakeFirst();
    if (!done) return void (await unlink(join(dir, fileName)).catch(() => undefined));
    await set({ status: 'completed', file_name: fileName, row_count: count, completed_at: nowIso() });
  } catch (e) {
    await unlink(join(dir, fileName)).catch(() => undefined);
    await set({ status: 'failed', error: fill(messages.content.exportFailed, { error: String((e as Error).message ?? e) }) });
  }
}

/** CSV exports of selected columns as background jobs, their records, deletion and the finished file. */
export async function dataStoreExportRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['DataStore'];
  const db = () => root.studio.db;
  const jobs = new JobRunner((error) => root.log.error({ err: error }, 'datastore export job failed'));
  app.addHook('onClose', () => jobs.idle());
  const idParams = z.object({ data_store_export_id: z.coerce.number().int().positive() });

  const findExport = async (acId: number, id: number) => {
    const row = await db().selectFrom('data_store_exports').selectAll().where('data_store_export_id', '=', id).where('ac_id', '=', acId).executeTakeFirst();
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
    const row = await db().transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('data_store_exports').values({ ac_id: acId, data_store_id: store.row.data_store_id, selected_columns: JSON.stringify(selected), status: 'queued', row_count: 0, created_by: request.auth?.user.user_id ?? null, created_at: now, updated_at: now }).returningAll().executeTakeFirstOrThrow();
      await recordActivity(trx, request, { subject_type: 'DataStore', subject_id: store.row.data_store_id, action: 'export', summary: { selected_columns: selected } });
      return inserted;
    });
    jobs.enqueue(() => runExport(db(), root.studio.config.dataDir, row.data_store_export_id));
    return { data: exportToApi(row) };
  };

  for (const path of ['/data/get-exported-csv-url', '/data/data-store-export']) {
    app.post(path, { schema: { tags, body: exportBody, response: { 202: envelope(dataStoreExport) } } }, async (request, reply) => reply.status(202).send(await create(request, request.body)));
  }

  app.get('/data/data-store-export', { schema: { tags, querystring: exportListQuery, response: { 200: envelope(z.array(dataStoreExport)) } } }, async (request) => {
    const acId = dataStores.authorize(request, 'read');
    let q = db().selectFrom('data_store_exports').selectAll().where('ac_id', '=', acId);
    if (request.query.data_store_id) q = q.where('data_store_id', '=', request.query.data_store_id);
    return { data: (await q.orderBy('data_store_export_id', 'desc').execute()).map(exportToApi) };
  });

  app.delete('/data/data-store-export/:data_store_export_id', { schema: { tags, params: idParams, response: { 200: envelope(deleteAnswer) } } }, async (request) => {
    const acId = dataStores.authorize(request, 'write');
    const row = await findExport(acId, request.params.data_store_export_id);
    await db().transaction().execute(async (trx) => {
      await trx.deleteFrom('data_store_exports').where('data_store_export_id', '=', row.data_store_export_id).where('ac_id', '=', acId).execute();
      await recordActivity(trx, request, { subject_type: 'DataStore', subject_id: row.data_store_id, action: 'delete_export', summary: { data_store_export_id: row.data_store_export_id } });
    });
    if (row.file_name) await unlink(join(exportsDir(root.studio.config, acId), row.file_name)).catch(() => undefined);
    return { data: { id: row.data_store_export_id, delete_type: 'force' as const } };
  });

  app.get('/data/data-store-export/:data_store_export_id/download', { schema: { tags, params: idParams } }, async (request, reply) => {
    const acId = dataStores.authorize(request, 'read');
    const row = await findExport(acId, request.params.data_store_export_id);
    if (row.status !== 'completed' || !row.file_name) throw conflict(messages.content.exportNotReady);
    const path = join(exportsDir(root.studio.config, acId), row.file_name);
    const info = await stat(path).catch(() => null);
    if (!info) throw notFound(messages.content.fileMissing);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', contentDisposition(`data-store-${row.data_store_id}-export-${row.data_store_export_id}.csv`)).header('content-length', info.size);
    return reply.send(createReadStream(path));
  });
}
