import multipart from '@fastify/multipart';
import { parse, type CsvError } from 'csv-parse';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { csvImportAnswer, dataStoreCsvMaxBytes } from '@shared/api/content-more';
import { fill, messages } from '@shared/messages';
import { fileExtension } from '@shared/upload';
import { nowIso, type Db } from '../../../db/index';
import { recordActivity } from '../../../http/activity';
import { HttpError, unprocessable } from '../../../http/errors';
import { uploadFile } from '../../../http/multipart';
import { encodeDocument, type Column } from './datastore-values';
import { loadStore } from './datastore-documents';
import { dataStores } from './datastores';
import { accountRows } from '../../../http/tenant-repo';

const batchSize = 1000;
/** Past this many, row errors are counted in the import but no longer listed one by one. */
const maxListedErrors = 1000;
const refuse = (message: string) => new HttpError(422, message, [message], { connection: 'close' });

interface RowError {
  row: number;
  column: string | null;
  message: string;
}

/** The header's cells as the datastore's columns (case-insensitive); an unknown or repeated name refuses the file. */
function headerColumns(header: string[], columns: readonly Column[]): Column[] {
  const byName = new Map(columns.map((c) => [c.col_name.toLowerCase(), c]));
  const seen = new Set<string>();
  return header.map((cell) => {
    const name = cell.trim();
    const column = byName.get(name.toLowerCase());
    if (!column) throw refuse(fill(messages.content.csvUnknownHeader, { column: name }));
    if (seen.has(column.col_name)) throw refuse(fill(messages.content.csvDuplicateHeader, { column: name }));
    seen.add(column.col_name);
    return column;
  });
}

/** Removes the documents an upload saved before it was refused (too large, aborted, database error). */
async function removeDocuments(db: Db, acId: number, ids: readonly number[]) {
  for (let i = 0; i < ids.length; i += batchSize) {
    const chunk = ids.slice(i, i + batchSize);
    await accountRows(db, acId).deleteFrom('data_store_documents').where('document_id', 'in', chunk).execute();
  }
}

/**
 * POST /data/{id}/upload: a CSV file (multipart, field file) streamed through csv-parse, never read
 * whole. Its header names the columns; every row is checked against the column types; rows with
 * errors are not inserted and come back as { row, column, message } (row: the line of the file);
 * the others are inserted in transactions of 1000 rows. An upload refused part-way (too large, aborted,
 * a database error) removes the rows it saved: it changes nothing.
 */
export async function dataStoreCsvRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: { fileSize: dataStoreCsvMaxBytes, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/data/:data_store_id/upload',
    {
      config: { access: (request) => dataStores.authorize(request, 'write') },
      schema: {
        tags: ['DataStore'],
        consumes: ['multipart/form-data'],
        params: z.object({ data_store_id: z.coerce.number().int().positive() }),
        response: { 200: envelope(csvImportAnswer) },
      },
    },
    async (request) => {
      const acId = dataStores.authorize(request, 'write');
      const db = root.studio.db;
      const store = await loadStore(db, acId, request.params.data_store_id);
      const tooLarge = fill(messages.content.csvTooLarge, { size: dataStoreCsvMaxBytes / (1024 * 1024) });
      if (Number(request.headers['content-length'] ?? 0) > dataStoreCsvMaxBytes + 64 * 1024) throw refuse(tooLarge);
      if (!request.isMultipart()) throw unprocessable(`file: ${messages.content.fileRequired}`);
      const part = await uploadFile(request);
      if (!part) throw unprocessable(`file: ${messages.content.fileRequired}`);
      if (fileExtension(part.filename ?? '') !== 'csv') throw refuse(messages.content.csvOnly);

      const secret = root.studio.config.signingSecret;
      const errors: RowError[] = [];
      let errorCount = 0;
      const addError = (e: RowError) => {
        errorCount++;
        if (errors.length < maxListedErrors) errors.push(e);
      };
      const parser = parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true, skip_records_with_error: true });
      parser.on('skip', (err: CsvError) =>
        addError({ row: Number((err as CsvError & { lines?: number }).lines ?? 0), column: null, message: err.message }),
      );
      part.file.on('error', (e) => parser.destroy(e));
      // A client that breaks off closes the file stream without an error: the import must not wait for the rest.
      part.file.on('close', () => {
        if (!part.file.readableEnded)
          parser.destroy(
            new HttpError(400, messages.content.uploadInterrupted, [messages.content.uploadInterrupted], { connection: 'close' }),
          );
      });
      part.file.pipe(parser);

      let header: Column[] | null = null;
      let batch: Record<string, unknown>[] = [];
      // The ids of the batches saved so far: a refused upload removes them again, so it changes nothing.
      const insertedIds: number[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const rows = batch;
        batch = [];
        const now = nowIso();
        const saved = await db.transaction().execute((trx) =>
          trx
            .insertInto('data_store_documents')
            .values(
              rows.map((data) => ({
                ac_id: acId,
                data_store_id: store.row.data_store_id,
                data: JSON.stringify(data),
                created_at: now,
                updated_at: now,
              })),
            )
            .returning('document_id')
            .execute(),
        );
        for (const r of saved) insertedIds.push(r.document_id);
      };

      try {
        for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
          if (!header) {
            header = headerColumns(record, store.columns);
            continue;
          }
          if (record.length !== header.length) {
            addError({
              row: info.lines,
              column: null,
              message: fill(messages.content.csvFieldCount, { found: record.length, expected: header.length }),
            });
            continue;
          }
          const input = Object.fromEntries(header.map((c, i) => [c.col_name, record[i]]));
          const { data, errors: cells } = encodeDocument(store.columns, input, { isLog: store.isLog, secret });
          if (cells.length) {
            for (const cell of cells) addError({ row: info.lines, column: cell.column, message: cell.message });
            continue;
          }
          batch.push(data);
          if (batch.length >= batchSize) await flush();
        }
        await flush();
        if (!header) throw refuse(messages.content.csvNoHeader);
        if (part.file.truncated) throw refuse(tooLarge);
        await db.transaction().execute((trx) =>
          recordActivity(trx, request, {
            subject_type: 'DataStore',
            subject_id: store.row.data_store_id,
            action: 'import_csv',
            summary: { inserted: insertedIds.length, errors: errorCount },
          }),
        );
      } catch (e) {
        part.file.resume();
        await removeDocuments(db, acId, insertedIds).catch((cleanup: unknown) =>
          request.log.error({ err: cleanup }, 'removing the rows of a refused CSV upload failed'),
        );
        if (part.file.truncated || (e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(tooLarge);
        throw e;
      }
      // The parser reports malformed records as it reads ahead; answer the errors in file order.
      return { data: { inserted: insertedIds.length, errors: errors.sort((a, b) => a.row - b.row) } };
    },
  );
}
