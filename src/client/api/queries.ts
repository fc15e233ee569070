import { QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, api } from './http';
import { useSession } from '../session/store';
import { idleKey, queryKeys } from './queryKeys';
import type { SessionUser } from '@shared/api/auth';
import type { Announcement, DashboardStats } from '@shared/api/dashboard';

/** One client for the studio. Failures other than server errors are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, e) => !(e instanceof ApiError && e.status > 0 && e.status < 500) && count < 2,
    },
  },
});

export * from './queryKeys';

/** Reloads the session user: its switcher options change with providers and accounts (spec 3 §4). */
export async function reloadSessionUser(): Promise<void> {
  useSession.getState().setUser(await api<SessionUser>('/auth/user', { unscoped: true }));
}

/** Drops every cached answer that belongs to a provider or account. */
export function removeScopedQueries() {
  queryClient.removeQueries({ queryKey: queryKeys.scoped() });
}

const useSelection = () => useSession((s) => s.selection);

export function useDashboardStats() {
  const selection = useSelection();
  return useQuery({
    queryKey: selection ? queryKeys.dashboardStats(selection) : idleKey(),
    queryFn: ({ signal }) => api<DashboardStats>('/dashboard/stats', { signal, selection }),
    enabled: !!selection,
  });
}

export function useLatestAnnouncement() {
  return useQuery({
    queryKey: queryKeys.latestAnnouncement(),
    queryFn: ({ signal }) => api<Announcement | null>('/dashboard/announcements/latest', { signal }),
    staleTime: 5 * 60_000,
  });
}
