/**
 * What a palette search names: typed as a name alone ('retail main line'), or after a verb and the kind of thing
 * ('open prompt UX3', 'go to task Billing', 'disable API key Nightly export'). Search providers send the server
 * the name, and only the kinds a kind word asks for.
 */
const verbs = ['go to', 'goto', 'open', 'edit', 'show', 'view', 'find', 'disable', 'delete', 'remove', 'revoke'];

export interface NamedQuery {
  /** What the item is called, as far as it was typed. */
  name: string;
  /** The kind word typed before it ('prompt'), one of the provider's; null when none was. */
  kind: string | null;
}

const startsWithWords = (text: string, words: string) => text === words || text.startsWith(`${words} `);

/** The name in `query` for a provider whose kinds are called `kinds` (lower case, longest first wins). */
export function namedIn(query: string, kinds: readonly string[]): NamedQuery {
  let rest = query.trim().replace(/\s+/g, ' ');
  const lower = () => rest.toLowerCase();
  const verb = verbs.find((v) => startsWithWords(lower(), v));
  if (verb) rest = rest.slice(verb.length).trim();
  const kind = [...kinds].sort((a, b) => b.length - a.length).find((k) => startsWithWords(lower(), k.toLowerCase())) ?? null;
  if (kind) rest = rest.slice(kind.length).trim();
  return { name: rest, kind };
}

/** Whether a provider's kind (its words) is one the query allows: any, when no kind word was typed. */
export const kindAllowed = (named: NamedQuery, words: readonly string[]) =>
  named.kind === null || words.some((w) => w.toLowerCase() === named.kind!.toLowerCase());
