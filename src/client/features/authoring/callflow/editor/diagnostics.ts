import type { Diagnostic } from '@shared/plugin-api';
import type { FieldSpec } from '@shared/plugin-api/editor-fields';

/** A config path as the diagnostics write it: 'keys.2.label'. '' is the node as a whole. */
export const joinPath = (parent: string, key: string | number) => (parent === '' ? String(key) : `${parent}.${key}`);

/** A path with its row numbers as '*': 'conditions.3.label' → 'conditions.*.label' (the same field of every row). */
export const anyRow = (path: string) => path.replace(/(^|\.)\d+(?=\.|$)/g, '$1*');

/** Every path the form draws for these fields and this config (list rows included). */
export function fieldPaths(fields: readonly FieldSpec[], config: unknown, parent = ''): string[] {
  const out: string[] = [];
  const record = (config && typeof config === 'object' ? config : {}) as Record<string, unknown>;
  for (const f of fields) {
    const path = joinPath(parent, f.key);
    out.push(path);
    if (f.kind === 'object') out.push(...fieldPaths(f.fields, record[f.key], path));
    if (f.kind === 'list' && Array.isArray(record[f.key])) {
      (record[f.key] as unknown[]).forEach((entry, i) => {
        const row = joinPath(path, i);
        out.push(row);
        if (f.item.kind === 'object') out.push(...fieldPaths(f.item.fields, entry, row));
      });
    }
  }
  return out;
}

export interface PlacedDiagnostics {
  /** Diagnostics by the drawn path they show on. */
  byPath: Map<string, Diagnostic[]>;
  /** Diagnostics that no drawn field takes (the node as a whole, or unknown paths). */
  general: Diagnostic[];
}

/**
 * Puts each diagnostic on the field of its path, or on the nearest drawn ancestor ('keys.7.key' of a removed
 * row falls back to 'keys'); what is left shows only in the summary.
 */
export function placeDiagnostics(diagnostics: readonly Diagnostic[], drawn: readonly string[]): PlacedDiagnostics {
  const known = new Set(drawn);
  const byPath = new Map<string, Diagnostic[]>();
  const general: Diagnostic[] = [];
  for (const d of diagnostics) {
    let path = d.path;
    while (path !== '' && !known.has(path)) path = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '';
    if (path === '') general.push(d);
    else byPath.set(path, [...(byPath.get(path) ?? []), d]);
  }
  return { byPath, general };
}

/** A server refusal 'prompt_id: Prompt is required.' as a diagnostic on its path; a plain message applies to the node. */
export function diagnosticFromServer(message: string, drawn: readonly string[]): Diagnostic {
  const m = /^([A-Za-z0-9_.]+): (.+)$/.exec(message);
  if (m && drawn.includes(m[1])) return { path: m[1], message: m[2], severity: 'error' };
  return { path: '', message, severity: 'error' };
}

/** Sets a value at a path, copying only the objects and arrays on the way. */
export function setIn<T>(root: T, path: readonly (string | number)[], value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  const base = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<string | number, unknown>;
  base[head] = setIn(base[head], rest, value);
  return base as T;
}

export const getIn = (root: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((at, k) => (at && typeof at === 'object' ? (at as Record<string | number, unknown>)[k] : undefined), root);
