import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Task, TaskType } from '@shared/api/flow';
import type { WorkflowRun, WorkflowScheduleAnswer } from '@shared/api/run';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { idleKey, taskKeys } from '@client/api/queryKeys';

export type TaskFilter = TaskType | 'all';
export type TaskInput = Partial<Omit<Task, 'task_id' | 'ac_id'>>;

export const taskApi = {
  list: (type: TaskFilter, signal?: AbortSignal) =>
    // 'all' is sent as such: without task_type the server lists voice tasks only (spec 2 §1).
    api<Task[]>('/studio/tasks', { signal, query: { fetch_all: 1, task_type: type } }),
  get: (id: number, signal?: AbortSignal) => api<Task>(`/studio/tasks/${id}`, { signal }),
  create: (body: TaskInput) => api<Task>('/studio/tasks', { method: 'POST', body }),
  update: (id: number, body: TaskInput) => api<Task>(`/studio/tasks/${id}`, { method: 'PUT', body }),
  remove: (id: number) => api<unknown>(`/studio/tasks/${id}`, { method: 'DELETE' }),
  duplicate: (id: number) => api<Task>(`/studio/tasks/duplicate/${id}`, { method: 'POST', body: {} }),
  validateName: (task_name: string, task_id?: number) =>
    api<{ valid: boolean; message: string }>('/studio/tasks/validate-name', { method: 'POST', body: { task_name, task_id } }),
  /** The task plus the tasks it links to, recursively: copies named `<name><suffix>`, links pointing at the copies. */
  duplicateCollection: (id: number, suffix: string) =>
    api<Task[]>(`/studio/tasks/duplicate-collection/${id}`, { method: 'POST', body: { suffix } }),
  collectionCount: (id: number, signal?: AbortSignal) => api<{ count: number }>(`/studio/tasks/${id}/collections/count`, { signal }),
  validateCollectionName: (task_id: number, suffix: string, signal?: AbortSignal) =>
    api<{ valid: boolean; message: string }>('/studio/tasks/collections/validate-collection-name', { signal, query: { task_id, suffix } }),
  /** Runs a workflow task now with its passed parameters' values by name (spec 2 §7 "workflow run"). */
  runWorkflow: (task_id: number, passed_params: Record<string, string>) =>
    api<WorkflowRun>('/studio/workflow-run-now', { method: 'POST', body: { task_id, passed_params } }),
  /** Schedules a workflow task as its form says (start, recurrence), with these values; answers its next run. */
  scheduleWorkflow: (task_id: number, passed_params: Record<string, string>) =>
    api<WorkflowScheduleAnswer>(`/studio/workflow/${task_id}/collection`, { method: 'POST', body: { passed_params } }),
};

const useSelection = () => useSession((s) => s.selection);

export function useTaskList(type: TaskFilter) {
  const selection = useSelection();
  return useQuery({
    queryKey: selection ? taskKeys.list(selection, type) : idleKey('tasks'),
    queryFn: ({ signal }) => taskApi.list(type, signal),
    enabled: !!selection && selection.acId !== 'all',
  });
}

export function useTask(id: number | null) {
  const selection = useSelection();
  return useQuery({
    queryKey: selection && id ? taskKeys.one(selection, id) : idleKey('task'),
    queryFn: ({ signal }) => taskApi.get(id!, signal),
    enabled: !!selection && !!id,
  });
}

/** Changes one task in every cached list and in its own entry (optimistic toggles, soft delete, undo). */
export function usePatchCachedTask() {
  const client = useQueryClient();
  const selection = useSelection();
  return (id: number, patch: Partial<Task>) => {
    if (!selection) return;
    client.setQueriesData<Task[]>({ queryKey: taskKeys.lists(selection) }, (list) =>
      list?.map((t) => (t.task_id === id ? { ...t, ...patch } : t)),
    );
    client.setQueryData<Task>(taskKeys.one(selection, id), (t) => (t ? { ...t, ...patch } : t));
  };
}

/** Refetches every task list and task of the scope. */
export function useInvalidateTasks() {
  const client = useQueryClient();
  const selection = useSelection();
  return () => (selection ? client.invalidateQueries({ queryKey: taskKeys.all(selection) }) : Promise.resolve());
}

export function useSaveTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TaskInput }) => (id ? taskApi.update(id, body) : taskApi.create(body)),
    onSuccess: () => void invalidate(),
  });
}

/** How many tasks duplicating the task's collection copies (the task and its linked tasks). */
export function useCollectionCount(id: number | null) {
  const selection = useSelection();
  return useQuery({
    queryKey: selection && id ? taskKeys.collectionCount(selection, id) : idleKey('collection-count'),
    queryFn: ({ signal }) => taskApi.collectionCount(id!, signal),
    enabled: !!selection && !!id,
    staleTime: 0,
  });
}
