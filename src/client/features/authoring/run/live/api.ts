import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveMonitoring, LiveView } from '@shared/api/run';
import type { LiveSessionEvent } from '@shared/realtime';
import { messages } from '@shared/messages';
import { shellMessages } from '@shared/messages-core';
import { api, ApiError } from '@client/api/http';
import { onRealtime } from '@client/realtime/socket';
import { useSession } from '@client/session/store';
import { idleKey, flowKeys } from '@client/api/queryKeys';
import { upsert } from './transcript';

/** The task's monitors and running sessions, kept current by the account room's live:session events. */
export function useLiveView(taskId: number) {
  const selection = useSession((s) => s.selection);
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: selection ? flowKeys.live(selection, taskId) : idleKey('live', taskId),
    queryFn: ({ signal }) => api<LiveView>(`/task/live-conversation-monitoring/${taskId}`, { signal }),
    enabled: !!selection && taskId > 0,
  });
  useEffect(() => {
    if (!selection) return;
    return onRealtime('live:session', (payload) => {
      const { session } = payload as LiveSessionEvent;
      if (session.task_id !== taskId) return;
      qc.setQueryData<LiveView>(flowKeys.live(selection, taskId), (view) => view && { ...view, sessions: upsert(view.sessions, session) });
    });
  }, [qc, selection, taskId]);
  return query;
}

/** Enables monitoring; a refusal carries the server's message or 'Failed to enable monitoring.', a failed request the other (spec 2 §8). */
export async function enableMonitoring(taskId: number, ani: string): Promise<LiveMonitoring> {
  try {
    return await api<LiveMonitoring>('/task/live-conversation-monitoring/enable', { method: 'POST', body: { task_id: taskId, ani } });
  } catch (e) {
    if (!(e instanceof ApiError)) throw new Error(messages.run.monitoringError);
    if (e.status === 0) throw new Error(messages.run.monitoringError);
    throw new Error(e.message && e.message !== shellMessages.operationFailed ? e.message : messages.run.monitoringFailed);
  }
}

/** Turns monitoring of the task off for every caller number (our call); a refusal carries the server's message. */
export const disableMonitoring = (taskId: number) =>
  api<{ task_id: number; removed: number }>('/task/live-conversation-monitoring/disable', { method: 'POST', body: { task_id: taskId } });

export const invalidateLive = (qc: ReturnType<typeof useQueryClient>, taskId: number) => {
  const selection = useSession.getState().selection;
  if (selection) void qc.invalidateQueries({ queryKey: flowKeys.live(selection, taskId) });
};
