import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { parse, type CsvError } from 'csv-parse';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignDataAnswer, campaignDataQuery, campaignLimits, campaignUploadAnswer, phoneColumn, type CampaignVariable } from '@shared/api/campaigns';
import { envelope } from '@shared/api/common';
import { checkRow, readHeader, templateHeader, type ContactColumns } from '@shared/campaigns/contact-row';
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
import { countsOf, emitProgress } from './contact-store';

const m = messages.campaigns;
const batchSize = 1000;
const maxListedErrors = 1000;
const maxBytes = campaignLimits.csvMaxMb * 1024 * 1024;
const refuse = (message: string, errors: string[] = [message]) => new HttpError(422, message, errors, { connection: 'close' });
const idParams = z.object({ campaign_id: z.coerce.number().int().positive() });
/** Rows of an upload in progress: written in batches, made the list in one transaction when the whole file passed. */
const staged = 'staged';

const columnsOf = (row: { variables?: unknown }): ContactColumns => ({ variables: (JSON.parse(String(row.variables)) as CampaignVariable[]).map((v) => v.column) });

/** The most contacts a campaign of the account may hold: the limit of build.campaigns in its plan, else the default. */
async function maxContacts(db: Db, acId: number): Promise<number> {
  const row = await db.selectFrom('enabled_features').select('feature_limit').where('ac_id', '=', acId).where('feature', '=', 'build.campaigns').executeTakeFirst();
  return row?.feature_limit ?? campaignLimits.maxContacts;
}

async function removeStaged(db: Db, acId: number, campaignId: number) {
  await accountRows(db, acId).deleteFrom('campaign_contacts').where('campaign_id', '=', campaignId).where('state', 'like', `${staged}%`).execute();
}

