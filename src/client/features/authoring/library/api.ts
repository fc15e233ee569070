import { useQuery } from '@tanstack/react-query';
import type { TaskType } from '@shared/api/flow';
import type { DecodedTemplate, SpMapping, TaskTemplate, TemplateLevel } from '@shared/api/library';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { idleKey, libraryKeys } from '@client/api/queryKeys';

export type TemplateTypeFilter = TaskType | 'all';
export interface PublishInput {
  level: TemplateLevel;
  template_name: string;
  description: string;
  tags: string[];
}

export interface TemplateChange {
  template_name?: string;
  description?: string;
  tags?: string[];
  is_enabled?: 1;
}

/** The task library calls (spec 2 §7). */
export const libraryApi = {
  list: (type: TemplateTypeFilter, signal?: AbortSignal) =>
    api<TaskTemplate[]>('/studio/task-libraries', { signal, query: { fetch_all: 1, task_type: type } }),
  decode: (id: number, signal?: AbortSignal) => api<DecodedTemplate>(`/studio/decode-template/${id}`, { method: 'POST', signal }),
  publish: (taskId: number, body: PublishInput) => api<TaskTemplate>(`/studio/task-libraries/publish/${taskId}`, { method: 'POST', body }),
  /** Whether the name is free at the level (`template_id`: the template being renamed, which may keep its own). */
  validateName: (template_name: string, level: TemplateLevel, signal?: AbortSignal, template_id?: number) =>
    api<{ valid: boolean; message: string }>('/studio/task-libraries/validate-name', {
      method: 'POST',
      signal,
      body: { template_name, level, ...(template_id ? { template_id } : {}) },
    }),
  /** A template's name, description and tags; { is_enabled: 1 } restores a deleted one (the delete's undo). */
  update: (id: number, body: TemplateChange) => api<TaskTemplate>(`/studio/task-libraries/${id}`, { method: 'PUT', body }),
  remove: (id: number) => api<TaskTemplate>(`/studio/task-libraries/${id}`, { method: 'DELETE' }),
  /** The system templates with whether the selected provider offers them to its accounts. */
  offers: (signal?: AbortSignal) => api<SpMapping[]>('/studio/task-library-sp-mappings', { signal }),
  setOffered: (template_id: number, offered: boolean) =>
    api<SpMapping[]>('/studio/task-library-sp-mappings', { method: 'POST', body: { template_id, offered } }),
  createTask: (id: number, task_name: string) =>
    api<{ task_id: number; task_name: string }>(`/studio/task-libraries/${id}/create-task`, { method: 'POST', body: { task_name } }),
};

export function useTemplates(type: TemplateTypeFilter) {
  const selection = useSession((s) => s.selection);
  return useQuery({
    queryKey: selection ? libraryKeys.list(selection, type) : idleKey('task-library'),
    queryFn: ({ signal }) => libraryApi.list(type, signal),
    enabled: !!selection,
  });
}

export function useTemplate(id: number) {
  const selection = useSession((s) => s.selection);
  return useQuery({
    queryKey: selection ? libraryKeys.one(selection, id) : idleKey('task-template'),
    queryFn: ({ signal }) => libraryApi.decode(id, signal),
    enabled: !!selection && id > 0,
  });
}
