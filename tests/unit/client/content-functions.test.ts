import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionMaxTimeoutMs, type JavascriptFunction } from '@shared/api/content-more';
import { limits } from '@shared/limits';
import {
  addParameter,
  emptyFunction,
  functionBody,
  isSaved,
  maxParameters,
  moveParameter,
  nameProblem,
  parameterProblems,
  removeParameter,
  renameParameter,
  toFunctionDraft,
  type FunctionDraft,
  type ParameterDraft,
} from '@client/features/authoring/content/functions/rules';

const saved: JavascriptFunction = {
  javascript_function_id: 12,
  name: 'toPairs',
  javascript_function_parameters: [{ name: 'first' }, { name: 'second' }],
  function_return_type: 'KVLIST',
  is_log: true,
  code: 'return { first: first, second: second };',
  max_timeout: 5590,
  ac_id: 3,
  folder_id: 0,
  is_enabled: 1,
  is_archived: 0,
  is_refreshing: 0,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};
const params = (...names: string[]): ParameterDraft[] => names.map((name, i) => ({ key: i + 1, name }));
const draft = (patch: Partial<FunctionDraft> = {}): FunctionDraft => ({ ...emptyFunction(), name: 'greet', ...patch });

describe('function draft and body', () => {
  it('a new function returns a string, logs nothing, has no parameters and the fixed 5590 ms timeout', () => {
    expect(emptyFunction()).toEqual({
      id: null,
      name: '',
      parameters: [],
      function_return_type: 'STRING',
      is_log: false,
      code: '',
      max_timeout: 5590,
    });
    expect(functionMaxTimeoutMs).toBe(5590);
  });

  it('a saved function becomes a draft and saves back to the same body, without max_timeout', () => {
    const d = toFunctionDraft(saved);
    expect(d).toMatchObject({ id: 12, name: 'toPairs', function_return_type: 'KVLIST', is_log: true, max_timeout: 5590 });
    expect(d.parameters.map((p) => p.name)).toEqual(['first', 'second']);
    expect(functionBody(d)).toEqual({
      body: {
        name: 'toPairs',
        javascript_function_parameters: [{ name: 'first' }, { name: 'second' }],
        function_return_type: 'KVLIST',
        is_log: true,
        code: 'return { first: first, second: second };',
      },
    });
    expect(JSON.stringify(functionBody(d))).not.toContain('max_timeout');
  });

  it('trims the name and the parameter names; the code is kept as typed', () => {
    const built = functionBody(draft({ name: '  greet ', parameters: params(' who', 'times '), code: '  return who;\n' }));
    expect(built).toMatchObject({
      body: { name: 'greet', javascript_function_parameters: [{ name: 'who' }, { name: 'times' }], code: '  return who;\n' },
    });
  });

  it('refuses a missing or malformed function name with the reason', () => {
    expect(functionBody(draft({ name: ' ' }))).toEqual({ error: 'functions.problems.required', values: { name: '—' } });
    expect(functionBody(draft({ name: '1st' }))).toEqual({ error: 'functions.problems.identifier', values: { name: '1st' } });
    expect(functionBody(draft({ name: 'has space' }))).toMatchObject({ error: 'functions.problems.identifier' });
    expect(functionBody(draft({ name: 'return' }))).toEqual({ error: 'functions.problems.reserved', values: { name: 'return' } });
    expect(functionBody(draft({ name: 'x'.repeat(65) }))).toMatchObject({ error: 'functions.problems.tooLong' });
    expect(nameProblem('$ok_Name2')).toBeNull();
  });

  it('refuses malformed, reserved, empty and repeated parameter names', () => {
    expect(functionBody(draft({ parameters: params('a-b') }))).toEqual({
      error: 'functions.problems.parameter.identifier',
      values: { name: 'a-b' },
    });
    expect(functionBody(draft({ parameters: params('a', 'a') }))).toEqual({
      error: 'functions.problems.parameter.duplicate',
      values: { name: 'a' },
    });
    expect(functionBody(draft({ parameters: params('class') }))).toMatchObject({ error: 'functions.problems.parameter.reserved' });
    expect(functionBody(draft({ parameters: params('') }))).toMatchObject({ error: 'functions.problems.parameter.required' });
    // Only the later of two equal names is marked; names differ by case in JavaScript.
    expect([...parameterProblems(params('a', 'b', 'a', 'A', '9'))]).toEqual([
      [3, 'duplicate'],
      [5, 'identifier'],
    ]);
  });

  it('refuses more than 20 parameters', () => {
    const many = params(...Array.from({ length: maxParameters + 1 }, (_, i) => `p${i}`));
    expect(functionBody(draft({ parameters: many }))).toEqual({ error: 'functions.problems.tooManyParameters', values: { max: '20' } });
  });

  it('tells a draft that matches the saved function from an edited one', () => {
    const d = toFunctionDraft(saved);
    expect(isSaved(d, saved)).toBe(true);
    expect(isSaved({ ...d, name: ' toPairs ' }, saved)).toBe(true);
    expect(isSaved({ ...d, code: 'return 1;' }, saved)).toBe(false);
    expect(isSaved({ ...d, parameters: [...d.parameters].reverse() }, saved)).toBe(false);
    expect(isSaved({ ...d, is_log: false }, saved)).toBe(false);
    expect(isSaved({ ...d, name: '1bad' }, saved)).toBe(false);
  });
});

