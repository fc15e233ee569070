import type { EntityShell } from './define';

/**
 * DNIS pools (spec 3 §2 /manage/dnis-pool, §3, §5 "pool: name", §7 /dnis-pool): an account's pools of
 * dialled numbers, each a range of E.164 numbers with the numbers taken into it (added one by one or from a CSV).
 */
export const dnisPoolsShell: EntityShell = {
  name: 'dnis-pools',
  label: 'dnisPools.one',
  plural: 'dnisPools.many',
  path: '/dnis-pool/pools',
  idField: 'pool_id',
  nameField: 'pool_name',
  tenant: 'ac',
  screens: [
    {
      id: 'manage.dnis-pool',
      path: '/manage/dnis-pool',
      title: 'routes.dnisPool',
      section: 'manage',
      scopes: ['sp', 'ac'],
      permission: 'manage.dnis-pool',
      onlyWhenAllowed: true,
    },
  ],
  palette: { icon: 'numbered-list', keywords: ['dnis', 'pool', 'dnis pool', 'dialled number', 'numbers', 'phone'] },
};
