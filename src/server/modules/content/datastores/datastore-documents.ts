import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { envelope, listQuery } from '@shared/api/common';
import { nameCheck } from '@shared/api/content';
import {
  addDocumentsBody,
  bulkAnswer,
  bulkDeleteBody,
  bulkUpdateBody,
  collectionQueryBody,
  dataStoreDocument,
} from '@shared/api/content-more';
import { fill, messages } from '@shared/messages';
import { nowIso, type Db } from '../../../db/index';
import { recordActivity } from '../../../http/activity';
import { csvText } from '../../../http/csv';
import { notFound, unprocessable } from '../../../http/errors';
import { likePattern, listAnswer } from '../../../http/list';
import type { Row } from '../../../http/entity-resource';
import { contentDisposition } from '../files/files-upload';
import { documentView, encodeDocument, parseData, parseStructure, type CellError, type Column } from './datastore-values';
import { dataStores } from './datastores';
import { accountRows } from '../../../http/tenant-repo';

export interface LoadedStore {
  row: Row;
  columns: Column[];
  isLog: boolean;
}

/** The account's enabled datastore with its columns, else 404. */
export async function loadStore(db: Db, acId: number, id: number): Promise<LoadedStore> {
  const row = await dataStores.find(db, acId, id);
  return { row, columns: parseStructure(row.collection_structure), isLog: row.is_log === 1 };
}

export const toDocument = (store: LoadedStore, r: Row) => ({
  document_id: r.document_id,
  data_store_id: r.data_store_id,
  data: documentView(store.columns, parseData(r.data), store.isLog),
  created_at: r.created_at,
  updated_at: r.updated_at,
});

const refuseCells = (errors: CellError[], prefix: string) => {
  const lines = errors.map((e) => `${prefix}${e.message}`);
  return unprocessable(lines[0], lines);
};

