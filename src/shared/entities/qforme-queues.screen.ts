import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { qformeQueuesShell } from './qforme-queues';

/** The screen part of qforme-queues (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const qformeQueuesMeta: EntityMeta = {
  ...qformeQueuesShell,
  model: 'QformeQueue',
  table: 'qfm_queues',
  unique: [{ field: 'queue_name', per: ['ac_id'], checkPath: '/qforme/validate-name', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: [
      { field: 'queue_name', label: 'qformeQueues.fields.queue_name' },
      { field: 'waiting', label: 'qformeQueues.fields.waiting', width: 0.15 },
      { field: 'max_waiters', label: 'qformeQueues.fields.max_waiters', width: 0.18 },
    ],
    filters: [enabledFilter],
    searchFields: ['queue_name', 'description'],
  },
  form: [
    { field: 'queue_name', label: 'qformeQueues.fields.queue_name' },
    { field: 'description', label: 'fields.description', optional: true },
    { field: 'max_waiters', label: 'qformeQueues.fields.max_waiters', kind: 'number', optional: true },
  ],
};
