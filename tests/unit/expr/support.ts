import { evaluate, namesFrom, parseExpression, type EvalContext, type Expr, type Value } from '@shared/expr';

/** Variables of the examples: ids with names, as the content library holds them. */
export const names = namesFrom({
  variables: [
    { id: 12, name: 'Customer_name' },
    { id: 13, name: 'Age' },
    { id: 14, name: 'Country' },
    { id: 15, name: 'VIP' },
    { id: 16, name: 'Customer name' },
    { id: -1, name: 'Default_array' },
  ],
  functions: [{ id: 7, name: 'formatCard' }],
});

/** The AST of a text, failing the test when it does not parse. */
export function ast(text: string): Expr {
  const result = parseExpression(text, { names });
  if (!result.ok) throw new Error(`${text}: ${result.error.message} at ${result.error.offset}`);
  return result.ast;
}

/** 2024-03-05 14:07:09 UTC, a Tuesday. */
export const fixedNow = Date.UTC(2024, 2, 5, 14, 7, 9);

/** Parses and evaluates with a fixed clock; variables by id. */
export function run(text: string, variables: Record<number, Value> = {}, ctx: Partial<EvalContext> = {}): Promise<Value> {
  return evaluate(ast(text), { variables, now: () => fixedNow, ...ctx });
}
