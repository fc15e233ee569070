import { announcementTypes } from '../api/notifications';
import { enabledFilter, type EntityMeta } from './define';
import { announcementsShell } from './announcements';

/** The screen part of announcements (docs/entities.md): what its lazy screen and the server read. */
export const announcementsMeta: EntityMeta = {
  ...announcementsShell,
  model: 'Announcement',
  table: 'announcements',
  unique: [],
  softDelete: true,
  list: {
    columns: [
      { field: 'title', label: 'announcements.fields.title' },
      { field: 'announcement_type', label: 'announcements.fields.announcement_type', width: 0.25, kind: 'choice' },
      { field: 'created_at', label: 'announcements.fields.created_at', width: 0.3 },
    ],
    filters: [enabledFilter],
    searchFields: ['title', 'body'],
  },
  form: [
    { field: 'title', label: 'announcements.fields.title' },
    { field: 'body', label: 'announcements.fields.body', kind: 'paragraph' },
    {
      field: 'announcement_type',
      label: 'announcements.fields.announcement_type',
      kind: 'select',
      options: announcementTypes,
      initial: 'whats_new',
    },
  ],
};
