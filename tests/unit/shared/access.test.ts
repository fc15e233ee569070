import { describe, expect, it } from 'vitest';
import {
  canAccess,
  effectiveRole,
  hasFeature,
  hasModePermission,
  hasPermission,
  isSystemRole,
  parseScopeHeaders,
  pathPermission,
  routeAccess,
  scopeHeaders,
  scopeLevel,
  type AccessContext,
  type AccessRule,
  type AccessSubject,
  type Selection,
} from '@shared/access';
import type { RoleWithScope } from '@shared/api/auth';
import { role } from './fixtures';

// The three messages of spec 1 §5/§6, word for word.
const NOT_PROVISIONED = 'This feature is not provisioned in your business plan';
const NO_MANAGE = 'You do not have permission to manage this item';
const NOT_PROVISIONED_OR_NO_PERMISSION =
  'This feature is either not provisioned in your business plan or you do not have permission to view it.';

const ALLOWED = { allowed: true, hidden: false };
const hiddenFor = (reason: string) => ({ allowed: false, hidden: true, reason });
const disabledFor = (reason: string) => ({ allowed: false, hidden: false, reason });

const ALL: Selection = { spId: 'all', acId: 'all' };
const SP1: Selection = { spId: 1, acId: 'all' };
const AC11: Selection = { spId: 1, acId: 11 };

function subject(user_type: AccessSubject['user_type'], roles: RoleWithScope[], permissions: string[] = []): AccessSubject {
  return { user_type, roles_with_scope: roles, permissions };
}
function ctx(user: AccessSubject, selection: Selection, enabledFeatures: string[] = []): AccessContext {
  return { user, selection, enabledFeatures };
}

const systemAdmin = subject('system', [role('System Admin', 'system')]);
const spAdmin = (permissions: string[] = []) => subject('sp', [role('SP Admin', 'sp', 1)], permissions);
const acUser = (permissions: string[] = []) => subject('ac', [role('Builder', 'ac', 1, 11)], permissions);

describe('scopeLevel (spec 1 §4 scope states)', () => {
  it('system when provider and account are all; provider when only the account is all; account otherwise', () => {
    expect(scopeLevel(ALL)).toBe('system');
    expect(scopeLevel(SP1)).toBe('sp');
    expect(scopeLevel(AC11)).toBe('ac');
  });
});

describe('effectiveRole (spec 1 §6)', () => {
  it('uses a role of system scope everywhere', () => {
    const sys = role('System Admin', 'system');
    const user = subject('system', [role('SP Admin', 'sp', 1), sys]);
    expect(effectiveRole(user, ALL)).toBe(sys);
    expect(effectiveRole(user, SP1)).toBe(sys);
    expect(effectiveRole(user, AC11)).toBe(sys);
  });

  it('otherwise uses the role for the selected service provider', () => {
    const r1 = role('SP Admin', 'sp', 1);
    const r2 = role('Viewer', 'ac', 2, 21);
    const user = subject('sp', [r1, r2]);
    expect(effectiveRole(user, SP1)).toBe(r1);
    expect(effectiveRole(user, AC11)).toBe(r1);
    expect(effectiveRole(user, { spId: 2, acId: 21 })).toBe(r2);
  });

  it('prefers the role for the selected account among several roles in the provider', () => {
    const a11 = role('Builder', 'ac', 1, 11);
    const a12 = role('Viewer', 'ac', 1, 12);
    const user = subject('ac', [a11, a12]);
    expect(effectiveRole(user, { spId: 1, acId: 12 })).toBe(a12);
    expect(effectiveRole(user, AC11)).toBe(a11);
  });

  it('is none when all providers are selected', () => {
    expect(effectiveRole(spAdmin(), ALL)).toBeNull();
  });

  it('is none for a provider the user has no role in', () => {
    expect(effectiveRole(spAdmin(), { spId: 2, acId: 'all' })).toBeNull();
  });
});

describe("isSystemRole: a role containing 'system' (case-insensitive substring)", () => {
  it.each(['system', 'System Admin', 'SYSTEM SUPPORT', 'Ecosystem Partner'])('%s is a system role', (name) => {
    expect(isSystemRole(role(name, 'sp', 1))).toBe(true);
  });
  it.each(['Admin', 'SP Admin', 'Sys Admin'])('%s is not', (name) => {
    expect(isSystemRole(role(name, 'system'))).toBe(false);
  });
  it('no role is not a system role', () => {
    expect(isSystemRole(null)).toBe(false);
  });
});

