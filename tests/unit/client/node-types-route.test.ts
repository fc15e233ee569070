import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { limits } from '@shared/limits';
import { messages, fill } from '@shared/messages';
import { availableCommands, commandTitle } from '@client/commands/registry';
import { namespaces } from '@client/i18n/locales';
import { appRoutes } from '@client/routes';
import { buildNav, decide, findRoute, type NavEntry } from '@client/shell/navModel';
import { provider, role, sessionUser } from '../shared/fixtures';
import { commandContext, type Recorder } from './context';
import { flatten } from './localeFiles';

const systemUser = sessionUser({
  user_type: 'system',
  roles_with_scope: [role('System Admin', 'system')],
  permissions: ['system.node-types.read', 'system.node-types.write'],
});
const builder = sessionUser({
  roles_with_scope: [role('Account Builder', 'ac', 1, 11)],
  permissions: ['build.tasks.read', 'build.tasks.write'],
  account_mappings: [provider(1, [11])],
});
const all = { spId: 'all', acId: 'all' } as const;
const route = findRoute(appRoutes, '/system/node-types')!;
/** Every path the sidebar shows, items and submenu children alike. */
const sidebarPaths = (nav: NavEntry[]) => nav.flatMap((e) => (e.kind === 'submenu' ? e.children.map((c) => c.route.path) : [e.route.path]));

describe('the /system/node-types route', () => {
  it('is a lazy-loaded screen of the System section needing system.node-types', () => {
    expect(route).toMatchObject({ id: 'system.node-types', section: 'system', permissions: ['system.node-types'], icon: 'cube' });
    expect((route.component as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
  });

  it('shows in the sidebar and the palette for the system role, and opens from the palette', () => {
    expect(decide(route, { user: systemUser, selection: all, enabledFeatures: [] }).allowed).toBe(true);
    const nav = buildNav(appRoutes, { user: systemUser, selection: all, enabledFeatures: [] });
    expect(sidebarPaths(nav)).toContain('/system/node-types');
    const recorder: Recorder = { navigated: [], scopes: [], languages: [], calls: [] };
    const ctx = commandContext(systemUser, all, recorder);
    const command = availableCommands(ctx).find((c) => c.id === 'nav.system.node-types')!;
    const en = JSON.parse(readFileSync(join(process.cwd(), 'src/shared/i18n/locales/en/shell.json'), 'utf8'));
    const t = (key: string, values?: Record<string, string>) =>
      fill(
        key.split('.').reduce((o, k) => o[k], en),
        values ?? {},
      );
    expect(commandTitle(command, t)).toBe('Go to Node types');
    command.run(ctx);
    expect(recorder.navigated).toEqual(['/system/node-types']);
  });

  it("is refused to an account user with the access engine's message, and left out of their sidebar and palette", () => {
    const ctx = { user: builder, selection: { spId: 1, acId: 11 } as const, enabledFeatures: ['build.tasks'] };
    expect(decide(route, ctx)).toEqual({ allowed: false, hidden: true, reason: messages.noManagePermission });
    expect(sidebarPaths(buildNav(appRoutes, ctx))).not.toContain('/system/node-types');
    expect(availableCommands(commandContext(builder, ctx.selection)).map((c) => c.id)).not.toContain('nav.system.node-types');
  });
});

const root = join(process.cwd(), 'src/shared/i18n/locales');
const read = (locale: string, ns: string) => JSON.parse(readFileSync(join(root, locale, `${ns}.json`), 'utf8'));
const placeholders = (text: string) => (text.match(/:[A-Za-z_][A-Za-z0-9_]*/g) ?? []).sort();

describe('the node-types texts', () => {
  it("live in the 'system' namespace, which the client and /api/lang know", () => {
    expect(namespaces).toContain('system');
  });

  for (const locale of limits.locales.filter((l) => l !== 'en')) {
    it(`${locale} translates every key of system.nodeTypes and the route titles, with the same :placeholders`, () => {
      const en = flatten(read('en', 'system').nodeTypes);
      const other = flatten(read(locale, 'system').nodeTypes);
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        expect(other[key], `${locale}:${key}`).toBeTruthy();
        expect(placeholders(other[key]), `${locale}:${key}`).toEqual(placeholders(text));
      }
      const routes = read(locale, 'shell').routes;
      expect(routes.system && routes.nodeTypes).toBeTruthy();
    });
  }

  it("words the spec's texts as the spec does in English", () => {
    const en = read('en', 'system').nodeTypes;
    expect(en.createTitle).toBe(messages.createTitle);
    expect(en.updateTitle).toBe(messages.updateTitle);
    expect(en.selectAnItem).toBe(messages.selectAnItem);
  });
});

describe("the 'system' namespace's English", () => {
  it("stays out of the shell's bundle and comes with the System screens' chunk", async () => {
    const { bundledEnglish } = await import('@client/i18n/bundled');
    expect(Object.keys(bundledEnglish)).not.toContain('system');
    expect(Object.keys(bundledEnglish)).toContain('shell');
    const { i18n, changeLanguage } = await import('@client/i18n');
    await changeLanguage('en');
    await import('@client/features/system/i18n');
    expect(i18n.t('nodeTypes.count', { ns: 'system', shown: 3, total: 60 })).toBe('3 of 60');
    expect(i18n.getResourceBundle('en', 'system')).toEqual(read('en', 'system'));
  });
});
