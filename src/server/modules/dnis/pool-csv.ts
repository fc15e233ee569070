import multipart from '@fastify/multipart';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { poolCsvHeader, poolCsvMaxRows, poolCsvRowError, poolImportAnswer } from '@shared/api/dnis';
import { fill, messages } from '@shared/messages';
import { fileExtension } from '@shared/upload';
import { HttpError, unprocessable } from '../../http/errors';
import { uploadFile } from '../../http/multipart';
import { contentDisposition } from '../content/files/files-upload';
import { addNumbers, numberErrors, type GivenNumber } from './pool-numbers';
import { dnisPools } from './pools';

/** The largest CSV file a pool import takes. */
const maxBytes = 1024 * 1024;
const refuse = (message: string) => new HttpError(422, message, [message], { connection: 'close' });

/** The numbers of a pool CSV with their line numbers: the header pool_number, then one number a row. */
export function readPoolCsv(content: Buffer): GivenNumber[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(content, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (e) {
    throw refuse((e as Error).message);
  }
  const [header, ...rows] = records;
  if (!header || header.record.length !== 1 || header.record[0].toLowerCase() !== poolCsvHeader[0]) throw refuse(messages.dnis.csvHeader);
  if (rows.length === 0) throw refuse(messages.dnis.csvNoRows);
  if (rows.length > poolCsvMaxRows) throw refuse(fill(messages.dnis.tooManyRows, { max: poolCsvMaxRows }));
  return rows.map(({ record, info }) => ({ row: info.lines, pool_number: record.length === 1 ? record[0] : record.join(',') }));
}

/**
 * The pool numbers' CSV (spec 3 §7 "/dnis-pool … template"): the template (the header pool_number and an example
 * row), and the import into a pool — all or nothing: a file with any bad row imports none, and the answer names
 * each bad row's error.
 */
export async function poolCsvRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3 } });
  const tags = ['DnisPool'];
  const db = () => root.studio.db;

  app.get(
    '/dnis-pool/template',
    { config: { access: (request) => dnisPools.authorize(request, 'read') }, schema: { tags } },
    async (request, reply) => {
      dnisPools.authorize(request, 'read');
      reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', contentDisposition('dnis-pool-template.csv'));
      // Written as is: the example's plus is the number's, not a formula (the exports' quoting would add an apostrophe).
      return reply.send(`${poolCsvHeader.join(',')}\n+442079460000\n`);
    },
  );

  const refusal = z.object({ message: z.string(), errors: z.array(z.string()), row_errors: z.array(poolCsvRowError).optional() });
  const query = z.object({ pool_id: z.coerce.number().int().positive() });
  app.post(
    '/dnis-pool/pool-numbers/import',
    {
      config: { access: (request) => dnisPools.authorize(request, 'write') },
      schema: { tags, querystring: query, consumes: ['multipart/form-data'], response: { 200: envelope(poolImportAnswer), 422: refusal } },
    },
    async (request, reply) => {
      const tenant = dnisPools.authorize(request, 'write');
      const pool = await dnisPools.find(db(), tenant, request.query.pool_id);
      const tooLarge = fill(messages.content.csvTooLarge, { size: maxBytes / (1024 * 1024) });
      if (Number(request.headers['content-length'] ?? 0) > maxBytes + 64 * 1024) throw refuse(tooLarge);
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
      const given = readPoolCsv(content);
      const imported = await db()
        .transaction()
        .execute(async (trx) => {
          const errors = await numberErrors(trx, pool, given);
          if (errors.length) return { errors };
          await addNumbers(
            { trx, request, tenant, userId: request.auth?.user.user_id ?? null },
            pool,
            given.map((g) => g.pool_number),
            'import_csv',
          );
          return { errors: [] };
        });
      if (imported.errors.length) {
        const rows = new Set(imported.errors.map((e) => e.row)).size;
        const message = fill(messages.dnis.importRefused, { count: rows });
        return reply
          .status(422)
          .send({ message, errors: imported.errors.map((e) => `row ${e.row}: ${e.message}`), row_errors: imported.errors });
      }
      return { data: { pool_id: pool.pool_id, imported: given.length } };
    },
  );
}
