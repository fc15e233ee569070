import type { Selection } from '@shared/access/scope';
import { selectionForProvider, showAllAccountsOption, switcherLevel } from '@shared/access/switcher';
import { limits } from '@shared/limits';
import { localeNames } from '../i18n/locales';
import { navigableRoutes } from '../shell/navModel';
import { applies } from './commandRules';
import { keymap, type ShortcutId } from './keymap';
import { registeredScreenCommands } from './screenCommandStore';
import { taskCommands, taskMapCommand } from './taskCommands';
import type { Commands } from './CommandsContext';
import type { Command, CommandContext } from './types';

const shortcutOf = (id: string): ShortcutId | undefined => (id in keymap ? (id as ShortcutId) : undefined);

const staticCommands: Command[] = [
  {
    id: 'palette.open',
    title: 'commands.openPalette',
    keywords: ['search', 'command'],
    group: 'help',
    icon: 'search',
    shortcut: 'palette.open',
    listed: false,
    run: (c) => c.openPalette(),
  },
  {
    id: 'shortcuts.show',
    title: 'commands.showShortcuts',
    keywords: ['keyboard', 'keys', 'help', 'hotkeys'],
    group: 'help',
    icon: 'key-command',
    shortcut: 'shortcuts.show',
    run: (c) => c.openShortcuts(),
  },
  {
    id: 'scope.open',
    title: 'commands.openSwitcher',
    keywords: ['provider', 'account', 'scope', 'switch'],
    group: 'scope',
    icon: 'swap-horizontal',
    shortcut: 'scope.open',
    run: (c) => c.openSwitcher(),
  },
  {
    id: 'theme.toggle',
    title: 'commands.toggleTheme',
    keywords: ['dark', 'light', 'theme', 'appearance'],
    group: 'preferences',
    icon: 'contrast',
    shortcut: 'theme.toggle',
    run: (c) => c.toggleTheme(),
  },
  {
    id: 'nav.profile',
    title: 'commands.goToProfile',
    keywords: ['profile', 'password', 'two-factor', 'account settings'],
    group: 'navigation',
    icon: 'user',
    shortcut: 'nav.profile',
    enabled: (c) => !c.user.idp,
    run: (c) => c.navigate('/manage/profile'),
  },
  {
    id: 'notifications.show',
    title: 'commands.showNotifications',
    keywords: ['notification', 'notifications', 'messages', 'inbox', 'unread', 'bell'],
    group: 'session',
    icon: 'notifications',
    run: (c) => c.openNotifications(),
  },
  {
    id: 'platform.refresh',
    title: 'commands.refreshPlatform',
    keywords: ['contact center', 'platform', 'skills', 'dispositions', 'users', 'variables', 'refresh', 'reload'],
    group: 'session',
    icon: 'refresh',
    enabled: (c) =>
      c.user.account_mappings.some(
        (m) =>
          m.sp_id === c.selection.spId &&
          m.accounts.some((a) => !!a.domain_id && (c.selection.acId === 'all' || a.ac_id === c.selection.acId)),
      ),
    run: (c) => void import('../features/manage/platform/refreshPlatform').then((m) => m.refreshPlatform(c.user, c.selection)),
  },
  {
    id: 'session.signOut',
    title: 'commands.signOut',
    keywords: ['log out', 'logout', 'sign out', 'exit'],
    group: 'session',
    icon: 'log-out',
    run: (c) => c.signOut(),
  },
];

function navigationCommands(ctx: CommandContext): Command[] {
  return navigableRoutes(ctx.routes, ctx.access).map((route) => ({
    id: `nav.${route.id}`,
    title: 'commands.goTo',
    titleValues: { title: route.title },
    keywords: [route.path, ...(route.section ? [route.section] : []), ...(route.keywords ?? [])],
    group: 'navigation' as const,
    icon: route.icon,
    shortcut: shortcutOf(`nav.${route.id}`),
    run: (c: CommandContext) => c.navigate(route.path),
  }));
}

const isCurrent = (a: Selection, b: Selection) => a.spId === b.spId && a.acId === b.acId;

