import { useQuery } from '@tanstack/react-query';
import type { TaskMap } from '@shared/api/taskmap';
import { api } from '@client/api/http';
import { scopeKey } from '@client/api/queries';
import { useSession } from '@client/session/store';

/** GET /studio/tasks/map of the selected account, cached per scope. */
export function useTaskMap() {
  const s = useSession((state) => state.selection);
  const account = !!s && s.acId !== 'all';
  return useQuery({
    queryKey: [...scopeKey(s!), 'tasks', 'map'] as const,
    queryFn: ({ signal }) => api<TaskMap>('/studio/tasks/map', { signal }),
    enabled: account,
    staleTime: 0,
  });
}
