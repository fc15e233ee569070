import {
  compareOperators,
  logicalOperators,
  mathOperators,
  type CompareOperator,
  type LogicalOperator,
  type MathOperator,
  type OperandType,
} from './types';

export { compareOperators, logicalOperators, mathOperators };

/**
 * Compare operators (spec 2 §5): a Boolean compares only with Equal To and Not Equal To; every other type
 * with greater than, greater or equal, equal, less than, less or equal and not equal, in that order.
 */
export const booleanCompareOperators = ['equal', 'not_equal'] as const satisfies readonly CompareOperator[];

export function compareOperatorsFor(type: OperandType): readonly CompareOperator[] {
  return type === 'boolean' ? booleanCompareOperators : compareOperators;
}

export const isOperatorAllowed = (operator: CompareOperator, type: OperandType) => compareOperatorsFor(type).includes(operator);

/** The labels are the flow namespace's values.operator.* texts, which the decision node shows too. */
export const compareOperatorLabels: Record<CompareOperator, string> = {
  greater: 'Greater Than',
  greater_or_equal: 'Greater Than or Equal To',
  equal: 'Equal To',
  less: 'Less Than',
  less_or_equal: 'Less Than or Equal To',
  not_equal: 'Not Equal To',
};
export const compareOperatorLabelKey = (operator: CompareOperator) => `values.operator.${operator}`;

/** How the text form writes them. */
export const compareSymbols: Record<CompareOperator, string> = {
  greater: '>',
  greater_or_equal: '>=',
  equal: '==',
  less: '<',
  less_or_equal: '<=',
  not_equal: '!=',
};

export const mathSymbols: Record<MathOperator, string> = { add: '+', subtract: '-', multiply: '*', divide: '/', modulo: '%' };
export const mathOperatorLabels: Record<MathOperator, string> = {
  add: 'Add',
  subtract: 'Subtract',
  multiply: 'Multiply',
  divide: 'Divide',
  modulo: 'Modulo',
};
/** Multiply, divide and modulo bind tighter than add and subtract; all are left-associative. */
export const mathPrecedence: Record<MathOperator, number> = { add: 1, subtract: 1, multiply: 2, divide: 2, modulo: 2 };

export const logicalSymbols: Record<LogicalOperator, string> = { and: 'AND', or: 'OR' };
export const logicalLabels: Record<LogicalOperator, string> = { and: 'AND', or: 'OR' };

const bySymbol = <K extends string>(table: Record<K, string>) =>
  new Map(Object.entries(table).map(([key, symbol]) => [symbol as string, key as K]));
export const compareBySymbol = bySymbol(compareSymbols);
export const mathBySymbol = bySymbol(mathSymbols);
