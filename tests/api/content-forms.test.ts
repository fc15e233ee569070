import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';

const fx = accountFixture();
const base = '/form/form-types';
const fields = [
  { name: 'full_name', label: 'Full name', data_type: 'STRING', required: true },
  { name: 'amount', label: 'Amount', data_type: 'CURRENCY_USD' },
  { name: 'callback', label: 'Call me back', data_type: 'BOOLEAN' },
];
const dataStore = async (display_name: string, acSelection = fx.retail) => {
  const res = await fx.s.call('POST', '/data/data-store', {
    token: fx.token,
    selection: acSelection,
    body: {
      display_name,
      collection_structure: [
        { col_name: 'Name', type: 'STRING' },
        { col_name: 'paid', type: 'CURRENCY_USD' },
        { col_name: 'pin', type: 'STRING', secure: true },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.data_store_id as number;
};
const create = async (body: Record<string, unknown>) => {
  const res = await fx.call('POST', base, { fields, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const rowsOf = (acId: number) => fx.s.db.selectFrom('form_types').selectAll().where('ac_id', '=', acId).orderBy('form_type_id').execute();

describe('form types (Custom Forms)', () => {
  it('creates a form with typed fields saved into a datastore, mapping fields to its columns', async () => {
    const ds = await dataStore('Payments');
    const form = await create({
      name: 'Payment details',
      description: 'Collects a payment',
      data_store_id: ds,
      field_mapping: { full_name: 'name', amount: 'PAID' },
    });
    expect(form).toMatchObject({
      name: 'Payment details',
      description: 'Collects a payment',
      fields: [
        { name: 'full_name', label: 'Full name', data_type: 'STRING', required: true },
        { name: 'amount', label: 'Amount', data_type: 'CURRENCY_USD', required: false },
        { name: 'callback', label: 'Call me back', data_type: 'BOOLEAN', required: false },
      ],
      data_store_id: ds,
      // Columns are stored as the datastore spells them.
      field_mapping: { full_name: 'Name', amount: 'paid' },
      ac_id: fx.ids.retail,
      folder_id: 0,
      is_enabled: 1,
      is_archived: 0,
    });
    expect((await fx.call('GET', `${base}/${form.form_type_id}`)).json().data).toEqual(form);
    const renamed = await fx.call('PUT', `${base}/${form.form_type_id}`, { name: 'Card payment', description: null });
    expect(renamed.json().data).toMatchObject({
      name: 'Card payment',
      description: null,
      field_mapping: { full_name: 'Name', amount: 'paid' },
    });
    // Another datastore drops the old mapping (it named the other datastore's columns).
    const other = await dataStore('Payments 2');
    expect((await fx.call('PUT', `${base}/${form.form_type_id}`, { data_store_id: other })).json().data).toMatchObject({
      data_store_id: other,
      field_mapping: {},
    });
    expect((await fx.call('PUT', `${base}/${form.form_type_id}`, { data_store_id: null })).json().data).toMatchObject({
      data_store_id: null,
      field_mapping: {},
    });
  });

  it("refuses mappings to unknown fields or columns, another account's datastore and bad fields, changing nothing", async () => {
    const ds = await dataStore('Mapping checks');
    const otherAccountDs = await dataStore('Health store', { spId: fx.ids.northwind, acId: fx.ids.health });
    const before = await rowsOf(fx.ids.retail);
    const cases: [Record<string, unknown>, string][] = [
      [
        { name: 'm1', data_store_id: ds, field_mapping: { full_name: 'surname' } },
        'field_mapping.full_name: surname is not a column of the datastore Mapping checks.',
      ],
      [{ name: 'm2', data_store_id: ds, field_mapping: { email: 'Name' } }, 'field_mapping.email: email is not a field of this form.'],
      [
        { name: 'm3', data_store_id: ds, field_mapping: { full_name: 'Name', amount: 'name' } },
        'field_mapping.amount: The column Name is mapped to more than one field.',
      ],
      [
        { name: 'm4', field_mapping: { full_name: 'Name' } },
        'data_store_id: Choose the datastore the form saves into before mapping its fields.',
      ],
      [{ name: 'm5', data_store_id: otherAccountDs }, 'data_store_id: The datastore does not exist in this account.'],
      [{ name: 'm6', data_store_id: 999999 }, 'data_store_id: The datastore does not exist in this account.'],
    ];
    for (const [body, error] of cases) {
      const res = await fx.call('POST', base, { fields, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[0]).toBe(error);
    }
    const shapes: [Record<string, unknown>, RegExp][] = [
      [{ name: 'No fields', fields: [] }, /^fields: /],
      [{ name: 'Bad type', fields: [{ name: 'a', label: 'A', data_type: 'INTEGER' }] }, /^fields\.0\.data_type: /],
      [{ name: 'Bad name', fields: [{ name: '1st', label: 'A', data_type: 'STRING' }] }, /^fields\.0\.name: must start with a letter/],
      [
        {
          name: 'Twice',
          fields: [
            { name: 'a', label: 'A', data_type: 'STRING' },
            { name: 'A', label: 'B', data_type: 'DATE' },
          ],
        },
        /^fields\.1\.name: field A is given twice/,
      ],
      [{ name: '  ', fields }, /^name: /],
    ];
    for (const [body, error] of shapes) {
      const res = await fx.call('POST', base, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[0]).toMatch(error);
    }
    expect(await rowsOf(fx.ids.retail)).toEqual(before);
  });

  it('answers form types with their datastore columns', async () => {
    const ds = await dataStore('Columns store');
    const withStore = await create({ name: 'AA with store', data_store_id: ds, field_mapping: { full_name: 'Name' } });
    const without = await create({ name: 'AA without store' });
    const archived = await create({ name: 'AA archived' });
    await fx.call('DELETE', `${base}/${archived.form_type_id}?delete_type=safe`);
    const list = (await fx.call('GET', '/form/get-form-types-with-datastore-columns')).json().data as {
      form_type_id: number;
      data_store: unknown;
    }[];
    expect(list.find((f) => f.form_type_id === withStore.form_type_id)).toMatchObject({
      name: 'AA with store',
      field_mapping: { full_name: 'Name' },
      data_store: {
        data_store_id: ds,
        display_name: 'Columns store',
        columns: [
          { col_name: 'Name', type: 'STRING', secure: false },
          { col_name: 'paid', type: 'CURRENCY_USD', secure: false },
          { col_name: 'pin', type: 'STRING', secure: true },
        ],
      },
    });
    expect(list.find((f) => f.form_type_id === without.form_type_id)?.data_store).toBeNull();
    expect(list.some((f) => f.form_type_id === archived.form_type_id)).toBe(false);
  });

  it('keeps the datastore it saves into from being deleted while the form uses it', async () => {
    const ds = await dataStore('Used by a form');
    const form = await create({ name: 'Uses a store', data_store_id: ds, field_mapping: { full_name: 'Name' } });
    const inUse = await fx.call('POST', '/content/check-in-use', { content_model: 'DataStore', content_id: ds });
    expect(inUse.json().data).toMatchObject({
      in_use: true,
      deletable: false,
      usages: [{ model: 'FormType', items: [{ model: 'FormType', id: form.form_type_id, name: 'Uses a store' }] }],
    });
    const refused = await fx.call('DELETE', `/data/data-store/${ds}?delete_type=force`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Sorry this data store couldn't be deleted since it is used inside the tasks or other content items",
    );
    // Deleting the form frees the datastore.
    await fx.call('DELETE', `${base}/${form.form_type_id}`);
    expect((await fx.call('DELETE', `/data/data-store/${ds}?delete_type=force`)).statusCode).toBe(200);
    // The undone form no longer has a datastore to save into.
    const restored = await fx.call('PUT', `${base}/${form.form_type_id}`, { is_enabled: 1 });
    expect(restored.json().data).toMatchObject({ is_enabled: 1, data_store_id: null, field_mapping: {} });
  });

  it('checks names on the server (GET /form/validate-ft-name/{name}), case-insensitively', async () => {
    const form = await create({ name: 'Address form' });
    const dup = await fx.call('POST', base, { name: 'ADDRESS FORM', fields });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ message: 'The name has already been taken.', errors: ['name: The name has already been taken.'] });
    expect((await fx.call('GET', '/form/validate-ft-name/address%20form')).json().data).toEqual({
      valid: false,
      message: 'The name has already been taken.',
    });
    expect((await fx.call('GET', `/form/validate-ft-name/address%20form?form_type_id=${form.form_type_id}`)).json().data.valid).toBe(true);
    expect((await fx.call('GET', '/form/validate-ft-name/Survey')).json().data).toEqual({ valid: true, message: 'The name is available.' });
  });

  it('soft-deletes with undo, archives and restores, force-deletes, and moves between folders', async () => {
    const form = await create({ name: 'Lifecycle form' });
    const id = form.form_type_id;
    expect((await fx.call('DELETE', `${base}/${id}`)).json().data).toEqual({ id, delete_type: 'soft' });
    expect((await fx.call('GET', `${base}/${id}`)).statusCode).toBe(404);
    expect((await fx.call('PUT', `${base}/${id}`, { is_enabled: 1 })).json().data.is_enabled).toBe(1);
    await fx.call('DELETE', `${base}/${id}?delete_type=safe`);
    expect((await fx.call('GET', `${base}?folder_id=-1`)).json().data.map((f: { form_type_id: number }) => f.form_type_id)).toContain(id);
    expect((await fx.call('PUT', `${base}/${id}`, { is_archived: 0 })).json().data.is_archived).toBe(0);
    const folder = (await fx.call('POST', '/content/folders', { folder_name: 'Forms folder' })).json().data;
    expect(
      (await fx.call('POST', '/content/folder-contents', { folder_id: folder.folder_id, content_model: 'form type', content_ids: [id] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await fx.call('GET', `${base}?folder_id=${folder.folder_id}`)).json().data.map((f: { form_type_id: number }) => f.form_type_id),
    ).toEqual([id]);
    expect((await fx.call('DELETE', `${base}/${id}?delete_type=force`)).statusCode).toBe(200);
    expect(await fx.s.db.selectFrom('form_types').select('form_type_id').where('form_type_id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it("keeps accounts apart and refuses the read-only user's writes", async () => {
    const form = await create({ name: 'Retail form' });
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const inHealth = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: fx.token, selection: health, body });
    const before = await rowsOf(fx.ids.retail);
    for (const [method, url, body] of [
      ['GET', `${base}/${form.form_type_id}`],
      ['PUT', `${base}/${form.form_type_id}`, { name: 'Hijacked' }],
      ['DELETE', `${base}/${form.form_type_id}?delete_type=force`],
    ] as const) {
      expect((await inHealth(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await inHealth('GET', base)).json().data).toEqual([]);
    expect((await inHealth('GET', '/form/get-form-types-with-datastore-columns')).json().data).toEqual([]);
    expect((await fx.s.call('GET', base, { token: fx.token, selection: { spId: fx.ids.bluebird, acId: fx.ids.support } })).statusCode).toBe(
      403,
    );
    const viewer = await fx.s.login('ac.viewer@studio.test');
    const asViewer = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: viewer, selection: fx.retail, body });
    expect((await asViewer('GET', base)).statusCode).toBe(200);
    expect((await asViewer('POST', base, { name: 'Viewer form', fields })).statusCode).toBe(403);
    expect((await asViewer('PUT', `${base}/${form.form_type_id}`, { name: 'Viewer rename' })).statusCode).toBe(403);
    expect((await asViewer('DELETE', `${base}/${form.form_type_id}`)).statusCode).toBe(403);
    expect(await rowsOf(fx.ids.retail)).toEqual(before);
  });

  it('documents the form and intent calls in the OpenAPI document', async () => {
    const doc = (await fx.s.call('GET', '/docs')).json();
    for (const path of [
      '/form/form-types',
      '/form/form-types/{form_type_id}',
      '/form/validate-ft-name/{name}',
      '/form/get-form-types-with-datastore-columns',
      '/form/open-form-types',
      '/form/validate-oft-name',
      '/form/open-form-options',
      '/form/publish-system-open-form/{open_form_type_id}',
      '/form/preview-dialogflow',
      '/form/preview-dialogflowcx',
      '/form/preview-lex',
      '/form/preview-watson',
      '/form/preview-openai',
      '/form/preview-azure-openai',
      '/form/dynamic-form-types',
      '/form/dynamic-form-types/{dynamic_form_type_id}',
      '/form/publish-system-dynamic-form/{dynamic_form_type_id}',
      '/form/validate-dft-name/{name}',
      '/intent',
      '/intent/{intent_id}',
      '/intent/validate',
      '/intent/get-intent-template',
      '/intent/import',
      '/intent/{intent_id}/export',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
