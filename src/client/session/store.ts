import { create } from 'zustand';
import type { SessionUser } from '@shared/api/auth';
import type { Selection } from '@shared/access/scope';
import { limits } from '@shared/limits';

/** Keys in local storage. Selection and theme are kept per user so another user starts fresh. */
export const storageKeys = {
  token: 'studio.token',
  timeout: 'studio.timeout',
  selection: (userId: number) => `studio.selection.${userId}`,
  theme: (userId: number) => `studio.theme.${userId}`,
  recentProviders: (userId: number) => `studio.recent-providers.${userId}`,
  recentCommands: (userId: number) => `studio.recent-commands.${userId}`,
  taskFilter: (userId: number) => `studio.task-filter.${userId}`,
  dismissedAnnouncement: (userId: number) => `studio.dismissed-announcement.${userId}`,
} as const;

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  selection: Selection | null;
  /** Enabled features of the selected account or provider. */
  enabledFeatures: string[];
  dark: boolean;
  /** True once the enabled features of the current selection have arrived. */
  scopeReady: boolean;
  /** Set while a plan change's enabled features are reloading (spec 3 §4: the plan-changed flag). */
  planChanged: boolean;
  setPlanChanged(changed: boolean): void;
  setSession(token: string, user: SessionUser): void;
  /** The user of a restored session (boot with a stored token): also applies the user's saved theme. */
  setUser(user: SessionUser): void;
  setToken(token: string): void;
  setSelection(selection: Selection): void;
  setEnabledFeatures(features: string[]): void;
  setScopeReady(ready: boolean): void;
  setDark(dark: boolean): void;
  /** Clears the token, user and all per-session state (sign-out and expiry). */
  clear(): void;
}

const read = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: state lives in memory only */
  }
};

/** The timeout record: when the session expires unless another qualifying request is made. */
export function touchTimeout(now = Date.now()) {
  write(storageKeys.timeout, String(now + limits.session.idleExpiryMs));
}

export function timeoutExpired(now = Date.now()): boolean {
  const raw = read(storageKeys.timeout);
  if (!raw) return false;
  return Number(raw) <= now;
}

export function savedSelection(userId: number): Selection | null {
  const raw = read(storageKeys.selection(userId));
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as Selection;
    return s && (s.spId === 'all' || typeof s.spId === 'number') ? s : null;
  } catch {
    return null;
  }
}

export const useSession = create<SessionState>((set, get) => ({
  token: read(storageKeys.token),
  user: null,
  selection: null,
  enabledFeatures: [],
  planChanged: false,
  dark: false,
  scopeReady: false,
  setSession(token, user) {
    write(storageKeys.token, token);
    touchTimeout();
    set({ token, user, selection: null, scopeReady: false, dark: read(storageKeys.theme(user.user_id)) === 'dark' });
  },
  setUser(user) {
    const previous = get().user;
    if (previous && previous.user_id === user.user_id) set({ user });
    else set({ user, dark: read(storageKeys.theme(user.user_id)) === 'dark' });
  },
  setToken(token) {
    write(storageKeys.token, token);
    set({ token });
  },
  setSelection(selection) {
    const user = get().user;
    if (user) write(storageKeys.selection(user.user_id), JSON.stringify(selection));
    set({ selection });
  },
  setEnabledFeatures(enabledFeatures) {
    set({ enabledFeatures });
  },
  setScopeReady(scopeReady) {
    set({ scopeReady });
  },
  setPlanChanged(planChanged) {
    set({ planChanged });
  },
  setDark(dark) {
    const user = get().user;
    if (user) write(storageKeys.theme(user.user_id), dark ? 'dark' : 'light');
    set({ dark });
  },
  clear() {
    write(storageKeys.token, null);
    write(storageKeys.timeout, null);
    set({ token: null, user: null, selection: null, enabledFeatures: [], scopeReady: false, dark: false });
  },
}));

/** Recently selected providers of a user, most recent first. */
export function savedRecentProviders(userId: number): number[] {
  try {
    const list = JSON.parse(read(storageKeys.recentProviders(userId)) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

export function saveRecentProviders(userId: number, history: number[]) {
  write(storageKeys.recentProviders(userId), JSON.stringify(history));
}
