import type { FieldList } from './fields';

/** What an announcement is: a tutorial, or what's new in the studio. */
export const announcementTypes = ['tutorial', 'whats_new'] as const;

/**
 * An announcement's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (api/notifications.ts), the answer and the columns (modules/notifications/announcements.ts), and the list's
 * columns, search and form of its screen part all read them. A create that names no type stores what's new; an
 * update changes only what it names.
 */
export const announcementFields = {
  title: {
    type: 'text',
    required: true,
    max: 200,
    searchable: true,
    listed: { label: 'announcements.fields.title' },
    form: { label: 'announcements.fields.title' },
  },
  body: { type: 'text', required: true, max: 2000, searchable: true, form: { label: 'announcements.fields.body', multiline: true } },
  announcement_type: {
    type: 'choice',
    options: announcementTypes,
    default: 'whats_new',
    listed: { label: 'announcements.fields.announcement_type', width: 0.25, kind: 'choice' },
    form: { label: 'announcements.fields.announcement_type' },
  },
} as const satisfies FieldList;
