import { limits } from '../limits';
import { fill, messages } from '../messages';
import { nestingDepth } from './types';
import { ExprError, type Value } from './values';

/**
 * The bounds of every value a flow computes or keeps (limits.flow): at most maxValueLength characters (a text's
 * own length, a JSON value's length as written) and maxValueDepth levels of nesting. Operations that could build
 * something larger check the length they would build first (assertLength), so nothing oversized is ever made.
 */
const { maxValueLength, maxValueDepth } = limits.flow;

/** Throws the value-too-long error when a value of `length` characters would exceed the bound. */
export function assertLength(length: number): void {
  if (length > maxValueLength) {
    throw new ExprError(
      fill(messages.expr.valueTooLong, { length: length.toLocaleString('en-US'), max: maxValueLength.toLocaleString('en-US') }),
    );
  }
}

/** The value when it is within the bounds; else the error that says which bound it exceeds. */
export function boundedValue<T extends Value>(value: T): T {
  if (typeof value === 'string') assertLength(value.length);
  else if (value !== null && typeof value === 'object') {
    if (nestingDepth(value, maxValueDepth + 1) > maxValueDepth)
      throw new ExprError(fill(messages.expr.valueTooDeep, { max: maxValueDepth }));
    assertLength(JSON.stringify(value).length);
  }
  return value;
}
