import { answerName, secretMask, type FieldDecl, type FieldList } from './fields';

/**
 * Declared fields between the stored row and the API, both ways, and the duplicate: a flag is stored 0/1 and
 * answered true/false, a json field is stored as JSON text, a secret is answered as the mask. A field added to a
 * declaration travels through these without another edit.
 */
type Values = Record<string, unknown>;

function parsed(stored: unknown, fallback: unknown): unknown {
  if (typeof stored !== 'string' || stored === '') return fallback;
  try {
    return JSON.parse(stored);
  } catch {
    return fallback;
  }
}

function answered(f: FieldDecl, stored: unknown): unknown {
  if (stored === null || stored === undefined) return f.type === 'json' ? parsed(null, f.default ?? null) : null;
  if (f.secret) return secretMask;
  if (f.type === 'flag') return stored === 1 || stored === true;
  if (f.type === 'json') return parsed(stored, f.default ?? null);
  return stored;
}

function storedOf(f: FieldDecl, value: unknown): unknown {
  if (value === null) return null;
  if (f.type === 'flag') return value === true || value === 1 ? 1 : 0;
  if (f.type === 'json') return JSON.stringify(value);
  return value;
}

/** The answer's values of the declared fields of a stored row. */
export function fieldsToApi(fields: FieldList, row: Values): Values {
  return Object.fromEntries(Object.entries(fields).map(([name, f]) => [answerName(name, f), answered(f, row[name])]));
}

/**
 * The columns a request's declared fields are stored in: the given ones; on create also the defaults of those left
 * out. A secret given as the mask is left as stored (a form sends back what it read); a fixed field is the server's.
 */
export function fieldsFromApi(fields: FieldList, input: Values, mode: 'create' | 'update'): Values {
  const columns: Values = {};
  for (const [name, f] of Object.entries(fields)) {
    const value = f.fixed ? undefined : input[answerName(name, f)];
    if (value !== undefined && !(f.secret && value === secretMask)) columns[name] = storedOf(f, value);
    else if (mode === 'create' && f.default !== undefined) columns[name] = storedOf(f, f.default);
  }
  return columns;
}

/**
 * An administration entity's request to columns: its declared fields as fieldsFromApi stores them, and what else the
 * request gives (a provider chosen at system scope, related rows its parts write) as given.
 */
export function columnsFromApi(fields: FieldList, input: Values, mode: 'create' | 'update'): Values {
  const declared = new Set(Object.entries(fields).map(([name, f]) => answerName(name, f)));
  const rest = Object.fromEntries(Object.entries(input).filter(([key]) => !declared.has(key)));
  return { ...rest, ...fieldsFromApi(fields, input, mode) };
}

/** What a duplicate's create body carries of the source row: its copied fields, as a request would give them. */
export function copiedInput(fields: FieldList, row: Values): Values {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, f]) => f.copied && !f.secret)
      .map(([name, f]) => [answerName(name, f), answered(f, row[name])]),
  );
}
