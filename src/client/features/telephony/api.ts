import { useQuery } from '@tanstack/react-query';
import type { Selection } from '@shared/access/scope';
import type { TaskNumber } from '@shared/api/telephony';
import { api } from '@client/api/http';
import { idleKey, numberKeys } from '@client/api/queryKeys';
import { useSession } from '@client/session/store';

export interface NumberUsage {
  task_id: number;
  task_name: string;
  numbers: TaskNumber[];
}

export { numberKeys };

/** A task's numbers (spec 2 §7): the account's numbers, which task has which, and setting a task's numbers. */
export const numbersApi = {
  account: (signal?: AbortSignal) => api<TaskNumber[]>('/studio/get-phone-numbers', { signal }),
  usage: (signal?: AbortSignal) => api<NumberUsage[]>('/studio/number-usage', { signal }),
  update: (taskId: number, ids: number[]) =>
    api<TaskNumber[]>('/studio/update-numbers', { method: 'POST', body: { task_id: taskId, phone_number_ids: ids } }),
};

/** The selected account, or null (numbers belong to one account). */
export function useAccountSelection(): Selection | null {
  const selection = useSession((s) => s.selection);
  return selection && selection.acId !== 'all' ? selection : null;
}

/** Which numbers each task has, by task id (empty until loaded; a failed read shows no numbers). */
export function useNumberUsage(): Map<number, TaskNumber[]> {
  const selection = useAccountSelection();
  const usage = useQuery({
    queryKey: selection ? numberKeys.usage(selection) : idleKey('numbers'),
    enabled: !!selection,
    queryFn: ({ signal }) => numbersApi.usage(signal),
  });
  return new Map((usage.data ?? []).map((u) => [u.task_id, u.numbers]));
}
