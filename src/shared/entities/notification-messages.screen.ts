import { notificationAudiences } from '../api/notifications';
import { enabledFilter, type EntityFilter, type EntityMeta } from './define';
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
    { value: 'all', label: 'filters.all' },
  ],
  default: 'message',
};

/** The screen part of notification messages (docs/entities.md): what its lazy screen and the server read. */
export const notificationMessagesMeta: EntityMeta = {
  ...notificationMessagesShell,
  model: 'NotificationMessage',
  table: 'notification_messages',
  unique: [],
  softDelete: true,
  list: {
    columns: [
      { field: 'title', label: 'notificationMessages.fields.title' },
      { field: 'audience', label: 'notificationMessages.fields.audience', width: 0.2, kind: 'choice' },
      { field: 'created_at', label: 'notificationMessages.fields.created_at', width: 0.3 },
    ],
    filters: [enabledFilter, kindFilter],
    searchFields: ['title', 'body'],
  },
  form: [
    { field: 'title', label: 'notificationMessages.fields.title' },
    { field: 'body', label: 'notificationMessages.fields.body', optional: true, kind: 'paragraph' },
    { field: 'link', label: 'notificationMessages.fields.link', optional: true },
    {
      field: 'audience',
      label: 'notificationMessages.fields.audience',
      kind: 'select',
      options: notificationAudiences,
      initial: 'all',
      createOnly: true,
    },
    { field: 'sp_id', label: 'notificationMessages.fields.sp_id', kind: 'provider' },
    {
      field: 'user_id',
      label: 'notificationMessages.fields.user_id',
      kind: 'ref',
      source: { path: '/auth/users', id: 'user_id', name: 'email' },
      optional: true,
      createOnly: true,
    },
  ],
};
