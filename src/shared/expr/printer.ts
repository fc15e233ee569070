import { printableFunctionName, printableVariableName, type Names } from './names';
import { compareSymbols, logicalSymbols, mathPrecedence, mathSymbols } from './operators';
import type { Expr, LiteralValue } from './types';

/**
 * The readable text form of an expression: `uppercase(trim({{Customer_name}}))`,
 * `{{Age}} >= 18 AND {{Country}} == "DE"`. Variables and functions print by name when `names` knows them,
 * else by id (`{{12}}`, `@7(...)`), which is also the form stored text uses. Parsing the printed text gives
 * the same AST back; text printed from a parse is the canonical spelling of that text.
 */
export function printExpression(ast: Expr, names: Names = {}): string {
  return print(ast, names);
}

const escapes: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\t': '\\t', '\r': '\\r' };

export function printLiteral(value: LiteralValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return `"${value.replace(/[\\"\n\t\r]/g, (c) => escapes[c])}"`;
}

export function printVariable(id: number, names: Names = {}): string {
  const name = names.variableName?.(id);
  return `{{${printableVariableName(name) ? name : id}}}`;
}

export function printFunctionRef(id: number, names: Names = {}): string {
  const name = names.functionName?.(id);
  return `@${printableFunctionName(name) ? name : id}`;
}

/** Binding strength of a node as an operand: conditions 1, comparison 2, math 3 or 4, everything else 5. */
function strength(expr: Expr): number {
  if (expr.kind === 'conditions') return expr.list.length === 1 ? strength(expr.list[0]) : 1;
  if (expr.kind === 'compare') return 2;
  if (expr.kind === 'math') return 2 + mathPrecedence[expr.operator];
  return 5;
}

const wrap = (text: string, needed: boolean) => (needed ? `(${text})` : text);

function print(expr: Expr, names: Names): string {
  switch (expr.kind) {
    case 'literal':
      return printLiteral(expr.value);
    case 'variable':
      return printVariable(expr.id, names);
    case 'call':
      return `${expr.op}(${expr.args.map((a) => print(a, names)).join(', ')})`;
    case 'function':
      return `${printFunctionRef(expr.id, names)}(${expr.args.map((a) => print(a, names)).join(', ')})`;
    case 'math': {
      const own = strength(expr);
      // Left-associative: a right operand of the same strength keeps its parentheses (a - (b - c)).
      const left = wrap(print(expr.left, names), strength(expr.left) < own);
      const right = wrap(print(expr.right, names), strength(expr.right) <= own);
      return `${left} ${mathSymbols[expr.operator]} ${right}`;
    }
    case 'compare': {
      const left = wrap(print(expr.left, names), strength(expr.left) <= 2);
      const right = wrap(print(expr.right, names), strength(expr.right) <= 2);
      return `${left} ${compareSymbols[expr.operator]} ${right}${expr.operand ? ` as ${expr.operand}` : ''}`;
    }
    case 'conditions':
      if (expr.list.length === 1) return print(expr.list[0], names);
      // Nested conditions always keep their parentheses, so the grouping reads back exactly as built.
      return expr.list
        .map((item) => wrap(print(item, names), item.kind === 'conditions' && item.list.length > 1))
        .join(` ${logicalSymbols[expr.operator]} `);
  }
}
