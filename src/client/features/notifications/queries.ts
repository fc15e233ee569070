import { useQuery } from '@tanstack/react-query';
import type { UserNotifications } from '@shared/api/notifications';
import { api } from '../../api/http';
import { queryClient } from '../../api/queries';
import { useSession } from '../../session/store';

/** The signed-in user's notifications are the user's, whatever the scope: one key, refetched when one arrives. */
export const notificationsKey = ['me', 'notifications'] as const;
export const notificationsPageSize = 20;

export function useNotifications() {
  const signedIn = useSession((s) => !!s.token && !!s.user);
  return useQuery({
    queryKey: notificationsKey,
    enabled: signedIn,
    queryFn: ({ signal }) => api<UserNotifications>('/system/get-user-notifications', { signal, whole: true, unscoped: true, query: { per_page: notificationsPageSize } }),
    staleTime: 60_000,
  });
}

export const refetchNotifications = () => queryClient.invalidateQueries({ queryKey: notificationsKey });