/** One entry per provider (provider level only) and per account of account_mappings. */
function scopeCommands(ctx: CommandContext): Command[] {
  const options = ctx.user.account_mappings;
  const commands: Command[] = [];
  const providerLevel = switcherLevel(options) === 'provider';
  for (const option of options) {
    if (providerLevel) {
      commands.push({
        id: `scope.provider.${option.sp_id}`,
        title: 'commands.switchProvider',
        titleValues: { name: option.sp_name },
        keywords: [option.sp_name, 'provider'],
        group: 'scope',
        icon: 'office',
        enabled: (c) => c.selection.spId !== option.sp_id,
        run: (c) => c.changeScope(selectionForProvider(option)),
      });
    }
    if (showAllAccountsOption(option.accounts)) {
      const all: Selection = { spId: option.sp_id, acId: 'all' };
      commands.push({
        id: `scope.all-accounts.${option.sp_id}`,
        title: 'commands.switchAllAccounts',
        titleValues: { provider: option.sp_name },
        keywords: [option.sp_name, 'all accounts'],
        group: 'scope',
        icon: 'layers',
        enabled: (c) => !isCurrent(c.selection, all),
        run: (c) => c.changeScope(all),
      });
    }
    for (const account of option.accounts) {
      const target: Selection = { spId: option.sp_id, acId: account.ac_id };
      commands.push({
        id: `scope.account.${account.ac_id}`,
        title: 'commands.switchAccount',
        titleValues: { name: account.ac_name, provider: option.sp_name },
        keywords: [account.ac_name, account.label ?? '', option.sp_name, 'account'].filter(Boolean),
        group: 'scope',
        icon: 'briefcase',
        enabled: (c) => !isCurrent(c.selection, target),
        run: (c) => c.changeScope(target),
      });
    }
  }
  return commands;
}

function languageCommands(): Command[] {
  return limits.clientLocales.map((locale) => ({
    id: `language.${locale}`,
    title: 'commands.changeLanguage',
    titleValues: { language: localeNames[locale] },
    keywords: ['language', 'locale', locale],
    group: 'preferences' as const,
    icon: 'translate' as const,
    enabled: (c: CommandContext) => c.language !== locale,
    run: (c: CommandContext) => c.setLanguage(locale),
  }));
}

/**
 * Commands that have no key and that only the palette lists (create/open content, create/open entities). Their
 * modules load with the palette's chunk (paletteCommands.ts), not with the shell: the key handler and the '?'
 * sheet never need them.
 */
export interface PaletteOnlyCommands {
  content(): Command[];
  entities(ctx: CommandContext): Command[];
}

/**
 * The one command registry: the palette, the key handler and the '?' sheet are views of it. Without
 * `paletteOnly` it is every command with a key (and the rest the shell needs); the palette passes its own.
 */
export function buildCommands(ctx: CommandContext, paletteOnly?: PaletteOnlyCommands): Command[] {
  return [
    ...registeredScreenCommands(),
    ...taskCommands(ctx),
    taskMapCommand(ctx),
    ...(paletteOnly?.content() ?? []),
    ...(paletteOnly?.entities(ctx) ?? []),
    ...navigationCommands(ctx),
    ...scopeCommands(ctx),
    ...staticCommands,
    ...languageCommands(),
  ];
}

/** The shell's registry for one context, indexed by id and by binding: what the shell builds once per context change. */
export function commandsFor(ctx: CommandContext): Commands {
  const list = buildCommands(ctx);
  const byShortcut = new Map<string, Command>();
  for (const c of list) if (c.shortcut && !byShortcut.has(c.shortcut)) byShortcut.set(c.shortcut, c);
  return { ctx, list, byId: new Map(list.map((c) => [c.id, c])), byShortcut };
}

/** Commands that apply now (`enabled`). */
export const availableCommands = (ctx: CommandContext, paletteOnly?: PaletteOnlyCommands) =>
  buildCommands(ctx, paletteOnly).filter((c) => applies(c, ctx));

type Translate = (key: string, values?: Record<string, string>) => string;

/** Values that are i18n keys themselves: route titles and entity labels ('entities:accounts.one'). */
const isKey = (v: string) => v.startsWith('routes.') || v.startsWith('entities:');

/** The displayed title: route titles and entity labels among the values are translated too. */
export function commandTitle(command: Command, t: Translate): string {
  const values = Object.fromEntries(Object.entries(command.titleValues ?? {}).map(([k, v]) => [k, isKey(v) ? t(v) : v]));
  return t(command.title, values);
}
