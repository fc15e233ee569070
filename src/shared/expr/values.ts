import { fill, messages } from '../messages';
import type { ValueType } from './types';

/**
 * Runtime values and the coercions between them. Call-flow variables hold text, so every operation accepts
 * text and converts it the same way:
 * - to text: null → '', true/false → 'true'/'false', numbers as written in JavaScript, objects and lists as JSON;
 * - to a number: numbers as they are, text that is a number (after trimming) as that number, '' and null → 0,
 *   true → 1, false → 0; anything else is an error naming the value;
 * - to a Boolean: false, null, 0, '', '0', 'false', 'no' and 'off' (any case) are false, everything else true;
 * - to JSON: objects and lists as they are, text is decoded (an error when it is not JSON).
 */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type Value = JsonValue;

/** An evaluation error; `path` is the dotted path of the AST node that failed. */
export class ExprError extends Error {
  constructor(
    message: string,
    public path = '',
  ) {
    super(message);
    this.name = 'ExprError';
  }
}

export function toText(value: Value): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

// One way to read each digit (no nested or adjacent optional digit runs): linear however long the text.
const numeric = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
export const isNumeric = (value: Value): boolean =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && numeric.test(value.trim()));

export function toNumber(value: Value): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new ExprError(fill(messages.expr.notANumber, { value: String(value) }));
    return value;
  }
  if (value === null || value === '') return 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && numeric.test(value.trim())) return Number(value.trim());
  throw new ExprError(fill(messages.expr.notANumber, { value: toText(value) }));
}

/** A whole number (counts, lengths, positions): numbers are truncated towards zero. */
export const toInteger = (value: Value): number => Math.trunc(toNumber(value));

const falseWords = new Set(['', '0', 'false', 'no', 'off']);
export function toBoolean(value: Value): boolean {
  if (typeof value === 'boolean') return value;
  if (value === null) return false;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return !falseWords.has(value.trim().toLowerCase());
  return true;
}

export function toJson(value: Value): JsonValue {
  if (value !== null && typeof value === 'object') return value;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as JsonValue;
  } catch {
    throw new ExprError(messages.expr.invalidJson);
  }
}

/** The type a runtime value has, as the comparison and validation rules name types. */
export function typeOfValue(value: Value): ValueType {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') return 'string';
  if (value === null) return 'any';
  return 'json';
}
