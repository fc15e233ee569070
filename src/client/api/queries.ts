import { QueryClient, useQuery } from '@tanstack/react-query';
import type { Selection } from '@shared/access/scope';
import { ApiError, api } from './http';
import { useSession } from '../session/store';
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

/** Keys of scoped queries start with ['scope', spId, acId]; a scope change removes them all. */
export const scopeKey = (s: Selection) => ['scope', s.spId, s.acId] as const;

export const queryKeys = {
  dashboardStats: (s: Selection) => [...scopeKey(s), 'dashboard', 'stats'] as const,
  /** The selected scope's logo for the sidebar header and the profile screens. */
  profileLogo: (s: Selection) => [...scopeKey(s), 'profile-logo'] as const,
  /** A provider's or an account's profile (name, colours, date format, time zone) on its profile screen. */
  profileSettings: (s: Selection, level: 'sp' | 'ac', id: number) => [...scopeKey(s), 'profile-settings', level, id] as const,
  latestAnnouncement: () => ['dashboard', 'announcements', 'latest'] as const,
};

/** Reloads the session user: its switcher options change with providers and accounts (spec 3 §4). */
export async function reloadSessionUser(): Promise<void> {
  useSession.getState().setUser(await api<SessionUser>('/auth/user', { unscoped: true }));
}

/** Drops every cached answer that belongs to a provider or account. */
export function removeScopedQueries() {
  queryClient.removeQueries({ queryKey: ['scope'] });
}

const useSelection = () => useSession((s) => s.selection);

export function useDashboardStats() {
  const selection = useSelection();
  return useQuery({
    queryKey: selection ? queryKeys.dashboardStats(selection) : ['scope', 'none'],
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
