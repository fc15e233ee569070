import { navigate } from 'wouter/use-browser-location';
import { limits } from '@shared/limits';
import { i18n } from '../i18n';
import { api, setHttpContext } from '../api/http';
import { queryClient } from '../api/queries';
import { disconnectRealtime, updateRealtimeToken } from '../realtime/socket';
import { notify } from '../shell/notices';
import { loginRedirect } from '../shell/redirects';
import { runScopeChangeHooks } from './scopeHooks';
import { storageKeys, timeoutExpired, touchTimeout, useSession } from './store';

/** Ends the session locally: per-account state, cached answers, the realtime channel and the store. */
export function endSession() {
  const { selection } = useSession.getState();
  if (selection) runScopeChangeHooks(null, selection);
  queryClient.clear();
  disconnectRealtime();
  useSession.getState().clear();
}

const currentPath = () => window.location.pathname + window.location.search;

/** 'Your session has ended. Please sign in again.' on the sign-in page. */
const noticeSessionEnded = () => notify({ intent: 'warning', icon: 'time', message: i18n.t('shell:notices.unauthenticated') });

/** Wires the one HTTP helper to the session: token, selection, activity and 401 handling. */
export function wireHttpContext() {
  setHttpContext({
    token: () => useSession.getState().token,
    selection: () => useSession.getState().selection,
    onActivity: () => touchTimeout(),
    onUnauthenticated: () => {
      if (!useSession.getState().token) return;
      const target = loginRedirect(currentPath());
      endSession();
      navigate(target, { replace: true });
      noticeSessionEnded();
    },
  });
}

/** Sign Out: POST /auth/logout (the token stops working), then clear everything and go to /login. */
export async function signOut() {
  try {
    await api('/auth/logout', { method: 'POST', passive: true });
  } catch {
    // The session ends locally whatever the server answers.
  }
  endSession();
  navigate('/login');
}

/** The 30-second check of the timeout record: on expiry the user is signed out and all state cleared. */
export function checkExpiry(now = Date.now()): boolean {
  if (!useSession.getState().token || !timeoutExpired(now)) return false;
  endSession();
  navigate('/login', { replace: true });
  noticeSessionEnded();
  return true;
}

/** The periodic token refresh (spec: interval value 8, minutes). Not counted as activity. */
export async function refreshToken() {
  if (!useSession.getState().token) return;
  try {
    const { token } = await api<{ token: string }>('/auth/refresh', { method: 'POST', passive: true, unscoped: true });
    if (!useSession.getState().token) return;
    useSession.getState().setToken(token);
    updateRealtimeToken(token);
  } catch {
    // A 401 is handled by the HTTP context; other failures wait for the next round.
  }
}

/**
 * A token refreshed in another tab is taken up here. The server ends the whole session family when a
 * token that was already refreshed is refreshed again (reuse), so a tab must never refresh the old one.
 */
export function adoptTokenFromOtherTab(event: Pick<StorageEvent, 'key' | 'newValue'>) {
  if (event.key !== storageKeys.token || !event.newValue || !useSession.getState().token) return;
  if (event.newValue === useSession.getState().token) return;
  useSession.getState().setToken(event.newValue);
  updateRealtimeToken(event.newValue);
}

/** Starts the expiry check, the refresh timer and the token sync between tabs; returns the function that stops them. */
export function startSessionLifecycle(): () => void {
  const check = setInterval(() => checkExpiry(), limits.session.checkIntervalMs);
  const refresh = setInterval(() => void refreshToken(), limits.session.refreshIntervalMinutes * 60_000);
  window.addEventListener('storage', adoptTokenFromOtherTab);
  return () => {
    clearInterval(check);
    clearInterval(refresh);
    window.removeEventListener('storage', adoptTokenFromOtherTab);
  };
}
