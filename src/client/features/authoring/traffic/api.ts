import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EventLogRow, TrafficQuery, TrafficSession, TrafficView } from '@shared/api/traffic';
import { api } from '@client/api/http';
import { flowKeys } from '@client/api/queryKeys';
import { useSession } from '@client/session/store';

const query = (q: TrafficQuery) => ({
  task_id: q.task_id,
  start_date: q.start_date,
  end_date: q.end_date,
  channel: q.channel,
  version_id: q.version_id,
});

/** GET /analyse/traffic: the overlay's numbers, from the node traffic rollups. */
export function useTraffic(q: TrafficQuery) {
  const selection = useSession((s) => s.selection);
  return useQuery({
    queryKey: flowKeys.traffic(selection!, q.task_id, query(q)),
    queryFn: ({ signal }) => api<TrafficView>('/analyse/traffic', { query: query(q), signal }),
    enabled: !!selection,
    retry: false,
  });
}

export interface SessionsPage {
  data: TrafficSession[];
  meta: { total: number; page: number; per_page: number };
}

export interface EventsPage {
  data: EventLogRow[];
  meta: { total: number; page: number; per_page: number; truncated: boolean };
}

/** GET /node/event-logs: what the engine recorded at one node in the range (spec 2 §7), newest session first, a page at a time. */
export function useNodeEvents(q: TrafficQuery, nodeId: number | null, page: number) {
  const selection = useSession((s) => s.selection);
  const params = { task_id: q.task_id, start_date: q.start_date, end_date: q.end_date, node_id: nodeId ?? 0, page, per_page: 10 };
  return useQuery({
    queryKey: flowKeys.nodeEvents(selection!, q.task_id, params),
    queryFn: ({ signal }) => api<EventsPage>('/node/event-logs', { query: params, signal, whole: true }),
    enabled: !!selection && nodeId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /analyse/traffic/sessions: the sessions that reached one node, a page at a time. */
export function useNodeSessions(q: TrafficQuery, nodeId: number | null, page: number) {
  const selection = useSession((s) => s.selection);
  const params = { ...query(q), node_id: nodeId ?? 0, page, per_page: 10 };
  return useQuery({
    queryKey: flowKeys.trafficSessions(selection!, q.task_id, params),
    queryFn: ({ signal }) => api<SessionsPage>('/analyse/traffic/sessions', { query: params, signal, whole: true }),
    enabled: !!selection && nodeId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
