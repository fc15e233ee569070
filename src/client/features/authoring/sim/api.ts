import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SimChannel, SimEvent } from '@shared/api/sim';
import type { FlowTest, FlowTestRun, FlowTestStep } from '@shared/api/sim-tests';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { flowKeys } from '@client/api/queryKeys';
import type { PinnedAnswer } from './store';

export interface SessionAnswer {
  session_id: string;
  status: 'waiting' | 'ended';
  node_id: number | null;
  events: SimEvent[];
  variables: Record<string, unknown>;
  paused_at: number | null;
}

interface Debug {
  breakpoints?: number[];
  pins?: Record<string, PinnedAnswer>;
  run?: 'continue' | 'step';
}

export interface TestBody {
  test_name: string;
  channel?: SimChannel | null;
  start_node_id?: number | null;
  variables?: Record<string, string>;
  pins?: Record<string, PinnedAnswer>;
  steps: FlowTestStep[];
}

/** The simulator's calls (docs/api.md: sessions, their debugging, flow tests). */
export const simApi = {
  start: (
    body: ({ task_id: number } | { dialed_number: string }) & {
      channel?: SimChannel;
      start_node_id?: number;
      variables?: Record<string, string>;
    } & Debug,
  ) => api<SessionAnswer>('/sim/sessions', { method: 'POST', body }),
  input: (sessionId: string, body: { dtmf?: string; text?: string } & Debug) =>
    api<SessionAnswer>(`/sim/sessions/${sessionId}/input`, { method: 'POST', body }),
  record: (sessionId: string, body: FormData) => api<SessionAnswer>(`/sim/sessions/${sessionId}/recording`, { method: 'POST', body }),
  get: (sessionId: string, signal?: AbortSignal) => api<SessionAnswer>(`/sim/sessions/${sessionId}`, { signal }),
  stop: (sessionId: string) => api<SessionAnswer>(`/sim/sessions/${sessionId}`, { method: 'DELETE' }),
  tests: (taskId: number, signal?: AbortSignal) => api<FlowTest[]>('/sim/tests', { query: { task_id: taskId }, signal }),
  createTest: (taskId: number, body: TestBody) => api<FlowTest>('/sim/tests', { method: 'POST', body: { task_id: taskId, ...body } }),
  updateTest: (testId: number, body: Partial<TestBody>) => api<FlowTest>(`/sim/tests/${testId}`, { method: 'PUT', body }),
  deleteTest: (testId: number) => api<unknown>(`/sim/tests/${testId}`, { method: 'DELETE' }),
  run: (taskId: number, testIds?: number[]) =>
    api<FlowTestRun>('/sim/tests/run', { method: 'POST', body: { task_id: taskId, ...(testIds ? { test_ids: testIds } : {}) } }),
};

export function useFlowTests(taskId: number) {
  const s = useSession((x) => x.selection);
  return useQuery({
    queryKey: flowKeys.simTests(s!, taskId),
    queryFn: ({ signal }) => simApi.tests(taskId, signal),
    enabled: !!s && taskId > 0,
  });
}

export function useRefreshTests(taskId: number) {
  const client = useQueryClient();
  const s = useSession((x) => x.selection);
  return () => (s ? client.invalidateQueries({ queryKey: flowKeys.simTests(s, taskId) }) : Promise.resolve());
}
