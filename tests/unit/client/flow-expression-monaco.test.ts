import { describe, expect, it } from 'vitest';
import { completeAt, namesFrom, parseExpression } from '@shared/expr';
import { expressionSuggestions, maxSuggestions, parseMarker, suggestionRange, textModel } from '@client/monaco/expressionSuggestions';

const enums = { kinds: { Function: 1, Method: 0, Variable: 4, Operator: 11, Keyword: 17 }, insertAsSnippet: 4 };
const variables = [
  { id: 13, name: 'Age' },
  { id: 14, name: 'Country' },
  { id: 15, name: '2024' },
];
const functions = [{ id: 7, name: 'formatCard', parameters: ['number', 'mask'] }];
const names = namesFrom({ variables, functions });
const end = (text: string) => {
  const lines = text.split('\n');
  return { lineNumber: lines.length, column: lines[lines.length - 1].length + 1 };
};
/** What Monaco is offered with the caret at the end of the text. */
const offered = (text: string, mode: 'decision' | 'variable' | 'keyword_finder' = 'decision') =>
  expressionSuggestions(
    completeAt(text, text.length, { mode, variables, functions }),
    textModel(text),
    end(text),
    enums,
    (i) => `~${i.detail}`,
  );

describe('expression completion in Monaco', () => {
  it('offers variables by name inside {{, replacing from the braces, stored by id in the AST', () => {
    const items = offered('{{Ag');
    expect(items.map((i) => i.label)).toEqual(['{{Age}}']);
    expect(items[0]).toMatchObject({
      kind: 4,
      insertText: '{{Age}}',
      detail: '~#13',
      range: { startLineNumber: 1, startColumn: 1, endColumn: 5 },
    });
    expect(items[0].insertTextRules).toBeUndefined();
    expect(parseExpression(`${items[0].insertText} >= 18`, { names })).toMatchObject({
      ok: true,
      ast: { left: { kind: 'variable', id: 13 } },
    });
  });

  it('writes a variable whose name is no plain word by its id', () => {
    expect(offered('{{20').map((i) => i.insertText)).toEqual(['{{15}}']);
  });

  it('replaces closing braces already typed after the caret', () => {
    const text = '{{Co}}';
    const result = completeAt(text, 4, { variables });
    const [item] = expressionSuggestions(result, textModel(text), { lineNumber: 1, column: 5 }, enums);
    expect(item).toMatchObject({ insertText: '{{Country}}', range: { startColumn: 1, endColumn: 7 } });
  });

  it('inserts operations and functions as snippets with a tab stop per parameter', () => {
    const [upper] = offered('upper', 'variable');
    expect(upper).toMatchObject({ label: 'uppercase', kind: 0, insertTextRules: 4, range: { startColumn: 1, endColumn: 6 } });
    expect(upper.insertText).toMatch(/^uppercase\(\$\{1:[a-z_]+\}\)$/);
    expect(offered('@form')).toMatchObject([
      { label: '@formatCard', kind: 1, insertText: '@formatCard(${1:number}, ${2:mask})', insertTextRules: 4 },
    ]);
    // Keyword finder takes no JavaScript functions.
    expect(offered('@form', 'keyword_finder')).toEqual([]);
  });

  it('offers comparison, math and logical operators after a value, and nothing inside a quoted text', () => {
    const labels = offered('{{Age}} ').map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(['>=', '==', '+', 'AND', 'OR']));
    expect(offered('{{Age}} ').find((i) => i.label === 'AND')).toMatchObject({ kind: 17, insertText: 'AND ' });
    expect(offered('{{Country}} == "D')).toEqual([]);
  });

  it('keeps the range on the caret line, and offers nothing when the replaced part starts on a line before', () => {
    const text = '{{Age}} >= 18\nAND len';
    expect(offered(text).find((i) => i.label === 'length')?.range).toEqual({
      startLineNumber: 2,
      startColumn: 5,
      endLineNumber: 2,
      endColumn: 8,
    });
    expect(suggestionRange({ from: 0, to: 16 }, textModel('{{A\nge'), { lineNumber: 2, column: 3 })).toBeNull();
    expect(suggestionRange({ from: 4, to: 9 }, textModel('ab\ncdef\ngh'), { lineNumber: 2, column: 3 })).toEqual({
      startLineNumber: 2,
      startColumn: 2,
      endLineNumber: 2,
      endColumn: 3,
    });
  });

  it('sends at most a bounded list', () => {
    const many = Array.from({ length: maxSuggestions + 50 }, (_, i) => ({ id: i + 1, name: `v${i}` }));
    const text = '{{';
    const items = expressionSuggestions(completeAt(text, 2, { variables: many }), textModel(text), end(text), enums);
    expect(items).toHaveLength(maxSuggestions);
  });
});

describe('parse errors as Monaco markers', () => {
  it('marks the place the parser names, on the right line and column', () => {
    const text = '{{Age}} >= 18 AND\n  == "DE"';
    const result = parseExpression(text, { names });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const marker = parseMarker(result.error, textModel(text), 8);
    expect(marker).toMatchObject({
      severity: 8,
      message: result.error.message,
      startLineNumber: result.error.line,
      startColumn: result.error.column,
    });
    expect(marker.endLineNumber * 1000 + marker.endColumn).toBeGreaterThan(marker.startLineNumber * 1000 + marker.startColumn);
  });

  it('is one character wide at least, and stays inside the text at its end', () => {
    const text = 'upper(';
    expect(parseMarker({ message: 'x', offset: 6, length: 0, line: 1, column: 7 }, textModel(text), 8)).toMatchObject({
      startColumn: 7,
      endColumn: 7,
    });
    expect(parseMarker({ message: 'x', offset: 2, length: 0, line: 1, column: 3 }, textModel(text), 8)).toMatchObject({
      startColumn: 3,
      endColumn: 4,
    });
  });
});