describe('routeAccess: system role receives all routes', () => {
  const routes: AccessRule[] = [
    { path: '/system/roles', permissions: ['system.roles'] },
    { path: '/manage/accounts', scopes: ['sp'], permissions: ['manage.accounts'] },
    { path: '/build/tasks', roles: ['Builder'], permissions: ['build.tasks'] },
    { path: '/discover/task-library', permissions: ['discover.task-library'] },
  ];
  it.each([ALL, SP1, AC11])('at every level, without permissions or features (%o)', (selection) => {
    for (const route of routes) expect(routeAccess(route, ctx(systemAdmin, selection))).toEqual(ALLOWED);
  });
  it('a provider role whose name contains system also receives all routes', () => {
    const user = subject('sp', [role('Subsystem Operator', 'sp', 1)]);
    expect(routeAccess({ path: '/system/regions' }, ctx(user, SP1))).toEqual(ALLOWED);
  });
});

describe('routeAccess: system paths are blocked unless the role is system', () => {
  it('hides every path containing system from other roles', () => {
    const user = spAdmin(['system.service-providers', 'system.roles']);
    expect(routeAccess({ path: '/system/service-providers', permissions: ['system.service-providers'] }, ctx(user, SP1))).toEqual(
      hiddenFor(NO_MANAGE),
    );
    expect(routeAccess({ path: '/manage/System-Notes' }, ctx(user, SP1))).toEqual(hiddenFor(NO_MANAGE));
  });

  it('move-account, migrate-account and batch-migrations need the system role and no other permission', () => {
    for (const path of ['/system/move-account', '/system/migrate-account', '/system/batch-migrations']) {
      expect(routeAccess({ path }, ctx(systemAdmin, ALL))).toEqual(ALLOWED);
      expect(routeAccess({ path }, ctx(spAdmin(['system']), SP1))).toEqual(hiddenFor(NO_MANAGE));
    }
  });

  it('a non-system user with all providers selected sees no route', () => {
    expect(routeAccess({ path: '/build/tasks' }, ctx(spAdmin(), ALL)).hidden).toBe(true);
  });
});

describe('routeAccess: manage, discover and analyse for a provider-scope user need the matching feature', () => {
  const user = spAdmin(['manage.users', 'analyse.reports', 'discover.task-library']);
  it.each([
    ['/manage/users', 'manage.users', 'manage'],
    ['/analyse/reports', 'analyse.reports', 'analyse'],
    ['/discover/task-library', 'discover.task-library', 'discover'],
  ])('%s is blocked without the %s feature and shown with it', (path, permission, feature) => {
    const rule: AccessRule = { path, permissions: [permission] };
    expect(routeAccess(rule, ctx(user, SP1, []))).toEqual(hiddenFor(NOT_PROVISIONED));
    expect(routeAccess(rule, ctx(user, SP1, ['build.tasks']))).toEqual(hiddenFor(NOT_PROVISIONED));
    expect(routeAccess(rule, ctx(user, SP1, [feature]))).toEqual(ALLOWED);
  });

  it('one section feature does not open another section', () => {
    expect(routeAccess({ path: '/manage/users' }, ctx(user, SP1, ['analyse', 'discover'])).hidden).toBe(true);
  });

  it('a feature of the section (e.g. manage.users) counts as the matching feature', () => {
    expect(routeAccess({ path: '/manage/api-keys' }, ctx(user, SP1, ['Manage.Users']))).toEqual(ALLOWED);
  });

  it('does not apply to other sections at provider scope', () => {
    expect(routeAccess({ path: '/build/campaigns' }, ctx(user, SP1, []))).toEqual(ALLOWED);
  });
});

