import { describe, expect, it } from 'vitest';
import { secureMask } from '@shared/api/content';
import { fill, messages } from '@shared/messages';
import { checkCsv } from '@client/features/authoring/content/datastores/csvCheck';
import {
  cellText,
  editCell,
  editCount,
  editNewCell,
  gridColumns,
  noEdits,
  refusedCell,
  saveRequests,
} from '@client/features/authoring/content/datastores/documents';
import {
  dataStoreDraft,
  dataStoreErrors,
  dataTypes,
  emptyDataStore,
  moveColumn,
  newColumn,
  type DataStoreDraft,
} from '@client/features/authoring/content/datastores/rules';
import { dataStoresTab } from '@client/features/authoring/content/datastores/tab';

const deps = { variables: [] };
const draft = (columns: Partial<DataStoreDraft['columns'][number]>[], patch: Partial<DataStoreDraft> = {}): DataStoreDraft => ({
  display_name: 'Customers',
  is_log: false,
  columns: columns.map((c) => newColumn(c)),
  ...patch,
});

describe('datastore structure in the editor', () => {
  it('offers the data types of the spec, in its order', () => {
    expect(dataTypes).toEqual(['STRING', 'BOOLEAN', 'NUMERIC', 'CURRENCY_USD', 'CURRENCY_GPB', 'CURRENCY_EUR', 'DATE', 'TIME', 'KVLIST']);
    expect(emptyDataStore().columns).toHaveLength(1);
  });

  it('turns a saved datastore into a draft and back', () => {
    const saved = {
      display_name: 'Customers',
      is_log: true,
      collection_structure: [
        { col_name: 'name', type: 'STRING' as const, secure: false },
        { col_name: 'pin', type: 'STRING' as const, secure: true },
      ],
    };
    const d = dataStoreDraft(saved);
    expect(d.columns.map(({ key: _key, ...c }) => c)).toEqual(saved.collection_structure);
    expect(dataStoresTab.toBody({ ...d, display_name: ' Customers ' }, deps, 'update')).toEqual({
      body: { display_name: 'Customers', is_log: true, collection_structure: saved.collection_structure },
    });
  });

  it('moves columns up and down within bounds', () => {
    expect(moveColumn(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveColumn(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });

  it('refuses a missing name, no columns, bad or repeated column names (as the server does)', () => {
    expect(dataStoreErrors(draft([{ col_name: 'name' }]))).toEqual({ column: {} });
    expect(dataStoreErrors(draft([{ col_name: 'a' }], { display_name: ' ' })).display_name).toBe('datastores.errors.nameRequired');
    expect(dataStoreErrors(draft([])).columns).toBe('datastores.errors.noColumns');
    expect(
      dataStoreErrors(
        draft([
          { col_name: '' },
          { col_name: '1st' },
          { col_name: 'bad name!' },
          { col_name: 'x'.repeat(65) },
          { col_name: 'Name' },
          { col_name: 'name' },
          { col_name: 'ok name_2' },
        ]),
      ).column,
    ).toEqual({
      0: 'datastores.errors.columnRequired',
      1: 'datastores.errors.columnPattern',
      2: 'datastores.errors.columnPattern',
      3: 'datastores.errors.columnTooLong',
      5: 'datastores.errors.columnTwice',
    });
    expect(dataStoresTab.toBody(draft([{ col_name: 'a' }, { col_name: 'A' }]), deps, 'create')).toEqual({
      error: 'datastores.errors.inColumn',
      values: { column: '2', problem: 'columnTwice' },
    });
    expect(dataStoresTab.toBody(draft([]), deps, 'create')).toEqual({ error: 'datastores.errors.noColumns' });
  });
});

describe('datastore documents in the grid', () => {
  const store = {
    collection_structure: [
      { col_name: 'name', type: 'STRING' as const, secure: false },
      { col_name: 'pin', type: 'STRING' as const, secure: true },
    ],
  };
  const ann = { document_id: 1, data: { name: 'Ann', pin: secureMask, active: true } };
  const bo = { document_id: 2, data: { name: 'Bo', pin: null } };

  it("shows the structure's columns, then what a log datastore's answers carry beside them (read-only)", () => {
    expect(gridColumns(store, [ann, bo, { document_id: 3, data: { details: { intent: 'billing' } } }])).toEqual([
      { name: 'name', type: 'STRING', secure: false },
      { name: 'pin', type: 'STRING', secure: true },
      { name: 'active', type: null, secure: false },
      { name: 'details', type: null, secure: false },
    ]);
  });

  it('writes values as cell text', () => {
    expect([null, undefined, 'x', 12.5, true, { a: 1 }].map(cellText)).toEqual(['', '', 'x', '12.5', 'true', '{"a":1}']);
  });

  it('keeps only real edits and sends changed cells as a bulk update, filled new rows as documents', () => {
    let edits = editCell(noEdits, ann, 'name', 'Anna');
    edits = editCell(edits, bo, 'name', 'Bo');
    expect(editCount(edits)).toBe(1);
    edits = editCell(edits, bo, 'pin', '');
    expect(editCount(edits)).toBe(1);
    edits = editCell(edits, bo, 'name', '');
    edits = {
      ...edits,
      added: [
        { key: 1, values: {} },
        { key: 2, values: {} },
      ],
    };
    edits = editNewCell(edits, 1, 'name', 'Cy');
    edits = editNewCell(edits, 1, 'pin', ' ');
    expect(editCount(edits)).toBe(4);
    expect(saveRequests(edits)).toEqual({
      updates: [
        { document_id: 1, data: { name: 'Anna' } },
        { document_id: 2, data: { name: null } },
      ],
      additions: [{ name: 'Cy' }],
    });
    expect(editCount(editCell(edits, ann, 'name', 'Ann'))).toBe(3);
  });

  it('reads which cell the server refused from its message', () => {
    expect(refusedCell('documents.1.amount: must be an amount with at most two decimals')).toEqual({
      index: 1,
      column: 'amount',
      message: 'amount: must be an amount with at most two decimals',
    });
    expect(refusedCell('documents.0.data.born: must be a date written YYYY-MM-DD')).toEqual({
      index: 0,
      column: 'born',
      message: 'born: must be a date written YYYY-MM-DD',
    });
    expect(refusedCell('Operation Failed')).toBeNull();
  });

  it('checks a CSV import before sending it, with the server messages', () => {
    expect(checkCsv({ name: 'people.csv', size: 10 })).toBeNull();
    expect(checkCsv({ name: 'people.txt', size: 10 })).toBe(messages.content.csvOnly);
    expect(checkCsv({ name: 'people.CSV', size: 101 * 1024 * 1024 })).toBe(fill(messages.content.csvTooLarge, { size: 100 }));
  });
});
