import type { EntityShell } from './define';

/** Password policies (spec 3 §2 /manage/password-policies, sp only; §7 CRUD by password_policy_id). */
export const passwordPoliciesShell: EntityShell = {
  name: 'password-policies',
  label: 'passwordPolicies.one',
  plural: 'passwordPolicies.many',
  path: '/auth/password-policies',
  idField: 'password_policy_id',
  nameField: 'name',
  tenant: 'sp',
  screens: [
    {
      id: 'manage.password-policies',
      path: '/manage/password-policies',
      title: 'routes.passwordPolicies',
      section: 'manage',
      scopes: ['sp'],
      permission: 'manage.password-policies',
    },
  ],
  palette: { icon: 'key', keywords: ['password', 'policy', 'security', 'length'] },
};