describe('routeAccess: declared scopes and roles', () => {
  const spOnly: AccessRule = { path: '/manage/telephony', scopes: ['sp'] };
  const acOnly: AccessRule = { path: '/build/qforme', scopes: ['ac'] };
  const both: AccessRule = { path: '/manage/ac-profile', scopes: ['sp', 'ac'] };
  const features = ['manage'];

  it('a route with scope sp is seen at provider level only', () => {
    expect(routeAccess(spOnly, ctx(spAdmin(), SP1, features))).toEqual(ALLOWED);
    expect(routeAccess(spOnly, ctx(spAdmin(), AC11, features))).toEqual(hiddenFor(NO_MANAGE));
  });

  it('a route with scope ac is seen at account level only', () => {
    expect(routeAccess(acOnly, ctx(spAdmin(), AC11))).toEqual(ALLOWED);
    expect(routeAccess(acOnly, ctx(spAdmin(), SP1))).toEqual(hiddenFor(NO_MANAGE));
  });

  it('a route with both scopes, or none declared, is seen at both levels', () => {
    for (const selection of [SP1, AC11]) {
      expect(routeAccess(both, ctx(spAdmin(), selection, features))).toEqual(ALLOWED);
      expect(routeAccess({ path: '/build/tasks' }, ctx(acUser(), selection))).toEqual(ALLOWED);
    }
  });

  it('declared roles must include the effective role (case-insensitive)', () => {
    const rule: AccessRule = { path: '/build/campaigns', roles: ['sp admin', 'Campaigner'] };
    expect(routeAccess(rule, ctx(spAdmin(), AC11))).toEqual(ALLOWED);
    expect(routeAccess(rule, ctx(acUser(), AC11))).toEqual(hiddenFor(NO_MANAGE));
  });

  it('declared roles hide the route from a user without a role for the provider', () => {
    const rule: AccessRule = { path: '/build/campaigns', roles: ['SP Admin'] };
    expect(routeAccess(rule, ctx(spAdmin(), { spId: 2, acId: 21 }))).toEqual(hiddenFor(NO_MANAGE));
  });
});

describe('routeAccess: with an account selected, the first permission must be an enabled feature', () => {
  const rule: AccessRule = { path: '/build/tasks', permissions: ['build.tasks', 'build.campaigns'] };

  it('is disabled (shown with the plan message) when the first permission is not enabled', () => {
    expect(routeAccess(rule, ctx(acUser(['build.tasks']), AC11, ['build.campaigns']))).toEqual(disabledFor(NOT_PROVISIONED));
    expect(routeAccess(rule, ctx(spAdmin(['build.tasks']), AC11, []))).toEqual(disabledFor(NOT_PROVISIONED));
  });

  it('only the first permission is looked at', () => {
    expect(routeAccess(rule, ctx(acUser(['build.tasks']), AC11, ['build.tasks']))).toEqual(ALLOWED);
  });

  it('a route without permissions needs no feature', () => {
    expect(routeAccess({ path: '/build/qforme' }, ctx(acUser(), AC11, []))).toEqual(ALLOWED);
  });
});

describe('routeAccess: the permission check and its messages', () => {
  const rule: AccessRule = { path: '/build/tasks', permissions: ['build.tasks'] };
  const features = ['build.tasks'];

  it("a provider user without the permission gets the 'manage' message", () => {
    expect(routeAccess(rule, ctx(spAdmin(), AC11, features))).toEqual(disabledFor(NO_MANAGE));
    expect(routeAccess(rule, ctx(spAdmin(), SP1, features))).toEqual(disabledFor(NO_MANAGE));
    expect(routeAccess(rule, ctx(spAdmin(['build.tasks']), AC11, features))).toEqual(ALLOWED);
  });

  it("a system-type role (not named system) without the permission gets the 'manage' message", () => {
    const auditor = subject('system', [role('Auditor', 'system')]);
    expect(routeAccess(rule, ctx(auditor, AC11, features))).toEqual(disabledFor(NO_MANAGE));
    // Even when the user record says 'ac': the role's type decides.
    const acTyped = subject('ac', [role('Auditor', 'system')]);
    expect(routeAccess(rule, ctx(acTyped, SP1, features))).toEqual(disabledFor(NO_MANAGE));
  });

  it("an account user's 'All accounts' shows the screens its role grants, across its accounts, and no others", () => {
    const builder = subject('ac', [role('Builder', 'ac', 1, 11), role('Builder', 'ac', 1, 12)], ['build.tasks']);
    expect(routeAccess(rule, ctx(builder, SP1, []))).toEqual(ALLOWED);
    const without = subject('ac', [role('Builder', 'ac', 1, 11), role('Builder', 'ac', 1, 12)]);
    expect(routeAccess(rule, ctx(without, SP1, []))).toEqual(disabledFor(NOT_PROVISIONED_OR_NO_PERMISSION));
  });

  it("a provider's own screen is never an account user's, even with the permission and 'All accounts' selected", () => {
    const providerScreen: AccessRule = { path: '/manage/sp-profile', scopes: ['sp'], permissions: ['manage.sp-profile'] };
    const user = subject('ac', [role('Builder', 'ac', 1, 11)], ['manage.sp-profile']);
    expect(routeAccess(providerScreen, ctx(user, SP1, ['manage']))).toEqual(hiddenFor(NO_MANAGE));
    expect(routeAccess(providerScreen, ctx(spAdmin(['manage.sp-profile']), SP1, ['manage']))).toEqual(ALLOWED);
  });

  it('an account user with an account selected needs the permission', () => {
    expect(routeAccess(rule, ctx(acUser(), AC11, features))).toEqual(disabledFor(NOT_PROVISIONED_OR_NO_PERMISSION));
    expect(routeAccess(rule, ctx(acUser(['build.content.prompts.read']), AC11, features))).toEqual(
      disabledFor(NOT_PROVISIONED_OR_NO_PERMISSION),
    );
    expect(routeAccess(rule, ctx(acUser(['build.tasks']), AC11, features))).toEqual(ALLOWED);
  });

  it('a read or write grant below the route permission satisfies it', () => {
    expect(routeAccess(rule, ctx(acUser(['build.tasks.read']), AC11, features))).toEqual(ALLOWED);
  });
});

