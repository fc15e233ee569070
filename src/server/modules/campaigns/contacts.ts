import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignDataAnswer,
  campaignDataQuery,
  campaignLimits,
  campaignUploadAnswer,
  phoneColumn,
  type CampaignVariable,
} from '@shared/api/campaigns';
import { envelope } from '@shared/api/common';
import { listColumns, templateHeader, type ContactColumns } from '@shared/campaigns/contact-row';
import { fill, messages } from '@shared/messages';
import { fileExtension } from '@shared/upload';
import { nowIso, type Db } from '../../db/index';
import { recordActivity } from '../../http/activity';
import { csvStream, csvText } from '../../http/csv';
import { HttpError, unprocessable } from '../../http/errors';
import { uploadFile } from '../../http/multipart';
import { accountRows } from '../../http/tenant-repo';
import { contentDisposition } from '../content/files/files-upload';
import { campaigns } from './campaigns';
import { countsOf, emitProgress, emitUploadProgress } from './contact-store';
import { checkContactList, insertContacts, spool, type CheckedList, type RowSink } from './contact-upload';

const m = messages.campaigns;
const batchSize = 1000;
const maxBytes = campaignLimits.csvMaxMb * 1024 * 1024;
const refuse = (message: string, errors: string[] = [message]) => new HttpError(422, message, errors, { connection: 'close' });
const idParams = z.object({ campaign_id: z.coerce.number().int().positive() });
/** Rows of an upload in progress in an older version of the upload (no longer written; never shown). */
const staged = 'staged';

const columnsOf = (row: { variables?: unknown }): ContactColumns => ({
  variables: (JSON.parse(String(row.variables)) as CampaignVariable[]).map((v) => v.column),
});

/** The most contacts a campaign of the account may hold: the limit of build.campaigns in its plan, else the default. */
async function maxContacts(db: Db, acId: number): Promise<number> {
  const row = await accountRows(db, acId)
    .selectFrom('enabled_features')
    .select('feature_limit')
    .where('feature', '=', 'build.campaigns')
    .executeTakeFirst();
  return row?.feature_limit ?? campaignLimits.maxContacts;
}

/** The campaign's contacts in line order, page by page, as CSV rows: the phone number, its values, state, attempts, session. */
async function* contactRows(db: Db, acId: number, campaignId: number, columns: ContactColumns) {
  let last = 0;
  for (;;) {
    const page = await accountRows(db, acId)
      .selectFrom('campaign_contacts')
      .selectAll()
      .where('campaign_id', '=', campaignId)
      .where('state', '<>', staged)
      .where('contact_id', '>', last)
      .orderBy('contact_id')
      .limit(batchSize)
      .execute();
    for (const r of page) {
      const values = JSON.parse(r.contact_values) as Record<string, string>;
      yield [r.phone_number, ...columns.variables.map((c) => values[c] ?? ''), r.state, r.attempts, r.session_id ?? ''];
    }
    if (page.length < batchSize) return;
    last = page[page.length - 1]!.contact_id;
  }
}

/**
 * A campaign's contact list (spec 2 §7): the CSV template, the upload (streamed through csv-parse; every row checked —
 * the number in E.164, each required column filled, no formula cell — and the whole list refused, naming each bad row
 * by its line, when one is bad or the plan's limit is passed), the contacts with their states page by page
 * (GET /campaign-data/campaign-data), and the list with each contact's state as CSV (/download) or JSON (/collection).
 */
