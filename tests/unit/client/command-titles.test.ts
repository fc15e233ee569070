import { afterAll, describe, expect, it } from 'vitest';
import { queryClient } from '@client/api/queries';
import { queryKeys } from '@client/api/queryKeys';
import { paletteCommands } from '@client/commands/paletteCommands';
import { handledByComponent, keymap, layerOf } from '@client/commands/keymap';
import type { Command } from '@client/commands/types';
import { gatingFlags } from '@shared/gating-flags';
import { limits } from '@shared/limits';
import { provider, role, sessionUser } from '../shared/fixtures';
import { commandContext } from './context';
import { flatten, readLocale } from './localeFiles';
// The screens' commands and keys, as the app has them once a screen, the palette or the '?' sheet loads them.
import '@client/commands/screenRegistry';

const pluralForm = /_(zero|one|two|few|many|other)$/;
const tables = new Map<string, Set<string>>();
/** The keys of a locale's namespace (plural forms as one key). */
function keysOf(locale: string, ns: string): Set<string> {
  const id = `${locale}/${ns}`;
  if (!tables.has(id)) tables.set(id, new Set(Object.keys(flatten(readLocale(locale, ns))).map((k) => k.replace(pluralForm, ''))));
  return tables.get(id)!;
}
/** 'flow:commands.paste' → ['flow', 'commands.paste']; a key without a namespace is the shell's. */
const split = (key: string): [string, string] => (key.includes(':') ? (key.split(':', 2) as [string, string]) : ['shell', key]);
const isKey = (v: string) => v.startsWith('routes.') || v.startsWith('entities:');

/** The title keys a command shows (its title and the keys among its values) that a locale lacks. */
function missingTitles(commands: readonly Command[], locales: readonly string[]): string[] {
  const missing: string[] = [];
  for (const command of commands) {
    const keys = [command.title, ...Object.values(command.titleValues ?? {}).filter(isKey)];
    for (const locale of locales)
      for (const key of keys) {
        const [ns, path] = split(key);
        let has = false;
        try {
          has = keysOf(locale, ns).has(path);
        } catch {
          has = false;
        }
        if (!has) missing.push(`${command.id}: ${locale} has no ${key}`);
      }
  }
  return missing;
}

const admin = sessionUser({
  roles_with_scope: [role('System Admin', 'system')],
  account_mappings: [provider(1, [11, 12]), provider(2, [21])],
});
const builder = sessionUser({
  user_type: 'ac',
  roles_with_scope: [role('Account Builder', 'ac', 1)],
  permissions: ['build.tasks.read', 'build.tasks.write'],
  account_mappings: [provider(1, [11])],
});

afterAll(() => queryClient.clear());

describe('command titles', () => {
  it('every registered command has its title in all 7 locales', () => {
    const retail = { spId: 1, acId: 11 } as const;
    queryClient.setQueryData(
      ['scope', 1, 11, 'tasks', 'list', 'all'],
      [{ task_id: 7, task_name: 'Main line', task_type: 'voice', tags: [], is_enabled: 1 }],
    );
    queryClient.setQueryData(queryKeys.featureFlag(retail, gatingFlags.taskMap), true);
    const built = commandContext(builder, retail);
    const contexts = [
      commandContext(admin, { spId: 'all', acId: 'all' }),
      commandContext(admin, { spId: 1, acId: 'all' }),
      { ...built, access: { ...built.access, enabledFeatures: ['build.tasks'] } },
    ];
    const commands = contexts.flatMap((ctx) => paletteCommands(ctx));
    const ids = new Set(commands.map((c) => c.id));
    // Every kind of command is among them: static, navigation, scope, language, task, canvas, simulator, run, task map, content, entity.
    for (const id of [
      'theme.toggle',
      'nav.dashboard',
      'scope.account.12',
      'language.de',
      'tasks.open.7',
      'tasks.map',
      'canvas.paste',
      'canvas.simStep',
      'canvas.problems',
      'taskmap.follow',
    ])
      expect(ids, id).toContain(id);
    expect([...ids].some((id) => id.startsWith('content.'))).toBe(true);
    expect([...ids].some((id) => id.startsWith('entities.'))).toBe(true);
    expect(missingTitles(commands, limits.locales)).toEqual([]);
  });

  it("every form and grid key has its label in all 7 locales (the '?' sheet lists them)", () => {
    const labels = (Object.keys(keymap) as (keyof typeof keymap)[])
      .filter((id) => layerOf(id) === 'form' || layerOf(id) === 'grid')
      .map(
        (id) => ({ id, title: `shortcuts.${layerOf(id) === 'form' ? 'keys' : 'gridKeys'}.${id.slice(id.indexOf('.') + 1)}` }) as Command,
      );
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((l) => handledByComponent(l.id))).toBe(true);
    expect(missingTitles(labels, limits.locales)).toEqual([]);
  });

  it('would fail on a command whose title a locale lacks', () => {
    const stray = {
      id: 'canvas.nothing',
      title: 'flow:commands.noSuchCommand',
      keywords: [],
      group: 'canvas',
      run: () => undefined,
    } satisfies Command;
    expect(missingTitles([stray], ['en', 'de'])).toEqual([
      'canvas.nothing: en has no flow:commands.noSuchCommand',
      'canvas.nothing: de has no flow:commands.noSuchCommand',
    ]);
  });
});
