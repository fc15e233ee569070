import { describe, expect, it } from 'vitest';
import {
  completeAt,
  fn,
  type CompletionItem,
  type CompletionResult,
  lit,
  newCall,
  operationsFor,
  printExpression,
  validateExpression,
  variable,
} from '@shared/expr';
import {
  operandChoice,
  operandFor,
  operandKind,
  operationChoice,
  switchOperation,
  type ChoiceContext,
} from '@client/features/authoring/callflow/editor/expression/operands';
import { expressionSuggestions, textModel } from '@client/monaco/expressionSuggestions';
import { ast, names } from '../expr/support';

const ctx: ChoiceContext = { mode: 'variable', functionParameters: (id) => (id === 7 ? 2 : 0) };

describe('builder operands', () => {
  it('tells what an operand is', () => {
    expect(
      [lit(null), lit(''), lit(3), lit(false), variable(13), ast('trim({{Age}})'), fn(7), ast('{{Age}} + 1'), ast('{{Age}} > 1')].map(
        operandKind,
      ),
    ).toEqual(['none', 'text', 'number', 'boolean', 'variable', 'operation', 'operation', 'operation', 'expression']);
    expect(operandChoice(variable(13))).toBe('v:13');
    expect([ast('trim({{Age}})'), fn(7), ast('{{Age}} * 2')].map(operationChoice)).toEqual(['trim', 'f:7', 'm:multiply']);
  });

  it('keeps what fits when the kind changes: a number text becomes a number, a variable the first argument', () => {
    expect(operandFor('number', lit('42'), ctx)).toEqual(lit(42));
    expect(operandFor('number', lit('abc'), ctx)).toEqual(lit(0));
    expect(operandFor('text', lit(5), ctx)).toEqual(lit('5'));
    expect(operandFor('boolean', lit('x'), ctx)).toEqual(lit(true));
    expect(operandFor('v:14', lit(''), ctx)).toEqual(variable(14));
    expect(operandFor('none', variable(14), ctx)).toEqual(lit(null));
    const first = operationsFor('variable')[0].id;
    expect(operandFor('operation', variable(13), ctx)).toEqual({
      ...newCall(first),
      args: [variable(13), ...newCall(first).args.slice(1)],
    });
  });

  it('switches operations keeping the value worked on, with the new parameters at their defaults', () => {
    const trimmed = ast('trim({{Customer_name}}, "x")');
    expect(printExpression(switchOperation(trimmed, 'uppercase', ctx), names)).toBe('uppercase({{Customer_name}})');
    expect(printExpression(switchOperation(trimmed, 'substring', ctx), names)).toBe('substring({{Customer_name}}, 0, null)');
    expect(printExpression(switchOperation(trimmed, 'm:add', ctx), names)).toBe('{{Customer_name}} + 0');
    expect(printExpression(switchOperation(ast('{{Age}} + 2'), 'm:modulo', ctx), names)).toBe('{{Age}} % 2');
    expect(printExpression(switchOperation(trimmed, 'f:7', ctx), names)).toBe('@formatCard({{Customer_name}}, "")');
  });

  it('gives a new operation empty required parameters, which validation then asks for', () => {
    const call = switchOperation(lit(''), 'uppercase', ctx);
    expect(call).toEqual({ kind: 'call', op: 'uppercase', args: [lit('')] });
    expect(validateExpression(call, { mode: 'variable' }).map((d) => d.message)).toEqual(['Variable is required for Uppercase.']);
  });
});

describe('text form completion', () => {
  const variables = [
    { id: 13, name: 'Age' },
    { id: 14, name: 'Country' },
  ];
  const enums = { kinds: { Function: 1, Method: 0, Variable: 4, Operator: 11, Keyword: 17 }, insertAsSnippet: 4 };
  /** The suggestions Monaco gets at the end of a one-line text. */
  const suggest = (text: string, item: CompletionItem, result: CompletionResult) =>
    expressionSuggestions({ ...result, items: [item] }, textModel(text), { lineNumber: 1, column: text.length + 1 }, enums)[0];

  it('completes a variable name inside {{ and closes the braces', () => {
    const text = '{{Ag';
    const result = completeAt(text, text.length, { mode: 'decision', variables });
    expect(result.items.map((i) => i.label)).toEqual(['{{Age}}']);
    expect(suggest(text, result.items[0], result)).toMatchObject({
      insertText: '{{Age}}',
      kind: 4,
      range: { startColumn: 1, endColumn: 5 },
    });
  });

  it('puts the caret inside the parentheses of an operation', () => {
    const text = '{{Age}} > len';
    const result = completeAt(text, text.length, { mode: 'decision', variables });
    const item = result.items.find((i) => i.label === 'length')!;
    // A snippet: the caret goes to the first parameter inside the parentheses.
    expect(suggest(text, item, result)).toMatchObject({
      insertText: 'length(${1:variable})',
      insertTextRules: 4,
      kind: 0,
      range: { startColumn: 11, endColumn: 14 },
    });
  });

  it('offers operators after a value, and no hidden operation of the mode', () => {
    const text = '{{Age}} ';
    expect(completeAt(text, text.length, { mode: 'decision', variables }).items.map((i) => i.label)).toContain('>=');
    expect(completeAt('lp', 2, { mode: 'decision' }).items.map((i) => i.label)).toEqual([]);
    expect(completeAt('lp', 2, { mode: 'variable' }).items.map((i) => i.label)).toEqual(['lpad']);
  });
});
