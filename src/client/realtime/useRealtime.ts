import { useEffect } from 'react';
import type { RefreshEvent } from '@shared/realtime';
import { clientId } from '../api/clientId';
import { queryClient, queryKeys, reloadSessionUser, scopeKey } from '../api/queries';
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
      onRealtime('refresh', (payload) => refreshFor(payload as RefreshEvent)),
    ];
    return () => offs.forEach((off) => off());
  }, []);
}

/**
 * Another user's write in an account this tab shows: the screens showing what changed refetch — a task's
 * canvas and the task lists for 'Task', the content library for content, the switcher for providers and
 * accounts, everything of the scope otherwise.
 * The tab's own writes come back with its id as origin and are skipped.
 */
function refreshFor(event: RefreshEvent) {
  if (event.origin === clientId) return;
  if (event.resource === 'accounts' || event.resource === 'service-providers' || event.resource === 'access') {
    // A provider or account changed: the switcher's options come with the session user; so do the permissions
    // the sidebar and guards read, when the user's roles or permissions changed ('access').
    void reloadSessionUser().catch(() => {});
    void queryClient.invalidateQueries({ queryKey: ['scope'] });
    return;
  }
  const selection = useSession.getState().selection;
  if (!selection || (selection.acId !== 'all' && event.ac_id !== null && selection.acId !== event.ac_id)) return;
  const scope = scopeKey(selection);
  const keys: (readonly unknown[])[] =
    event.resource === 'Task'
      ? [[...scope, 'flow', Number(event.id)], [...scope, 'tasks'], [...scope, 'content', 'tasks']]
      : contentResources.has(event.resource)
        ? [[...scope, 'content']]
        : [scope];
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** Activity subjects of the content library (the resource helper's models and the datastore routes). */
const contentResources = new Set(['Prompt', 'Variable', 'Folder', 'DataStore', 'AttachmentFile', 'HolidaySchedule', 'JavascriptFunction', 'FormType', 'OpenFormType', 'DynamicFormType', 'Intent']);
