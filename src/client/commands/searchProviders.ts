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
  when?(ctx: CommandContext): boolean;
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

/** The commands the providers answer for `search`; failed providers give nothing. */
export function useProviderCommands(search: string, ctx: CommandContext, open: boolean): Command[] {
  const [found, setFound] = useState<Command[]>([]);
  useEffect(() => {
    const query = search.trim();
    const active = searchProviders().filter((p) => open && query.length >= (p.minLength ?? 2) && (!p.when || p.when(ctx)));
    if (active.length === 0) {
      setFound([]);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      void Promise.all(active.map((p) => p.search(query, ctx, abort.signal).catch(() => [] as Command[]))).then((lists) => {
        if (!abort.signal.aborted) setFound(lists.flat());
      });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [search, ctx, open]);
  return found;
}
