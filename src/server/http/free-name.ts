import { messages } from '@shared/messages';
import { unprocessable } from './errors';

/**
 * The one way a copy or an import is named when its name is taken: the first free name of a series — a copy
 * 'Greeting (copy)', 'Greeting (copy 2)' …; an imported item 'Welcome (2)', 'Welcome (3)' … The name is cut to
 * `baseLength` first, so the suffix fits the column. `taken` answers whether a name is used where the item goes.
 */
export type FreeNameSeries = 'copy' | 'numbered';

const suffixes: Record<FreeNameSeries, (n: number) => string> = {
  copy: (n) => (n === 1 ? ' (copy)' : ` (copy ${n})`),
  numbered: (n) => ` (${n + 1})`,
};

export async function freeName(
  taken: (name: string) => Promise<boolean>,
  name: string,
  series: FreeNameSeries,
  baseLength: number,
): Promise<string> {
  const base = name.slice(0, baseLength);
  for (let n = 1; n < 10_000; n++) {
    const candidate = base + suffixes[series](n);
    if (!(await taken(candidate))) return candidate;
  }
  throw unprocessable(messages.content.nameTaken);
}
