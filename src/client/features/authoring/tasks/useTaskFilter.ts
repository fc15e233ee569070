import { useState } from 'react';
import { taskTypes } from '@shared/api/flow';
import { storageKeys, useSession } from '@client/session/store';
import type { TaskFilter } from './api';

const known = (value: string | null): value is TaskFilter => value === 'all' || (taskTypes as readonly string[]).includes(value ?? '');

/**
 * The main task list's type filter (spec 2: the default is voice in some lists and all in others): all of the
 * user's tasks at first, then the last choice, remembered per user.
 */
export function useTaskFilter(): [TaskFilter, (type: TaskFilter) => void] {
  const userId = useSession((s) => s.user?.user_id ?? 0);
  const [type, setType] = useState<TaskFilter>(() => {
    const saved = localStorage.getItem(storageKeys.taskFilter(userId));
    return known(saved) ? saved : 'all';
  });
  const choose = (next: TaskFilter) => {
    setType(next);
    localStorage.setItem(storageKeys.taskFilter(userId), next);
  };
  return [type, choose];
}
