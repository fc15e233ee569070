import type { FieldList } from './fields';

/** Whom a composed message goes to: one user, a provider's users, or everyone. */
export const notificationAudiences = ['user', 'sp', 'all'] as const;
/** What a notification is: a composed message, or the studio's own word that a user's job ended. */
export const notificationKinds = ['message', 'task-export', 'task-import', 'datastore-export', 'burst-usage', 'report', 'alert'] as const;

/**
 * A notification message's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (api/notifications.ts, which adds the link's own check), the answer and the columns
 * (modules/notifications/messages.ts), and the list's columns, search and form of its screen part all read them. The
 * audience, its provider and its user are chosen when the message is sent; afterwards only its words and link change.
 */
export const notificationMessageFields = {
  title: {
    type: 'text',
    required: true,
    max: 200,
    searchable: true,
    listed: { label: 'notificationMessages.fields.title' },
    form: { label: 'notificationMessages.fields.title' },
  },
  body: { type: 'text', max: 2000, searchable: true, form: { label: 'notificationMessages.fields.body', multiline: true } },
  /** A path inside the studio (/build/tasks), never another site. */
  link: { type: 'text', max: 500, nullable: true, form: { label: 'notificationMessages.fields.link' } },
  kind: { type: 'choice', options: notificationKinds, fixed: true },
  audience: {
    type: 'choice',
    options: notificationAudiences,
    required: true,
    listed: { label: 'notificationMessages.fields.audience', width: 0.2, kind: 'choice' },
    form: { label: 'notificationMessages.fields.audience', initial: 'all', createOnly: true },
  },
  user_id: { type: 'integer', min: 1, nullable: true },
  sp_id: { type: 'integer', min: 1, nullable: true },
} as const satisfies FieldList;