/** Datastore documents: list, add, bulk update and delete; the name check and the CSV template. */
export async function dataStoreDocumentRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['DataStore'];
  const db = () => root.studio.db;
  const secret = () => root.studio.config.signingSecret;

  app.get(
    '/data/validate-ds-name/:name',
    {
      config: { access: (request) => dataStores.authorize(request, 'read') },
      schema: {
        tags,
        params: z.object({ name: z.string().trim().min(1).max(100) }),
        querystring: z.object({ data_store_id: z.coerce.number().int().positive().optional() }),
        response: { 200: envelope(nameCheck) },
      },
    },
    async (request) => {
      const acId = dataStores.authorize(request, 'read');
      const taken = await dataStores.nameTaken(db(), acId, request.params.name, {}, request.query.data_store_id);
      return { data: { valid: !taken, message: taken ? messages.content.nameTaken : messages.content.nameAvailable } };
    },
  );

  /** One column's value of a document as text, on either engine. */
  const columnText = (name: string) =>
    root.studio.engine === 'sqlite' ? sql`cast(json_extract(data, ${'$."' + name + '"'}) as text)` : sql`(data::jsonb ->> ${name})`;

  app.post(
    '/data/getdatastorecollection',
    {
      config: { access: (request) => dataStores.authorize(request, 'read') },
      schema: {
        tags,
        querystring: listQuery.extend({ source: z.string().max(20).optional() }),
        body: collectionQueryBody,
        response: { 200: listAnswer(dataStoreDocument) },
      },
    },
    async (request) => {
      const acId = dataStores.authorize(request, 'read');
      const store = await loadStore(db(), acId, request.body.data_store_id);
      let q = accountRows(db(), acId).selectFrom('data_store_documents').where('data_store_id', '=', store.row.data_store_id);
      for (const [key, value] of Object.entries(request.body.filters ?? {})) {
        const column = store.columns.find((c) => c.col_name.toLowerCase() === key.toLowerCase());
        if (!column || column.secure) throw unprocessable(`filters: ${fill(messages.content.unknownColumn, { column: key })}`);
        const text = typeof value === 'boolean' ? (root.studio.engine === 'sqlite' ? (value ? '1' : '0') : String(value)) : String(value);
        q = q.where(sql<boolean>`${columnText(column.col_name)} = ${text}`);
      }
      const term = request.body.search ?? request.query.search;
      // Values of the searchable columns only: never column names, never the ciphertext of secure values.
      const searchable = store.columns.filter((c) => !c.secure);
      if (term) {
        q = searchable.length
          ? q.where(
              sql<boolean>`(${sql.join(
                searchable.map((c) => sql`lower(${columnText(c.col_name)}) like ${likePattern(term)} escape '!'`),
                sql` or `,
              )})`,
            )
          : q.where(sql<boolean>`1 = 0`);
      }
      const ordered = q.selectAll().orderBy('document_id');
      if (request.query.fetch_all !== 0) return { data: (await ordered.execute()).map((r) => toDocument(store, r)) };
      const { page, per_page } = request.query;
      const total = Number((await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0);
      const rows = await ordered
        .limit(per_page)
        .offset((page - 1) * per_page)
        .execute();
      return { data: rows.map((r) => toDocument(store, r)), meta: { total, page, per_page } };
    },
  );

  app.post(
    '/data/data-store-collection',
    {
      config: { access: (request) => dataStores.authorize(request, 'write') },
      schema: { tags, body: addDocumentsBody, response: { 201: envelope(z.array(dataStoreDocument)) } },
    },
    async (request, reply) => {
      const acId = dataStores.authorize(request, 'write');
      const store = await loadStore(db(), acId, request.body.data_store_id);
      const encoded = request.body.documents.map((d, i) => ({
        i,
        ...encodeDocument(store.columns, d, { isLog: store.isLog, secret: secret() }),
      }));
      const bad = encoded.find((e) => e.errors.length);
      if (bad) throw refuseCells(bad.errors, `documents.${bad.i}.`);
      const now = nowIso();
      const rows = await db()
        .transaction()
        .execute(async (trx) => {
          const inserted = await trx
            .insertInto('data_store_documents')
            .values(
              encoded.map((e) => ({
                ac_id: acId,
                data_store_id: store.row.data_store_id,
                data: JSON.stringify(e.data),
                created_at: now,
                updated_at: now,
              })),
            )
            .returningAll()
            .execute();
          await recordActivity(trx, request, {
            subject_type: 'DataStore',
            subject_id: store.row.data_store_id,
            action: 'add_documents',
            summary: { count: inserted.length },
          });
          return inserted;
        });
      return reply.status(201).send({ data: rows.map((r) => toDocument(store, r)) });
    },
  );

  app.post(
    '/data/bulk-update-documents',
    {
      config: { access: (request) => dataStores.authorize(request, 'write') },
      schema: { tags, body: bulkUpdateBody, response: { 200: envelope(bulkAnswer) } },
    },
    async (request) => {
      const acId = dataStores.authorize(request, 'write');
      const store = await loadStore(db(), acId, request.body.data_store_id);
      const ids = [...new Set(request.body.documents.map((d) => d.document_id))];
      const existing = await accountRows(db(), acId)
        .selectFrom('data_store_documents')
        .select(['document_id', 'data'])
        .where('data_store_id', '=', store.row.data_store_id)
        .where('document_id', 'in', ids)
        .execute();
      const byId = new Map(existing.map((r) => [r.document_id, parseData(r.data)]));
      const missing = ids.find((id) => !byId.has(id));
      if (missing !== undefined) throw notFound(fill(messages.content.documentNotFound, { id: missing }));
      const updates = request.body.documents.map((d, i) => {
        const { data, errors } = encodeDocument(store.columns, d.data, {
          isLog: store.isLog,
          secret: secret(),
          existing: byId.get(d.document_id),
        });
        if (errors.length) throw refuseCells(errors, `documents.${i}.data.`);
        byId.set(d.document_id, data);
        return d.document_id;
      });
      const now = nowIso();
      await db()
        .transaction()
        .execute(async (trx) => {
          for (const id of new Set(updates)) {
            await accountRows(trx, acId)
              .updateTable('data_store_documents')
              .set({ data: JSON.stringify(byId.get(id)), updated_at: now })
              .where('document_id', '=', id)
              .execute();
          }
          await recordActivity(trx, request, {
            subject_type: 'DataStore',
            subject_id: store.row.data_store_id,
            action: 'update_documents',
            summary: { document_ids: ids },
          });
        });
      return { data: { count: ids.length } };
    },
  );

  app.post(
    '/data/bulk-delete-documents',
    {
      config: { access: (request) => dataStores.authorize(request, 'write') },
      schema: { tags, body: bulkDeleteBody, response: { 200: envelope(bulkAnswer) } },
    },
    async (request) => {
      const acId = dataStores.authorize(request, 'write');
      const store = await loadStore(db(), acId, request.body.data_store_id);
      const ids = [...new Set(request.body.document_ids)];
      const count = await db()
        .transaction()
        .execute(async (trx) => {
          // Like bulk update: an id that is not a document of this datastore refuses the whole call, deleting nothing.
          const found = await accountRows(trx, acId)
            .selectFrom('data_store_documents')
            .select('document_id')
            .where('data_store_id', '=', store.row.data_store_id)
            .where('document_id', 'in', ids)
            .execute();
          const known = new Set(found.map((r) => r.document_id));
          const missing = ids.find((id) => !known.has(id));
          if (missing !== undefined) throw notFound(fill(messages.content.documentNotFound, { id: missing }));
          const result = await accountRows(trx, acId)
            .deleteFrom('data_store_documents')
            .where('data_store_id', '=', store.row.data_store_id)
            .where('document_id', 'in', ids)
            .executeTakeFirst();
          await recordActivity(trx, request, {
            subject_type: 'DataStore',
            subject_id: store.row.data_store_id,
            action: 'delete_documents',
            summary: { document_ids: ids },
          });
          return Number(result.numDeletedRows);
        });
      return { data: { count } };
    },
  );

  app.post(
    '/data/:data_store_id/template',
    {
      config: { access: (request) => dataStores.authorize(request, 'read') },
      schema: { tags, params: z.object({ data_store_id: z.coerce.number().int().positive() }) },
    },
    async (request, reply) => {
      const acId = dataStores.authorize(request, 'read');
      const store = await loadStore(db(), acId, request.params.data_store_id);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`${store.row.display_name}-template.csv`));
      return reply.send(csvText([store.columns.map((c) => c.col_name)]));
    },
  );
}
