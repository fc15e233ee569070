import { useQuery } from '@tanstack/react-query';
import type { UserNotifications } from '@shared/api/notifications';
import { queryKeys } from '@client/api/queryKeys';
import { api } from '../../api/http';
import { queryClient } from '../../api/queries';
import { useSession } from '../../session/store';

export const notificationsPageSize = 20;

export function useNotifications() {
  const signedIn = useSession((s) => !!s.token && !!s.user);
  return useQuery({
    queryKey: queryKeys.notifications(),
    enabled: signedIn,
    queryFn: ({ signal }) =>
      api<UserNotifications>('/system/get-user-notifications', {
        signal,
        whole: true,
        unscoped: true,
        query: { per_page: notificationsPageSize },
      }),
    staleTime: 60_000,
  });
}

export const refetchNotifications = () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications() });
