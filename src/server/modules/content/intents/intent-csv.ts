import multipart from '@fastify/multipart';
import { parse, type CsvError } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import {
  dedupePhrases,
  intentCsvHeader,
  intentCsvMaxBytes,
  intentImportAnswer,
  intentImportRefusal,
  intentMaxPhrases,
} from '@shared/api/content-forms';
import { fill, messages } from '@shared/messages';
import { fileExtension } from '@shared/upload';
import { nowIso } from '../../../db/index';
import { recordActivity } from '../../../http/activity';
import { csvText } from '../../../http/csv';
import { HttpError, unprocessable } from '../../../http/errors';
import { uploadFile } from '../../../http/multipart';
import type { Row } from '../../../http/entity-resource';
import { contentDisposition } from '../files/files-upload';
import { intents, parsePhrases } from './intents';
import { accountRows } from '../../../http/tenant-repo';

type Column = (typeof intentCsvHeader)[number];
interface RowError {
  row: number;
  column: Column | null;
  message: string;
}
/** One intent of the file: its rows' phrases, and the description and response with the row that gave them. */
interface Group {
  name: string;
  row: number;
  phrases: string[];
  description: { value: string; row: number } | null;
  response: { value: string; row: number } | null;
}

const maxLength: Record<Column, number> = { intent_name: 150, description: 1000, training_phrase: 500, response: 5000 };
const refuse = (message: string) => new HttpError(422, message, [message], { connection: 'close' });
const csv = (rows: string[][]) => csvText([[...intentCsvHeader], ...rows]);

/** The header's cells as the template's columns (case-insensitive); intent_name and training_phrase are required. */
function headerColumns(header: string[]): Column[] {
  const seen = new Set<Column>();
  const columns = header.map((cell) => {
    const column = intentCsvHeader.find((c) => c === cell.trim().toLowerCase());
    if (!column) throw refuse(fill(messages.forms.intentCsvUnknownHeader, { column: cell.trim() }));
    if (seen.has(column)) throw refuse(fill(messages.content.csvDuplicateHeader, { column }));
    seen.add(column);
    return column;
  });
  for (const required of ['intent_name', 'training_phrase'] as const)
    if (!seen.has(required)) throw refuse(fill(messages.forms.intentCsvMissingColumn, { column: required }));
  return columns;
}

