import type { z } from 'zod';
import type { ExprMode } from './operation-types';
import { checkedExprSchema, type Expr } from './types';

/**
 * Expression settings of node configs. A config field made by `expressionField()` is recognised by the
 * node editor by identity (it draws the text form and the builder for it): a condition (decision branches)
 * or a value (the variable node), in the builder mode whose operations it offers.
 */
export type ExpressionRole = 'condition' | 'value';

export interface ExpressionFieldInfo {
  role: ExpressionRole;
  mode: ExprMode;
}

const known = new WeakMap<object, ExpressionFieldInfo>();

/** A config field holding an expression AST; the server validates it with the expression schema. */
export function expressionField(info: ExpressionFieldInfo): z.ZodType<Expr> {
  const schema = checkedExprSchema();
  known.set(schema, { ...info });
  return schema;
}

/** The expression field a schema is, or undefined for any other schema. */
export const expressionFieldInfo = (schema: unknown): ExpressionFieldInfo | undefined =>
  schema && typeof schema === 'object' ? known.get(schema) : undefined;
