import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expressionField, lit, printExpression, type Expr } from '@shared/expr';
import { registry } from '@plugins/registry';
import { configFields, fieldOf, newEntry, type FieldSpec } from '@shared/plugin-api/editor-fields';
import { refModels } from '@client/features/authoring/callflow/editor/useRefOptions';
import { fieldPaths } from '@client/features/authoring/callflow/editor/diagnostics';
import {
  blankRow,
  conditionOf,
  isBlankRow,
  normalizeRow,
  rowOperators,
  rowsOf,
  type CompareRow,
} from '@client/features/authoring/callflow/editor/expression/rows';
import { ast, names } from '../expr/support';

const byKey = (fields: FieldSpec[], key: string) => fields.find((f) => f.key === key)!;
const roundTrip = (text: string) => printExpression(conditionOf(rowsOf(ast(text)))!, names);

describe('expression fields in the generated form', () => {
  it('recognises expression schemas by identity, through nullable and default', () => {
    const condition = expressionField({ role: 'condition', mode: 'decision' });
    expect(fieldOf('when', condition)).toMatchObject({ kind: 'expression', role: 'condition', mode: 'decision', nullable: false });
    expect(fieldOf('when', condition.nullable().default(null))).toMatchObject({ kind: 'expression', nullable: true, defaultValue: null });
    // Any other schema of the same shape is not an expression field.
    expect(fieldOf('x', z.unknown()).kind).toBe('unsupported');
  });

  it('draws the decision conditions and the variable value as expressions, and loads variables for them', () => {
    const conditions = byKey(configFields(registry.require('decision').config), 'conditions');
    expect(conditions.kind === 'list' && conditions.item.kind === 'object' && conditions.item.fields.map((f) => [f.key, f.kind])).toEqual([
      ['key', 'text'],
      ['label', 'text'],
      ['condition', 'expression'],
    ]);
    const variable = configFields(registry.require('variable').config);
    expect(variable.map((f) => [f.key, f.kind])).toEqual([
      ['variable_id', 'ref'],
      ['value', 'expression'],
    ]);
    expect(byKey(variable, 'value')).toMatchObject({ role: 'value', mode: 'variable', defaultValue: { kind: 'literal', value: '' } });
    expect([...refModels(configFields(registry.require('decision').config))]).toEqual(['variable']);
  });

  it('adds a decision branch with a unique key, a numbered label and no condition yet', () => {
    const list = byKey(configFields(registry.require('decision').config), 'conditions');
    if (list.kind !== 'list') throw new Error('conditions is a list');
    expect(newEntry(list, [{ key: 'condition_1', label: 'Condition 1', condition: null }])).toEqual({
      key: 'condition_2',
      label: 'Condition 2',
      condition: null,
    });
  });

  it('places diagnostics inside an expression on its field', () => {
    const fields = configFields(registry.require('decision').config);
    const paths = fieldPaths(fields, { conditions: [{ key: 'a', label: 'A', condition: ast('{{Age}} > 1') }] });
    expect(paths).toContain('conditions.0.condition');
    expect(paths.filter((p) => p.startsWith('conditions.0.condition.'))).toEqual([]);
  });
});

describe('condition builder rows ↔ AST', () => {
  it('shows a condition not built yet as one blank row, and a blank row as nothing built', () => {
    const rows = rowsOf(null);
    expect(rows).toEqual({ joiner: 'and', rows: [blankRow()] });
    expect(isBlankRow(rows.rows[0])).toBe(true);
    expect(conditionOf(rows)).toBeNull();
    expect(conditionOf({ joiner: 'or', rows: [] })).toBeNull();
  });

  it('reads an AND of two comparisons as two rows and builds the same AST back', () => {
    const condition = ast('{{Age}} >= 18 AND {{Country}} == "DE"');
    const rows = rowsOf(condition);
    expect(rows.joiner).toBe('and');
    expect(rows.rows).toEqual([
      { kind: 'compare', left: { kind: 'variable', id: 13 }, operator: 'greater_or_equal', right: lit(18) },
      { kind: 'compare', left: { kind: 'variable', id: 14 }, operator: 'equal', right: lit('DE') },
    ]);
    expect(conditionOf(rows)).toEqual(condition);
  });

  it('round-trips text → rows → text, keeping OR, compare types, operations and groups', () => {
    for (const text of [
      '{{Age}} >= 18 AND {{Country}} == "DE"',
      '{{VIP}} == true OR length({{Customer_name}}) > 3',
      '{{Age}} > "7" as number',
      'matches_regex({{Customer_name}}, "/^a/i") AND ({{Age}} < 3 OR {{Age}} > 90)',
      '{{Age}} == 1',
      'is_empty({{Country}})',
    ]) {
      expect(roundTrip(text), text).toBe(text);
    }
  });

  it('keeps a row that is not a comparison as a row of its own', () => {
    const rows = rowsOf(ast('is_empty({{Country}}) OR {{Age}} > 1'));
    expect(rows.rows.map((r) => r.kind)).toEqual(['expr', 'compare']);
    expect(rows.joiner).toBe('or');
  });

  it('builds the text form from edited rows: a new row is added with AND, a changed joiner gives OR', () => {
    const rows = rowsOf(ast('{{Age}} >= 18'));
    const added = { ...rows, rows: [...rows.rows, { ...blankRow(), left: { kind: 'variable', id: 14 }, right: lit('DE') } as CompareRow] };
    expect(printExpression(conditionOf(added)!, names)).toBe('{{Age}} >= 18 AND {{Country}} == "DE"');
    expect(printExpression(conditionOf({ ...added, joiner: 'or' })!, names)).toBe('{{Age}} >= 18 OR {{Country}} == "DE"');
  });

  it('offers only Equal To and Not Equal To for a Boolean comparison, and resets another operator', () => {
    const row = rowsOf(ast('{{VIP}} == true')).rows[0] as CompareRow;
    expect(rowOperators(row)).toEqual(['equal', 'not_equal']);
    expect(rowOperators({ ...row, right: lit(5) })).toEqual(['greater', 'greater_or_equal', 'equal', 'less', 'less_or_equal', 'not_equal']);
    expect(rowOperators({ ...row, right: lit('x'), operand: 'boolean' })).toEqual(['equal', 'not_equal']);
    expect(normalizeRow({ ...row, operator: 'greater' }).operator).toBe('equal');
    expect(normalizeRow({ ...row, right: lit(3), operator: 'greater' }).operator).toBe('greater');
  });

  it('treats a JavaScript function by its return type', () => {
    const row = rowsOf(ast('@formatCard() == {{Age}}')).rows[0] as CompareRow;
    expect(rowOperators(row, { functionReturnType: () => 'BOOLEAN' })).toEqual(['equal', 'not_equal']);
    expect(rowOperators(row, { functionReturnType: () => 'NUMERIC' })).toHaveLength(6);
  });

  it('keeps the AST of a single-entry group as its entry', () => {
    const single: Expr = { kind: 'conditions', operator: 'or', list: [ast('{{Age}} > 1')] };
    expect(conditionOf(rowsOf(single))).toEqual(ast('{{Age}} > 1'));
  });
});
