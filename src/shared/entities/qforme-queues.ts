import type { EntityShell } from './define';

/**
 * QforMe queues (spec 3 §2 Build: qforme, §3 "Queue: queue_id", §4 soft delete, §5 "queue: name", §7
 * /qforme): an account's queues in which callers wait for a callback instead of holding; the queue steps of a task
 * add, count, remove and call back its waiters.
 */
export const qformeQueuesShell: EntityShell = {
  name: 'qforme-queues',
  label: 'qformeQueues.one',
  plural: 'qformeQueues.many',
  path: '/qforme/queues',
  idField: 'queue_id',
  nameField: 'queue_name',
  tenant: 'ac',
  screens: [
    { id: 'build.qforme', path: '/build/qforme', title: 'routes.qforme', section: 'build', scopes: ['ac'], permission: 'build.qforme' },
  ],
  palette: { icon: 'people', keywords: ['qforme', 'queue', 'callback', 'call back', 'waiter', 'virtual hold'] },
};