/** The campaign's contacts in line order, page by page, as CSV rows: the phone number, its values, state, attempts, session. */
async function* contactRows(db: Db, acId: number, campaignId: number, columns: ContactColumns) {
  let last = 0;
  for (;;) {
    const page = await accountRows(db, acId).selectFrom('campaign_contacts').selectAll().where('campaign_id', '=', campaignId).where('state', '<>', staged).where('contact_id', '>', last).orderBy('contact_id').limit(batchSize).execute();
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
    const header = [phoneColumn, ...columns.variables, 'state', 'attempts', 'session_id'];
    return sendCsv(reply, `campaign-${row.campaign_id}-contacts.csv`, Readable.from(contactRows(db, acId, row.campaign_id, columns)).pipe(csvStream(header)));
  });

  app.post('/campaign/:campaign_id/collection', { ...read, schema: { tags, params: idParams } }, async (request, reply) => {
    const acId = campaigns.authorize(request, 'read');
    const row = await campaigns.find(db, acId, request.params.campaign_id);
    const contacts = await accountRows(db, acId).selectFrom('campaign_contacts').select(['line', 'phone_number', 'contact_values', 'state', 'attempts', 'session_id']).where('campaign_id', '=', row.campaign_id).where('state', '<>', staged).orderBy('contact_id').execute();
    const body = JSON.stringify({ campaign_id: row.campaign_id, contacts: contacts.map((c) => ({ ...c, contact_values: undefined, values: JSON.parse(c.contact_values) })) });
    return reply.header('content-type', 'application/json; charset=utf-8').header('content-disposition', contentDisposition(`campaign-${row.campaign_id}-contacts.json`)).send(body);
  });

  app.get('/campaign-data/campaign-data', { ...read, schema: { tags, querystring: campaignDataQuery, response: { 200: campaignDataAnswer } } }, async (request) => {
    const acId = campaigns.authorize(request, 'read');
    const query = request.query;
    const row = await campaigns.find(db, acId, query.campaign_id);
    let base = accountRows(db, acId).selectFrom('campaign_contacts').where('campaign_id', '=', row.campaign_id);
    base = query.state ? base.where('state', '=', query.state) : base.where('state', '<>', staged);
    const counts = await countsOf(db, acId, row.campaign_id);
    const total = query.state ? counts[query.state] : counts.total;
    const rows = await base.selectAll().orderBy('contact_id').limit(query.per_page).offset((query.page - 1) * query.per_page).execute();
    const data = rows.map((r) => ({ contact_id: r.contact_id, campaign_id: r.campaign_id, line: r.line, phone_number: r.phone_number, values: JSON.parse(r.contact_values), state: r.state as never, attempts: r.attempts, session_id: r.session_id, updated_at: r.updated_at }));
    return { data, meta: { total, page: query.page, per_page: query.per_page }, counts };
  });

  app.post('/campaign/:campaign_id/upload', { ...write, schema: { tags, consumes: ['multipart/form-data'], params: idParams, response: { 200: envelope(campaignUploadAnswer) } } }, async (request) => {
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
    const columns = columnsOf(row);
    const errors: string[] = [];
    let errorCount = 0;
    const addError = (message: string) => {
      errorCount++;
      if (errors.length < maxListedErrors) errors.push(message);
    };
    const parser = parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true, skip_records_with_error: true });
    parser.on('skip', (err: CsvError) => addError(`Line ${Number((err as CsvError & { lines?: number }).lines ?? 0)}: ${err.message}`));
    part.file.on('error', (e) => parser.destroy(e));
    part.file.on('close', () => {
      if (!part.file.readableEnded) parser.destroy(new HttpError(400, messages.content.uploadInterrupted, [messages.content.uploadInterrupted], { connection: 'close' }));
    });
    part.file.pipe(parser);

    await removeStaged(db, acId, row.campaign_id);
    let header: Map<string, number> | null = null;
    let batch: { line: number; phone_number: string; contact_values: string; state: string }[] = [];
    let count = 0;
    const flush = async () => {
      if (batch.length === 0 || errorCount > 0) return void (batch = []);
      const now = nowIso();
      const rows = batch.map((c) => ({ ...c, campaign_id: row.campaign_id, ac_id: acId, attempts: 0, updated_at: now }));
      batch = [];
      await db.insertInto('campaign_contacts').values(rows).execute();
    };
    try {
      for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
        if (!header) {
          const read = readHeader(record, columns);
          if ('refusal' in read) throw refuse(read.refusal);
          header = read.index;
          continue;
        }
        const checked = checkRow(record, info.lines, header, columns);
        if (!checked.ok) {
          addError(checked.message);
          continue;
        }
        if (++count > limit) throw refuse(fill(m.tooManyContacts, { max: limit }));
        batch.push({ line: info.lines, phone_number: checked.phone, contact_values: JSON.stringify(checked.values), state: checked.optedOut ? `${staged}:opted_out` : staged });
        if (batch.length >= batchSize) await flush();
      }
      await flush();
      if (!header) throw refuse(m.csvNoHeader);
      if (part.file.truncated) throw refuse(tooLarge);
      if (errorCount > 0) throw refuse(fill(m.rowsRefused, { count: errorCount }), errors.sort((a, b) => lineOf(a) - lineOf(b)));
      await db.transaction().execute(async (trx) => {
        const contacts = accountRows(trx, acId);
        await contacts.deleteFrom('campaign_contacts').where('campaign_id', '=', row.campaign_id).where('state', 'not like', `${staged}%`).execute();
        await contacts.updateTable('campaign_contacts').set({ state: 'opted_out', outcome: 'opted_out' }).where('campaign_id', '=', row.campaign_id).where('state', '=', `${staged}:opted_out`).execute();
        await contacts.updateTable('campaign_contacts').set({ state: 'pending' }).where('campaign_id', '=', row.campaign_id).where('state', '=', staged).execute();
        await trx.updateTable('campaigns').set({ status: 'idle', updated_at: nowIso() }).where('campaign_id', '=', row.campaign_id).where('ac_id', '=', acId).execute();
        await recordActivity(trx, request, { subject_type: 'Campaign', subject_id: row.campaign_id, action: 'upload', summary: { contacts: count } });
      });
    } catch (e) {
      part.file.resume();
      await accountRows(db, acId).deleteFrom('campaign_contacts').where('campaign_id', '=', row.campaign_id).where('state', 'like', `${staged}%`).execute()
        .catch((cleanup: unknown) => request.log.error({ err: cleanup }, 'removing the rows of a refused contact list failed'));
      if (part.file.truncated || (e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(tooLarge);
      throw e;
    }
    await emitProgress(root.studio, acId, row.campaign_id, 'idle');
    return { data: { inserted: count, errors: [], error_count: 0 } };
  });
}

const lineOf = (message: string) => Number(/^Line (\d+)/.exec(message)?.[1] ?? 0);
