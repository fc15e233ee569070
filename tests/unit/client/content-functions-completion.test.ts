import { describe, expect, it } from 'vitest';
import { callSnippet, toSuggestions } from '@client/monaco/completion';
import { functionCompletions, showResult, testArgument, testArguments } from '@client/features/authoring/content/functions/completions';

// The items GET /javascriptfunction/context-autocomplete-function answers (tests/api/content-functions.test.ts).
const serverItems = [
  { label: 'caller_id', kind: 'variable' as const, detail: 'variable (single_value)', insert_text: 'caller_id' },
  { label: 'greet', kind: 'function' as const, detail: 'greet(who, times): STRING', insert_text: 'greet(who, times)' },
];
const enums = { kinds: { Variable: 4, Function: 1, Field: 3 }, insertAsSnippet: 4 };
const range = { startLineNumber: 2, startColumn: 5, endLineNumber: 2, endColumn: 8 };

describe('function completions', () => {
  it("offers the function's own parameters first, then the account's variables and functions", () => {
    const items = functionCompletions(
      [
        { key: 1, name: 'first' },
        { key: 2, name: ' second ' },
        { key: 3, name: '' },
        { key: 4, name: 'first' },
      ],
      serverItems,
    );
    expect(items).toEqual([
      { label: 'first', kind: 'parameter', detail: 'parameter', insertText: 'first' },
      { label: 'second', kind: 'parameter', detail: 'parameter', insertText: 'second' },
      { label: 'caller_id', kind: 'variable', detail: 'variable (single_value)', insertText: 'caller_id' },
      { label: 'greet', kind: 'function', detail: 'greet(who, times): STRING', insertText: 'greet(who, times)' },
    ]);
  });

  it('maps them to Monaco suggestions: kinds, sort order, the word range, calls as snippets', () => {
    const suggestions = toSuggestions(functionCompletions([{ key: 1, name: 'who' }], serverItems), range, enums);
    expect(suggestions).toEqual([
      { label: 'who', kind: 3, detail: 'parameter', insertText: 'who', sortText: '0who', range },
      { label: 'caller_id', kind: 4, detail: 'variable (single_value)', insertText: 'caller_id', sortText: '1caller_id', range },
      {
        label: 'greet',
        kind: 1,
        detail: 'greet(who, times): STRING',
        insertText: 'greet(${1:who}, ${2:times})',
        insertTextRules: 4,
        sortText: '2greet',
        range,
      },
    ]);
  });

  it('writes a call as a snippet with one tab stop per argument, escaping $', () => {
    expect(callSnippet('now()')).toBe('now()');
    expect(callSnippet('pad($value, width)')).toBe('pad(${1:\\$value}, ${2:width})');
    expect(callSnippet('$fmt(a)')).toBe('\\$fmt(${1:a})');
    expect(callSnippet('not a call')).toBeNull();
    // A function item that is not a call is inserted as it is.
    const [plain] = toSuggestions([{ label: 'x', kind: 'function', detail: '', insertText: 'x' }], range, enums);
    expect(plain).not.toHaveProperty('insertTextRules');
    expect(plain.insertText).toBe('x');
  });
});

describe('test run arguments and result', () => {
  it('reads an input as JSON when it is JSON, else as text; empty is null', () => {
    expect(testArgument('12')).toBe(12);
    expect(testArgument('true')).toBe(true);
    expect(testArgument('"Ann"')).toBe('Ann');
    expect(testArgument('[1, 2]')).toEqual([1, 2]);
    expect(testArgument('{"a": 1}')).toEqual({ a: 1 });
    expect(testArgument('Ann')).toBe('Ann');
    expect(testArgument('{not json')).toBe('{not json');
    expect(testArgument('')).toBeNull();
    expect(testArgument('   ')).toBeNull();
  });

  it('sends the arguments in parameter order, whatever order they were typed in', () => {
    const params = [
      { key: 7, name: 'who' },
      { key: 3, name: 'times' },
    ];
    expect(testArguments(params, { 3: '2', 7: 'Ann' })).toEqual(['Ann', 2]);
    expect(testArguments(params, {})).toEqual([null, null]);
  });

  it('shows a result as indented JSON, and nothing returned as null', () => {
    expect(showResult({ text: 'hi Ann', n: 2 })).toBe('{\n  "text": "hi Ann",\n  "n": 2\n}');
    expect(showResult(undefined)).toBe('null');
    expect(showResult('x')).toBe('"x"');
  });
});
