import type { EntityShell } from './define';

/** Accounts (spec 3 §3, §7 "Accounts"): per provider; /manage/accounts at provider scope, /system/all-accounts for the system role. */
export const accountsShell: EntityShell = {
  name: 'accounts',
  label: 'accounts.one',
  plural: 'accounts.many',
  path: '/portal/accounts',
  idField: 'ac_id',
  nameField: 'ac_name',
  tenant: 'sp',
  screens: [
    {
      id: 'manage.accounts',
      path: '/manage/accounts',
      title: 'routes.accounts',
      section: 'manage',
      scopes: ['sp'],
      permission: 'manage.accounts',
    },
    {
      id: 'system.all-accounts',
      path: '/system/all-accounts',
      title: 'routes.allAccounts',
      section: 'system',
      permission: 'system.all-accounts',
    },
  ],
  palette: { icon: 'briefcase', keywords: ['account', 'tenant', 'customer', 'domain'] },
};
