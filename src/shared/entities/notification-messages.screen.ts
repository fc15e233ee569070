import { enabledFilter, type EntityFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { notificationMessageFields } from './notification-messages.fields';
import { notificationMessagesShell } from './notification-messages';

/** Composed messages by default; the studio's own (a user's job ended) on asking. */
const kindFilter: EntityFilter = {
  field: 'kind',
  options: [
    { value: 'message', label: 'notificationMessages.filters.message' },
    { value: 'task-export', label: 'notificationMessages.filters.taskExport' },
    { value: 'task-import', label: 'notificationMessages.filters.taskImport' },
    { value: 'datastore-export', label: 'notificationMessages.filters.datastoreExport' },
    { value: 'burst-usage', label: 'notificationMessages.filters.burstUsage' },
    { value: 'report', label: 'notificationMessages.filters.report' },
    { value: 'alert', label: 'notificationMessages.filters.alert' },
    { value: 'all', label: 'filters.all' },
  ],
  default: 'message',
};

/** The screen part of notification messages (docs/entities.md): what its lazy screen and the server read. */
export const notificationMessagesMeta: EntityMeta = {
  ...notificationMessagesShell,
  model: 'NotificationMessage',
  table: 'notification_messages',
  fields: notificationMessageFields,
  unique: [],
  softDelete: true,
  list: {
    columns: listColumnsOf(notificationMessageFields, [
      { field: 'created_at', label: 'notificationMessages.fields.created_at', width: 0.3 },
    ]),
    filters: [enabledFilter, kindFilter],
    searchFields: searchedFieldsOf(notificationMessageFields),
  },
  // The provider (audience sp) and the user (audience user) are chosen with the audience, when the message is sent.
  form: formFieldsFrom(notificationMessageFields, [
    { field: 'sp_id', label: 'notificationMessages.fields.sp_id', kind: 'provider', after: 'audience' },
    {
      field: 'user_id',
      label: 'notificationMessages.fields.user_id',
      kind: 'ref',
      source: { path: '/auth/users', id: 'user_id', name: 'email' },
      optional: true,
      createOnly: true,
      after: 'sp_id',
    },
  ]),
};
