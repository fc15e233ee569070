import { describe, expect, it } from 'vitest';
import { appRoutes } from '@client/routes';
import { buildNav, navigableRoutes, type NavEntry } from '@client/shell/navModel';
import { provider, role, sessionUser } from '../shared/fixtures';

/**
 * Issue 16 part 7: the sidebar and palette list an entity screen only when the server would answer it. An
 * account user who picked "All accounts" is not the provider: provider rows (accounts, users, API keys,
 * password policies, plans) are refused by the server, so their screens are not listed.
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

  it("the provider admin at provider scope still sees them; with one account selected, the account's WSL profiles instead", () => {
    const paths = sidebar(buildNav(appRoutes, { user: providerAdmin, selection: allAccounts, enabledFeatures: ['manage'] }));
    expect(paths).toEqual(expect.arrayContaining(providerRows));
    expect(paths).not.toContain('/manage/wsl-profiles');
    const atAccount = sidebar(
      buildNav(appRoutes, {
        user: providerAdmin,
        selection: { spId: 1, acId: 11 },
        enabledFeatures: ['manage.wsl-profiles', 'manage.users'],
      }),
    );
    expect(atAccount).toContain('/manage/wsl-profiles');
    expect(atAccount).not.toContain('/manage/users');
  });
});