export async function campaignContactRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = root.studio.db;
  const tags = ['Campaign'];
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
  const read = { config: { access: (r: Parameters<typeof campaigns.authorize>[0]) => campaigns.authorize(r, 'read') } };
  const write = { config: { access: (r: Parameters<typeof campaigns.authorize>[0]) => campaigns.authorize(r, 'write') } };

  const sendCsv = (reply: FastifyReply, name: string, body: string | Readable) =>
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', contentDisposition(name)).send(body);

  app.post('/campaign/:campaign_id/template', { ...read, schema: { tags, params: idParams } }, async (request, reply) => {
    const acId = campaigns.authorize(request, 'read');
    const row = await campaigns.find(db, acId, request.params.campaign_id);
    return sendCsv(reply, `campaign-${row.campaign_id}-template.csv`, csvText([templateHeader(columnsOf(row))]));
  });

  app.post('/campaign/:campaign_id/download', { ...read, schema: { tags, params: idParams } }, async (request, reply) => {
    const acId = campaigns.authorize(request, 'read');
    const row = await campaigns.find(db, acId, request.params.campaign_id);
    const columns = columnsOf(row);
    const header = [phoneColumn, ...columns.variables, ...listColumns];
    return sendCsv(
      reply,
      `campaign-${row.campaign_id}-contacts.csv`,
      Readable.from(contactRows(db, acId, row.campaign_id, columns)).pipe(csvStream(header)),
    );
  });

  app.post('/campaign/:campaign_id/collection', { ...read, schema: { tags, params: idParams } }, async (request, reply) => {
    const acId = campaigns.authorize(request, 'read');
    const row = await campaigns.find(db, acId, request.params.campaign_id);
    const contacts = await accountRows(db, acId)
      .selectFrom('campaign_contacts')
      .select(['line', 'phone_number', 'contact_values', 'state', 'attempts', 'session_id'])
      .where('campaign_id', '=', row.campaign_id)
      .where('state', '<>', staged)
      .orderBy('contact_id')
      .execute();
    const body = JSON.stringify({
      campaign_id: row.campaign_id,
      contacts: contacts.map((c) => ({ ...c, contact_values: undefined, values: JSON.parse(c.contact_values) })),
    });
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', contentDisposition(`campaign-${row.campaign_id}-contacts.json`))
      .send(body);
  });

  app.get(
    '/campaign-data/campaign-data',
    { ...read, schema: { tags, querystring: campaignDataQuery, response: { 200: campaignDataAnswer } } },
    async (request) => {
      const acId = campaigns.authorize(request, 'read');
      const query = request.query;
      const row = await campaigns.find(db, acId, query.campaign_id);
      let base = accountRows(db, acId).selectFrom('campaign_contacts').where('campaign_id', '=', row.campaign_id);
      base = query.state ? base.where('state', '=', query.state) : base.where('state', '<>', staged);
      const counts = await countsOf(db, acId, row.campaign_id);
      const total = query.state ? counts[query.state] : counts.total;
      const rows = await base
        .selectAll()
        .orderBy('contact_id')
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page)
        .execute();
      const data = rows.map((r) => ({
        contact_id: r.contact_id,
        campaign_id: r.campaign_id,
        line: r.line,
        phone_number: r.phone_number,
        values: JSON.parse(r.contact_values),
        state: r.state as never,
        attempts: r.attempts,
        session_id: r.session_id,
        updated_at: r.updated_at,
      }));
      return { data, meta: { total, page: query.page, per_page: query.per_page }, counts };
    },
  );

  app.post(
    '/campaign/:campaign_id/upload',
    { ...write, schema: { tags, consumes: ['multipart/form-data'], params: idParams, response: { 200: envelope(campaignUploadAnswer) } } },
    async (request) => {
      const acId = campaigns.authorize(request, 'write');
      const row = await campaigns.find(db, acId, request.params.campaign_id);
      if (row.status === 'running') throw unprocessable(m.listWhileRunning);
      const tooLarge = fill(m.csvTooLarge, { size: campaignLimits.csvMaxMb });
      if (Number(request.headers['content-length'] ?? 0) > maxBytes + 64 * 1024) throw refuse(tooLarge);
      if (!request.isMultipart()) throw unprocessable(`file: ${messages.content.fileRequired}`);
      const part = await uploadFile(request);
      if (!part) throw unprocessable(`file: ${messages.content.fileRequired}`);
      if (fileExtension(part.filename ?? '') !== 'csv') throw refuse(m.csvOnly);
      const limit = await maxContacts(db, acId);
      part.file.on('close', () => {
        if (!part.file.readableEnded)
          part.file.destroy(
            new HttpError(400, messages.content.uploadInterrupted, [messages.content.uploadInterrupted], { connection: 'close' }),
          );
      });
      const engine = root.studio.engine;
      const check = (sink: RowSink) =>
        checkContactList(part.file, columnsOf(row), limit, sink, (rows) => emitUploadProgress(root.studio, request, row.campaign_id, rows));
      const accepted = (checked: CheckedList): number => {
        if (part.file.truncated) throw refuse(tooLarge);
        if (checked.ok) return checked.count;
        if (checked.refusal === 'header') throw refuse(checked.message || m.csvNoHeader);
        if (checked.refusal === 'limit') throw refuse(fill(m.tooManyContacts, { max: limit }));
        throw refuse(fill(m.rowsRefused, { count: checked.errorCount }), checked.errors);
      };
      /** The old list goes and the new one comes in one transaction, so a refused list changes nothing. */
      const replace = (trx: Db, count: number) =>
        Promise.all([
          accountRows(trx, acId)
            .updateTable('campaigns')
            .set({ status: 'idle', updated_at: nowIso() })
            .where('campaign_id', '=', row.campaign_id)
            .execute(),
          recordActivity(trx, request, {
            subject_type: 'Campaign',
            subject_id: row.campaign_id,
            action: 'upload',
            summary: { contacts: count },
          }),
        ]);
      const removeOld = (trx: Db) =>
        accountRows(trx, acId).deleteFrom('campaign_contacts').where('campaign_id', '=', row.campaign_id).execute();
      let count = 0;
      // The list is checked first as it arrives, its rows spooled to a file, and written after in one short
      // transaction: a slow upload holds no database connection (nor SQLite's one writer) while the file comes in.
      const spooled = await spool();
      try {
        count = accepted(await check(spooled));
        await db.transaction().execute(async (trx) => {
          await removeOld(trx);
          const now = nowIso();
          for await (const batch of spooled.batches())
            if (batch !== '') await insertContacts(trx, engine, acId, row.campaign_id, batch, now);
          await replace(trx, count);
        });
      } catch (e) {
        part.file.resume();
        if (part.file.truncated || (e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(tooLarge);
        throw e;
      } finally {
        await spooled.remove();
      }
      await emitProgress(root.studio, acId, row.campaign_id, 'idle');
      return { data: { inserted: count, errors: [], error_count: 0 } };
    },
  );
}
