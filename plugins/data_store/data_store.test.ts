import { describe, expect, it } from 'vitest';
import { registry } from '@plugins/registry';
import { configFields } from '@shared/plugin-api/editor-fields';
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
  it('picks its array variable among the complex variables, and it stays a variable reference (usage, export, checks)', () => {
    const fields = configFields(registry.require('data_store').config);
    expect(fields.find((f) => f.key === 'result_array_variable_id')).toMatchObject({ kind: 'ref', model: 'complex_variable' });
    const findAll = { data_store_id: 4, operation: 'find_all', result_array_variable_id: 9 };
    expect(refsOf('data_store', findAll)).toEqual([
      { model: 'datastore', id: 4 },
      { model: 'variable', id: 9 },
    ]);
    expect(errorsOf('data_store', { ...findAll, result_array_variable_id: 3 }, content)).toEqual({
      result_array_variable_id: 'The selected variable no longer exists.',
    });
    // The mappings of find still pick from every variable.
    expect(fields.find((f) => f.key === 'result_mappings')).toMatchObject({
      kind: 'list',
      item: { kind: 'object', fields: [{ key: 'source' }, { key: 'variable_id', kind: 'ref', model: 'variable' }] },
    });
  });
  it('branches Success / Failure', () => {
    expect(branchesOf('data_store', {}).map((b) => b.key)).toEqual(['success', 'failure']);
  });
});
