import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { SessionUser } from '@shared/api/auth';
import { api } from '../api/http';
import { changeLanguage } from '../i18n';
import { appRoutes } from '../routes';
import { signOut } from '../session/lifecycle';
import { changeScope } from '../session/scope';
import { useSession } from '../session/store';
import { notifyUpdateFailed } from '../shell/notices';
import { useShellUi } from '../shell/uiStore';
import type { CommandContext } from './types';

/** Applies a language at once and saves it as the user's language. */
async function setLanguage(locale: string) {
  if (!(await changeLanguage(locale))) return;
  try {
    const user = await api<SessionUser>('/auth/users/manage/profile', { method: 'POST', body: { language: locale } });
    useSession.getState().setUser(user);
  } catch (e) {
    notifyUpdateFailed(e);
  }
}

/** The context every command runs with, built from the session store and the shell's actions. */
export function useCommandContext(): CommandContext | null {
  const { user, selection, enabledFeatures, dark } = useSession(
    useShallow((s) => ({ user: s.user, selection: s.selection, enabledFeatures: s.enabledFeatures, dark: s.dark })),
  );
  const [, navigate] = useLocation();
  const { i18n } = useTranslation('shell');
  const language = i18n.language;
  return useMemo(() => {
    if (!user || !selection) return null;
    const ui = useShellUi.getState();
    return {
      user,
      selection,
      access: { user, selection, enabledFeatures },
      routes: appRoutes,
      dark,
      language,
      navigate: (path: string) => navigate(path),
      toggleTheme: () => useSession.getState().setDark(!useSession.getState().dark),
      setLanguage: (locale: string) => void setLanguage(locale),
      changeScope: (next) => void changeScope(next),
      signOut: () => void signOut(),
      openPalette: () => ui.set({ palette: true, shortcuts: false, switcher: false }),
      openShortcuts: () => ui.set({ shortcuts: true, palette: false }),
      openSwitcher: () => ui.set({ switcher: true, palette: false }),
      openNotifications: () => ui.set({ notifications: true, palette: false }),
    } satisfies CommandContext;
  }, [user, selection, enabledFeatures, dark, language, navigate]);
}
