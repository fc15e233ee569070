import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entities } from '@shared/entities';
import { bulkActionsOf } from '@shared/entities/bulk';
import { limits } from '@shared/limits';
import { fill } from '@shared/messages';
import { availablePaletteCommands as availableCommands } from '@client/commands/paletteCommands';
import { commandTitle } from '@client/commands/registry';
import { appRoutes } from '@client/routes';
import { buildNav, type NavEntry } from '@client/shell/navModel';
import { provider, role, sessionUser } from '../shared/fixtures';
import { commandContext, type Recorder } from './context';

const root = join(process.cwd(), 'src/shared/i18n/locales');
const read = (locale: string, ns: string) => JSON.parse(readFileSync(join(root, locale, `${ns}.json`), 'utf8'));
const lookup = (table: Record<string, any>, key: string): any => key.split('.').reduce<any>((o, k) => o?.[k], table);
const sidebar = (nav: NavEntry[]) => nav.flatMap((e) => (e.kind === 'submenu' ? e.children.map((c) => c.route.path) : [e.route.path]));

const system = sessionUser({ user_type: 'system', roles_with_scope: [role('System Admin', 'system')], permissions: [] });
const spAdmin = sessionUser({
  user_type: 'sp',
  roles_with_scope: [role('SP Admin', 'sp', 1)],
  permissions: ['manage.accounts.read', 'manage.accounts.write'],
  account_mappings: [provider(1, [11])],
});
const spReader = sessionUser({
  user_type: 'sp',
  roles_with_scope: [role('SP Reader', 'sp', 1)],
  permissions: ['manage.accounts.read'],
  account_mappings: [provider(1, [11])],
});
const builder = sessionUser({
  roles_with_scope: [role('Account Builder', 'ac', 1, 11)],
  permissions: ['build.tasks.read'],
  account_mappings: [provider(1, [11])],
});
const all = { spId: 'all', acId: 'all' } as const;
const sp = { spId: 1, acId: 'all' } as const;

describe('the entity screens in the route map', () => {
  it('System shows Service providers and All accounts to the system role (who may open every route)', () => {
    const paths = sidebar(buildNav(appRoutes, { user: system, selection: all, enabledFeatures: [] }));
    expect(paths).toEqual(
      expect.arrayContaining(['/system/service-providers', '/system/all-accounts', '/system/move-account', '/manage/accounts']),
    );
  });

  it('Manage shows Accounts to a provider admin at provider scope with the manage feature, never a System screen', () => {
    const paths = sidebar(buildNav(appRoutes, { user: spAdmin, selection: sp, enabledFeatures: ['manage'] }));
    expect(paths).toContain('/manage/accounts');
    expect(paths.filter((p) => p.startsWith('/system'))).toEqual([]);
    expect(sidebar(buildNav(appRoutes, { user: spAdmin, selection: sp, enabledFeatures: [] }))).not.toContain('/manage/accounts');
  });

  it('an account user sees no entity screen (of Manage, only the exports they started)', () => {
    const paths = sidebar(buildNav(appRoutes, { user: builder, selection: { spId: 1, acId: 11 }, enabledFeatures: ['build.tasks'] }));
    expect(paths.filter((p) => p.startsWith('/system') || p.startsWith('/manage'))).toEqual(['/manage/exports']);
  });
});

describe('the palette words of the entities', () => {
  const en = { ...read('en', 'shell'), entities: read('en', 'entities') };
  const t = (key: string, values?: Record<string, string>): string => {
    const [ns, path] = key.includes(':') ? key.split(':') : ['', key];
    const text: string = lookup(ns ? en[ns] : en, path);
    return fill(text, Object.fromEntries(Object.entries(values ?? {}).map(([k, v]) => [k, v.startsWith('entities:') ? t(v) : v])));
  };

  it('offers Create account to who may write accounts, and opens the create form of the screen they may open', () => {
    const recorder: Recorder = { navigated: [], scopes: [], languages: [], calls: [] };
    const ctx = commandContext(spAdmin, sp, recorder);
    ctx.access.enabledFeatures = ['manage'];
    const create = availableCommands(ctx).find((c) => c.id === 'entities.create.accounts')!;
    expect(commandTitle(create, t)).toBe('Create account');
    create.run(ctx);
    expect(recorder.navigated).toEqual(['/manage/accounts?create=1']);
    const reader = commandContext(spReader, sp);
    reader.access.enabledFeatures = ['manage'];
    expect(availableCommands(reader).map((c) => c.id)).not.toContain('entities.create.accounts');
  });

  it('sends the system role at system scope to the System screens', () => {
    const recorder: Recorder = { navigated: [], scopes: [], languages: [], calls: [] };
    const ctx = commandContext(system, all, recorder);
    for (const id of ['entities.create.service-providers', 'entities.create.accounts'])
      availableCommands(ctx)
        .find((c) => c.id === id)!
        .run(ctx);
    expect(recorder.navigated).toEqual(['/system/service-providers?create=1', '/system/all-accounts?create=1']);
  });
});

describe('the entity texts', () => {
  const flatten = (table: Record<string, unknown>, prefix = ''): Record<string, string> =>
    Object.entries(table).reduce<Record<string, string>>(
      (out, [k, v]) =>
        v && typeof v === 'object'
          ? { ...out, ...flatten(v as Record<string, unknown>, `${prefix}${k}.`) }
          : { ...out, [`${prefix}${k}`]: String(v) },
      {},
    );
  const placeholders = (text: string) => (text.match(/:[A-Za-z_][A-Za-z0-9_]*/g) ?? []).sort();
  const en = flatten(read('en', 'entities'));

  it('name every label, column, filter and form field of every descriptor, and every screen title', () => {
    const keys = entities.flatMap((d) => [
      d.label,
      d.plural,
      `commands.items.${d.name}`,
      ...d.list.columns.map((c) => c.label),
      ...d.list.filters.flatMap((f) => f.options.map((o) => o.label)),
      ...d.form.map((f) => f.label),
    ]);
    for (const key of keys) expect(en[key], key).toBeTruthy();
    const shell = read('en', 'shell');
    for (const screen of entities.flatMap((d) => d.screens)) expect(lookup(shell, screen.title), screen.title).toBeTruthy();
  });

  it("name every bulk action's button, question and notice, in the plural forms, with how many", () => {
    for (const d of entities)
      for (const a of bulkActionsOf(d))
        for (const key of [
          a.label,
          a.done,
          ...(a.confirm ? [a.confirm] : []),
          ...(a.undo ? [a.undo === 'restore' ? 'bulk.restored' : 'bulk.undone'] : []),
        ])
          for (const form of ['one', 'other'])
            expect(placeholders(en[`${key}_${form}`] ?? ''), `${d.name} ${key}_${form}`).toContain(':count');
  });

  for (const locale of limits.locales.filter((l) => l !== 'en')) {
    it(`${locale} translates every entity text with the same :placeholders, and the screen titles`, () => {
      const other = flatten(read(locale, 'entities'));
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) expect(placeholders(other[key]), `${locale}:${key}`).toEqual(placeholders(text));
      for (const screen of entities.flatMap((d) => d.screens))
        expect(lookup(read(locale, 'shell'), screen.title), `${locale}:${screen.title}`).toBeTruthy();
    });
  }
});
