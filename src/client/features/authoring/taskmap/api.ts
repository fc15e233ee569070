import { useQuery } from '@tanstack/react-query';
import type { TaskMap } from '@shared/api/taskmap';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { taskKeys } from '@client/api/queryKeys';

/** GET /studio/tasks/map of the selected account, cached per scope. */
export function useTaskMap() {
  const s = useSession((state) => state.selection);
  const account = !!s && s.acId !== 'all';
  return useQuery({
    queryKey: taskKeys.map(s!),
    queryFn: ({ signal }) => api<TaskMap>('/studio/tasks/map', { signal }),
    enabled: account,
    staleTime: 0,
  });
}
