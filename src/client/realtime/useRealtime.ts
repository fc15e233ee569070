import { useEffect } from 'react';
import { contentModels } from '@shared/api/content-models';
import type { NotificationEvent } from '@shared/api/notifications';
import type { AnnouncementCounts, RefreshEvent } from '@shared/realtime';
import { scopeKey, queryKeys, taskKeys, flowKeys, contentKeys } from '@client/api/queryKeys';
import { i18n } from '../i18n';
import { notify } from '../shell/notices';
import { useShellUi } from '../shell/uiStore';
import { clientId } from '../api/clientId';
import { api } from '../api/http';
import { queryClient, reloadSessionUser } from '../api/queries';
import { useSession } from '../session/store';
import { useAnnouncementCounts } from './announcementCounts';
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
  useEffect(
    () => () => {
      disconnectRealtime();
      useAnnouncementCounts.getState().set(null);
    },
    [],
  );
  useEffect(() => {
    const offs = [
      onRealtime('announcement', () => void queryClient.invalidateQueries({ queryKey: queryKeys.latestAnnouncement() })),
      onRealtime('announcement:counts', (payload) => useAnnouncementCounts.getState().set(payload as AnnouncementCounts)),
      onRealtime('refresh', (payload) => refreshFor(payload as RefreshEvent)),
      onRealtime('refresh:batch', (payload) => (payload as RefreshEvent[]).forEach(refreshFor)),
      onRealtime('notification', (payload) => notificationArrived(payload as NotificationEvent)),
    ];
    return () => offs.forEach((off) => off());
  }, []);
}

/**
 * A notification for this user: the bell's count and list refetch at once; while the list is closed,
 * a notice says what arrived (bottom-left, the spec's notification position).
 */
function notificationArrived(event: NotificationEvent) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications() });
  if (!useShellUi.getState().notifications)
    notify({ icon: 'notifications', message: i18n.t('shell:notifications.arrived', { title: event.title }) });
}

/**
 * Another user's write in an account this tab shows: the screens showing what changed refetch — a task's
 * canvas and the task lists for 'Task', the content library for content, the switcher for providers and
 * accounts, everything of the scope otherwise.
 * The tab's own writes come back with its id as origin and are skipped.
 */
function refreshFor(event: RefreshEvent) {
  if (event.resource === 'plans') return void planChanged();
  if (event.origin === clientId) return;
  if (event.resource === 'accounts' || event.resource === 'service-providers' || event.resource === 'access') {
    // A provider or account changed: the switcher's options come with the session user; so do the permissions
    // the sidebar and guards read, when the user's roles or permissions changed ('access').
    void reloadSessionUser().catch(() => {});
    void queryClient.invalidateQueries({ queryKey: queryKeys.scoped() });
    return;
  }
  const selection = useSession.getState().selection;
  if (!selection || (selection.acId !== 'all' && event.ac_id !== null && selection.acId !== event.ac_id)) return;
  const keys: (readonly unknown[])[] =
    event.resource === 'Task'
      ? [flowKeys.all(selection, Number(event.id)), taskKeys.all(selection), contentKeys.tasks(selection)]
      : contentResources.has(event.resource)
        ? [contentKeys.all(selection)]
        : [scopeKey(selection)];
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * A plan of this tab's provider or account changed (spec 3 §4): the plan-changed flag is set and the enabled
 * features reload at once, so the sidebar, the palette and the guards follow; every answer of the scope that
 * depends on the plan (the node palette's types, the lists) is fetched again. No new sign-in.
 */
async function planChanged() {
  const { selection } = useSession.getState();
  if (!selection) return;
  useSession.getState().setPlanChanged(true);
  try {
    const features = await api<string[]>('/auth/enabled-features', { selection });
    const now = useSession.getState();
    if (now.selection === selection) now.setEnabledFeatures(features);
  } catch {
    // The next scope change or page load reads them again.
  } finally {
    useSession.getState().setPlanChanged(false);
  }
  void queryClient.invalidateQueries({ queryKey: scopeKey(selection) });
}

/** Activity subjects of the content library (the resource helper's models and the datastore routes). */
const contentResources = new Set<string>([...contentModels, 'Folder']);
