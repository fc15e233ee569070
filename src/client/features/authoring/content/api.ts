import { variablesType } from '@shared/entities/content/variables';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContentModel, DeleteType, Folder, UsageGroup, Variable } from '@shared/api/content';
import type { Task } from '@shared/api/flow';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { idleKey, contentKeys, type ListFilter } from '@client/api/queryKeys';
import type { AnyContentTab } from './tabTypes';

export type { ListFilter };

/** Query keys under the scope prefix, so a scope change drops them (queries.ts). */
export interface CheckInUseAnswer {
  in_use: boolean;
  count: number;
  deletable: boolean;
  title: string | null;
  message: string;
  usages: UsageGroup[];
}

/**
 * A list call's query (spec 2 §5, §9): fetch_all=1 unless there is a search term (a search term removes the
 * fetch-all flag), the tab's own filters (prompts: IVA), the folder or task, and source=WEB.
 */
export function listQueryOf(tab: Pick<AnyContentTab, 'listQuery'>, f: ListFilter): Record<string, string | number | undefined> {
  const search = f.search.trim();
  return {
    ...tab.listQuery,
    ...(search ? { search } : { fetch_all: 1 }),
    folder_id: f.taskId !== null ? undefined : (f.folderId ?? undefined),
    task_id: f.taskId ?? undefined,
    source: 'WEB',
  };
}

export const contentApi = {
  list: (tab: Pick<AnyContentTab, 'path' | 'listQuery'>, f: ListFilter, signal?: AbortSignal) =>
    api<unknown[]>(tab.path, { signal, query: listQueryOf(tab, f) }),
  get: (tab: AnyContentTab, id: number, signal?: AbortSignal) => api<unknown>(`${tab.path}/${id}`, { signal }),
  create: (tab: AnyContentTab, body: unknown) => api<unknown>(tab.path, { method: 'POST', body }),
  update: (tab: AnyContentTab, id: number, body: unknown) => api<unknown>(`${tab.path}/${id}`, { method: 'PUT', body }),
  remove: (tab: AnyContentTab, id: number, type: DeleteType) =>
    api<{ id: number; delete_type: DeleteType }>(`${tab.path}/${id}`, { method: 'DELETE', query: { delete_type: type } }),
  /** Undo of a delete: the item saved again with is_enabled=1. */
  restore: (tab: AnyContentTab, id: number) => api<unknown>(`${tab.path}/${id}`, { method: 'PUT', body: { is_enabled: 1 } }),
  unarchive: (tab: AnyContentTab, id: number) => api<unknown>(`${tab.path}/${id}`, { method: 'PUT', body: { is_archived: 0 } }),
  duplicate: (tab: AnyContentTab, id: number) => api<unknown>(tab.duplicatePath!(id), { method: 'POST', body: {} }),

  folders: (signal?: AbortSignal) => api<Folder[]>('/content/folders', { signal }),
  createFolder: (folder_name: string) => api<Folder>('/content/folders', { method: 'POST', body: { folder_name, guard_name: 'admin' } }),
  renameFolder: (id: number, folder_name: string) => api<Folder>(`/content/folders/${id}`, { method: 'PUT', body: { folder_name } }),
  deleteFolder: (id: number) => api<unknown>(`/content/folders/${id}`, { method: 'DELETE' }),
  move: (folder_id: number, content_model: ContentModel, content_ids: number[]) =>
    api<unknown>('/content/folder-contents', { method: 'POST', body: { folder_id, content_model, content_ids } }),

  checkInUse: (body: { content_model: ContentModel; content_id: number; delete_type?: DeleteType }) =>
    api<CheckInUseAnswer>('/content/check-in-use', { method: 'POST', body }),
  refreshInUse: (content_model: ContentModel, content_id: number, content_name: string) =>
    api<{ message: string; count: number }>('/content/refresh-check-in-use', {
      method: 'POST',
      body: { content_model, content_id, content_name },
    }),

  variables: (signal?: AbortSignal) => api<Variable[]>(variablesType.path, { signal, query: { fetch_all: 1, source: 'WEB' } }),
  tasks: (signal?: AbortSignal) => api<Task[]>('/studio/tasks', { signal, query: { fetch_all: 1, task_type: 'all', source: 'WEB' } }),
};

export const useAccountSelection = () => useSession((s) => (s.selection && s.selection.acId !== 'all' ? s.selection : null));

export function useContentList<T>(tab: AnyContentTab, filter: ListFilter) {
  const selection = useAccountSelection();
  return useQuery({
    queryKey: selection ? contentKeys.list(selection, tab.id, filter) : idleKey('content'),
    queryFn: ({ signal }) => contentApi.list(tab, filter, signal) as Promise<T[]>,
    enabled: !!selection,
    placeholderData: keepPreviousData,
  });
}

export function useFolders() {
  const selection = useAccountSelection();
  return useQuery({
    queryKey: selection ? contentKeys.folders(selection) : idleKey('folders'),
    queryFn: ({ signal }) => contentApi.folders(signal),
    enabled: !!selection,
  });
}

/** Every variable of the account: prompt texts are shown and typed with their names. */
export function useAccountVariables() {
  const selection = useAccountSelection();
  return useQuery({
    queryKey: selection ? contentKeys.variables(selection) : idleKey('variables'),
    queryFn: ({ signal }) => contentApi.variables(signal),
    enabled: !!selection,
  });
}

export function useContentTasks(enabled: boolean) {
  const selection = useAccountSelection();
  return useQuery({
    queryKey: selection ? contentKeys.tasks(selection) : idleKey('tasks'),
    queryFn: ({ signal }) => contentApi.tasks(signal),
    enabled: !!selection && enabled,
  });
}
