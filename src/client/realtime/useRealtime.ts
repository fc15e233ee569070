import { useEffect } from 'react';
import { queryClient, queryKeys, reloadSessionUser } from '../api/queries';
import { useSession } from '../session/store';
import { connectRealtime, disconnectRealtime, onRealtime } from './socket';

/** Keeps the realtime channel open while signed in and turns server pushes into refetches. */
export function useRealtime() {
  const token = useSession((s) => s.token);
  const hasUser = useSession((s) => !!s.user);
  const selection = useSession((s) => s.selection);
  const ready = !!token && hasUser && !!selection;
  useEffect(() => {
    if (!ready) return;
    const { token: current, selection: scope } = useSession.getState();
    if (current && scope) void connectRealtime(current, scope).catch((e) => console.warn('Realtime unavailable', e));
  }, [ready]);
  useEffect(() => () => disconnectRealtime(), []);
  useEffect(() => {
    const offs = [
      onRealtime('announcement', () => void queryClient.invalidateQueries({ queryKey: queryKeys.latestAnnouncement() })),
      onRealtime('refresh', (payload) => {
        void queryClient.invalidateQueries({ queryKey: ['scope'] });
        const resource = (payload as { resource?: string } | null)?.resource;
        // A provider or account changed: the switcher's options come with the session user.
        if (resource === 'accounts' || resource === 'service-providers') void reloadSessionUser().catch(() => {});
      }),
    ];
    return () => offs.forEach((off) => off());
  }, []);
}
