/**
 * Ranking of palette entries for a search. Entries pass [title, ...keywords]; the title counts most.
 * Whole-text and word matches rank above the fuzzy fallback, so typing a name picks that entry.
 */
export function paletteScore(search: string, words: readonly string[] = [], fuzzy?: (text: string) => number): number {
  const query = search.trim().toLowerCase();
  if (!query) return 1;
  const title = (words[0] ?? '').toLowerCase();
  const haystack = words.join(' ').toLowerCase();
  const tokens = query.split(/\s+/);
  if (title.startsWith(query)) return 1;
  if (new RegExp(`(^|[\\s(])${escapeRegExp(query)}`).test(title)) return 0.9;
  if (title.includes(query)) return 0.8;
  if (tokens.every((t) => title.includes(t))) return 0.7;
  if (tokens.every((t) => haystack.includes(t))) return 0.6;
  return fuzzy ? Math.min(0.5, fuzzy(haystack) * 0.5) : 0;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The letters of `token` in order inside `word` ('promt' in 'prompt'), starting with its first letter. */
function inWord(token: string, word: string): boolean {
  if (!word.startsWith(token[0])) return false;
  let at = 0;
  for (const letter of word) if (letter === token[at] && ++at === token.length) return true;
  return false;
}

/**
 * The typo-tolerant match of the palette: every word typed is found in one word of the entry, by its first
 * letter and the rest in order ('promt' finds 'Prompt', 'tgl thm' finds 'Toggle dark theme'). Letters strewn
 * across several words do not count: 'phone' finds nothing in 'Go to Profile … switcher … help'.
 */
export function wordFuzzy(search: string): (text: string) => number {
  const tokens = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return (text) => {
    const words = text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    return tokens.length > 0 && tokens.every((t) => words.some((w) => inWord(t, w))) ? 1 : 0;
  };
}

export interface Ranked<T> {
  group: string;
  items: T[];
}

/** A recently used entry ranks a little higher (more so the more recent); never above a better kind of match. */
const recencyBonus = (rank: number, of: number) => (rank < 0 ? 0 : 0.05 * (1 - rank / Math.max(of, 1)));

/**
 * The palette's list for a search: entries that match, best first, in their groups (groups ordered by
 * their best entry). Without a search every entry shows in the registry's group order (the screen's own
 * commands first). Within a group recently used entries come first among equals (`recent`: ids, newest first).
 */
export function rankEntries<T>(
  entries: readonly T[],
  search: string,
  groups: readonly string[],
  groupOf: (entry: T) => string,
  wordsOf: (entry: T) => string[],
  fuzzy?: (text: string) => number,
  recent: { ids: readonly string[]; idOf: (entry: T) => string } = { ids: [], idOf: () => '' },
): Ranked<T>[] {
  const scored = entries
    .map((entry, index) => {
      const score = paletteScore(search, wordsOf(entry), fuzzy);
      return { entry, index, score, rank: score + recencyBonus(recent.ids.indexOf(recent.idOf(entry)), recent.ids.length) };
    })
    .filter((s) => s.score > 0);
  return groups
    .map((group) => {
      const mine = scored.filter((s) => groupOf(s.entry) === group).sort((a, b) => b.rank - a.rank || a.index - b.index);
      return { group, best: Math.max(0, ...mine.map((s) => s.score)), order: groups.indexOf(group), items: mine.map((s) => s.entry) };
    })
    .filter((g) => g.items.length > 0)
    .sort((a, b) => b.best - a.best || a.order - b.order)
    .map(({ group, items }) => ({ group, items }));
}
