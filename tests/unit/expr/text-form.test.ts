import { describe, expect, it } from 'vitest';
import { namesFrom, parseExpression, printExpression, type Expr } from '@shared/expr';
import { ast, names } from './support';

const error = (text: string) => {
  const result = parseExpression(text, { names });
  if (result.ok) throw new Error(`${text} parsed`);
  return result.error;
};

/** Texts already in their canonical spelling: they read back to the same AST and print back unchanged. */
const canonical = [
  'uppercase(trim({{Customer_name}}))',
  '{{Age}} >= 18 AND {{Country}} == "DE"',
  '{{Age}} > 17 OR {{VIP}} == true',
  '({{Age}} < 18 OR {{Age}} > 65) AND {{Country}} != "DE"',
  '({{Age}} < 18 AND {{VIP}} == false) OR (1 == 1 AND 2 <= 3)',
  '1 + 2 * 3',
  '(1 + 2) * 3',
  '10 - (4 - 3)',
  '10 - 4 - 3',
  '2 * (3 % 4)',
  '{{Age}} * -1 + 0.5',
  '-7 % 3',
  '1e+21 / 3',
  'concat({{Customer name}}, " said \\"hi\\"\\n", "tab\\there", "back\\\\slash")',
  'substring({{Customer_name}}, 0, 3)',
  'extract_number_fixed({{Customer_name}}, 5)',
  'regex({{Customer_name}}, "/^(\\\\d+)$/im")',
  'ternary({{VIP}} == true, "VIP line", "Main line")',
  'date_time("Y-m-d H:i:s O", "Now")',
  'json_get_element(json_decode({{Customer_name}}), "a.b[0]")',
  '@formatCard({{Customer_name}}, 4) == "4111"',
  '@formatCard()',
  '{{Default_array}} == null',
  'not(contains({{Country}}, "D"))',
  '{{Age}} > {{Country}} as number',
  '(1 > 2) == false',
  'round({{Age}} / 3, 2) >= 1.5 AND (true OR false)',
  'random_id()',
  '"{{12}} stays text"',
];

describe('text form ↔ AST', () => {
  it.each(canonical)('%s round-trips', (text) => {
    const parsed = ast(text);
    expect(printExpression(parsed, names)).toBe(text);
    expect(ast(printExpression(parsed, names))).toEqual(parsed);
  });

  it('normalises other spellings to the canonical one', () => {
    const cases: [string, string][] = [
      ['UPPERCASE( trim( {{ Customer_name }} ) )', 'uppercase(trim({{Customer_name}}))'],
      ["{{Age}}>=18 and {{Country}}=='DE'", '{{Age}} >= 18 AND {{Country}} == "DE"'],
      ['true && false || TRUE', '(true AND false) OR true'],
      ['((1))', '1'],
      ['(1 * 2) + 3', '1 * 2 + 3'],
      ['{{13}} > {{14}} AS Number', '{{Age}} > {{Country}} as number'],
    ];
    for (const [text, expected] of cases) expect(printExpression(ast(text), names)).toBe(expected);
  });

  it('stores variables by id and shows them by name', () => {
    expect(ast('{{Customer_name}}')).toEqual({ kind: 'variable', id: 12 });
    expect(ast('{{Customer name}}')).toEqual({ kind: 'variable', id: 16 });
    expect(ast('{{12}}')).toEqual({ kind: 'variable', id: 12 });
    expect(ast('{{-1}}')).toEqual({ kind: 'variable', id: -1 });
    expect(ast('@formatCard()')).toEqual({ kind: 'function', id: 7, args: [] });
    const tree: Expr = { kind: 'call', op: 'uppercase', args: [{ kind: 'variable', id: 12 }] };
    expect(printExpression(tree, names)).toBe('uppercase({{Customer_name}})');
    expect(printExpression(tree)).toBe('uppercase({{12}})');
    expect(printExpression({ kind: 'function', id: 7, args: [] })).toBe('@7()');
    expect(printExpression({ kind: 'variable', id: 99 }, names)).toBe('{{99}}');
  });

  it('reads the id form without any names', () => {
    const parsed = parseExpression('uppercase({{12}}) == @7({{-1}})');
    expect(parsed).toMatchObject({ ok: true });
    if (parsed.ok) expect(printExpression(parsed.ast)).toBe('uppercase({{12}}) == @7({{-1}})');
  });

  it('prints names it cannot read back by id', () => {
    const odd = namesFrom({
      variables: [
        { id: 3, name: 'has}}braces' },
        { id: 4, name: '42' },
      ],
    });
    expect(printExpression({ kind: 'variable', id: 3 }, odd)).toBe('{{3}}');
    expect(printExpression({ kind: 'variable', id: 4 }, odd)).toBe('{{4}}');
  });

  it('keeps a builder-made nesting exactly', () => {
    const nested: Expr = {
      kind: 'conditions',
      operator: 'and',
      list: [
        {
          kind: 'conditions',
          operator: 'and',
          list: [
            { kind: 'literal', value: true },
            { kind: 'literal', value: false },
          ],
        },
        {
          kind: 'math',
          operator: 'subtract',
          left: { kind: 'literal', value: 1 },
          right: { kind: 'math', operator: 'add', left: { kind: 'literal', value: 2 }, right: { kind: 'literal', value: 3 } },
        },
        {
          kind: 'compare',
          operator: 'equal',
          left: { kind: 'compare', operator: 'less', left: { kind: 'literal', value: 1 }, right: { kind: 'literal', value: 2 } },
          right: { kind: 'literal', value: true },
          operand: 'boolean',
        },
      ],
    };
    const text = printExpression(nested);
    expect(text).toBe('(true AND false) AND 1 - (2 + 3) AND (1 < 2) == true as boolean');
    expect(ast(text)).toEqual(nested);
  });
});