/** The records with their line numbers; a malformed record becomes that line's error, the rest is read on. */
function parseCsv(content: Buffer, errors: RowError[]): { record: string[]; info: { lines: number } }[] {
  try {
    return parse(content, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (err: CsvError | undefined) => {
        if (err) errors.push({ row: Number((err as CsvError & { lines?: number }).lines ?? 0), column: null, message: err.message });
        return undefined;
      },
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (e) {
    throw refuse((e as Error).message);
  }
}

/** The file's rows grouped by intent name (case-insensitive), with every row's errors. */
export function readIntentCsv(content: Buffer): { groups: Group[]; errors: RowError[] } {
  const errors: RowError[] = [];
  const records = parseCsv(content, errors);
  // A header that cannot be read refuses the file.
  const headerError = errors.find((e) => records.length === 0 || e.row <= records[0].info.lines);
  if (headerError) throw refuse(headerError.message);
  if (records.length === 0) throw refuse(messages.forms.intentCsvNoHeader);
  const header = headerColumns(records[0].record);
  const groups = new Map<string, Group>();
  for (const { record, info } of records.slice(1)) {
    const row = info.lines;
    if (record.length !== header.length) {
      errors.push({ row, column: null, message: fill(messages.content.csvFieldCount, { found: record.length, expected: header.length }) });
      continue;
    }
    const cells = Object.fromEntries(header.map((c, i) => [c, record[i].trim()])) as Partial<Record<Column, string>>;
    const before = errors.length;
    for (const column of header)
      if ((cells[column] ?? '').length > maxLength[column])
        errors.push({ row, column, message: fill(messages.forms.tooLong, { max: maxLength[column] }) });
    for (const column of ['intent_name', 'training_phrase'] as const)
      if (!cells[column]) errors.push({ row, column, message: messages.forms.mustNotBeEmpty });
    if (errors.length > before) continue;
    const name = cells.intent_name!;
    const key = name.toLowerCase();
    const group = groups.get(key) ?? { name, row, phrases: [], description: null, response: null };
    groups.set(key, group);
    for (const column of ['description', 'response'] as const) {
      const value = cells[column];
      if (!value) continue;
      const given = group[column];
      if (!given) group[column] = { value, row };
      else if (given.value !== value)
        errors.push({ row, column, message: fill(messages.forms.intentConflict, { column, name: group.name, row: given.row }) });
    }
    group.phrases = dedupePhrases([...group.phrases, cells.training_phrase!]);
    if (group.phrases.length > intentMaxPhrases)
      errors.push({ row, column: 'training_phrase', message: fill(messages.forms.tooManyPhrases, { max: intentMaxPhrases }) });
  }
  return { groups: [...groups.values()], errors: errors.sort((a, b) => a.row - b.row) };
}

/**
 * The intents' CSV (header intent_name, description, training_phrase, response; one row per training
 * phrase): the template, the import (all or nothing: any invalid row refuses the file with every
 * row's error; an intent already named so is replaced, the others created) and one intent's export.
 */
export async function intentCsvRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: { fileSize: intentCsvMaxBytes, files: 1, fields: 5, parts: 6 } });
  const tags = ['Intent'];
  const db = () => root.studio.db;

  app.get(
    '/intent/get-intent-template',
    { config: { access: (request) => intents.authorize(request, 'read') }, schema: { tags } },
    async (request, reply) => {
      intents.authorize(request, 'read');
      reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', contentDisposition('intent-template.csv'));
      return reply.send(csv([]));
    },
  );

  app.get(
    '/intent/:intent_id/export',
    {
      config: { access: (request) => intents.authorize(request, 'read') },
      schema: { tags, params: z.object({ intent_id: z.coerce.number().int().positive() }) },
    },
    async (request, reply) => {
      const acId = intents.authorize(request, 'read');
      const row = await intents.find(db(), acId, request.params.intent_id);
      const rows = parsePhrases(row.training_phrases).map((phrase) => [row.name, row.description ?? '', phrase, row.response ?? '']);
      reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', contentDisposition(`${row.name}.csv`));
      return reply.send(csv(rows));
    },
  );

  app.post(
    '/intent/import',
    {
      config: { access: (request) => intents.authorize(request, 'write') },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelope(intentImportAnswer), 422: intentImportRefusal } },
    },
    async (request, reply) => {
      const acId = intents.authorize(request, 'write');
      const tooLarge = fill(messages.content.csvTooLarge, { size: intentCsvMaxBytes / (1024 * 1024) });
      if (Number(request.headers['content-length'] ?? 0) > intentCsvMaxBytes + 64 * 1024) throw refuse(tooLarge);
      if (!request.isMultipart()) throw unprocessable(`file: ${messages.content.fileRequired}`);
      const part = await uploadFile(request);
      if (!part) throw unprocessable(`file: ${messages.content.fileRequired}`);
      if (fileExtension(part.filename ?? '') !== 'csv') throw refuse(messages.content.csvOnly);
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (e) {
        if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(tooLarge);
        throw e;
      }

      const { groups, errors } = readIntentCsv(content);
      if (errors.length) {
        const message = fill(messages.forms.intentImportRefused, { count: new Set(errors.map((e) => e.row)).size });
        const lines = errors.map((e) => `row ${e.row}: ${e.column ? `${e.column}: ` : ''}${e.message}`);
        return reply.status(422).send({ message, errors: lines, row_errors: errors });
      }
      if (groups.length === 0) throw refuse(messages.forms.intentCsvNoRows);

      const result = await intents.transact(request, acId, async (ctx) => {
        let created = 0;
        let updated = 0;
        const done: { intent_id: number; name: string }[] = [];
        for (const g of groups) {
          const fields = {
            description: g.description?.value ?? null,
            response: g.response?.value ?? null,
            training_phrases: JSON.stringify(g.phrases),
          };
          const existing = (await accountRows(ctx.trx, acId)
            .selectFrom('intents')
            .selectAll()
            .where('is_enabled', '=', 1)
            .where(sql<boolean>`lower(name) = ${g.name.toLowerCase()}`)
            .executeTakeFirst()) as Row | undefined;
          if (existing) {
            await accountRows(ctx.trx, acId)
              .updateTable('intents')
              .set({ ...fields, updated_by: ctx.userId, updated_at: nowIso() })
              .where('intent_id', '=', existing.intent_id)
              .execute();
            await recordActivity(ctx.trx, request, {
              subject_type: 'Intent',
              subject_id: existing.intent_id,
              action: 'import',
              summary: { before: { training_phrases: parsePhrases(existing.training_phrases) }, after: { training_phrases: g.phrases } },
            });
            done.push({ intent_id: existing.intent_id, name: existing.name });
            updated++;
          } else {
            const row = await intents.insert(
              ctx,
              { name: g.name, description: fields.description, response: fields.response, training_phrases: g.phrases },
              'import',
            );
            done.push({ intent_id: row.intent_id, name: row.name });
            created++;
          }
        }
        return { created, updated, intents: done };
      });
      return { data: result };
    },
  );
}