describe('parameter list', () => {
  it('adds param1, param2 … taking the first free name, with a new key', () => {
    let list = addParameter([]);
    expect(list).toEqual([{ key: 1, name: 'param1' }]);
    list = addParameter(renameParameter(list, 1, 'who'));
    expect(list).toEqual([
      { key: 1, name: 'who' },
      { key: 2, name: 'param1' },
    ]);
    expect(addParameter(list).map((p) => p.name)).toEqual(['who', 'param1', 'param2']);
  });

  it('adds nothing beyond 20 parameters', () => {
    let list: ParameterDraft[] = [];
    for (let i = 0; i < 25; i++) list = addParameter(list);
    expect(list).toHaveLength(20);
    expect(new Set(list.map((p) => p.key)).size).toBe(20);
  });

  it('renames, removes and moves by key; the order is the order of the arguments', () => {
    const list = params('a', 'b', 'c');
    expect(renameParameter(list, 2, 'beta').map((p) => p.name)).toEqual(['a', 'beta', 'c']);
    expect(removeParameter(list, 1).map((p) => p.name)).toEqual(['b', 'c']);
    expect(moveParameter(list, 3, -1).map((p) => p.name)).toEqual(['a', 'c', 'b']);
    expect(moveParameter(list, 1, 1).map((p) => p.name)).toEqual(['b', 'a', 'c']);
    expect(moveParameter(list, 1, -1)).toEqual(list);
    expect(moveParameter(list, 3, 1)).toEqual(list);
    // A moved parameter keeps its key (its test input goes with it).
    expect(moveParameter(list, 3, -1).map((p) => p.key)).toEqual([1, 3, 2]);
    expect(list.map((p) => p.name)).toEqual(['a', 'b', 'c']);
  });
});

const root = join(process.cwd(), 'src/shared/i18n/locales');
const flatten = (table: Record<string, unknown>, prefix = ''): Record<string, string> =>
  Object.entries(table).reduce<Record<string, string>>(
    (out, [k, v]) =>
      v && typeof v === 'object'
        ? { ...out, ...flatten(v as Record<string, unknown>, `${prefix}${k}.`) }
        : { ...out, [`${prefix}${k}`]: String(v) },
    {},
  );
const placeholders = (text: string) => (text.match(/:[A-Za-z_][A-Za-z0-9_]*/g) ?? []).sort();

describe('function texts', () => {
  const en = flatten(JSON.parse(readFileSync(join(root, 'en', 'content.json'), 'utf8')));
  const own = Object.keys(en).filter(
    (k) =>
      k.startsWith('functions.') ||
      ['items.function', 'commands.createFunction', 'commands.openFunction'].includes(k) ||
      /^fields\.(function_return_type|parameters|is_log|max_timeout|code)$/.test(k),
  );

  it('names every return type and every problem the rules report', () => {
    for (const type of ['STRING', 'NUMERIC', 'BOOLEAN', 'OBJECT', 'ARRAY', 'KVLIST'])
      expect(en[`functions.returnTypes.${type}`]).toBeTruthy();
    expect(en['functions.returnTypes.KVLIST']).toBe('Key-value list');
    for (const p of ['required', 'identifier', 'reserved', 'tooLong', 'tooManyParameters'])
      expect(en[`functions.problems.${p}`]).toBeTruthy();
    for (const p of ['required', 'identifier', 'reserved', 'tooLong', 'duplicate'])
      expect(en[`functions.problems.parameter.${p}`]).toBeTruthy();
  });

  for (const locale of limits.locales.filter((l) => l !== 'en')) {
    it(`${locale} translates them with the same :placeholders`, () => {
      const other = flatten(JSON.parse(readFileSync(join(root, locale, 'content.json'), 'utf8')));
      for (const key of own) {
        expect(other[key], `${locale}:${key}`).toBeTruthy();
        expect(placeholders(other[key]), `${locale}:${key}`).toEqual(placeholders(en[key]));
      }
    });
  }
});