describe('parse errors carry a place and a clear message', () => {
  it.each([
    ['', 'The expression is empty.', 0],
    ['uppercase(', 'The expression ends too early: a value expected.', 10],
    ['uppercase({{12}}', "The expression ends too early: ',' or ')' expected.", 16],
    ['uppercase({{12}} {{13}})', "Unexpected '{{13}}': ',' or ')' expected.", 17],
    ['"open', 'This text is missing its closing quote.', 0],
    ['trim({{Customer_name)', 'This variable is missing its closing }}.', 5],
    ['{{Age}} = 18', 'Use == to compare two values.', 8],
    ['shout({{12}})', "There is no operation 'shout'.", 0],
    ['{{Nobody}} == 1', "There is no variable named 'Nobody'.", 0],
    ['@nothing()', "There is no JavaScript function named 'nothing'.", 0],
    ['1 < 2 < 3', 'Comparisons cannot be chained; join them with AND or OR.', 6],
    ['-{{Age}}', 'A minus sign before a value applies to numbers only; write 0 - … instead.', 0],
    ['1 == 1 as text', "'text' is not a comparison type; use string, number, boolean or date.", 10],
    ['hello', "Unexpected 'hello': a value expected.", 0],
    ['1 2', "Unexpected '2': an operator, AND, OR or the end expected.", 2],
    ['1 + # 2', "The character '#' cannot be used here.", 4],
    ['(1 + 2', "The expression ends too early: ')' expected.", 6],
  ])('%j', (text, message, offset) => {
    expect(error(text)).toMatchObject({ message, offset });
  });

  it('gives line and column for multi-line text', () => {
    expect(error('concat(\n  {{Age}},\n  ~)')).toMatchObject({ line: 3, column: 3, offset: 21, length: 1 });
  });

  it('refuses nesting beyond 40 levels', () => {
    const deep = `${'not('.repeat(45)}true${')'.repeat(45)}`;
    expect(error(deep).message).toBe('The expression is nested too deeply (at most 40 levels).');
    const long = Array.from({ length: 60 }, () => '1').join(' + ');
    expect(error(long).message).toBe('The expression is nested too deeply (at most 40 levels).');
    expect(parseExpression(Array.from({ length: 30 }, () => '1').join(' + ')).ok).toBe(true);
  });
});
