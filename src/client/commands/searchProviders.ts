import { useEffect, useState } from 'react';
import type { Command, CommandContext } from './types';

/**
 * Dynamic palette entries: a provider answers a typed search with commands (entity search: open a
 * prompt or a variable by its name). Providers register once; the palette asks them as the user types.
 */
export interface SearchProvider {
  id: string;
  /** Shortest search that is sent (default 2 characters). */
  minLength?: number;
  /** Whether the provider applies in this context (the selected account, permissions). */
  enabled?(ctx: CommandContext): boolean;
  search(query: string, ctx: CommandContext, signal: AbortSignal): Promise<Command[]>;
}

const providers = new Map<string, SearchProvider>();

/** Registers a provider by its id (a second registration replaces the first); returns its removal. */
export function registerSearchProvider(provider: SearchProvider): () => void {
  providers.set(provider.id, provider);
  return () => {
    if (providers.get(provider.id) === provider) providers.delete(provider.id);
  };
}

export const searchProviders = (): SearchProvider[] => [...providers.values()];

const delayMs = 200;

/** The commands the providers answer for `search` (failed providers give nothing), and whether they are still looking. */
export function useProviderCommands(search: string, ctx: CommandContext, open: boolean): { found: Command[]; searching: boolean } {
  const [answer, setAnswer] = useState<{ query: string; found: Command[] }>({ query: '', found: [] });
  const query = search.trim();
  const active = searchProviders().filter((p) => open && query.length >= (p.minLength ?? 2) && (!p.enabled || p.enabled(ctx)));
  const asking = active.length > 0;
  useEffect(() => {
    if (!asking) {
      setAnswer({ query, found: [] });
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      void Promise.all(active.map((p) => p.search(query, ctx, abort.signal).catch(() => [] as Command[]))).then((lists) => {
        if (!abort.signal.aborted) setAnswer({ query, found: lists.flat() });
      });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // `active` follows from these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, ctx, open, asking]);
  return { found: answer.found, searching: asking && answer.query !== query };
}
