import type { RefOption } from './refSources';

/** One row of a picker's list. */
export type PickerEntry =
  | { kind: 'none' }
  /** The chosen id is not in the account's list (deleted, archived): kept so the choice stays visible. */
  | { kind: 'missing'; id: number }
  | { kind: 'option'; option: RefOption }
  /** "Create new …": a form in place, or the library in a new tab. */
  | { kind: 'create' };

export interface PickerInput {
  options: readonly RefOption[];
  query: string;
  value: number | null;
  /** The field may be left empty: a 'None' row. */
  optional: boolean;
  canCreate: boolean;
  /** At most this many options show; the rest are counted (type more to find them). */
  limit?: number;
}

export interface PickerRows {
  entries: PickerEntry[];
  /** Options that match but are not shown. */
  hidden: number;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * How well an option matches the typed words (lower is better), or null when it does not: every word must be in
 * its name or be its id ('#12' or '12'). The name starting with the query ranks first, then a word of the name
 * starting with it, then any other match.
 */
export function matchRank(option: RefOption, query: string): number | null {
  const q = fold(query.trim());
  if (!q) return 0;
  const name = fold(option.name);
  const id = String(option.id);
  const words = q.split(/\s+/);
  const hit = words.every((w) => name.includes(w) || w.replace(/^#/, '') === id);
  if (!hit) return null;
  if (name.startsWith(q)) return 0;
  if (words.every((w) => new RegExp(`(^|[^a-z0-9])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(name))) return 1;
  return 2;
}

/**
 * The rows of the list for the typed text: without a query, 'None' (optional fields) and a missing chosen id come
 * first; the matching options in rank order (the options' own order within a rank); 'Create new …' last.
 */
export function pickerEntries({ options, query, value, optional, canCreate, limit = 100 }: PickerInput): PickerRows {
  const entries: PickerEntry[] = [];
  const searching = query.trim() !== '';
  if (!searching && optional) entries.push({ kind: 'none' });
  if (!searching && value !== null && !options.some((o) => o.id === value)) entries.push({ kind: 'missing', id: value });
  const ranked = options
    .map((option, index) => ({ option, index, rank: matchRank(option, query) }))
    .filter((x): x is { option: RefOption; index: number; rank: number } => x.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index);
  entries.push(...ranked.slice(0, limit).map(({ option }) => ({ kind: 'option' as const, option })));
  if (canCreate) entries.push({ kind: 'create' });
  return { entries, hidden: Math.max(0, ranked.length - limit) };
}

/** The row that is active when the list opens or the query changes: the chosen one, else the first option. */
export function initialActive(entries: readonly PickerEntry[], value: number | null, query: string): number {
  if (!query.trim()) {
    const chosen = entries.findIndex((e) =>
      value === null ? e.kind === 'none' : (e.kind === 'option' && e.option.id === value) || (e.kind === 'missing' && e.id === value),
    );
    if (chosen >= 0) return chosen;
  }
  const first = entries.findIndex((e) => e.kind === 'option');
  return first >= 0 ? first : 0;
}

const page = 8;

/** The active row after a navigation key (Up and Down wrap, PageUp and PageDown stop at the ends; Home and End stay the text's); null for other keys. */
export function moveActive(active: number, count: number, key: string): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (active + 1) % count;
    case 'ArrowUp':
      return (active - 1 + count) % count;
    case 'PageDown':
      return Math.min(count - 1, active + page);
    case 'PageUp':
      return Math.max(0, active - page);
    default:
      return null;
  }
}

/** A key on the closed picker that opens it with this text already typed (a printable character without Ctrl, Alt or Cmd). */
export function typedOpener(e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): string | null {
  return e.key.length === 1 && e.key !== ' ' && !e.ctrlKey && !e.metaKey && !e.altKey ? e.key : null;
}
