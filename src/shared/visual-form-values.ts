import type { VisualFormField } from './api/visual-form';
import { fill, messages } from './messages';

type Value = string | number | boolean | null;
const texts = messages.visualForm;
const maxText = 2000;
const numeric = new Set(['NUMERIC', 'CURRENCY_USD', 'CURRENCY_GPB', 'CURRENCY_EUR']);

function isDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}

/** One value as its field's type wants it, or the message that says why it is not one. */
function typed(field: VisualFormField, raw: Value): { value: Value } | { error: string } {
  const label = field.label;
  if (numeric.has(field.data_type)) {
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : NaN;
    return Number.isFinite(n) ? { value: n } : { error: fill(texts.notNumber, { label }) };
  }
  if (field.data_type === 'BOOLEAN') {
    if (typeof raw === 'boolean') return { value: raw };
    if (raw === 'true' || raw === 'false') return { value: raw === 'true' };
    return { error: fill(texts.notBoolean, { label }) };
  }
  if (typeof raw !== 'string' || raw.length > maxText) return { error: fill(texts.notText, { label, max: maxText }) };
  if (field.data_type === 'DATE' && !isDate(raw.trim())) return { error: fill(texts.notDate, { label }) };
  if (field.data_type === 'TIME' && !/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(raw.trim()))
    return { error: fill(texts.notTime, { label }) };
  return { value: field.data_type === 'DATE' || field.data_type === 'TIME' ? raw.trim() : raw };
}

/**
 * Checks submitted values against the form (required fields, types; no unknown fields): the values to store by
 * field name, or the problems as `name: message` lines in the form's field order.
 */
export function checkFormValues(
  fields: readonly VisualFormField[],
  given: Record<string, Value>,
): { values: Record<string, Value>; errors: string[] } {
  const errors: string[] = [];
  const values: Record<string, Value> = {};
  for (const name of Object.keys(given)) {
    if (!fields.some((f) => f.name === name)) errors.push(`${name}: ${fill(texts.unknownField, { name })}`);
  }
  for (const field of fields) {
    const raw = given[field.name];
    const empty = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
    if (empty) {
      if (field.required) errors.push(`${field.name}: ${fill(texts.required, { label: field.label })}`);
      continue;
    }
    const out = typed(field, raw);
    if ('error' in out) errors.push(`${field.name}: ${out.error}`);
    else values[field.name] = out.value;
  }
  return { values, errors };
}
