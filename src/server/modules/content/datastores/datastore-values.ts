import { isCalendarDate, logHiddenAttributes, type DataType } from '@shared/api/content-more';
import { secureMask } from '@shared/api/content';
import { fill, messages } from '@shared/messages';
import { decryptSecret, encryptSecret, isEncrypted } from '../secrets';

/**
 * Datastore values: each column's data type decides what a value may be (from JSON or from a CSV
 * cell); secure values are stored encrypted and answered as the mask; log datastores hide the
 * system attributes of spec 2 §9.
 */
export interface Column {
  col_name: string;
  type: DataType;
  secure: boolean;
}
export type Coerced = { ok: true; value: unknown } | { ok: false; message: string };
export interface CellError {
  column: string | null;
  message: string;
}

/** Attributes the call flow writes into log datastores' documents beside the columns. */
const logSystemAttributes = ['details', 'no_match_attempts', 'no_input_attempts', 'node_id', 'node_name'];

export function parseStructure(text: unknown): Column[] {
  try {
    const list = JSON.parse(String(text ?? '[]'));
    return Array.isArray(list) ? list.map((c) => ({ col_name: String(c.col_name), type: c.type, secure: c.secure === true })) : [];
  } catch {
    return [];
  }
}

const fail = (message: string): Coerced => ({ ok: false, message });
const scalar = (v: unknown) => ['string', 'number', 'boolean'].includes(typeof v);
const currencySymbols: Partial<Record<DataType, string>> = { CURRENCY_USD: '$', CURRENCY_GPB: '£', CURRENCY_EUR: '€' };

function number(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string' || !/^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/** The value to store for a column of this type; null for an empty one. */
export function coerce(type: DataType, raw: unknown): Coerced {
  if (raw === null || raw === undefined || raw === '') return { ok: true, value: null };
  switch (type) {
    case 'STRING':
      return scalar(raw) && String(raw).length <= 10000 ? { ok: true, value: String(raw) } : fail(messages.content.invalidText);
    case 'BOOLEAN': {
      const text = String(raw).trim().toLowerCase();
      if (raw === true || ['true', '1', 'yes'].includes(text)) return { ok: true, value: true };
      if (raw === false || ['false', '0', 'no'].includes(text)) return { ok: true, value: false };
      return fail(messages.content.invalidBoolean);
    }
    case 'NUMERIC': {
      const n = number(raw);
      return n === null ? fail(messages.content.invalidNumber) : { ok: true, value: n };
    }
    case 'CURRENCY_USD':
    case 'CURRENCY_GPB':
    case 'CURRENCY_EUR': {
      const text =
        typeof raw === 'number'
          ? String(raw)
          : typeof raw === 'string'
            ? raw.trim().replace(currencySymbols[type]!, '').replace(/,/g, '')
            : '';
      return /^-?\d+(\.\d{1,2})?$/.test(text) ? { ok: true, value: Number(text) } : fail(messages.content.invalidCurrency);
    }
    case 'DATE':
      return typeof raw === 'string' && isCalendarDate(raw.trim()) ? { ok: true, value: raw.trim() } : fail(messages.content.invalidDate);
    case 'TIME':
      return typeof raw === 'string' && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(raw.trim())
        ? { ok: true, value: raw.trim() }
        : fail(messages.content.invalidTime);
    case 'KVLIST': {
      let value = raw;
      if (typeof raw === 'string') {
        try {
          value = JSON.parse(raw);
        } catch {
          return fail(messages.content.invalidKvList);
        }
      }
      const ok =
        !!value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => v === null || scalar(v));
      return ok ? { ok: true, value } : fail(messages.content.invalidKvList);
    }
    default:
      return fail(messages.content.invalidText);
  }
}

/**
 * A document's values to store: every given key must be a column (log datastores also take their
 * system attributes); on update the stored values are kept where not given, and the mask keeps a secure value.
 */
export function encodeDocument(
  columns: readonly Column[],
  input: Record<string, unknown>,
  opts: { isLog: boolean; secret: string; existing?: Record<string, unknown> },
): { data: Record<string, unknown>; errors: CellError[] } {
  const byName = new Map(columns.map((c) => [c.col_name.toLowerCase(), c]));
  const data: Record<string, unknown> = { ...(opts.existing ?? {}) };
  const errors: CellError[] = [];
  for (const [key, raw] of Object.entries(input)) {
    const column = byName.get(key.toLowerCase());
    if (!column) {
      if (opts.isLog && logSystemAttributes.includes(key)) data[key] = raw;
      else errors.push({ column: key, message: fill(messages.content.unknownColumn, { column: key }) });
      continue;
    }
    if (column.secure && raw === secureMask && opts.existing) continue;
    const result = coerce(column.type, raw);
    if (!result.ok) errors.push({ column: column.col_name, message: `${column.col_name}: ${result.message}` });
    else
      data[column.col_name] =
        column.secure && result.value !== null ? encryptSecret(JSON.stringify(result.value), opts.secret) : result.value;
  }
  return { data, errors };
}

/** The stored value of a secure column, for filters and merges that need it. */
export function secureValue(stored: unknown, secret: string): unknown {
  if (!isEncrypted(stored)) return stored;
  const plain = decryptSecret(stored, secret);
  return plain === null ? null : JSON.parse(plain);
}

/** What an answer shows: secure values masked, and for log datastores the hidden system attributes removed. */
export function documentView(columns: readonly Column[], data: Record<string, unknown>, isLog: boolean): Record<string, unknown> {
  const secure = new Set(columns.filter((c) => c.secure).map((c) => c.col_name));
  const view: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    view[key] = (secure.has(key) || isEncrypted(value)) && value !== null ? secureMask : value;
  }
  if (isLog) hideLogAttributes(view);
  return view;
}

/** The spec lists details.no_match_attempts, no_input_attempts, node_id, node_name: each is hidden at the top level and inside details. */
function hideLogAttributes(view: Record<string, unknown>): void {
  const names = logHiddenAttributes.map((path) => path.split('.').pop()!);
  const details =
    view.details && typeof view.details === 'object' && !Array.isArray(view.details)
      ? { ...(view.details as Record<string, unknown>) }
      : null;
  for (const name of names) {
    delete view[name];
    if (details) delete details[name];
  }
  if (details) view.details = details;
}

export function parseData(text: unknown): Record<string, unknown> {
  try {
    const value = JSON.parse(String(text ?? '{}'));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}
