import { lit, newCall, operationsFor, type Expr, type ExprMode, type MathOperator } from '@shared/expr';

/**
 * What an operand of the builder is: nothing chosen yet, a variable, a typed value, an operation (a catalogue
 * operation, a JavaScript function or a math operator), or anything else (a comparison or a group), which the
 * builder shows as text.
 */
export type OperandKind = 'none' | 'variable' | 'text' | 'number' | 'boolean' | 'operation' | 'expression';

export function operandKind(expr: Expr): OperandKind {
  switch (expr.kind) {
    case 'literal':
      if (expr.value === null) return 'none';
      return typeof expr.value === 'string' ? 'text' : typeof expr.value === 'number' ? 'number' : 'boolean';
    case 'variable':
      return 'variable';
    case 'call':
    case 'function':
    case 'math':
      return 'operation';
    default:
      return 'expression';
  }
}

/** The operand picker's value: `v:<id>` picks a variable directly, every other kind is its name. */
export const operandChoice = (expr: Expr): string => (expr.kind === 'variable' ? `v:${expr.id}` : operandKind(expr));

/** The operation picker's value: a catalogue operation by id, `f:<id>` a JavaScript function, `m:<operator>` math. */
export function operationChoice(expr: Expr): string {
  if (expr.kind === 'function') return `f:${expr.id}`;
  if (expr.kind === 'math') return `m:${expr.operator}`;
  return expr.kind === 'call' ? expr.op : '';
}

const isBlank = (e: Expr | undefined) => !e || (e.kind === 'literal' && (e.value === '' || e.value === null));

/** The value worked on, kept when the operation changes (the first argument, the left side of math). */
function subject(current: Expr): Expr | undefined {
  if (current.kind === 'call' || current.kind === 'function') return isBlank(current.args[0]) ? undefined : current.args[0];
  if (current.kind === 'math') return current.left;
  // A variable or a typed value becomes the operation's first argument.
  return current.kind === 'variable' || (current.kind === 'literal' && !isBlank(current)) ? current : undefined;
}

export interface ChoiceContext {
  mode: ExprMode;
  /** Parameter counts of the account's JavaScript functions. */
  functionParameters(id: number): number;
}

/**
 * The operand an operation choice makes. The value worked on stays; a new operation's other parameters take
 * their defaults (required ones empty), a function's arguments start empty, math's right side at 0.
 */
export function switchOperation(current: Expr, choice: string, ctx: ChoiceContext): Expr {
  const kept = subject(current);
  if (choice.startsWith('m:')) {
    const operator = choice.slice(2) as MathOperator;
    return current.kind === 'math' ? { ...current, operator } : { kind: 'math', operator, left: kept ?? lit(0), right: lit(0) };
  }
  if (choice.startsWith('f:')) {
    const id = Number(choice.slice(2));
    const args = Array.from({ length: ctx.functionParameters(id) }, (_, i) => (i === 0 && kept ? kept : lit('')));
    return { kind: 'function', id, args };
  }
  const fresh = newCall(choice);
  return kept && fresh.args.length > 0 ? { ...fresh, args: [kept, ...fresh.args.slice(1)] } : fresh;
}

/** The operand a choice of the operand picker makes, keeping what still fits (a text that is a number). */
export function operandFor(choice: string, current: Expr, ctx: ChoiceContext): Expr {
  if (choice.startsWith('v:')) return { kind: 'variable', id: Number(choice.slice(2)) };
  const value = current.kind === 'literal' ? current.value : null;
  switch (choice) {
    case 'text':
      return lit(value === null ? '' : String(value));
    case 'number':
      return lit(
        typeof value === 'number'
          ? value
          : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
            ? Number(value)
            : 0,
      );
    case 'boolean':
      return lit(typeof value === 'boolean' ? value : true);
    case 'operation':
      if (operandKind(current) === 'operation') return current;
      return switchOperation(current, operationsFor(ctx.mode)[0].id, ctx);
    case 'none':
      return lit(null);
    default:
      return current;
  }
}
