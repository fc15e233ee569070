import { z } from 'zod';
import {
  branch,
  checkIntoVariables,
  checkNamedValues,
  checkNotEmpty,
  checkRef,
  checkRequiredText,
  checkTextVariables,
  contentId,
  defineNode,
  intoVariables,
  namedValues,
  outcomeBranches,
  service,
  textWithVariables,
} from '@shared/plugin-api';

export const dataStoreOperations = ['find', 'find_all', 'insert', 'update', 'delete'] as const;
export const dataStoreOperators = ['equal', 'not_equal', 'contains', 'greater', 'less'] as const;

const condition = z.object({
  column: z.string().trim().max(120).default(''),
  operator: z.enum(dataStoreOperators).default('equal'),
  value: textWithVariables(2000),
});

/**
 * Reads or writes documents of one of the account's datastores. find stores columns of the first match in
 * variables, find_all all matches in an array variable; insert and update write column values. Success when
 * the operation found or changed a document, else Failure.
 */
export default defineNode({
  type: 'data_store',
  category: 'multiple_child',
  group: 'Data',
  label: {
    en: 'Data store',
    de: 'Datenspeicher',
    fr: 'Magasin de données',
    'fr-CA': 'Magasin de données',
    es: 'Almacén de datos',
    it: 'Archivio dati',
    'pt-BR': 'Armazenamento de dados',
  },
  icon: 'database',
  keywords: ['datastore', 'database', 'lookup', 'table', 'save', 'query', 'record'],
  /** Datastore: the datastore and operation, which records, the values written, and where the results go. */
  editor: {
    sections: [
      { title: 'datastore', keys: ['data_store_id', 'operation'] },
      { title: 'records', keys: ['conditions'], when: { conditions: (config) => config.operation !== 'insert' } },
      { title: 'values', keys: ['values'], when: { values: (config) => config.operation === 'insert' || config.operation === 'update' } },
      {
        title: 'result',
        keys: ['result_mappings', 'result_array_variable_id'],
        when: {
          result_mappings: (config) => config.operation === 'find',
          result_array_variable_id: (config) => config.operation === 'find_all',
        },
      },
    ],
  },
  config: z.object({
    data_store_id: contentId('datastore'),
    operation: z.enum(dataStoreOperations).default('find'),
    /** Which documents (all must hold). */
    conditions: z.array(condition).max(20).default([]),
    /** Column → value written (insert, update). */
    values: namedValues(50),
    /** Column → variable (find). */
    result_mappings: intoVariables(50),
    /** An array variable that receives every match (find_all): picked among the variables that hold a structure. */
    result_array_variable_id: contentId('complex_variable'),
  }),
  validate(config, ctx) {
    const op = config.operation;
    const out = checkRef(ctx, 'datastore', config.data_store_id, 'data_store_id', 'Datastore');
    if (op === 'find' || op === 'update' || op === 'delete') out.push(...checkNotEmpty(config.conditions, 'conditions', 'condition'));
    config.conditions.forEach((c, i) => {
      out.push(...checkRequiredText(c.column, `conditions.${i}.column`, 'Column'));
      out.push(...checkTextVariables(ctx, c.value, `conditions.${i}.value`));
    });
    if (op === 'insert' || op === 'update') out.push(...checkNotEmpty(config.values, 'values', 'column value'));
    out.push(...checkNamedValues(ctx, config.values, 'values', 'Column'));
    out.push(...checkIntoVariables(ctx, config.result_mappings, 'result_mappings', 'Column'));
    out.push(
      ...checkRef(ctx, 'variable', config.result_array_variable_id, 'result_array_variable_id', 'Array variable', op === 'find_all'),
    );
    return out;
  },
  branches: () => outcomeBranches(),
  /**
   * Runs the operation on the account's datastore through the engine's datastore service. find maps the first
   * match's columns into variables, find_all puts every match into the array variable. Success when a document was
   * found or changed; a datastore that no longer exists or a refused value is an error on the node (Failure).
   */
  async run(config, ctx) {
    if (config.data_store_id === null) throw new Error('Choose the datastore of this node.');
    const op = config.operation;
    let answer;
    try {
      answer = await service(
        ctx,
        'datastore',
        'Datastores',
      )({
        dataStoreId: config.data_store_id,
        operation: op,
        conditions: config.conditions.map((c) => ({ column: c.column, operator: c.operator, value: ctx.fill(c.value) })),
        values: Object.fromEntries(config.values.filter((v) => v.name !== '').map((v) => [v.name, ctx.fill(v.value)])),
      });
    } catch (e) {
      ctx.emit({ type: 'error', message: e instanceof Error ? e.message : String(e) });
      return branch('failure');
    }
    if (op === 'find') {
      const found = answer.documents[0];
      if (!found) return branch('failure');
      const column = (name: string) => Object.keys(found).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
      for (const m of config.result_mappings) if (m.variable_id !== null) ctx.set(m.variable_id, found[column(m.source)] ?? null);
      return branch('success');
    }
    if (op === 'find_all') {
      if (config.result_array_variable_id !== null) ctx.set(config.result_array_variable_id, answer.documents);
      return branch(answer.documents.length > 0 ? 'success' : 'failure');
    }
    return branch(answer.changed > 0 ? 'success' : 'failure');
  },
});
