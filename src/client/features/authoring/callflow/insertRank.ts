import type { AnyNodeDefinition } from '@shared/plugin-api';

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s_-]+/g, ' ')
    .trim();
const squash = (text: string) => fold(text).replace(/ /g, '');

/** How well one text answers the query: whole, start, start of a word, anywhere; 0 when it does not. */
function textScore(text: string, query: string): number {
  const f = fold(text);
  const q = fold(query);
  if (!q) return 0;
  if (f === q || squash(text) === squash(query)) return 100;
  if (f.startsWith(q) || squash(text).startsWith(squash(query))) return 80;
  if (f.split(' ').some((w) => w.startsWith(q))) return 60;
  if (f.includes(q)) return 40;
  return 0;
}

/**
 * The node types that match a search, best first: the translated name and the type weigh more than keywords;
 * ties keep palette order.
 */
export function rankNodeTypes(
  types: readonly AnyNodeDefinition[],
  query: string,
  label: (def: AnyNodeDefinition) => string,
): AnyNodeDefinition[] {
  const scored = types.map((def, index) => {
    const own = Math.max(textScore(label(def), query), textScore(def.type, query), textScore(def.label.default, query));
    const keyword = Math.max(0, ...def.keywords.map((k) => textScore(k, query) - 30));
    return { def, index, score: Math.max(own, keyword) };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((s) => s.def);
}
