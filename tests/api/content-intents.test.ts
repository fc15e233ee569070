import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';

const fx = accountFixture();
const base = '/intent';
const health = () => ({ spId: fx.ids.northwind, acId: fx.ids.health });
const inHealth = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: fx.token, selection: health(), body });
const create = async (body: Record<string, unknown>) => {
  const res = await fx.call('POST', base, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const rowsOf = (acId: number) => fx.s.db.selectFrom('intents').selectAll().where('ac_id', '=', acId).orderBy('intent_id').execute();
function multipart(fileName: string, content: string) {
  const boundary = `studio-${Math.random().toString(36).slice(2)}`;
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  return { body: payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (fileName: string, content: string, token = fx.token, selection = fx.retail) =>
  fx.s.call('POST', '/intent/import', { token, selection, ...multipart(fileName, content) });

async function setFlag(state: 0 | null, acId: number) {
  const flag = await fx.s.db.selectFrom('feature_flags').select('id').where('name', '=', 'studio.intent.temp').executeTakeFirstOrThrow();
  await fx.s.db.deleteFrom('feature_flag_rules').where('flag_id', '=', flag.id).execute();
  if (state !== null)
    await fx.s.db
      .insertInto('feature_flag_rules')
      .values({ flag_id: flag.id, user_id: null, sp_id: null, ac_id: acId, domain_id: null, form_type: null, flag_state: state })
      .execute();
}

describe('intents', () => {
  it('keeps training phrases trimmed and without repeats, and needs at least one', async () => {
    const intent = await create({
      name: 'Check balance',
      description: 'Balance questions',
      training_phrases: ['  what is my balance ', 'What is my  balance', 'how much do I owe', ''],
      response: 'Your balance is ready.',
    });
    expect(intent).toMatchObject({
      name: 'Check balance',
      description: 'Balance questions',
      training_phrases: ['what is my balance', 'how much do I owe'],
      response: 'Your balance is ready.',
      ac_id: fx.ids.retail,
      folder_id: 0,
      is_enabled: 1,
      is_archived: 0,
    });
    expect((await fx.call('GET', `${base}/${intent.intent_id}`)).json().data).toEqual(intent);
    const updated = await fx.call('PUT', `${base}/${intent.intent_id}`, { training_phrases: ['balance please'], response: null });
    expect(updated.json().data).toMatchObject({ training_phrases: ['balance please'], response: null, description: 'Balance questions' });

    const before = await rowsOf(fx.ids.retail);
    for (const [body, error] of [
      [{ name: 'No phrases', training_phrases: [] }, /^training_phrases: give at least one training phrase/],
      [{ name: 'Blank phrases', training_phrases: ['  ', ''] }, /^training_phrases: give at least one training phrase/],
      [{ name: 'Missing phrases' }, /^training_phrases: /],
      [{ name: '', training_phrases: ['x'] }, /^name: /],
      [{ name: 'Long', training_phrases: ['x'.repeat(501)] }, /^training_phrases\.0: /],
    ] as const) {
      const res = await fx.call('POST', base, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[0]).toMatch(error);
    }
    expect((await fx.call('PUT', `${base}/${intent.intent_id}`, { training_phrases: [' '] })).statusCode).toBe(422);
    expect(await rowsOf(fx.ids.retail)).toEqual(before);
  });

  it('checks names (POST /intent/validate), soft-deletes with undo, archives and force-deletes', async () => {
    const intent = await create({ name: 'Cancel order', training_phrases: ['cancel my order'] });
    const id = intent.intent_id;
    expect((await fx.call('POST', base, { name: 'CANCEL ORDER', training_phrases: ['x'] })).json()).toEqual({
      message: 'The name has already been taken.',
      errors: ['name: The name has already been taken.'],
    });
    expect((await fx.call('POST', '/intent/validate', { name: 'cancel order' })).json().data).toEqual({
      valid: false,
      message: 'The name has already been taken.',
    });
    expect((await fx.call('POST', '/intent/validate', { name: 'cancel order', intent_id: id })).json().data.valid).toBe(true);
    expect((await fx.call('DELETE', `${base}/${id}`)).json().data).toEqual({ id, delete_type: 'soft' });
    expect((await fx.call('GET', `${base}/${id}`)).statusCode).toBe(404);
    expect((await fx.call('PUT', `${base}/${id}`, { is_enabled: 1 })).json().data.is_enabled).toBe(1);
    await fx.call('DELETE', `${base}/${id}?delete_type=safe`);
    expect((await fx.call('GET', `${base}?folder_id=-1`)).json().data.map((i: { intent_id: number }) => i.intent_id)).toEqual([id]);
    expect((await fx.call('PUT', `${base}/${id}`, { is_archived: 0 })).json().data.is_archived).toBe(0);
    expect(
      (await fx.call('GET', `${base}?search=cancel%20my&searchFields=training_phrases`))
        .json()
        .data.map((i: { intent_id: number }) => i.intent_id),
    ).toEqual([id]);
    expect((await fx.call('DELETE', `${base}/${id}?delete_type=force`)).statusCode).toBe(200);
    expect(await fx.s.db.selectFrom('intents').select('intent_id').where('intent_id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('answers the CSV template and exports an intent as CSV, one row per training phrase', async () => {
    const template = await fx.call('GET', '/intent/get-intent-template');
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toMatch(/^text\/csv/);
    expect(template.headers['content-disposition']).toContain('intent-template.csv');
    expect(template.body).toBe('intent_name,description,training_phrase,response\n');
    const intent = await create({
      name: 'Opening hours',
      description: 'When, "exactly"',
      training_phrases: ['when are you open', 'opening hours, please'],
      response: 'We open at 9.',
    });
    const exported = await fx.call('GET', `${base}/${intent.intent_id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('Opening hours.csv');
    expect(parse(exported.body)).toEqual([
      ['intent_name', 'description', 'training_phrase', 'response'],
      ['Opening hours', 'When, "exactly"', 'when are you open', 'We open at 9.'],
      ['Opening hours', 'When, "exactly"', 'opening hours, please', 'We open at 9.'],
    ]);
    // The export imports back unchanged.
    const again = await upload('hours.csv', exported.body);
    expect(again.json().data).toMatchObject({ created: 0, updated: 1 });
    expect((await fx.call('GET', `${base}/${intent.intent_id}`)).json().data).toMatchObject({
      training_phrases: ['when are you open', 'opening hours, please'],
      response: 'We open at 9.',
    });
    expect((await inHealth('GET', `${base}/${intent.intent_id}/export`)).statusCode).toBe(404);
  });

  it('imports a CSV grouped by intent name: new intents created, existing ones replaced', async () => {
    const existing = await create({ name: 'Pay bill', training_phrases: ['old phrase'] });
    const file = [
      'Intent_Name,training_phrase,description,response',
      'Pay bill,i want to pay,Payments,Let us take your payment.',
      'pay bill,pay my bill,,',
      'Track parcel,where is my parcel,Parcel tracking,Your parcel is on its way.',
      'Track parcel, where is my parcel ,,',
      '',
      'Track parcel,"track ""order"", please",,',
    ].join('\n');
    const res = await upload('intents.csv', file);
    expect(res.statusCode, res.body).toBe(200);
    const track = (await rowsOf(fx.ids.retail)).find((r) => r.name === 'Track parcel')!;
    expect(res.json().data).toEqual({
      created: 1,
      updated: 1,
      intents: [
        { intent_id: existing.intent_id, name: 'Pay bill' },
        { intent_id: track.intent_id, name: 'Track parcel' },
      ],
    });
    expect((await fx.call('GET', `${base}/${existing.intent_id}`)).json().data).toMatchObject({
      training_phrases: ['i want to pay', 'pay my bill'],
      description: 'Payments',
      response: 'Let us take your payment.',
    });
    expect((await fx.call('GET', `${base}/${track.intent_id}`)).json().data).toMatchObject({
      training_phrases: ['where is my parcel', 'track "order", please'],
      description: 'Parcel tracking',
      response: 'Your parcel is on its way.',
      folder_id: 0,
    });
    const activity = await fx.s.db
      .selectFrom('activity_log')
      .select('subject_id')
      .where('subject_type', '=', 'Intent')
      .where('action', '=', 'import')
      .execute();
    expect(activity.map((a) => Number(a.subject_id))).toEqual(expect.arrayContaining([existing.intent_id, track.intent_id]));
  });

  it('refuses a file with invalid rows, listing every row error and writing nothing', async () => {
    await create({ name: 'Untouched', training_phrases: ['keep me'] });
    const before = await rowsOf(fx.ids.retail);
    const file = [
      'intent_name,description,training_phrase,response',
      'Fresh intent,Fine,good phrase,Fine',
      ',no name,phrase,',
      'Untouched,,,',
      'Fresh intent,Other description,another phrase,',
      'Too many,fields,here,x,y',
      `Long,${'d'.repeat(1001)},phrase,`,
    ].join('\n');
    const res = await upload('bad.csv', file);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('Nothing was imported: the file has 5 invalid row(s).');
    expect(body.row_errors).toEqual([
      { row: 3, column: 'intent_name', message: 'must not be empty' },
      { row: 4, column: 'training_phrase', message: 'must not be empty' },
      { row: 5, column: 'description', message: 'differs from the description given for Fresh intent on row 2' },
      { row: 6, column: null, message: 'The row has 5 fields; the header has 4.' },
      { row: 7, column: 'description', message: 'must be at most 1000 characters' },
    ]);
    expect(body.errors[0]).toBe('row 3: intent_name: must not be empty');
    // A record the CSV reader cannot read is that row's error too.
    const quoted = await upload('quotes.csv', 'intent_name,training_phrase\nQuoted,"fine"\nBroken,"bad"x\n');
    expect(quoted.statusCode).toBe(422);
    expect(quoted.json().row_errors[0]).toEqual({ row: 3, column: null, message: expect.stringMatching(/^Invalid Closing Quote/) });
    expect(quoted.json().message).toBe('Nothing was imported: the file has 1 invalid row(s).');
    expect(await rowsOf(fx.ids.retail)).toEqual(before);
  });

  it('refuses files it cannot read as intents', async () => {
    const before = await rowsOf(fx.ids.retail);
    const cases: [string, string, string][] = [
      ['intents.txt', 'intent_name,training_phrase\nA,b', 'Upload a CSV file (.csv).'],
      ['empty.csv', '', 'The CSV file is empty: its first row must be the header intent_name,description,training_phrase,response.'],
      [
        'header.csv',
        'intent_name,description,training_phrase,response\n',
        'The CSV file has no intents: add one row per training phrase under the header.',
      ],
      [
        'unknown.csv',
        'intent_name,training_phrase,colour\nA,b,red',
        'The CSV header names colour; the columns are intent_name, description, training_phrase and response.',
      ],
      ['missing.csv', 'intent_name,description\nA,b', 'The CSV header must name the training_phrase column.'],
      ['twice.csv', 'intent_name,training_phrase,Training_Phrase\nA,b,c', 'The CSV header names training_phrase twice.'],
      ['quote.csv', '"intent_name,training_phrase\nA,b', 'Quote Not Closed: the parsing is finished with an opening quote at line 2'],
    ];
    for (const [name, content, message] of cases) {
      const res = await upload(name, content);
      expect(res.statusCode, `${name} ${res.body}`).toBe(422);
      expect(res.json().message, name).toBe(message);
    }
    expect((await fx.call('POST', '/intent/import', { file: 'x' })).statusCode).toBe(422);
    expect(await rowsOf(fx.ids.retail)).toEqual(before);
  });

  it('is behind the intent feature flag on the server too', async () => {
    const intent = await create({ name: 'Flagged intent', training_phrases: ['x'] });
    await setFlag(0, fx.ids.retail);
    try {
      const off = { message: 'Intents are not enabled for this account.', errors: [] };
      for (const [method, url, body] of [
        ['GET', base],
        ['POST', base, { name: 'While off', training_phrases: ['x'] }],
        ['PUT', `${base}/${intent.intent_id}`, { name: 'Changed' }],
        ['DELETE', `${base}/${intent.intent_id}`],
        ['POST', '/intent/validate', { name: 'x' }],
        ['GET', '/intent/get-intent-template'],
        ['GET', `${base}/${intent.intent_id}/export`],
      ] as const) {
        const res = await fx.call(method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual(off);
      }
      expect((await upload('i.csv', 'intent_name,training_phrase\nWhile off,x')).statusCode).toBe(403);
      expect((await rowsOf(fx.ids.retail)).some((r) => r.name === 'While off' || r.name === 'Changed')).toBe(false);
      expect((await inHealth('GET', base)).statusCode).toBe(200);
    } finally {
      await setFlag(null, fx.ids.retail);
    }
  });

  it("keeps accounts apart and refuses the read-only user's writes", async () => {
    const intent = await create({ name: 'Retail intent', training_phrases: ['retail'] });
    const before = await rowsOf(fx.ids.retail);
    for (const [method, url, body] of [
      ['GET', `${base}/${intent.intent_id}`],
      ['PUT', `${base}/${intent.intent_id}`, { name: 'Hijacked' }],
      ['DELETE', `${base}/${intent.intent_id}?delete_type=force`],
    ] as const) {
      expect((await inHealth(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await inHealth('GET', base)).json().data).toEqual([]);
    // An import in another account creates there; it never replaces this account's intent.
    expect(
      (await upload('x.csv', 'intent_name,training_phrase\nRetail intent,health phrase', fx.token, health())).json().data,
    ).toMatchObject({ created: 1, updated: 0 });
    const viewer = await fx.s.login('ac.viewer@studio.test');
    const asViewer = (method: string, url: string, body?: unknown) => fx.s.call(method, url, { token: viewer, selection: fx.retail, body });
    expect((await asViewer('GET', base)).statusCode).toBe(200);
    expect((await asViewer('GET', '/intent/get-intent-template')).statusCode).toBe(200);
    expect((await asViewer('POST', base, { name: 'Viewer intent', training_phrases: ['x'] })).statusCode).toBe(403);
    expect((await upload('v.csv', 'intent_name,training_phrase\nViewer,x', viewer)).statusCode).toBe(403);
    expect(await rowsOf(fx.ids.retail)).toEqual(before);
  });
});
