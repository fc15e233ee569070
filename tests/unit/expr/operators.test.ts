import { describe, expect, it } from 'vitest';
import {
  compareOperatorLabels,
  compareOperatorsFor,
  evaluate,
  isOperatorAllowed,
  mathOperators,
  validateExpression,
  type Expr,
} from '@shared/expr';
import { ast, run } from './support';

describe('compare operators by operand type', () => {
  it('Boolean takes only Equal To and Not Equal To; the other types the six of the spec, in its order', () => {
    expect(compareOperatorsFor('boolean').map((o) => compareOperatorLabels[o])).toEqual(['Equal To', 'Not Equal To']);
    for (const type of ['string', 'number', 'date'] as const) {
      expect(compareOperatorsFor(type)).toEqual(['greater', 'greater_or_equal', 'equal', 'less', 'less_or_equal', 'not_equal']);
    }
    expect(isOperatorAllowed('greater', 'boolean')).toBe(false);
    expect(isOperatorAllowed('not_equal', 'boolean')).toBe(true);
  });

  it('a Boolean comparison with another operator is refused with the rule as its message', () => {
    expect(validateExpression(ast('{{15}} > true'), { path: 'condition' })).toEqual([
      { path: 'condition.operator', message: 'A Boolean comparison takes only Equal To or Not Equal To.', severity: 'error' },
    ]);
    expect(validateExpression(ast('{{15}} <= {{13}} as boolean'))).toHaveLength(1);
    expect(validateExpression(ast('contains({{12}}, "x") >= false'))).toHaveLength(1);
    expect(validateExpression(ast('{{15}} == true'))).toEqual([]);
    expect(validateExpression(ast('{{15}} != false'))).toEqual([]);
    expect(validateExpression(ast('{{15}} > {{13}}'), { variableType: (id) => (id === 15 ? 'boolean' : undefined) })).toHaveLength(1);
  });

  it('compares numbers as numbers, texts as texts, Booleans by truth, dates as instants', async () => {
    expect(await run('{{13}} >= 18', { 13: '9' })).toBe(false);
    expect(await run('{{13}} >= 18', { 13: '21' })).toBe(true);
    expect(await run('{{13}} > {{14}}', { 13: '10', 14: '9' })).toBe(true);
    expect(await run('{{13}} > {{14}} as string', { 13: '10', 14: '9' })).toBe(false);
    expect(await run('{{14}} == "DE"', { 14: 'DE' })).toBe(true);
    expect(await run('{{14}} < "Z"', { 14: 'DE' })).toBe(true);
    expect(await run('{{14}} == "de"', { 14: 'DE' })).toBe(false);
    expect(await run('{{15}} == true', { 15: 'yes' })).toBe(true);
    expect(await run('{{15}} != true', { 15: '0' })).toBe(true);
    expect(await run('"2024-03-05 10:00" < "2024-03-05T09:30:00-05:00" as date')).toBe(true);
    expect(await run('{{13}} == {{14}}', { 13: '5', 14: '5.0' })).toBe(true);
  });
});

describe('conditions (AND / OR)', () => {
  it('AND needs every entry, OR any one', async () => {
    const vars = { 13: '30', 14: 'DE' };
    expect(await run('{{13}} >= 18 AND {{14}} == "DE"', vars)).toBe(true);
    expect(await run('{{13}} >= 40 AND {{14}} == "DE"', vars)).toBe(false);
    expect(await run('{{13}} >= 40 OR {{14}} == "DE"', vars)).toBe(true);
    expect(await run('{{13}} >= 40 or {{14}} == "AT"', vars)).toBe(false);
    expect(await run('{{13}} > 1 && {{13}} < 100 || false', vars)).toBe(true);
  });
  it('AND binds tighter than OR; parentheses group', async () => {
    expect(await run('true OR false AND false')).toBe(true);
    expect(await run('(true OR false) AND false')).toBe(false);
  });
  it('a chain is one conditions node with the operator AND or OR', () => {
    expect(ast('true AND false AND true')).toEqual({
      kind: 'conditions',
      operator: 'and',
      list: [
        { kind: 'literal', value: true },
        { kind: 'literal', value: false },
        { kind: 'literal', value: true },
      ],
    });
  });
  it('stops at the deciding entry', async () => {
    const calls: number[] = [];
    const runFunction = (id: number) => {
      calls.push(id);
      return true;
    };
    expect(await run('false AND @7()', {}, { runFunction })).toBe(false);
    expect(await run('true OR @7()', {}, { runFunction })).toBe(true);
    expect(calls).toEqual([]);
  });
});

describe('math operators', () => {
  it('add, subtract, multiply, divide, modulo', async () => {
    expect(mathOperators).toEqual(['add', 'subtract', 'multiply', 'divide', 'modulo']);
    expect(await run('{{13}} + 1', { 13: '41' })).toBe(42);
    expect(await run('10 - 2.5')).toBe(7.5);
    expect(await run('6 * 7')).toBe(42);
    expect(await run('7 / 2')).toBe(3.5);
    expect(await run('7 % 3')).toBe(1);
    expect(await run('-7 % 3')).toBe(-1);
  });
  it('multiply, divide and modulo before add and subtract, left to right', async () => {
    expect(await run('1 + 2 * 3')).toBe(7);
    expect(await run('(1 + 2) * 3')).toBe(9);
    expect(await run('10 - 4 - 3')).toBe(3);
    expect(await run('10 - (4 - 3)')).toBe(9);
    expect(await run('2 * 3 % 4')).toBe(2);
    expect(await run('100 / 10 / 5')).toBe(2);
    expect(await run('2 + 3 * 4 > 13')).toBe(true);
  });
  it('refuses division by zero and non-numbers', async () => {
    await expect(run('1 / 0')).rejects.toThrow('Division by zero.');
    await expect(run('1 % 0')).rejects.toThrow('Division by zero.');
    await expect(run('{{12}} * 2', { 12: 'Ann' })).rejects.toThrow("'Ann' is not a number.");
    const bad: Expr = { kind: 'math', operator: 'add', left: { kind: 'literal', value: true }, right: { kind: 'literal', value: 'x' } };
    expect(validateExpression(bad).map((d) => d.path)).toEqual(['left', 'right']);
    await expect(evaluate(bad, { variables: {} })).rejects.toThrow("'x' is not a number.");
  });
});
