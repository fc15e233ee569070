import { variablesType } from '@shared/entities/content/variables';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Variable } from '@shared/api/content';
import { api } from '@client/api/http';
import { flowKeys } from '@client/api/queryKeys';
import { useSession } from '@client/session/store';
import { useTask } from '../tasks/api';
import { paramFields } from './workflowParams';

/**
 * The fields of a workflow task's passed parameters (spec 2 §3): the task's passed_params with the account's variables
 * (type, default value). Read by the simulator's run and by the task list's Run now and Schedule.
 */
export function usePassedParams(taskId: number | null) {
  const task = useTask(taskId);
  const selection = useSession((s) => s.selection);
  const variables = useQuery({
    queryKey: flowKeys.simVariables(selection!),
    queryFn: ({ signal }) => api<Variable[]>(variablesType.path, { signal, query: { fetch_all: 1, source: 'WEB' } }),
    enabled: !!selection && taskId !== null,
  });
  const passed = task.data?.workflow_task?.passed_params;
  const fields = useMemo(() => paramFields(passed ?? [], variables.data ?? []), [passed, variables.data]);
  return {
    fields,
    pending: task.isPending || variables.isPending,
    failed: task.isError || variables.isError,
    retry: () => void Promise.all([task.refetch(), variables.refetch()]),
  };
}
