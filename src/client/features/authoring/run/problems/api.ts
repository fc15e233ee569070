import { useQuery } from '@tanstack/react-query';
import type { TaskValidation } from '@shared/api/run';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { flowKeys } from '@client/api/queryKeys';

/** GET /studio/task-validation/{id}, under the task's flow key: every canvas change checks the task again. */
export function useTaskValidation(taskId: number, enabled: boolean) {
  const selection = useSession((s) => s.selection);
  return useQuery({
    queryKey: flowKeys.validation(selection!, taskId),
    queryFn: ({ signal }) => api<TaskValidation>(`/studio/task-validation/${taskId}`, { signal }),
    enabled: !!selection && enabled && taskId > 0,
  });
}
