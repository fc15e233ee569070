import { describe, expect, it } from 'vitest';
import { appRoutes } from '@client/routes';
import { buildNav, navigableRoutes, type NavEntry } from '@client/shell/navModel';
import { tenantNeed } from '@shared/access/tenant-reach';
import { provider, role, sessionUser } from '../shared/fixtures';

/**
 * The sidebar and palette list an entity screen only when the server would answer it, or when the screen is one of
 * both Manage scopes and says which selection reaches its rows. An account user who picked "All accounts" is not the
 * provider: provider rows (accounts, users, API keys, password policies, plans) are refused by the server, so their
 * screens are not listed.
 */
const sidebar = (nav: NavEntry[]) => nav.flatMap((e) => (e.kind === 'submenu' ? e.children.map((c) => c.route.path) : [e.route.path]));
const managePerms = [
  'manage.accounts.read',
  'manage.accounts.write',
  'manage.users.read',
  'manage.users.write',
  'manage.api-keys.read',
  'manage.api-keys.write',
  'manage.wsl-profiles.read',
  'manage.auth-profiles.read',
  'manage.auth-profiles.write',
];
const providerRows = ['/manage/accounts', '/manage/users', '/manage/api-keys'];

describe("entity screens follow the server's tenant rule", () => {
  const accountUser = sessionUser({
    user_type: 'ac',
    roles_with_scope: [role('Account Admin', 'ac', 1, 11)],
    permissions: managePerms,
    account_mappings: [provider(1, [11, 12], { scope: 'ac' })],
  });
  const providerAdmin = sessionUser({
    user_type: 'sp',
    roles_with_scope: [role('SP Admin', 'sp', 1)],
    permissions: managePerms,
    account_mappings: [provider(1, [11, 12])],
  });
  const allAccounts = { spId: 1, acId: 'all' } as const;

  it('an account user at "All accounts" sees no screen of provider rows, in the sidebar or the palette', () => {
    const ctx = { user: accountUser, selection: allAccounts, enabledFeatures: ['manage'] };
    const paths = sidebar(buildNav(appRoutes, ctx));
    for (const p of providerRows) expect(paths).not.toContain(p);
    expect(navigableRoutes(appRoutes, ctx).map((r) => r.path)).not.toEqual(expect.arrayContaining(['/manage/accounts']));
    for (const p of providerRows) expect(navigableRoutes(appRoutes, ctx).map((r) => r.path)).not.toContain(p);
  });

  it('the provider admin at provider scope sees them, and the account screens of both scopes that ask for one account', () => {
    const ctx = { user: providerAdmin, selection: allAccounts, enabledFeatures: ['manage'] };
    const paths = sidebar(buildNav(appRoutes, ctx));
    expect(paths).toEqual(expect.arrayContaining(providerRows));
    expect(paths).toContain('/manage/wsl-profiles');
    expect(tenantNeed('ac', ['sp', 'ac'], ctx)).toBe('individual');
    expect(tenantNeed('sp', ['sp', 'ac'], ctx)).toBeNull();
    // Auth profiles are rows of either level: the provider's own here, listed without asking for an account.
    expect(paths).toContain('/manage/auth-profiles');
    expect(tenantNeed('sp-or-ac', ['sp', 'ac'], ctx)).toBeNull();
  });

  it("with one account selected: the account's WSL profiles; API keys (both scopes) ask for All accounts; users (provider only) are gone", () => {
    const ctx = {
      user: providerAdmin,
      selection: { spId: 1, acId: 11 } as const,
      enabledFeatures: ['manage.wsl-profiles', 'manage.users', 'manage.api-keys', 'manage.auth-profiles'],
    };
    const atAccount = sidebar(buildNav(appRoutes, ctx));
    expect(atAccount).toContain('/manage/wsl-profiles');
    expect(atAccount).toContain('/manage/api-keys');
    expect(atAccount).not.toContain('/manage/users');
    expect(tenantNeed('sp', ['sp', 'ac'], ctx)).toBe('all');
    expect(tenantNeed('ac', ['sp', 'ac'], ctx)).toBeNull();
    expect(atAccount).toContain('/manage/auth-profiles');
    expect(tenantNeed('sp-or-ac', ['sp', 'ac'], ctx)).toBeNull();
    // A screen of the provider alone never asks: it is not listed.
    expect(tenantNeed('sp', ['sp'], ctx)).toBeNull();
  });

  it('an account user never is asked for "All accounts" (it would not reach provider rows), but picks one of its accounts', () => {
    const atAll = { user: accountUser, selection: allAccounts, enabledFeatures: ['manage'] };
    expect(tenantNeed('ac', ['sp', 'ac'], atAll)).toBe('individual');
    // Rows of either level: "All accounts" of an account user is not the provider, so it asks for one account too.
    expect(tenantNeed('sp-or-ac', ['sp', 'ac'], atAll)).toBe('individual');
    const atOne = { user: accountUser, selection: { spId: 1, acId: 11 } as const, enabledFeatures: ['manage.api-keys'] };
    expect(tenantNeed('sp', ['sp', 'ac'], atOne)).toBeNull();
    expect(sidebar(buildNav(appRoutes, atOne))).not.toContain('/manage/api-keys');
  });
});
