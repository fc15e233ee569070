import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fill } from '@shared/messages';
import { availablePaletteCommands as availableCommands } from '@client/commands/paletteCommands';
import { commandTitle } from '@client/commands/registry';
import { appRoutes, publicRoutes } from '@client/routes';
import { buildNav, type NavEntry } from '@client/shell/navModel';
import { bodyOf, draftOf, formFields } from '@client/features/entities/form';
import { usersMeta } from '@shared/entities/users.screen';
import { passwordPoliciesMeta } from '@shared/entities/password-policies.screen';
import { provider, role, sessionUser } from '../shared/fixtures';
import { commandContext, type Recorder } from './context';

const root = join(process.cwd(), 'src/shared/i18n/locales');
const read = (locale: string, ns: string) => JSON.parse(readFileSync(join(root, locale, `${ns}.json`), 'utf8'));
const lookup = (table: Record<string, any>, key: string): any => key.split('.').reduce<any>((o, k) => o?.[k], table);
const sidebar = (nav: NavEntry[]) => nav.flatMap((e) => (e.kind === 'submenu' ? e.children.map((c) => c.route.path) : [e.route.path]));
const sp = { spId: 1, acId: 'all' } as const;

const manager = sessionUser({
  user_type: 'sp',
  roles_with_scope: [role('SP Admin', 'sp', 1)],
  permissions: ['manage.users.read', 'manage.users.write', 'manage.password-policies.read'],
  account_mappings: [provider(1, [11])],
});
const accountsOnly = sessionUser({
  user_type: 'sp',
  roles_with_scope: [role('SP Accounts', 'sp', 1)],
  permissions: ['manage.accounts.read'],
  account_mappings: [provider(1, [11])],
});
const builder = sessionUser({
  roles_with_scope: [role('Account Builder', 'ac', 1, 11)],
  permissions: ['build.tasks.read'],
  account_mappings: [provider(1, [11])],
});

describe('the Users screen in the sidebar (spec 3 §2: hidden by a condition)', () => {
  it('is listed exactly when the user may manage users, never shown disabled', () => {
    expect(sidebar(buildNav(appRoutes, { user: manager, selection: sp, enabledFeatures: ['manage'] }))).toContain('/manage/users');
    expect(sidebar(buildNav(appRoutes, { user: accountsOnly, selection: sp, enabledFeatures: ['manage'] }))).not.toContain('/manage/users');
    expect(
      sidebar(buildNav(appRoutes, { user: builder, selection: { spId: 1, acId: 11 }, enabledFeatures: ['build.tasks'] })),
    ).not.toContain('/manage/users');
  });

  it("completes an invitation's profile at /profile as at /invite, signed out", () => {
    const route = (path: string) => publicRoutes.find((r) => r.path === path)!;
    expect(route('/profile')).toMatchObject({ public: true, guestOnly: true, component: route('/invite').component });
  });

  it('password policies are a provider-scope screen', () => {
    expect(sidebar(buildNav(appRoutes, { user: manager, selection: sp, enabledFeatures: ['manage'] }))).toContain(
      '/manage/password-policies',
    );
    expect(
      sidebar(buildNav(appRoutes, { user: manager, selection: { spId: 1, acId: 11 }, enabledFeatures: ['manage.password-policies'] })),
    ).not.toContain('/manage/password-policies');
  });
});

describe('the palette: Invite user', () => {
  const en = { ...read('en', 'shell'), entities: read('en', 'entities') };
  const t = (key: string, values?: Record<string, string>): string => {
    const [ns, path] = key.includes(':') ? key.split(':') : ['', key];
    return fill(
      lookup(ns ? en[ns] : en, path),
      Object.fromEntries(Object.entries(values ?? {}).map(([k, v]) => [k, v.startsWith('entities:') ? t(v) : v])),
    );
  };

  it('offers "Invite user" to who may write users, opening the invite form', () => {
    const recorder: Recorder = { navigated: [], scopes: [], languages: [], calls: [] };
    const ctx = commandContext(manager, sp, recorder);
    ctx.access.enabledFeatures = ['manage'];
    const invite = availableCommands(ctx).find((c) => c.id === 'entities.create.users')!;
    expect(commandTitle(invite, t)).toBe('Invite user');
    invite.run(ctx);
    expect(recorder.navigated).toEqual(['/manage/users?create=1']);
    const other = commandContext(accountsOnly, sp);
    other.access.enabledFeatures = ['manage'];
    expect(availableCommands(other).map((c) => c.id)).not.toContain('entities.create.users');
  });
});

describe('the generated form of users and password policies', () => {
  it('sends a role as roles: [id], the chosen accounts as account_mappings, and never the e-mail on edit', () => {
    const create = formFields(usersMeta, true, false);
    const draft = { ...draftOf(create, null), email: 'new@example.com', role_id: '4', ac_ids: '11,12' };
    expect(bodyOf(create, draft, null)).toEqual({ email: 'new@example.com', roles: [4], account_mappings: [11, 12] });
    const row = { user_id: 9, email: 'old@example.com', display_name: 'Old', role_id: 4, ac_ids: '11' };
    const edit = formFields(usersMeta, false, false);
    const initial = draftOf(edit, row);
    expect(bodyOf(edit, { ...initial, ac_ids: '' }, initial)).toEqual({ account_mappings: [] });
  });

  it('starts a new policy with its defaults and sends flags and the length as numbers', () => {
    const fields = formFields(passwordPoliciesMeta, true, false);
    const draft = { ...draftOf(fields, null), name: 'Strong' };
    expect(bodyOf(fields, draft, null)).toEqual({
      name: 'Strong',
      min_length: 10,
      require_uppercase: 1,
      require_lowercase: 1,
      require_digit: 1,
      require_symbol: 0,
    });
  });
});
