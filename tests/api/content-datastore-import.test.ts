import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { scopeHeaders } from '@shared/access/scope';
import { accountFixture } from './support/account';
import { engine } from './support/studio';

/** A CSV upload refused part-way — after some 1,000-row batches were saved — changes nothing. */
const fx = accountFixture();
const boundary = 'studio-import-boundary';
const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n`;
const tail = `\r\n--${boundary}--\r\n`;
const goodRows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `Customer ${from + i},${i % 2 ? 'true' : 'false'}\n`).join('');

async function storeWithOneDocument(name: string) {
  const ds = (
    await fx.call('POST', '/data/data-store', {
      display_name: name,
      collection_structure: [
        { col_name: 'name', type: 'STRING' },
        { col_name: 'active', type: 'BOOLEAN' },
      ],
    })
  ).json().data;
  expect(
    (await fx.call('POST', '/data/data-store-collection', { data_store_id: ds.data_store_id, documents: [{ name: 'Kept', active: true }] }))
      .statusCode,
  ).toBe(201);
  return ds.data_store_id as number;
}
const storedDocuments = (id: number) =>
  fx.s.db
    .selectFrom('data_store_documents')
    .select(['document_id', 'data'])
    .where('data_store_id', '=', id)
    .orderBy('document_id')
    .execute();
const headers = () => ({
  authorization: `Bearer ${fx.token}`,
  'content-type': `multipart/form-data; boundary=${boundary}`,
  ...Object.fromEntries(Object.entries(scopeHeaders(fx.retail)).map(([k, v]) => [k.toLowerCase(), v])),
});

/** A trigger that makes the database refuse any document naming "boom", on either engine. */
async function failOnBoom(on: boolean) {
  if (engine === 'sqlite') {
    if (on)
      await sql`create trigger csv_boom before insert on data_store_documents when new.data like '%boom%' begin select raise(abort, 'boom'); end`.execute(
        fx.s.db,
      );
    else await sql`drop trigger csv_boom`.execute(fx.s.db);
    return;
  }
  if (on) {
    await sql`create function csv_boom() returns trigger language plpgsql as $$ begin if new.data like '%boom%' then raise exception 'boom'; end if; return new; end $$`.execute(
      fx.s.db,
    );
    await sql`create trigger csv_boom before insert on data_store_documents for each row execute function csv_boom()`.execute(fx.s.db);
  } else {
    await sql`drop trigger csv_boom on data_store_documents`.execute(fx.s.db);
    await sql`drop function csv_boom()`.execute(fx.s.db);
  }
}

describe('datastore CSV import refused part-way', () => {
  it('removes the batches already saved when the database fails part-way', async () => {
    const id = await storeWithOneDocument('Import db failure');
    const before = await storedDocuments(id);
    await failOnBoom(true);
    try {
      const body = `${head}name,active\n${goodRows(0, 2500)}boom,true\n${goodRows(2500, 100)}${tail}`;
      const res = await fx.s.app.inject({ method: 'POST', url: `/api/data/${id}/upload`, headers: headers(), payload: body });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await failOnBoom(false);
    }
    expect(await storedDocuments(id)).toEqual(before);
  });

  it('removes the batches already saved when the client aborts the upload', async () => {
    const id = await storeWithOneDocument('Import aborted');
    const before = await storedDocuments(id);
    let sent = 0;
    const chunks = [head, 'name,active\n', goodRows(0, 1200), goodRows(1200, 1200), goodRows(2400, 1200)];
    // No content-length: the body streams in and then breaks off without its closing boundary.
    const payload = new Readable({
      read() {
        if (sent < chunks.length) setTimeout(() => this.push(chunks[sent++]), 20);
        else setTimeout(() => this.destroy(new Error('client aborted')), 50);
      },
    });
    const res = await fx.s.app
      .inject({ method: 'POST', url: `/api/data/${id}/upload`, headers: headers(), payload })
      .catch((e: Error) => e);
    if (!(res instanceof Error)) expect(res.statusCode).toBeGreaterThanOrEqual(400);
    // The handler finishes its clean-up after the connection is gone.
    for (let i = 0; i < 100 && (await storedDocuments(id)).length !== before.length; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await storedDocuments(id)).toEqual(before);
  });

  it('keeps the good rows and reports the bad ones when the upload completes', async () => {
    const id = await storeWithOneDocument('Import completes');
    const body = `${head}name,active\n${goodRows(0, 2500)}Bad,maybe\n${goodRows(2500, 100)}${tail}`;
    const res = await fx.s.app.inject({ method: 'POST', url: `/api/data/${id}/upload`, headers: headers(), payload: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      inserted: 2600,
      errors: [{ row: 2502, column: 'active', message: 'active: must be true or false' }],
    });
    expect(await storedDocuments(id)).toHaveLength(2601);
  });
});
