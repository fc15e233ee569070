import { useQuery } from '@tanstack/react-query';
import { canAccess } from '@shared/access/engine';
import { previewPaths, type OpenFormEngine } from '@shared/api/content-forms';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { idleKey, contentKeys } from '@client/api/queryKeys';
import { useAccessContext } from '../accessContext';
import type { previewRequest } from './rules';

export interface OpenFormOptions {
  engines: OpenFormEngine[];
  models: string[];
  languages: { code: string; name: string }[];
}

/** The calls of the open form editor beside its CRUD (spec 2 §7). */
export const openFormApi = {
  options: (signal?: AbortSignal) => api<OpenFormOptions>('/form/open-form-options', { signal }),
  preview: (engine: OpenFormEngine, body: ReturnType<typeof previewRequest>, signal?: AbortSignal) =>
    api<unknown>(`/form/${previewPaths[engine]}`, { method: 'POST', body, signal }),
  publishOpenForm: (id: number) => api<unknown>(`/form/publish-system-open-form/${id}`, { method: 'POST', body: {} }),
  publishDynamicForm: (id: number) => api<unknown>(`/form/publish-system-dynamic-form/${id}`, { method: 'POST', body: {} }),
};

/** The engines (azure_openai left out under a linked domain), models and languages for the selected account. */
export function useOpenFormOptions() {
  const selection = useSession((s) => (s.selection && s.selection.acId !== 'all' ? s.selection : null));
  return useQuery({
    queryKey: selection ? contentKeys.openFormOptions(selection) : idleKey('open-form-options'),
    queryFn: ({ signal }) => openFormApi.options(signal),
    enabled: !!selection,
    staleTime: 5 * 60_000,
  });
}

/** Publishing as system and changing system forms are system-level actions (spec 2 §6), checked as the server does. */
export function useIsSystemUser(): boolean {
  const ctx = useAccessContext();
  return !!ctx && canAccess(ctx, 'system.content-forms', 'write').allowed;
}
