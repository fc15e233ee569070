import type { SessionUser } from '@shared/api/auth';
import { limits } from '@shared/limits';
import { ApiError, api } from '../api/http';
import { changeLanguage, currentLanguage, initI18n } from '../i18n';
import { endSession, wireHttpContext } from './lifecycle';
import { establishScope } from './scope';
import { timeoutExpired, useSession } from './store';

/** If the signed-in user's language differs from the app language, translations reload (spec 1 §4). */
export async function applyUserLanguage(user: SessionUser) {
  if (user.language && user.language !== currentLanguage()) await changeLanguage(user.language);
}

/** Everything a fresh session needs after sign-in: scope, enabled features, language. */
export async function startUserSession(user: SessionUser) {
  await Promise.all([establishScope(user), applyUserLanguage(user)]);
}

export type BootResult = { ok: true } | { ok: false; error: string };

/**
 * Boot: i18n with English, then with a stored token GET /auth/user, the saved (or default)
 * selection, its enabled features, the user's theme (store) and language.
 */
export async function boot(): Promise<BootResult> {
  wireHttpContext();
  const i18n = initI18n(limits.defaultLanguage);
  const { token } = useSession.getState();
  if (!token) {
    await i18n;
    return { ok: true };
  }
  if (timeoutExpired()) {
    endSession();
    await i18n;
    return { ok: true };
  }
  try {
    const user = await api<SessionUser>('/auth/user', { unscoped: true });
    useSession.getState().setUser(user);
    await i18n;
    await startUserSession(user);
    return { ok: true };
  } catch (e) {
    await i18n;
    if (e instanceof ApiError && e.status === 401) return { ok: true };
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}
