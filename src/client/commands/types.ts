import type { IconName } from '@blueprintjs/icons';
import type { AccessContext } from '@shared/access/engine';
import type { Selection } from '@shared/access/scope';
import type { SessionUser } from '@shared/api/auth';
import type { RouteDef } from '../routeDef';
import type { CommandRules } from './commandRules';
import type { ShortcutId } from './keymap';

/* What a command is and what it reads: apart from the registry, so the command lists it gathers need not import it. */

export type CommandGroup = 'canvas' | 'tasks' | 'content' | 'navigation' | 'scope' | 'preferences' | 'session' | 'help';
export const commandGroups: readonly CommandGroup[] = [
  'canvas',
  'tasks',
  'content',
  'navigation',
  'scope',
  'preferences',
  'session',
  'help',
];

/** What commands read and do. The shell builds it from the session store and its own actions. */
export interface CommandContext {
  user: SessionUser;
  selection: Selection;
  access: AccessContext;
  routes: readonly RouteDef[];
  dark: boolean;
  language: string;
  navigate(path: string): void;
  toggleTheme(): void;
  setLanguage(locale: string): void;
  changeScope(selection: Selection): void;
  signOut(): void;
  openPalette(): void;
  openShortcuts(): void;
  openSwitcher(): void;
  /** Opens the top bar's notifications popover. */
  openNotifications(): void;
}

/** A command of the shell's registry. Whether it may run is said as every command says it (`CommandRules`). */
export interface Command extends CommandRules<CommandContext> {
  /** Namespaced: 'nav.dashboard', 'theme.toggle', 'scope.account.12'. */
  id: string;
  /** i18n key in the 'shell' namespace, with its :name values. */
  title: string;
  titleValues?: Record<string, string>;
  keywords: string[];
  group: CommandGroup;
  icon?: IconName;
  shortcut?: ShortcutId;
  /** Hidden from the palette (the command stays reachable by its key) when listed is false. */
  listed?: boolean;
}
