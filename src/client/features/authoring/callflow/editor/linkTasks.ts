import type { TaskType } from '@shared/api/flow';
import { api } from '@client/api/http';
import type { RefOption } from './refSources';

/** The task a node editor works in: link_task's picker lists what this task may link to. */
export interface CurrentTask {
  id: number;
  type: TaskType;
}

/** A row of GET /studio/tasks/get-link-task-list/{id}. */
export interface LinkTaskRow {
  task_id: number;
  task_name: string;
  task_type?: string;
}

/**
 * The tasks a link_task node of a task may link to, as a picker's options: the server's list (enabled tasks of
 * the same type whose own links never lead back, so linking makes no recursion), never the task itself, each
 * once, by name (then id).
 */
export function linkTaskOptions(rows: readonly LinkTaskRow[], currentTaskId: number): RefOption[] {
  const seen = new Set<number>();
  const options: RefOption[] = [];
  for (const row of rows) {
    if (row.task_id === currentTaskId || seen.has(row.task_id)) continue;
    seen.add(row.task_id);
    options.push({ id: row.task_id, name: row.task_name });
  }
  return options.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

export const fetchLinkTasks = (taskId: number, signal?: AbortSignal) =>
  api<LinkTaskRow[]>(`/studio/tasks/get-link-task-list/${taskId}`, { signal });
