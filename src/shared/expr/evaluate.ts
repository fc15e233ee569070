import { limits } from '../limits';
import { boundedValue } from './bounds';
import { fill, messages } from '../messages';
import { parseDate } from './dates';
import { operationById, type RunContext } from './operations';
import { staticOperandType, type TypeLookups } from './infer';
import type { CompareExpr, Expr, MathExpr, OperandType } from './types';
import { ExprError, isNumeric, toBoolean, toNumber, toText, type Value } from './values';
import { joinPath } from './walk';

/**
 * Evaluates an expression. Everything outside the AST is injected: the variables' values, the clock, the time
 * zone, randomness, the JavaScript-function runner and the contact-center data. Coercions are those of
 * values.ts. A comparison compares as its operand type (set by the builder, else inferred as in infer.ts);
 * when nothing tells the type, two numbers (or numeric texts) compare as numbers, two Booleans as Booleans
 * and anything else as text. Dates compare as instants (a number is a Unix timestamp in seconds). AND and OR stop at the first deciding entry; ternary
 * computes only the value it chooses. Every computed value stays within the bounds of bounds.ts. A failure throws
 * ExprError with the path of the failing node.
 */
export interface EvalContext extends Partial<RunContext>, TypeLookups {
  /** Variable values by id; a variable without a value is null. */
  variables: ReadonlyMap<number, Value> | Readonly<Record<number, Value>>;
  /** Runs a JavaScript function content item with its arguments. */
  runFunction?(id: number, args: Value[]): Value | Promise<Value>;
  /** Gives the event loop back between slices of work (the engine's pacer); awaited before every operation. */
  pace?(): Promise<void>;
}

function runContext(ctx: EvalContext): RunContext {
  return {
    now: ctx.now ?? (() => Date.now()),
    timeZone: ctx.timeZone ?? limits.defaultTimezone,
    random: ctx.random ?? Math.random,
    contactCenter: ctx.contactCenter,
    numberType: ctx.numberType,
  };
}

function variableValue(ctx: EvalContext, id: number): Value {
  const vars = ctx.variables;
  const value = vars instanceof Map ? vars.get(id) : (vars as Readonly<Record<number, Value>>)[id];
  return value === undefined ? null : value;
}

function mathOf(expr: MathExpr, left: number, right: number): number {
  switch (expr.operator) {
    case 'add':
      return left + right;
    case 'subtract':
      return left - right;
    case 'multiply':
      return left * right;
    case 'divide':
      if (right === 0) throw new ExprError(messages.expr.divisionByZero);
      return left / right;
    case 'modulo':
      if (right === 0) throw new ExprError(messages.expr.divisionByZero);
      return left % right;
  }
}

function dynamicType(left: Value, right: Value): OperandType {
  if (typeof left === 'boolean' && typeof right === 'boolean') return 'boolean';
  if (isNumeric(left) && isNumeric(right)) return 'number';
  return 'string';
}

function compareValues(expr: CompareExpr, type: OperandType, left: Value, right: Value, run: RunContext): boolean {
  let order: number;
  if (type === 'boolean') order = toBoolean(left) === toBoolean(right) ? 0 : 1;
  else if (type === 'number') order = Math.sign(toNumber(left) - toNumber(right));
  else if (type === 'date') {
    const instant = (v: Value) => (typeof v === 'number' ? v * 1000 : parseDate(toText(v), run.now(), run.timeZone));
    order = Math.sign(instant(left) - instant(right));
  } else {
    const a = toText(left);
    const b = toText(right);
    order = a === b ? 0 : a < b ? -1 : 1;
  }
  switch (expr.operator) {
    case 'equal':
      return order === 0;
    case 'not_equal':
      return order !== 0;
    case 'greater':
      return order > 0;
    case 'greater_or_equal':
      return order >= 0;
    case 'less':
      return order < 0;
    case 'less_or_equal':
      return order <= 0;
  }
}

async function evaluateAt(expr: Expr, ctx: EvalContext, run: RunContext, path: string): Promise<Value> {
  try {
    return await evaluateNode(expr, ctx, run, path);
  } catch (e) {
    // The innermost failing node names the place; a plain Error (a runner, a provider) becomes an ExprError there.
    if (e instanceof ExprError) {
      if (e.path === '' && path !== '') e.path = path;
      throw e;
    }
    throw new ExprError(e instanceof Error ? e.message : String(e), path);
  }
}

async function evaluateNode(expr: Expr, ctx: EvalContext, run: RunContext, path: string): Promise<Value> {
  const at = (segment: string) => joinPath(path, segment);
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'variable':
      return variableValue(ctx, expr.id);
    case 'conditions': {
      const all = expr.operator === 'and';
      for (let i = 0; i < expr.list.length; i += 1) {
        const holds = toBoolean(await evaluateAt(expr.list[i], ctx, run, at(`list.${i}`)));
        if (holds !== all) return !all;
      }
      return all;
    }
    case 'compare': {
      const left = await evaluateAt(expr.left, ctx, run, at('left'));
      const right = await evaluateAt(expr.right, ctx, run, at('right'));
      const type = expr.operand ?? staticOperandType(expr, ctx) ?? dynamicType(left, right);
      return compareValues(expr, type, left, right, run);
    }
    case 'math': {
      const left = toNumber(await evaluateAt(expr.left, ctx, run, at('left')));
      const right = toNumber(await evaluateAt(expr.right, ctx, run, at('right')));
      const result = mathOf(expr, left, right);
      if (!Number.isFinite(result)) throw new ExprError(fill(messages.expr.notANumber, { value: String(result) }));
      return result;
    }
    case 'function': {
      if (!ctx.runFunction) throw new ExprError(messages.expr.functionsUnavailable);
      const args: Value[] = [];
      for (let i = 0; i < expr.args.length; i += 1) args.push(await evaluateAt(expr.args[i], ctx, run, at(`args.${i}`)));
      await ctx.pace?.();
      return boundedValue(await ctx.runFunction(expr.id, args));
    }
    case 'call': {
      const op = operationById(expr.op);
      if (!op) throw new ExprError(fill(messages.expr.unknownOperationId, { operation: expr.op }));
      if (op.id === 'ternary') {
        const condition = expr.args[0] ? await evaluateAt(expr.args[0], ctx, run, at('args.0')) : null;
        const chosen = toBoolean(condition) ? 1 : 2;
        return expr.args[chosen] ? evaluateAt(expr.args[chosen], ctx, run, at(`args.${chosen}`)) : (op.parameters[chosen].default ?? null);
      }
      const args: Value[] = [];
      for (let i = 0; i < expr.args.length; i += 1) args.push(await evaluateAt(expr.args[i], ctx, run, at(`args.${i}`)));
      // Left-out arguments take the parameter's default.
      op.parameters.forEach((p, i) => {
        if (i >= args.length && !p.variadic) args.push(p.default ?? null);
      });
      await ctx.pace?.();
      return boundedValue(await op.run(args, run));
    }
  }
}

/** The value of an expression; throws ExprError (with `path`) when it cannot be computed. */
export async function evaluate(ast: Expr, ctx: EvalContext): Promise<Value> {
  return evaluateAt(ast, ctx, runContext(ctx), '');
}
