import type { EntityShell } from './define';

/** Account plans (spec 3 §3, §7 ac-plans; internally manage.account_plan): a provider plan allocated to one of the provider's accounts. */
export const acPlansShell: EntityShell = {
  name: 'ac-plans',
  label: 'acPlans.one',
  plural: 'acPlans.many',
  path: '/billing/ac-plans',
  idField: 'ac_plan_id',
  nameField: 'ac_plan_name',
  tenant: 'sp',
  screens: [
    {
      id: 'manage.ac-plans',
      path: '/manage/ac-plans',
      title: 'routes.acPlans',
      section: 'manage',
      scopes: ['sp'],
      permission: 'manage.account_plan',
    },
  ],
  palette: { icon: 'tag', keywords: ['account plan', 'plan', 'allocate', 'billing'] },
};