describe('hasFeature: case- and separator-insensitive substring match', () => {
  const enabled = ['Build.Content.Prompts', 'manage_users', 'analyse-reports'];
  it('matches regardless of case and separators', () => {
    expect(hasFeature(enabled, 'build.content.prompts')).toBe(true);
    expect(hasFeature(enabled, 'BUILD-CONTENT_prompts')).toBe(true);
    expect(hasFeature(enabled, 'manage.users')).toBe(true);
    expect(hasFeature(enabled, 'Analyse Reports')).toBe(true);
  });
  it('matches a part of an enabled name', () => {
    expect(hasFeature(enabled, 'build.content')).toBe(true);
    expect(hasFeature(enabled, 'manage')).toBe(true);
    expect(hasFeature(enabled, 'reports')).toBe(true);
  });
  it('does not match a name that is not contained', () => {
    expect(hasFeature(enabled, 'build.tasks')).toBe(false);
    expect(hasFeature(enabled, 'build.content.prompts.write')).toBe(false);
    expect(hasFeature([], 'manage')).toBe(false);
  });
});

describe('hasPermission', () => {
  it('holds a permission granted exactly or by a narrower grant, case-insensitively', () => {
    expect(hasPermission(['Manage.Users'], 'manage.users')).toBe(true);
    expect(hasPermission(['manage.users.read'], 'manage.users')).toBe(true);
  });
  it('does not hold siblings, prefixes of a name or broader grants', () => {
    expect(hasPermission(['manage.users-archive'], 'manage.users')).toBe(false);
    expect(hasPermission(['manage'], 'manage.users')).toBe(false);
    expect(hasPermission([], 'manage.users')).toBe(false);
  });
});

describe('pathPermission: read and write checks use the route path', () => {
  it.each([
    ['/build/content/prompts', 'build.content.prompts'],
    ['/manage/users', 'manage.users'],
    ['/manage/users/', 'manage.users'],
    ['/analyse/reports?tab=2#top', 'analyse.reports'],
    ['/build/callflow/12/edit/5', 'build.callflow.edit'],
    ['/build/callflow/:task_id', 'build.callflow'],
    ['/import/task/voice', 'build.tasks'],
    ['/import/task/chatbot', 'build.tasks'],
  ])('%s → %s', (path, permission) => {
    expect(pathPermission(path)).toBe(permission);
  });
});

describe('hasModePermission: .read / .write, a write or lock needs the matching read', () => {
  const p = 'build.content.prompts';
  it('read needs the .read permission', () => {
    expect(hasModePermission([`${p}.read`], p, 'read')).toBe(true);
    expect(hasModePermission(['build.content.variables.read'], p, 'read')).toBe(false);
    expect(hasModePermission([`${p}.write`], p, 'read')).toBe(false);
  });
  it('write needs .write and .read', () => {
    expect(hasModePermission([`${p}.read`, `${p}.write`], p, 'write')).toBe(true);
    expect(hasModePermission([`${p}.write`], p, 'write')).toBe(false);
    expect(hasModePermission([`${p}.read`], p, 'write')).toBe(false);
  });
  it('lock needs .lock and .read', () => {
    expect(hasModePermission(['build.tasks.read', 'build.tasks.lock'], 'build.tasks', 'lock')).toBe(true);
    expect(hasModePermission(['build.tasks.lock'], 'build.tasks', 'lock')).toBe(false);
    expect(hasModePermission(['build.tasks.read', 'build.tasks.write'], 'build.tasks', 'lock')).toBe(false);
  });
  it('the bare permission grants every mode', () => {
    expect(hasModePermission([p], p, 'read')).toBe(true);
    expect(hasModePermission([p], p, 'write')).toBe(true);
  });
  it('is case-insensitive', () => {
    expect(hasModePermission(['Build.Content.Prompts.READ', 'build.content.prompts.Write'], p, 'write')).toBe(true);
  });
});

