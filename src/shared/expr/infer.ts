import { operationById } from './operations';
import type { CompareExpr, Expr, OperandType, ValueType } from './types';

/** What the static checks may know about content: a variable's compare type, a function's return type. */
export interface TypeLookups {
  variableType?(id: number): OperandType | undefined;
  /** The function_return_type of a JavaScript function (STRING, NUMERIC, BOOLEAN, OBJECT, ARRAY, KVLIST). */
  functionReturnType?(id: number): string | undefined;
}

const returnTypes: Record<string, ValueType> = {
  STRING: 'string',
  NUMERIC: 'number',
  BOOLEAN: 'boolean',
  OBJECT: 'json',
  ARRAY: 'json',
  KVLIST: 'json',
};

/** The type an expression has without running it; 'any' when it cannot be told. */
export function staticTypeOf(expr: Expr, lookups: TypeLookups = {}): ValueType {
  switch (expr.kind) {
    case 'literal':
      if (expr.value === null) return 'any';
      return typeof expr.value === 'boolean' ? 'boolean' : typeof expr.value === 'number' ? 'number' : 'string';
    case 'variable':
      return lookups.variableType?.(expr.id) ?? 'any';
    case 'call': {
      const op = operationById(expr.op);
      if (op?.id === 'ternary') {
        const [a, b] = [expr.args[1], expr.args[2]].map((e) => (e ? staticTypeOf(e, lookups) : 'string'));
        return a === b ? a : 'any';
      }
      return op?.result ?? 'any';
    }
    case 'function':
      return returnTypes[lookups.functionReturnType?.(expr.id) ?? ''] ?? 'any';
    case 'compare':
    case 'conditions':
      return 'boolean';
    case 'math':
      return 'number';
  }
}

/**
 * How a comparison compares: as the builder set it, else Boolean when either side is Boolean, number when
 * either is a number, date when either is a date, text when both are text; undefined when nothing tells
 * (the evaluator then looks at the values).
 */
export function staticOperandType(expr: CompareExpr, lookups: TypeLookups = {}): OperandType | undefined {
  if (expr.operand) return expr.operand;
  const types = [staticTypeOf(expr.left, lookups), staticTypeOf(expr.right, lookups)];
  for (const type of ['boolean', 'number', 'date'] as const) if (types.includes(type)) return type;
  return types.every((t) => t === 'string') ? 'string' : undefined;
}
