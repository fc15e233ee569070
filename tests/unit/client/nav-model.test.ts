import { describe, expect, it } from 'vitest';
import { buildNav, decide, findRoute, navigableRoutes, patternToRegExp } from '@client/shell/navModel';
import { appRoutes, publicRoutes, type RouteDef } from '@client/routes';
import { messages } from '@shared/messages';
import type { AccessContext } from '@shared/access/engine';
import { provider, role, sessionUser } from '../shared/fixtures';

const acUser = sessionUser({
  user_type: 'ac',
  roles_with_scope: [role('Builder', 'ac', 1, 11)],
  permissions: ['build.tasks.read', 'build.tasks.write'],
  account_mappings: [provider(1, [11, 12])],
});
const ctx = (over: Partial<AccessContext> = {}): AccessContext => ({
  user: acUser,
  selection: { spId: 1, acId: 11 },
  enabledFeatures: ['build.tasks', 'build.content'],
  ...over,
});

const route = (path: string, extra: Partial<RouteDef> = {}): RouteDef => ({ id: path, path, title: path, ...extra });

describe('the sidebar model (spec 1 §2 layout)', () => {
  it('shows a route with a single visible child as one item', () => {
    const nav = buildNav([route('/build', { children: [route('/build/tasks', { permissions: ['build.tasks'] })] })], ctx());
    expect(nav).toEqual([{ kind: 'item', route: expect.objectContaining({ path: '/build/tasks' }), disabledReason: null }]);
  });

  it('shows several children as a submenu, with the add button for an allowed create child', () => {
    const create = route('/build/tasks/create', { create: true, permissions: ['build.tasks'] });
    const nav = buildNav(
      [
        route('/build', {
          children: [
            route('/build/tasks', { permissions: ['build.tasks'] }),
            route('/build/content', { permissions: ['build.content'] }),
            create,
          ],
        }),
      ],
      ctx(),
    );
    expect(nav[0].kind).toBe('submenu');
    if (nav[0].kind !== 'submenu') return;
    expect(nav[0].children.map((c) => c.route.path)).toEqual(['/build/tasks', '/build/content']);
    expect(nav[0].create).toBe(create);
  });

  it('keeps children without permission, disabled with the reason for the tooltip', () => {
    const nav = buildNav(
      [
        route('/build', {
          children: [route('/build/tasks', { permissions: ['build.tasks'] }), route('/build/content', { permissions: ['build.content'] })],
        }),
      ],
      ctx(),
    );
    if (nav[0].kind !== 'submenu') throw new Error('expected a submenu');
    expect(nav[0].children[1].disabledReason).toBe(messages.notProvisionedOrNoPermission);
    expect(nav[0].children[0].disabledReason).toBeNull();
  });

  it('disables a route whose feature is not provisioned for the account', () => {
    const nav = buildNav([route('/analyse/reports', { permissions: ['analyse.reports'] })], ctx());
    expect(nav[0]).toMatchObject({ kind: 'item', disabledReason: messages.notProvisioned });
  });

  it('leaves out hidden routes, system routes and routes of another scope level', () => {
    const nav = buildNav(
      [route('/manage/profile', { hidden: true, open: true }), route('/system/roles'), route('/manage/accounts', { scopes: ['sp'] })],
      ctx(),
    );
    expect(nav).toEqual([]);
  });

  it('lists Dashboard, Build, Analyse and Manage (its one screen, exports) but not My Profile from the real route table', () => {
    const nav = buildNav(appRoutes, ctx());
    expect(nav.map((e) => e.route.path)).toEqual(['/dashboard', '/build', '/analyse', '/manage/exports']);
    const navigable = navigableRoutes(appRoutes, ctx()).map((r) => r.path);
    expect(navigable).toContain('/dashboard');
    expect(navigable).toContain('/build/tasks');
    expect(navigable).not.toContain('/manage/profile');
  });

  it('the account profile is a screen of both provider and account scope (the Manage table leaves its Scope blank), the provider profile of the provider alone', () => {
    const acProfile = findRoute(appRoutes, '/manage/ac-profile')!;
    expect(acProfile.scopes).toEqual(['sp', 'ac']);
    const spAdmin = sessionUser({
      user_type: 'sp',
      roles_with_scope: [role('SP Admin', 'sp', 1)],
      permissions: ['manage.ac-profile.read', 'manage.ac-profile.write', 'manage.sp-profile.read'],
      account_mappings: [provider(1, [11, 12])],
    });
    const enabledFeatures = ['manage', 'manage.ac-profile', 'manage.sp-profile'];
    expect(decide(acProfile, { user: spAdmin, selection: { spId: 1, acId: 'all' }, enabledFeatures }).allowed).toBe(true);
    expect(decide(acProfile, { user: spAdmin, selection: { spId: 1, acId: 11 }, enabledFeatures }).allowed).toBe(true);
    expect(findRoute(appRoutes, '/manage/sp-profile')!.scopes).toEqual(['sp']);
  });

  it('lets every signed-in user open Dashboard and My Profile in every scope', () => {
    const open = appRoutes.filter((r) => r.open);
    expect(open.map((r) => r.path).sort()).toEqual(['/dashboard', '/manage/profile']);
    for (const selection of [
      { spId: 'all', acId: 'all' },
      { spId: 1, acId: 'all' },
      { spId: 1, acId: 11 },
    ] as const) {
      for (const r of open) expect(decide(r, ctx({ selection })).allowed, `${r.path} ${JSON.stringify(selection)}`).toBe(true);
    }
  });
});