describe('canAccess: the read/write check of screens and server', () => {
  const p = 'build.content.prompts';
  const features = [p];

  it('a system role may do anything', () => {
    expect(canAccess(ctx(systemAdmin, AC11), p, 'write')).toEqual(ALLOWED);
    expect(canAccess(ctx(systemAdmin, ALL), 'system.roles', 'write')).toEqual(ALLOWED);
  });

  it('system permissions are refused to other roles', () => {
    expect(canAccess(ctx(spAdmin(['system.roles']), SP1), 'system.roles', 'read')).toEqual(hiddenFor(NO_MANAGE));
  });

  it('with an account selected the permission must be an enabled feature', () => {
    expect(canAccess(ctx(acUser([`${p}.read`]), AC11, ['build.tasks']), p, 'read')).toEqual(disabledFor(NOT_PROVISIONED));
  });

  it('a provider user needs the permission, else the manage message', () => {
    expect(canAccess(ctx(spAdmin([`${p}.read`]), AC11, features), p, 'read')).toEqual(ALLOWED);
    expect(canAccess(ctx(spAdmin([`${p}.read`]), AC11, features), p, 'write')).toEqual(disabledFor(NO_MANAGE));
  });

  it('an account user needs the permission, and write needs read too', () => {
    const user = acUser([`${p}.write`]);
    expect(canAccess(ctx(user, AC11, features), p, 'write')).toEqual(disabledFor(NOT_PROVISIONED_OR_NO_PERMISSION));
    expect(canAccess(ctx(acUser([`${p}.read`, `${p}.write`]), AC11, features), p, 'write')).toEqual(ALLOWED);
  });

  it("an account user's 'All accounts' reads what its role grants, and writes nothing", () => {
    expect(canAccess(ctx(acUser([`${p}.read`]), SP1, []), p, 'read')).toEqual(ALLOWED);
    expect(canAccess(ctx(acUser(), SP1, []), p, 'read')).toEqual(disabledFor(NOT_PROVISIONED_OR_NO_PERMISSION));
    expect(canAccess(ctx(acUser(), SP1, []), p, 'write')).toEqual(disabledFor(NOT_PROVISIONED_OR_NO_PERMISSION));
    expect(canAccess(ctx(acUser([`${p}.read`, `${p}.write`]), SP1, []), p, 'write')).toEqual(disabledFor(NO_MANAGE));
    expect(canAccess(ctx(acUser(['build.tasks.read', 'build.tasks.lock']), SP1, []), 'build.tasks', 'lock')).toEqual(
      disabledFor(NO_MANAGE),
    );
  });

  it('a non-system user with all providers selected is refused (no role applies there)', () => {
    expect(canAccess(ctx(acUser([`${p}.read`, `${p}.write`]), ALL, features), p, 'write')).toEqual(hiddenFor(NO_MANAGE));
    expect(canAccess(ctx(spAdmin([`${p}.read`]), ALL, features), p, 'read')).toEqual(hiddenFor(NO_MANAGE));
  });

  it('lock needs the lock and read permissions', () => {
    const user = acUser(['build.tasks.read', 'build.tasks.lock']);
    expect(canAccess(ctx(user, AC11, ['build.tasks']), 'build.tasks', 'lock')).toEqual(ALLOWED);
    expect(canAccess(ctx(acUser(['build.tasks.lock']), AC11, ['build.tasks']), 'build.tasks', 'lock')).toEqual(
      disabledFor(NOT_PROVISIONED_OR_NO_PERMISSION),
    );
  });

  it('manage, discover and analyse at provider scope need the section feature here too', () => {
    const user = spAdmin(['manage.users.read']);
    expect(canAccess(ctx(user, SP1, []), 'manage.users', 'read')).toEqual(hiddenFor(NOT_PROVISIONED));
    expect(canAccess(ctx(user, SP1, ['manage']), 'manage.users', 'read')).toEqual(ALLOWED);
  });

  it('import task routes check build.tasks', () => {
    const user = acUser(['build.tasks.read', 'build.tasks.write']);
    expect(canAccess(ctx(user, AC11, ['build.tasks']), pathPermission('/import/task/voice'), 'write')).toEqual(ALLOWED);
    expect(canAccess(ctx(acUser(['build.tasks.read']), AC11, ['build.tasks']), pathPermission('/import/task/chatbot'), 'write')).toEqual(
      disabledFor(NOT_PROVISIONED_OR_NO_PERMISSION),
    );
  });
});

