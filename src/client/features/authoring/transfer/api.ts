import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ContentChoice, ImportCheck, TransferRequest } from '@shared/api/transfer';
import type { ContentModel } from '@shared/api/content';
import type { JobProgress } from '@shared/realtime';
import { api } from '@client/api/http';
import { onRealtime } from '@client/realtime/socket';
import { useSession } from '@client/session/store';
import { idleKey, queryKeys } from '@client/api/queryKeys';

export interface Choice {
  model: ContentModel;
  id: number;
  action: ContentChoice;
}

/** The export and import calls (spec 2 §7 "Versions, export, import, library"; docs/api.md). */
export const transferApi = {
  startExport: (taskId: number, taskCollection: boolean) =>
    api<TransferRequest>(`/studio/export/${taskId}`, {
      method: 'POST',
      body: { exportConfig: { include_content: true }, async: 1, task_collection: taskCollection ? 1 : 0 },
    }),
  /** A snapshot of the task: the published version (or, with newSnapshot or none published, the draft as it is now). */
  startSnapshot: (taskId: number, newSnapshot: boolean) =>
    api<TransferRequest>(`/studio/export/snapshot/${taskId}`, { method: 'POST', body: { async: 1, new_snapshot: newSnapshot ? 1 : 0 } }),
  status: (requestId: number, signal?: AbortSignal) => api<TransferRequest>(`/studio/tasks/task-import-export/${requestId}`, { signal }),
  checkImport: (file: string) => api<ImportCheck>('/studio/tasks/task-import/check', { method: 'POST', body: { file } }),
  startImport: (file: string, choices: Choice[]) =>
    api<TransferRequest>('/studio/tasks/task-import', { method: 'POST', body: { file, choices } }),
};

const finished = (r: TransferRequest | undefined) => r?.status === 'completed' || r?.status === 'failed';

/**
 * A request as it goes: the server's record (polled while it runs: it covers a lost connection) and the live
 * `job:progress` events of the account's room. The percentage is the live one while it comes.
 */
export function useTransfer(requestId: number | null, job: JobProgress['job']) {
  const selection = useSession((s) => s.selection);
  const [live, setLive] = useState<JobProgress | null>(null);
  const query = useQuery({
    queryKey: selection && requestId ? queryKeys.transfer(selection, requestId) : idleKey('transfer'),
    queryFn: ({ signal }) => transferApi.status(requestId!, signal),
    enabled: !!selection && requestId !== null,
    staleTime: 0,
    refetchInterval: (q) => (finished(q.state.data) ? false : 400),
  });
  useEffect(() => {
    setLive(null);
    if (requestId === null) return;
    return onRealtime('job:progress', (payload) => {
      const p = payload as JobProgress;
      if (p.job !== job || p.id !== requestId) return;
      setLive(p);
      if (p.status !== 'running') void query.refetch();
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestId, job]);
  const request = query.data;
  const percent = finished(request) ? 100 : live && live.total > 0 ? Math.floor((100 * live.done) / live.total) : (request?.progress ?? 0);
  return { request, live: finished(request) ? null : live, percent, error: query.error as Error | null };
}
