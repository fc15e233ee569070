import type { ContentModel as RefModel } from '@shared/plugin-api/types';
import { registry } from '@plugins/registry';

/**
 * Moving a node to another id space (an export's own ids, or the rows an import makes): every id its config
 * holds — content, goto targets, linked tasks, variables written as {{id}} in its texts — is looked up in
 * `map`. Node types declare what they use through references() only, not where; so each number of the
 * config that equals a referenced id is tried with a marker value, and the references() that then name the
 * marker say which model that field points to. A number that is not a reference (a timeout of 10 beside
 * prompt 10) is left alone. Ids of 0 and below (the system's default array variable -1) stay as they are.
 */
export type IdLookup = (model: RefModel, id: number) => number | null | undefined;

const marker = 1_999_999_937;
type Path = (string | number)[];

function walk(value: unknown, path: Path, visit: (value: unknown, path: Path) => void) {
  visit(value, path);
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i], visit));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...path, k], visit);
}

function holderOf(root: unknown, path: Path): Record<string | number, unknown> | null {
  let at: any = root;
  for (const key of path.slice(0, -1)) {
    if (at === null || typeof at !== 'object') return null;
    at = at[key];
  }
  return at !== null && typeof at === 'object' ? at : null;
}

/** {{id}} in a text, each variable id looked up; an id the lookup does not know stays as written. */
export function remapText(text: string, map: IdLookup): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, id: string) => {
    const to = map('variable', Number(id));
    return to === null || to === undefined ? whole : `{{${to}}}`;
  });
}

/** Every string of a JSON value with its {{id}} variables looked up. */
export function remapTexts<T>(value: T, map: IdLookup): T {
  if (typeof value === 'string') return remapText(value, map) as T;
  if (Array.isArray(value)) return value.map((v) => remapTexts(v, map)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, remapTexts(v, map)])) as T;
  return value;
}

/** Where each numeric reference of a node's config sits: [path, model] pairs (found on the parsed config). */
export function referenceFields(nodeType: string, config: Record<string, unknown>): { path: Path; model: RefModel }[] {
  const def = registry.get(nodeType);
  if (!def) return [];
  const parsed = def.config.safeParse(config);
  if (!parsed.success) return [];
  const probe = structuredClone(parsed.data);
  const refs = def.references(probe);
  if (refs.length === 0) return [];
  const ids = new Set(refs.map((r) => r.id));
  const found: { path: Path; model: RefModel }[] = [];
  walk(probe, [], (value, path) => {
    if (typeof value !== 'number' || !ids.has(value) || path.length === 0) return;
    const holder = holderOf(probe, path)!;
    const key = path[path.length - 1];
    holder[key] = marker;
    try {
      const hit = def.references(probe).find((r) => r.id === marker);
      if (hit) found.push({ path, model: hit.model });
    } catch {
      // A references() that cannot read the marker: not a reference field.
    } finally {
      holder[key] = value;
    }
  });
  return found;
}

/**
 * The node's config with its references looked up: numeric fields through `map` (an unknown id becomes null:
 * a reference to nothing rather than to someone else's item), {{id}} texts through `map('variable')`.
 * The stored config is changed only where it holds the field (defaults the parse added are not written).
 */
export function remapConfig(nodeType: string, config: Record<string, unknown>, map: IdLookup): Record<string, unknown> {
  const fields = referenceFields(nodeType, config);
  const out = remapTexts(structuredClone(config), map);
  for (const { path, model } of fields) {
    const holder = holderOf(out, path);
    const key = path[path.length - 1];
    if (!holder || typeof holder[key] !== 'number') continue;
    const id = holder[key] as number;
    if (id <= 0) continue;
    holder[key] = map(model, id) ?? null;
  }
  return out;
}

/** The ids a node's config refers to, by model (what an export must carry along). */
export function referencedIds(nodeType: string, config: Record<string, unknown>): { model: RefModel; id: number }[] {
  const def = registry.get(nodeType);
  if (!def) return [];
  const parsed = def.config.safeParse(config);
  if (!parsed.success) return [];
  return def.references(parsed.data).filter((r) => r.id > 0);
}
