import { describe, expect, it } from 'vitest';
import { branchesOf, ctxWith, diagnose, errorsOf, refs, refsOf } from '../test-support';

const content = ctxWith([...refs('variable', 7, 8, 9), ...refs('datastore', 4)]);

describe('data_store', () => {
  const find = {
    data_store_id: 4,
    operation: 'find',
    conditions: [{ column: 'phone', operator: 'equal', value: '{{7}}' }],
    result_mappings: [{ source: 'name', variable_id: 8 }],
  };
  it('finds a document and stores its columns', () => expect(diagnose('data_store', find, content)).toEqual([]));
  it('needs a datastore', () => {
    expect(errorsOf('data_store', { operation: 'insert', values: [{ name: 'a', value: '1' }] })).toEqual({
      data_store_id: 'Datastore is required.',
    });
    expect(errorsOf('data_store', { ...find, data_store_id: 5 }, content)).toEqual({
      data_store_id: 'The selected datastore no longer exists.',
    });
  });
  it.each(['find', 'update', 'delete'])('%s needs a condition', (operation) => {
    expect(errorsOf('data_store', { data_store_id: 4, operation, values: [{ name: 'a', value: '1' }] }, content)).toEqual({
      conditions: 'Add at least one condition.',
    });
  });
  it.each(['insert', 'update'])('%s needs column values', (operation) => {
    expect(errorsOf('data_store', { ...find, operation, result_mappings: [] }, content)).toEqual({
      values: 'Add at least one column value.',
    });
  });
  it('find_all stores every match in an array variable', () => {
    expect(errorsOf('data_store', { data_store_id: 4, operation: 'find_all' }, content)).toEqual({
      result_array_variable_id: 'Array variable is required.',
    });
    expect(diagnose('data_store', { data_store_id: 4, operation: 'find_all', result_array_variable_id: 9 }, content)).toEqual([]);
  });
  it('needs column names, unique among the values', () => {
    expect(
      errorsOf(
        'data_store',
        {
          data_store_id: 4,
          operation: 'update',
          conditions: [{ column: ' ', operator: 'equal', value: '' }],
          values: [
            { name: 'x', value: '' },
            { name: 'X', value: '' },
          ],
        },
        content,
      ),
    ).toEqual({
      'conditions.0.column': 'Column is required.',
      'values.1.name': 'Column must be unique.',
    });
  });
  it('references the datastore and every variable it reads or writes', () => {
    expect(refsOf('data_store', { ...find, values: [{ name: 'n', value: '{{9}}' }], result_array_variable_id: 9 })).toEqual([
      { model: 'datastore', id: 4 },
      { model: 'variable', id: 7 },
      { model: 'variable', id: 9 },
      { model: 'variable', id: 8 },
    ]);
  });
  it('branches Success / Failure', () => {
    expect(branchesOf('data_store', {}).map((b) => b.key)).toEqual(['success', 'failure']);
  });
});
