import { describe, expect, it } from 'vitest';
import { completeAt, exprSchema, referencesOf, type Expr } from '@shared/expr';
import { ast } from './support';

describe('expression schema', () => {
  it('accepts every kind of node', () => {
    const tree = ast('concat({{12}}, @7(1, null, true)) == "x" AND 1 + 2 > 2 OR {{13}} < 3 as number');
    expect(exprSchema.parse(tree)).toEqual(tree);
  });
  it('refuses unknown kinds, operators and shapes', () => {
    expect(
      exprSchema.safeParse({ kind: 'compare', operator: 'like', left: { kind: 'literal', value: 1 }, right: { kind: 'literal', value: 2 } })
        .success,
    ).toBe(false);
    expect(exprSchema.safeParse({ kind: 'conditions', operator: 'xor', list: [{ kind: 'literal', value: true }] }).success).toBe(false);
    expect(exprSchema.safeParse({ kind: 'conditions', operator: 'and', list: [] }).success).toBe(false);
    expect(exprSchema.safeParse({ kind: 'variable', id: 1.5 }).success).toBe(false);
    expect(exprSchema.safeParse({ kind: 'literal', value: { a: 1 } }).success).toBe(false);
    expect(exprSchema.safeParse({ kind: 'call', op: 'Drop Table', args: [] }).success).toBe(false);
  });
  it('refuses a hostile nesting before walking it', () => {
    let deep: unknown = { kind: 'literal', value: 1 };
    for (let i = 0; i < 100_000; i += 1) deep = { kind: 'math', operator: 'add', left: deep, right: { kind: 'literal', value: 1 } };
    const result = exprSchema.safeParse(deep);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('The expression is nested too deeply (at most 40 levels).');
  });
});

describe('referencesOf', () => {
  it('lists the variables and JavaScript functions used, once each, in order', () => {
    expect(referencesOf(ast('@7({{13}}) == {{12}} AND concat({{13}}, @formatCard(), {{-1}})'))).toEqual([
      { model: 'javascript_function', id: 7 },
      { model: 'variable', id: 13 },
      { model: 'variable', id: 12 },
      { model: 'variable', id: -1 },
    ]);
    expect(referencesOf({ kind: 'literal', value: '{{12}}' } satisfies Expr)).toEqual([]);
  });
});

describe('completion', () => {
  const options = {
    variables: [
      { id: 12, name: 'Customer_name' },
      { id: 13, name: 'Age' },
    ],
    functions: [{ id: 7, name: 'formatCard', parameters: ['card'] }],
  };
  const labels = (text: string, offset = text.length, mode?: 'variable' | 'decision' | 'keyword_finder') =>
    completeAt(text, offset, { ...options, mode }).items.map((i) => i.label);

  it('offers operations by group, variables by name, functions and literals where a value goes', () => {
    const result = completeAt('', 0, options);
    expect(result.items.filter((i) => i.kind === 'variable').map((i) => i.label)).toEqual(['{{Customer_name}}', '{{Age}}']);
    expect(result.items.find((i) => i.label === 'trim')).toMatchObject({
      kind: 'operation',
      group: 'string',
      insertText: 'trim()',
      snippet: 'trim(${1:variable}, ${2:""})',
      detailKey: 'expr.ops.trim',
    });
    expect(result.items.find((i) => i.label === 'extract_number_fixed')?.snippet).toBe('extract_number_fixed(${1:variable}, ${2:5})');
    expect(result.items.find((i) => i.label === 'regex')?.snippet).toBe('regex(${1:variable}, ${2:"//im"})');
    expect(result.items.find((i) => i.label === '@formatCard')).toMatchObject({ kind: 'function', snippet: '@formatCard(${1:card})' });
    const sorted = [...result.items.filter((i) => i.kind === 'operation')].sort((a, b) => a.sortText.localeCompare(b.sortText));
    expect(sorted[0].group).toBe('string');
    expect(sorted[sorted.length - 1].group).toBe('others');
  });
  it('filters by what is typed and replaces the typed word', () => {
    expect(labels('concat({{Age}}, up')).toEqual(['uppercase']);
    expect(completeAt('concat({{Age}}, up', 18, options)).toMatchObject({ from: 16, to: 18 });
    expect(labels('ext', 3, 'keyword_finder')).toEqual([
      'extract_email',
      'extract_number_fixed',
      'extract_number_min_max',
      'extract_letter_fixed',
      'extract_letter_min_max',
    ]);
    expect(labels('lp', 2, 'decision')).toEqual([]);
    expect(labels('lp', 2, 'variable')).toEqual(['lpad']);
  });
  it('offers variables inside {{ and functions after @', () => {
    expect(completeAt('trim({{Cu', 9, options)).toMatchObject({
      from: 5,
      to: 9,
      items: [{ label: '{{Customer_name}}', insertText: '{{Customer_name}}' }],
    });
    expect(completeAt('trim({{A}})', 8, options)).toMatchObject({ from: 5, to: 10 });
    expect(labels('@for')).toEqual(['@formatCard']);
  });
  it('offers operators after a complete value and nothing inside a text', () => {
    expect(labels('{{Age}} ')).toEqual(['>', '>=', '==', '<', '<=', '!=', '+', '-', '*', '/', '%', 'AND', 'OR']);
    expect(labels('trim({{Age}}) a')).toEqual(['AND']);
    expect(completeAt('{{Age}} ', 8, options).items[0]).toMatchObject({ detail: 'Greater Than', detailKey: 'values.operator.greater' });
    expect(labels('{{Age}} >= ')).toEqual(expect.arrayContaining(['{{Age}}', 'uppercase', 'true']));
    expect(labels('concat("tr')).toEqual([]);
  });
});
