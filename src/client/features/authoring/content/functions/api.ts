import { useQuery } from '@tanstack/react-query';
import type { JavascriptFunction } from '@shared/api/content-more';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { idleKey, contentKeys } from '@client/api/queryKeys';
import type { ServerCompletionItem } from './completions';
import { functionsPath, type FunctionBody } from './rules';

const tabId = 'javascripts';
const useAccountSelection = () => useSession((s) => (s.selection && s.selection.acId !== 'all' ? s.selection : null));

export const functionsApi = {
  get: (id: number, signal?: AbortSignal) => api<JavascriptFunction>(`${functionsPath}/${id}`, { signal }),
  update: (id: number, body: FunctionBody) => api<JavascriptFunction>(`${functionsPath}/${id}`, { method: 'PUT', body }),
  /** Runs the saved function in the server's sandbox with positional arguments. */
  test: (id: number, args: unknown[]) => api<{ result: unknown }>(`${functionsPath}/${id}/test`, { method: 'POST', body: { args } }),
  completions: (signal?: AbortSignal) => api<ServerCompletionItem[]>(`${functionsPath}/context-autocomplete-function`, { signal }),
};

/** The saved function, shared with the editor's own query (same key), to tell saved from edited. */
export function useSavedFunction(id: number | null) {
  const selection = useAccountSelection();
  return useQuery({
    queryKey: selection && id !== null ? contentKeys.one(selection, tabId, id) : idleKey('function'),
    queryFn: ({ signal }) => functionsApi.get(id!, signal),
    enabled: !!selection && id !== null,
  });
}

/** The account's variables and functions for completion; refreshed with the content lists. */
export function useFunctionCompletionItems() {
  const selection = useAccountSelection();
  return useQuery({
    queryKey: selection ? contentKeys.completions(selection, tabId) : idleKey('completions'),
    queryFn: ({ signal }) => functionsApi.completions(signal),
    enabled: !!selection,
    staleTime: 60_000,
  });
}
