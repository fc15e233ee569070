import { shellMessages as messages } from '../messages-core';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { qformeQueueFields } from './qforme-queues.fields';
import { qformeQueuesShell } from './qforme-queues';

/** The screen part of qforme-queues (docs/entities.md): what its lazy screen and the server read, never the signed-in shell. */
export const qformeQueuesMeta: EntityMeta = {
  ...qformeQueuesShell,
  model: 'QformeQueue',
  table: 'qfm_queues',
  fields: qformeQueueFields,
  unique: [{ field: 'queue_name', per: ['ac_id'], checkPath: '/qforme/validate-name', takenMessage: messages.entities.nameTaken }],
  softDelete: true,
  list: {
    columns: listColumnsOf(qformeQueueFields, [
      { field: 'waiting', label: 'qformeQueues.fields.waiting', width: 0.15, after: 'queue_name' },
    ]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(qformeQueueFields),
  },
  form: formFieldsFrom(qformeQueueFields),
};
