import type { CommandContext } from '@client/commands/types';
import type { Selection } from '@shared/access/scope';
import type { SessionUser } from '@shared/api/auth';
import { appRoutes } from '@client/routes';
import { provider, sessionUser } from '../shared/fixtures';

export interface Recorder {
  navigated: string[];
  scopes: Selection[];
  languages: string[];
  calls: string[];
}

/** A command context over a test user, recording what commands do. */
export function commandContext(
  user: SessionUser = sessionUser({ account_mappings: [provider(1, [11, 12])] }),
  selection: Selection = { spId: 1, acId: 'all' },
  recorder: Recorder = { navigated: [], scopes: [], languages: [], calls: [] },
  language = 'en',
): CommandContext {
  return {
    user,
    selection,
    access: { user, selection, enabledFeatures: [] },
    routes: appRoutes,
    dark: false,
    language,
    navigate: (p) => recorder.navigated.push(p),
    toggleTheme: () => recorder.calls.push('theme'),
    setLanguage: (l) => recorder.languages.push(l),
    changeScope: (s) => recorder.scopes.push(s),
    signOut: () => recorder.calls.push('signOut'),
    openPalette: () => recorder.calls.push('palette'),
    openShortcuts: () => recorder.calls.push('shortcuts'),
    openSwitcher: () => recorder.calls.push('switcher'),
    openNotifications: () => recorder.calls.push('notifications'),
  };
}
