import {
  compareOperatorsFor,
  lit,
  staticOperandType,
  type CompareExpr,
  type CompareOperator,
  type Expr,
  type LogicalOperator,
  type OperandType,
  type TypeLookups,
} from '@shared/expr';

/**
 * The condition builder's model: rows of comparisons joined by one AND or OR, converted to and from the
 * expression AST. A condition that is not a comparison (a Boolean operation, a group in parentheses) is a
 * row of its own, edited as an operand. Pure, so the text form and the builder round-trip through the AST.
 */
export interface CompareRow {
  kind: 'compare';
  left: Expr;
  operator: CompareOperator;
  right: Expr;
  /** How to compare, when set; inferred from the operands otherwise. */
  operand?: OperandType;
}
export interface ExprRow {
  kind: 'expr';
  expr: Expr;
}
export type BuilderRow = CompareRow | ExprRow;

export interface ConditionRows {
  joiner: LogicalOperator;
  rows: BuilderRow[];
}

/** A new row: nothing chosen on the left (null), an empty text on the right. */
export const blankRow = (): CompareRow => ({ kind: 'compare', left: lit(null), operator: 'equal', right: lit('') });

const isNullLiteral = (e: Expr) => e.kind === 'literal' && e.value === null;
const isEmptyLiteral = (e: Expr) => e.kind === 'literal' && (e.value === null || e.value === '');

/** A row nobody has filled in yet. */
export const isBlankRow = (row: BuilderRow) =>
  row.kind === 'compare' && isNullLiteral(row.left) && isEmptyLiteral(row.right) && row.operator === 'equal' && !row.operand;

function rowOf(expr: Expr): BuilderRow {
  if (expr.kind !== 'compare') return { kind: 'expr', expr };
  return {
    kind: 'compare',
    left: expr.left,
    operator: expr.operator,
    right: expr.right,
    ...(expr.operand ? { operand: expr.operand } : {}),
  };
}

/** The rows of a condition; null (not built yet) is one blank row. */
export function rowsOf(ast: Expr | null): ConditionRows {
  if (ast === null) return { joiner: 'and', rows: [blankRow()] };
  if (ast.kind === 'conditions') {
    if (ast.list.length === 1) return rowsOf(ast.list[0]);
    return { joiner: ast.operator, rows: ast.list.map(rowOf) };
  }
  return { joiner: 'and', rows: [rowOf(ast)] };
}

export function exprOfRow(row: BuilderRow): Expr {
  if (row.kind === 'expr') return row.expr;
  const compare: CompareExpr = { kind: 'compare', operator: row.operator, left: row.left, right: row.right };
  if (row.operand) compare.operand = row.operand;
  return compare;
}

/** The condition the rows build: null when nothing is built, one row alone, or every row joined. */
export function conditionOf({ joiner, rows }: ConditionRows): Expr | null {
  if (rows.length === 0 || (rows.length === 1 && isBlankRow(rows[0]))) return null;
  const list = rows.map(exprOfRow);
  return list.length === 1 ? list[0] : { kind: 'conditions', operator: joiner, list };
}

/** The type a row compares as (explicit, else inferred); undefined when nothing tells. */
export const rowType = (row: CompareRow, lookups: TypeLookups = {}) => staticOperandType(exprOfRow(row) as CompareExpr, lookups);

/** The operators a row offers: Boolean comparisons take only Equal To and Not Equal To. */
export const rowOperators = (row: CompareRow, lookups: TypeLookups = {}) => compareOperatorsFor(rowType(row, lookups) ?? 'string');

/** After an edit in the builder: an operator the row's type does not take becomes Equal To. */
export function normalizeRow(row: CompareRow, lookups: TypeLookups = {}): CompareRow {
  return rowOperators(row, lookups).includes(row.operator) ? row : { ...row, operator: 'equal' };
}
