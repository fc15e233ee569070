import { z } from 'zod';
import { fill, messages } from '../messages';

/**
 * The expression builder's AST (spec 2 §5, §9). Node configs embed it; the server validates it with these
 * schemas. Variables are stored by id (the text form shows `{{id}}` or, given names, `{{Name}}`).
 */

/** The types a comparison can compare as (Boolean takes only Equal To and Not Equal To). */
export const operandTypes = ['string', 'number', 'boolean', 'date'] as const;
export type OperandType = (typeof operandTypes)[number];

/** What an operation or parameter carries; 'json' is a decoded object or list, 'any' is not known. */
export type ValueType = OperandType | 'json' | 'any';

export const compareOperators = ['greater', 'greater_or_equal', 'equal', 'less', 'less_or_equal', 'not_equal'] as const;
export type CompareOperator = (typeof compareOperators)[number];

export const mathOperators = ['add', 'subtract', 'multiply', 'divide', 'modulo'] as const;
export type MathOperator = (typeof mathOperators)[number];

export const logicalOperators = ['and', 'or'] as const;
export type LogicalOperator = (typeof logicalOperators)[number];

export type LiteralValue = string | number | boolean | null;

export interface LiteralExpr {
  kind: 'literal';
  value: LiteralValue;
}
/** A content variable by id; -1 is the default array variable. */
export interface VariableExpr {
  kind: 'variable';
  id: number;
}
/** A call of a catalogue operation: `uppercase(trim({{12}}))`. */
export interface CallExpr {
  kind: 'call';
  op: string;
  args: Expr[];
}
/** `left operator right`; `operand` says how to compare when the builder set it (otherwise inferred). */
export interface CompareExpr {
  kind: 'compare';
  operator: CompareOperator;
  left: Expr;
  right: Expr;
  operand?: OperandType;
}
/** The conditions operation: every (and) or any (or) of the list holds. */
export interface ConditionsExpr {
  kind: 'conditions';
  operator: LogicalOperator;
  list: Expr[];
}
export interface MathExpr {
  kind: 'math';
  operator: MathOperator;
  left: Expr;
  right: Expr;
}
/** A call of a JavaScript function content item, by javascript_function_id. */
export interface FunctionExpr {
  kind: 'function';
  id: number;
  args: Expr[];
}

export type Expr = LiteralExpr | VariableExpr | CallExpr | CompareExpr | ConditionsExpr | MathExpr | FunctionExpr;
export type ExprKind = Expr['kind'];

/** Nesting limit of the parser, the schema and the validator. */
export const maxDepth = 40;
export const maxArguments = 20;
export const maxConditions = 50;
export const maxTextLength = 4096;

const id = z.number().int();
const operation = z
  .string()
  .regex(/^[a-z][a-z0-9_]*$/)
  .max(60);

const exprShape: z.ZodType<Expr> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('literal'), value: z.union([z.string().max(maxTextLength), z.number(), z.boolean(), z.null()]) }),
    z.object({ kind: z.literal('variable'), id }),
    z.object({ kind: z.literal('call'), op: operation, args: z.array(exprShape).max(maxArguments) }),
    z.object({
      kind: z.literal('compare'),
      operator: z.enum(compareOperators),
      left: exprShape,
      right: exprShape,
      operand: z.enum(operandTypes).optional(),
    }),
    z.object({ kind: z.literal('conditions'), operator: z.enum(logicalOperators), list: z.array(exprShape).min(1).max(maxConditions) }),
    z.object({ kind: z.literal('math'), operator: z.enum(mathOperators), left: exprShape, right: exprShape }),
    z.object({ kind: z.literal('function'), id, args: z.array(exprShape).max(maxArguments) }),
  ]),
);

/** How deep a raw value nests, counted without recursion (so a hostile body cannot exhaust the stack). */
export function nestingDepth(value: unknown, stopAt = maxDepth + 1): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth > deepest) deepest = depth;
    if (deepest >= stopAt) return deepest;
    for (const child of Object.values(item)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * The schema a node config embeds. The depth is checked before the recursive schema runs. Arrays count
 * as a level of their own, so the limit is on objects and lists together (twice the expression depth).
 */
export const checkedExprSchema = (): z.ZodType<Expr> =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      // An editor keeps text it cannot read yet as a string: it never passes.
      if (typeof value === 'string') ctx.addIssue({ code: 'custom', message: messages.expr.unreadText });
      else if (nestingDepth(value, maxDepth * 2 + 1) > maxDepth * 2) {
        ctx.addIssue({ code: 'custom', message: fill(messages.expr.tooDeep, { max: maxDepth }) });
      }
    })
    .pipe(exprShape) as unknown as z.ZodType<Expr>;

export const exprSchema: z.ZodType<Expr> = checkedExprSchema();

/** Builders for code and tests. */
export const lit = (value: LiteralValue): LiteralExpr => ({ kind: 'literal', value });
export const variable = (variableId: number): VariableExpr => ({ kind: 'variable', id: variableId });
export const call = (op: string, ...args: Expr[]): CallExpr => ({ kind: 'call', op, args });
export const fn = (functionId: number, ...args: Expr[]): FunctionExpr => ({ kind: 'function', id: functionId, args });