describe('scope headers (spec 1 §6 request scope)', () => {
  it('are sent for each scope level', () => {
    expect(scopeHeaders(ALL)).toEqual({ 'X-Scope': 'all', 'X-Scope-Id': 'all' });
    expect(scopeHeaders(SP1)).toEqual({ 'X-Scope': 'sp', 'X-Scope-Id': '1', 'X-Sp-Id': '1' });
    expect(scopeHeaders(AC11)).toEqual({ 'X-Scope': 'ac', 'X-Scope-Id': '11', 'X-Sp-Id': '1' });
  });

  it('read back into the same selection, whatever the header-name case', () => {
    for (const selection of [ALL, SP1, AC11]) {
      const sent = scopeHeaders(selection);
      expect(parseScopeHeaders(sent)).toEqual({ ok: true, selection });
      const lower = Object.fromEntries(Object.entries(sent).map(([k, v]) => [k.toLowerCase(), v]));
      expect(parseScopeHeaders(lower)).toEqual({ ok: true, selection });
    }
  });

  it('no scope header leaves the choice to the server', () => {
    expect(parseScopeHeaders({})).toEqual({ ok: true, selection: null });
    expect(parseScopeHeaders({ 'x-scope': '  ' })).toEqual({ ok: true, selection: null });
  });

  it("scope 'ac' with scope-id 'all' means every account of the provider", () => {
    expect(parseScopeHeaders({ 'x-scope': 'ac', 'x-scope-id': 'all', 'x-sp-id': '7' })).toEqual({
      ok: true,
      selection: { spId: 7, acId: 'all' },
    });
  });

  it('takes the provider from X-Sp-Id when the sp scope id is missing', () => {
    expect(parseScopeHeaders({ 'x-scope': 'sp', 'x-sp-id': '3' })).toEqual({ ok: true, selection: { spId: 3, acId: 'all' } });
  });

  it('uses the first value of a repeated header and ignores surrounding spaces', () => {
    expect(parseScopeHeaders({ 'x-scope': ['ac', 'sp'], 'x-scope-id': [' 11 '], 'x-sp-id': '1' })).toEqual({ ok: true, selection: AC11 });
  });

  it.each([
    [{ 'x-scope': 'org' }, 'X-Scope must be all, sp or ac.'],
    [{ 'x-scope': 'AC', 'x-scope-id': '11', 'x-sp-id': '1' }, 'X-Scope must be all, sp or ac.'],
    [{ 'x-scope': 'sp' }, 'X-Scope-Id must name a service provider.'],
    [{ 'x-scope': 'sp', 'x-scope-id': 'abc' }, 'X-Scope-Id must name a service provider.'],
    [{ 'x-scope': 'sp', 'x-scope-id': '0' }, 'X-Scope-Id must name a service provider.'],
    [{ 'x-scope': 'sp', 'x-scope-id': '-4' }, 'X-Scope-Id must name a service provider.'],
    [{ 'x-scope': 'sp', 'x-scope-id': '1', 'x-sp-id': '2' }, 'X-Sp-Id does not match X-Scope-Id.'],
    [{ 'x-scope': 'ac', 'x-scope-id': '11' }, 'X-Sp-Id must name a service provider.'],
    [{ 'x-scope': 'ac', 'x-scope-id': '11', 'x-sp-id': '1.5' }, 'X-Sp-Id must name a service provider.'],
    [{ 'x-scope': 'ac', 'x-sp-id': '1' }, 'X-Scope-Id must name an account.'],
    [{ 'x-scope': 'ac', 'x-scope-id': '11; DROP', 'x-sp-id': '1' }, 'X-Scope-Id must name an account.'],
    [{ 'x-scope': 'ac', 'x-scope-id': '011', 'x-sp-id': '1' }, 'X-Scope-Id must name an account.'],
  ])('refuses malformed headers %o', (headers, error) => {
    expect(parseScopeHeaders(headers)).toEqual({ ok: false, error });
  });
});