describe('route matching', () => {
  it('matches patterns with required and optional parameters', () => {
    const re = patternToRegExp('/build/callflow/:task_id/:nav_to_node_id?');
    expect(re.test('/build/callflow/12')).toBe(true);
    expect(re.test('/build/callflow/12/7')).toBe(true);
    expect(re.test('/build/callflow')).toBe(false);
    expect(re.test('/build/callflow/12/7/8')).toBe(false);
  });

  it('finds the route of a path, ignoring query and trailing slash', () => {
    expect(findRoute(appRoutes, '/dashboard?ac_id=3')?.id).toBe('dashboard');
    expect(findRoute(appRoutes, '/manage/profile/')?.id).toBe('manage.profile');
    expect(findRoute(appRoutes, '/build/callflow/12/7')?.path).toBe('/build/callflow/:task_id/:nav_to_node_id?');
    expect(findRoute(appRoutes, '/build/tasks/library/4')?.id).toBe('build.tasks.template');
    expect(findRoute(appRoutes, '/build/tasks/library')?.id).toBe('build.tasks.library');
    expect(findRoute(appRoutes, '/build/campaigns')?.id).toBe('build.campaigns');
  });

  it('has no screen for routes that are not built (no placeholders)', () => {
    const leaves = (routes: readonly RouteDef[]): RouteDef[] => routes.flatMap((r) => (r.children ? leaves(r.children) : [r]));
    const all = leaves([...appRoutes, ...publicRoutes]);
    expect(all.map((r) => r.path).sort()).toEqual([
      '/401',
      '/404',
      '/analyse/reports',
      '/analyse/reports/job/:job_id/:from_link/:notification_message_id/:user_id?',
      '/analyse/reports/job/:job_id?',
      '/analyse/user-activities',
      '/analyse/virtual-agent-tracker/:sp_id?/:ac_id?/:from_ac_id?',
      '/analyse/virtual-agent-usage',
      '/build/callflow/:task_id/:nav_to_node_id?',
      '/build/callflow/:task_id/edit/:open_node_id',
      '/build/callflow/node/:node_id?',
      '/build/campaigns',
      '/build/content',
      '/build/live/:task_id',
      '/build/preview/:task_id',
      '/build/qforme',
      '/build/tasks',
      '/build/tasks/library',
      '/build/tasks/library/:template_id',
      '/build/tasks/map',
      '/dashboard',
      '/discover/task-library',
      '/forgot',
      '/import/task/chatbot',
      '/import/task/voice',
      '/invite',
      '/invite/map/:id/:token',
      '/login',
      '/login/:idp/callback',
      '/login/:idp/launch',
      '/manage/ac-plans',
      '/manage/ac-profile',
      '/manage/ac-profile/alert-settings',
      '/manage/accounts',
      '/manage/api-keys',
      '/manage/auth-profiles',
      '/manage/dnis-pool',
      '/manage/email-profiles',
      '/manage/exports',
      '/manage/node-logging-profiles',
      '/manage/password-policies',
      '/manage/payment-profiles',
      '/manage/profile',
      '/manage/sms-profiles',
      '/manage/sp-profile',
      '/manage/sp-profile/alert-settings',
      '/manage/telephony',
      '/manage/telephony/numbers',
      '/manage/telephony/xsi-profiles',
      '/manage/users',
      '/manage/web-service-profiles',
      '/manage/web-service-profiles/provider',
      '/manage/wsl-profiles',
      '/profile',
      '/reset/password',
      '/reset/twofa',
      '/setup/otp',
      '/system/all-accounts',
      '/system/asr-language-packages',
      '/system/batch-migrations',
      '/system/billing-invoices',
      '/system/burst-usages',
      '/system/business-plans',
      '/system/dashboard-contents',
      '/system/loaded-configuration',
      '/system/migrate-account',
      '/system/move-account',
      '/system/node-types',
      '/system/notification-messages',
      '/system/openforms',
      '/system/payment-gateways',
      '/system/permission-matrix',
      '/system/permissions',
      '/system/regions',
      '/system/roles',
      '/system/service-providers',
      '/system/settings',
      '/system/sms-providers',
      '/system/sp-plans',
      '/system/sys-api-keys',
      '/system/sys-telephony',
      '/system/sys-telephony/numbers',
      '/system/sys-telephony/xsi-profiles',
      '/system/tts-packages',
      '/system/voices',
      '/verify/otp',
      '/visualform/:uuid?',
    ]);
    for (const r of all) expect(r.component, r.path).toBeDefined();
  });
});
