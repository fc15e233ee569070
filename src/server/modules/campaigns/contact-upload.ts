import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import { sql } from 'kysely';
import { checkRow, readHeader, type ContactColumns } from '@shared/campaigns/contact-row';
import type { DbEngine, Db } from '../../db/index';

/** Rows of one insert statement: the batch travels as one JSON parameter, so the statement's text never changes. */
const batchSize = 2000;
const maxListedErrors = 1000;

/** A contact as stored: its line in the file, the number in E.164, its values (JSON text), its state and outcome. */
type StoredRow = [line: number, phone: string, values: string, state: 'pending' | 'opted_out', outcome: 'opted_out' | null];

export type CheckedList =
  | { ok: true; count: number }
  | { ok: false; refusal: 'header'; message: string }
  | { ok: false; refusal: 'limit' }
  | { ok: false; refusal: 'rows'; errorCount: number; errors: string[] };

/** Where checked rows go, one batch (a JSON array of stored rows) at a time; `end` once the whole list passed. */
export interface RowSink {
  write(batch: string): Promise<void>;
  end(): Promise<void>;
}

/** Checked rows kept in a file of their own until the whole list passed, one batch a line. */
export interface SpooledRows extends RowSink {
  batches(): AsyncIterable<string>;
  remove(): Promise<void>;
}

export async function spool(): Promise<SpooledRows> {
  const dir = await mkdtemp(join(tmpdir(), 'studio-contacts-'));
  const file = join(dir, 'rows.jsonl');
  const out = createWriteStream(file);
  return {
    async write(batch) {
      if (!out.write(`${batch}\n`)) await once(out, 'drain');
    },
    async end() {
      out.end();
      await once(out, 'finish');
    },
    batches: () => createInterface({ input: createReadStream(file), crlfDelay: Infinity }),
    async remove() {
      out.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A contact list read as it streams in (csv-parse) and every row checked — the number in E.164, each required
 * column filled, no formula cell. The rows that pass go to `rows` in batches until a row fails (then only the errors
 * are gathered, named by line). `progress` hears how many rows were read, every `every` rows.
 */
export async function checkContactList(
  file: Readable,
  columns: ContactColumns,
  limit: number,
  rows: RowSink,
  progress: (rows: number) => void,
  every = 10_000,
): Promise<CheckedList> {
  const errors: string[] = [];
  let errorCount = 0;
  const addError = (message: string) => {
    errorCount++;
    if (errors.length < maxListedErrors) errors.push(message);
  };
  const parser = parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true, skip_records_with_error: true });
  parser.on('skip', (err: CsvError) => addError(`Line ${Number((err as CsvError & { lines?: number }).lines ?? 0)}: ${err.message}`));
  file.on('error', (e) => parser.destroy(e));
  file.pipe(parser);
  try {
    let header: Map<string, number> | null = null;
    let batch: StoredRow[] = [];
    let count = 0;
    let read = 0;
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!header) {
        const known = readHeader(record, columns);
        if ('refusal' in known) return { ok: false, refusal: 'header', message: known.refusal };
        header = known.index;
        continue;
      }
      if (++read % every === 0) progress(read);
      const checked = checkRow(record, info.lines, header, columns);
      if (!checked.ok) {
        addError(checked.message);
        continue;
      }
      if (++count > limit) return { ok: false, refusal: 'limit' };
      if (errorCount > 0) continue;
      batch.push([
        info.lines,
        checked.phone,
        JSON.stringify(checked.values),
        checked.optedOut ? 'opted_out' : 'pending',
        checked.optedOut ? 'opted_out' : null,
      ]);
      if (batch.length >= batchSize) {
        await rows.write(JSON.stringify(batch));
        batch = [];
      }
    }
    if (!header) return { ok: false, refusal: 'header', message: '' };
    if (errorCount > 0) return { ok: false, refusal: 'rows', errorCount, errors: errors.sort((a, b) => lineOf(a) - lineOf(b)) };
    if (batch.length > 0) await rows.write(JSON.stringify(batch));
    await rows.end();
    return { ok: true, count };
  } finally {
    if (!parser.destroyed) parser.destroy();
  }
}

/**
 * Stores one batch of a campaign's contacts: one INSERT … SELECT over the elements of its JSON array (json_each on
 * SQLite, json_array_elements on PostgreSQL), in file order.
 */
export async function insertContacts(
  trx: Db,
  engine: DbEngine,
  acId: number,
  campaignId: number,
  batch: string,
  now: string,
): Promise<void> {
  await (engine === 'postgres'
    ? sql`insert into campaign_contacts (campaign_id, ac_id, line, phone_number, contact_values, state, outcome, attempts, updated_at)
          select ${campaignId}, ${acId}, (e->>0)::int, e->>1, e->>2, e->>3, e->>4, 0, ${now} from json_array_elements(${batch}::json) with ordinality as r(e, n) order by n`
    : sql`insert into campaign_contacts (campaign_id, ac_id, line, phone_number, contact_values, state, outcome, attempts, updated_at)
          select ${campaignId}, ${acId}, json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]'), json_extract(value, '$[4]'), 0, ${now} from json_each(${batch}) order by key`
  ).execute(trx);
}

const lineOf = (message: string) => Number(/^Line (\d+)/.exec(message)?.[1] ?? 0);
