import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { accountFixture } from './support/account';

/**
 * Every CSV the studio writes goes through one writer: a text cell that a spreadsheet would run as a formula
 * (=, +, -, @, a tab or a carriage return first) is written with a quote before it.
 */
const fx = accountFixture();
const dangerous = ['=HYPERLINK("http://evil.test","x")', '+1+1', '-2+3', '@SUM(A1:A9)', '\tcmd', '\rcmd'];
const neutralised = dangerous.map((d) => `'${d}`);

describe('CSV exports neutralise formulas', () => {
  it('a datastore export writes formula cells as text', async () => {
    const ds = (
      await fx.call('POST', '/data/data-store', {
        display_name: `Formulas ${Date.now()}`,
        collection_structure: [{ col_name: 'note', type: 'STRING' }],
      })
    ).json().data;
    const added = await fx.call('POST', '/data/data-store-collection', {
      data_store_id: ds.data_store_id,
      guard_name: 'admin',
      documents: [...dangerous, 'plain'].map((note) => ({ note })),
    });
    expect(added.statusCode, added.body).toBe(201);
    const queued = await fx.call('POST', '/data/get-exported-csv-url', {
      data_store_id: ds.data_store_id,
      export_csv: 1,
      selected_columns: ['note'],
    });
    expect(queued.statusCode, queued.body).toBe(202);
    let record = queued.json().data;
    for (let i = 0; i < 200 && !['completed', 'failed'].includes(record.status); i++) {
      await new Promise((r) => setTimeout(r, 25));
      record = (await fx.call('GET', `/data/data-store-export?data_store_id=${ds.data_store_id}`))
        .json()
        .data.find((e: { data_store_export_id: number }) => e.data_store_export_id === record.data_store_export_id);
    }
    expect(record.status).toBe('completed');
    const file = await fx.call('GET', record.download_url.replace('/api', ''));
    expect(parse(file.body, { relax_column_count: true }).map((r: string[]) => r[0])).toEqual(['note', ...neutralised, 'plain']);
  });

  it('an intent export writes formula cells as text', async () => {
    const intent = await fx.call('POST', '/intent', {
      name: `Formula ${Date.now()}`,
      description: '@desc',
      training_phrases: ['=1+1', '-hello'],
      response: '+call me',
    });
    expect(intent.statusCode, intent.body).toBe(201);
    const exported = await fx.call('GET', `/intent/${intent.json().data.intent_id}/export`);
    const rows = parse(exported.body) as string[][];
    expect(rows.slice(1).map((r) => r.slice(1))).toEqual([
      ["'@desc", "'=1+1", "'+call me"],
      ["'@desc", "'-hello", "'+call me"],
    ]);
  });
});
