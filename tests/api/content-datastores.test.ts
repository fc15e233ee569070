import { describe, expect, it } from 'vitest';
import { replaceUsages } from '@server/modules/content/usage';
import { accountFixture } from './support/account';

const fx = accountFixture();
const base = '/data/data-store';
const columns = [
  { col_name: 'name', type: 'STRING' },
  { col_name: 'active', type: 'BOOLEAN' },
  { col_name: 'amount', type: 'CURRENCY_USD' },
  { col_name: 'born', type: 'DATE' },
  { col_name: 'pin', type: 'STRING', secure: true },
];
const create = async (body: Record<string, unknown>) => {
  const res = await fx.call('POST', base, { collection_structure: columns, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
function multipart(fileName: string, content: string) {
  const boundary = `studio-${Math.random().toString(36).slice(2)}`;
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (id: number, fileName: string, content: string, token = fx.token) =>
  fx.s.call('POST', `/data/${id}/upload`, { token, selection: fx.retail, ...multipart(fileName, content) });
const documents = async (id: number) =>
  (await fx.call('POST', '/data/getdatastorecollection?fetch_all=1&source=WEB', { data_store_id: id, guard_name: 'admin' })).json().data;

describe('datastores', () => {
  it('creates a datastore with typed and secure columns, checks names, and refuses unknown data types', async () => {
    const ds = await create({ display_name: 'Customers', is_log: false });
    expect(ds).toMatchObject({
      display_name: 'Customers',
      name: 'Customers',
      is_log: false,
      ac_id: fx.retail.acId,
      collection_structure: [
        { col_name: 'name', type: 'STRING', secure: false },
        { col_name: 'active', type: 'BOOLEAN', secure: false },
        { col_name: 'amount', type: 'CURRENCY_USD', secure: false },
        { col_name: 'born', type: 'DATE', secure: false },
        { col_name: 'pin', type: 'STRING', secure: true },
      ],
    });
    expect((await fx.call('GET', `/data/validate-ds-name/customers`)).json().data).toEqual({
      valid: false,
      message: 'The name has already been taken.',
    });
    expect((await fx.call('GET', `/data/validate-ds-name/Orders`)).json().data).toEqual({ valid: true, message: 'The name is available.' });
    const dup = await fx.call('POST', base, { display_name: 'CUSTOMERS', collection_structure: columns });
    expect(dup.json().errors).toEqual(['display_name: The name has already been taken.']);
    for (const body of [
      { display_name: 'Bad type', collection_structure: [{ col_name: 'a', type: 'INTEGER' }] },
      { display_name: 'No columns', collection_structure: [] },
      {
        display_name: 'Twice',
        collection_structure: [
          { col_name: 'a', type: 'STRING' },
          { col_name: 'A', type: 'NUMERIC' },
        ],
      },
    ]) {
      const res = await fx.call('POST', base, body);
      expect(res.statusCode, body.display_name).toBe(422);
      expect(res.json().errors[0]).toMatch(/^collection_structure/);
    }
    for (const type of ['STRING', 'BOOLEAN', 'NUMERIC', 'CURRENCY_USD', 'CURRENCY_GPB', 'CURRENCY_EUR', 'DATE', 'TIME', 'KVLIST']) {
      expect(
        (await fx.call('POST', base, { display_name: `Type ${type}`, collection_structure: [{ col_name: 'v', type }] })).statusCode,
        type,
      ).toBe(201);
    }
  });

  it('adds, lists with paging, bulk-updates and bulk-deletes documents; secure values are never answered', async () => {
    const ds = await create({ display_name: 'Members' });
    const added = await fx.call('POST', '/data/data-store-collection', {
      data_store_id: ds.data_store_id,
      guard_name: 'admin',
      documents: [
        { name: 'Ann', active: 'yes', amount: '$12.50', born: '1990-04-01', pin: '1234' },
        { name: 'Bo', active: false, amount: 3, pin: '9999' },
        { name: 'Cy' },
      ],
    });
    expect(added.statusCode, added.body).toBe(201);
    const [ann, bo, cy] = added.json().data;
    expect(ann.data).toEqual({ name: 'Ann', active: true, amount: 12.5, born: '1990-04-01', pin: '********' });
    const stored = await fx.s.db
      .selectFrom('data_store_documents')
      .select('data')
      .where('document_id', '=', ann.document_id)
      .executeTakeFirstOrThrow();
    expect(stored.data).not.toContain('1234');
    const bad = await fx.call('POST', '/data/data-store-collection', {
      data_store_id: ds.data_store_id,
      documents: [{ name: 'ok' }, { amount: '12.345' }, { colour: 'red' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual(['documents.1.amount: must be an amount with at most two decimals']);
    const page = await fx.call('POST', '/data/getdatastorecollection?fetch_all=0&per_page=2&page=2', { data_store_id: ds.data_store_id });
    expect(page.json()).toMatchObject({ data: [{ document_id: cy.document_id }], meta: { total: 3, page: 2, per_page: 2 } });
    const filtered = await fx.call('POST', '/data/getdatastorecollection', { data_store_id: ds.data_store_id, filters: { active: true } });
    expect(filtered.json().data.map((d: { document_id: number }) => d.document_id)).toEqual([ann.document_id]);
    expect(
      (await fx.call('POST', '/data/getdatastorecollection', { data_store_id: ds.data_store_id, search: 'cy' })).json().data,
    ).toHaveLength(1);
    // Search reads values, not column names, and never the ciphertext of a secure column.
    expect(
      (await fx.call('POST', '/data/getdatastorecollection', { data_store_id: ds.data_store_id, search: 'amount' })).json().data,
    ).toHaveLength(0);
    const cipher = JSON.parse(stored.data).pin as string;
    expect(
      (await fx.call('POST', '/data/getdatastorecollection', { data_store_id: ds.data_store_id, search: cipher.slice(4, 10) })).json().data,
    ).toHaveLength(0);

    const updated = await fx.call('POST', '/data/bulk-update-documents', {
      data_store_id: ds.data_store_id,
      documents: [
        { document_id: ann.document_id, data: { name: 'Anna', pin: '********' } },
        { document_id: bo.document_id, data: { born: '2001-02-03' } },
      ],
    });
    expect(updated.json().data).toEqual({ count: 2 });
    const after = await documents(ds.data_store_id);
    expect(after[0].data).toEqual({ name: 'Anna', active: true, amount: 12.5, born: '1990-04-01', pin: '********' });
    expect(after[1].data.born).toBe('2001-02-03');
    expect(
      (
        await fx.call('POST', '/data/bulk-update-documents', {
          data_store_id: ds.data_store_id,
          documents: [{ document_id: bo.document_id, data: { born: '2001-02-30' } }],
        })
      ).json().errors,
    ).toEqual(['documents.0.data.born: is not a calendar date'.replace('is not a calendar date', 'must be a date written YYYY-MM-DD')]);
    expect(
      (
        await fx.call('POST', '/data/bulk-update-documents', {
          data_store_id: ds.data_store_id,
          documents: [{ document_id: 999999, data: {} }],
        })
      ).statusCode,
    ).toBe(404);
    // Like bulk update: an unknown id, or one of another datastore, refuses the whole call with 404 and deletes nothing.
    const other = await create({ display_name: 'Other members' });
    const foreign = (
      await fx.call('POST', '/data/data-store-collection', { data_store_id: other.data_store_id, documents: [{ name: 'Zed' }] })
    ).json().data[0];
    for (const document_ids of [
      [bo.document_id, 999999],
      [cy.document_id, foreign.document_id],
    ]) {
      const refused = await fx.call('POST', '/data/bulk-delete-documents', { data_store_id: ds.data_store_id, document_ids });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(`Document ${document_ids[1]} does not exist in this datastore.`);
    }
    expect(await documents(ds.data_store_id)).toHaveLength(3);
    expect(await documents(other.data_store_id)).toHaveLength(1);
    expect(
      (
        await fx.call('POST', '/data/bulk-delete-documents', {
          data_store_id: ds.data_store_id,
          document_ids: [bo.document_id, cy.document_id],
        })
      ).json().data,
    ).toEqual({ count: 2 });
    expect((await documents(ds.data_store_id)).map((d: { document_id: number }) => d.document_id)).toEqual([ann.document_id]);
  });

  it('hides the system attributes of log datastores', async () => {
    const ds = await create({ display_name: 'Call log', is_log: true, collection_structure: [{ col_name: 'caller', type: 'STRING' }] });
    const res = await fx.call('POST', '/data/data-store-collection', {
      data_store_id: ds.data_store_id,
      documents: [
        { caller: '555', node_id: 7, node_name: 'Menu', no_input_attempts: 2, details: { no_match_attempts: 1, intent: 'billing' } },
      ],
    });
    expect(res.json().data[0].data).toEqual({ caller: '555', details: { intent: 'billing' } });
    expect((await documents(ds.data_store_id))[0].data).toEqual({ caller: '555', details: { intent: 'billing' } });
  });

  it('answers the CSV template and imports a CSV with per-row errors, inserting only the good rows', async () => {
    const ds = await create({ display_name: 'Imported' });
    const template = await fx.call('POST', `/data/${ds.data_store_id}/template`);
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(template.headers['content-disposition']).toContain('Imported-template.csv');
    expect(template.body).toBe('name,active,amount,born,pin\n');
    const csv = [
      'name,active,amount,born,pin',
      'Ann,true,12.50,1990-04-01,1111',
      'Bo,maybe,3,1990-01-01,2222',
      'Cy,false,1.234,1990-13-01,3333',
      'Di,no,5',
      '"Ed ""the"" great",1,"1,000.00",,4444',
      'Fi,"unterminated,2,2000-01-01,5555',
    ].join('\n');
    const res = await upload(ds.data_store_id, 'people.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data;
    expect(answer.inserted).toBe(2);
    expect(answer.errors.slice(0, 4)).toEqual([
      { row: 3, column: 'active', message: 'active: must be true or false' },
      { row: 4, column: 'amount', message: 'amount: must be an amount with at most two decimals' },
      { row: 4, column: 'born', message: 'born: must be a date written YYYY-MM-DD' },
      { row: 5, column: null, message: 'The row has 3 fields; the header has 5.' },
    ]);
    expect(answer.errors.length).toBe(5);
    expect(answer.errors[4]).toMatchObject({ column: null });
    const docs = (await documents(ds.data_store_id)).map((d: { data: Record<string, unknown> }) => d.data);
    expect(docs).toEqual([
      { name: 'Ann', active: true, amount: 12.5, born: '1990-04-01', pin: '********' },
      { name: 'Ed "the" great', active: true, amount: 1000, born: null, pin: '********' },
    ]);
  });

  it('refuses CSV files with an unknown header, no header or another extension, inserting nothing', async () => {
    const ds = await create({ display_name: 'Strict import' });
    const cases: [string, string, string][] = [
      ['x.csv', 'name,colour\nAnn,red\n', 'The CSV header names colour, which is not a column of this datastore.'],
      ['x.csv', '', 'The CSV file is empty: its first row must name the columns.'],
      ['x.txt', 'name\nAnn\n', 'Upload a CSV file (.csv).'],
    ];
    for (const [name, content, message] of cases) {
      const res = await upload(ds.data_store_id, name, content);
      expect(res.statusCode, message).toBe(422);
      expect(res.json().message).toBe(message);
    }
    expect(await documents(ds.data_store_id)).toEqual([]);
  });

  it('exports selected columns as a background job that reaches completed, with its file', async () => {
    const ds = await create({ display_name: 'Exported' });
    await upload(ds.data_store_id, 'e.csv', 'name,amount,pin\nAnn,1.5,1111\n"Bo, Jr",2,2222\n');
    const bad = await fx.call('POST', '/data/get-exported-csv-url', { data_store_id: ds.data_store_id, selected_columns: ['nope'] });
    expect(bad.json().message).toBe('selected_columns: nope is not a column of this datastore.');
    const res = await fx.call('POST', '/data/get-exported-csv-url', {
      data_store_id: ds.data_store_id,
      export_csv: 1,
      selected_columns: ['name', 'pin'],
    });
    expect(res.statusCode).toBe(202);
    const job = res.json().data;
    expect(job).toMatchObject({ status: 'queued', selected_columns: ['name', 'pin'], download_url: null });
    let record = job;
    for (let i = 0; i < 100 && !['completed', 'failed'].includes(record.status); i++) {
      await new Promise((r) => setTimeout(r, 20));
      record = (await fx.call('GET', `/data/data-store-export?data_store_id=${ds.data_store_id}`))
        .json()
        .data.find((e: { data_store_export_id: number }) => e.data_store_export_id === job.data_store_export_id);
    }
    expect(record).toMatchObject({ status: 'completed', row_count: 2, error: null });
    const file = await fx.call('GET', record.download_url.replace('/api', ''));
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.body).toBe('name,pin\nAnn,********\n"Bo, Jr",********\n');
    expect((await fx.call('DELETE', `/data/data-store-export/${job.data_store_export_id}`)).statusCode).toBe(200);
    expect((await fx.call('GET', record.download_url.replace('/api', ''))).statusCode).toBe(404);
  });

  it('soft-deletes with undo, archives, force-deletes with documents, and never deletes one in use', async () => {
    const ds = await create({ display_name: 'Short lived' });
    await fx.call('POST', '/data/data-store-collection', { data_store_id: ds.data_store_id, documents: [{ name: 'x' }] });
    await fx.call('DELETE', `${base}/${ds.data_store_id}`);
    expect((await fx.call('POST', '/data/getdatastorecollection', { data_store_id: ds.data_store_id })).statusCode).toBe(404);
    expect((await fx.call('PUT', `${base}/${ds.data_store_id}`, { is_enabled: 1 })).json().data.is_enabled).toBe(1);
    await fx.call('DELETE', `${base}/${ds.data_store_id}?delete_type=safe`);
    expect((await fx.call('GET', `${base}?folder_id=-1`)).json().data.map((d: { display_name: string }) => d.display_name)).toEqual([
      'Short lived',
    ]);
    expect((await fx.call('DELETE', `${base}/${ds.data_store_id}?delete_type=force`)).statusCode).toBe(200);
    expect(
      await fx.s.db.selectFrom('data_store_documents').select('document_id').where('data_store_id', '=', ds.data_store_id).execute(),
    ).toEqual([]);

    const used = await create({ display_name: 'Used store' });
    await fx.s.db
      .transaction()
      .execute((trx) =>
        replaceUsages(
          trx,
          { acId: fx.retail.acId as number, model: 'Node', id: 77, name: 'Lookup', parent: { model: 'Task', id: 7, name: 'IVR' } },
          [{ content_model: 'DataStore', content_id: used.data_store_id }],
        ),
      );
    const refused = await fx.call('DELETE', `${base}/${used.data_store_id}?delete_type=force`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      title: 'Content cannot be deleted',
      message: "Sorry this data store couldn't be deleted since it is used inside the tasks or other content items",
    });
    expect((await fx.call('GET', `${base}/${used.data_store_id}`)).statusCode).toBe(200);
  });

  it("keeps accounts apart and refuses the read-only user's writes", async () => {
    const ds = await create({ display_name: 'Retail data' });
    const doc = (
      await fx.call('POST', '/data/data-store-collection', { data_store_id: ds.data_store_id, documents: [{ name: 'secret' }] })
    ).json().data[0];
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const inHealth = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: fx.token, selection: health, body });
    const snapshot = async () => ({
      stores: await fx.s.db.selectFrom('data_stores').selectAll().where('ac_id', '=', fx.ids.retail).orderBy('data_store_id').execute(),
      docs: await fx.s.db
        .selectFrom('data_store_documents')
        .selectAll()
        .where('ac_id', '=', fx.ids.retail)
        .orderBy('document_id')
        .execute(),
    });
    const before = await snapshot();
    for (const [method, url, body] of [
      ['GET', `${base}/${ds.data_store_id}`],
      ['PUT', `${base}/${ds.data_store_id}`, { display_name: 'Hijacked' }],
      ['DELETE', `${base}/${ds.data_store_id}?delete_type=force`],
      ['POST', '/data/getdatastorecollection', { data_store_id: ds.data_store_id }],
      ['POST', '/data/data-store-collection', { data_store_id: ds.data_store_id, documents: [{ name: 'x' }] }],
      [
        'POST',
        '/data/bulk-update-documents',
        { data_store_id: ds.data_store_id, documents: [{ document_id: doc.document_id, data: { name: 'y' } }] },
      ],
      ['POST', '/data/bulk-delete-documents', { data_store_id: ds.data_store_id, document_ids: [doc.document_id] }],
      ['POST', `/data/${ds.data_store_id}/template`],
      ['POST', '/data/get-exported-csv-url', { data_store_id: ds.data_store_id, selected_columns: ['name'] }],
    ] as const) {
      expect((await inHealth(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    // Through a datastore of its own, the other account still cannot reach this account's documents.
    const healthStore = (await inHealth('POST', base, { display_name: 'Health data', collection_structure: columns })).json().data;
    expect(
      (await inHealth('POST', '/data/bulk-delete-documents', { data_store_id: healthStore.data_store_id, document_ids: [doc.document_id] }))
        .statusCode,
    ).toBe(404);
    const viewer = await fx.s.login('ac.viewer@studio.test');
    const asViewer = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: viewer, selection: fx.retail, body });
    expect((await asViewer('POST', '/data/getdatastorecollection', { data_store_id: ds.data_store_id })).statusCode).toBe(200);
    expect((await asViewer('POST', base, { display_name: 'Viewer', collection_structure: columns })).statusCode).toBe(403);
    expect(
      (await asViewer('POST', '/data/data-store-collection', { data_store_id: ds.data_store_id, documents: [{ name: 'x' }] })).statusCode,
    ).toBe(403);
    expect(
      (await asViewer('POST', '/data/bulk-delete-documents', { data_store_id: ds.data_store_id, document_ids: [doc.document_id] }))
        .statusCode,
    ).toBe(403);
    expect((await upload(ds.data_store_id, 'v.csv', 'name\nx\n', viewer)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
