import { announcementFields } from './announcements.fields';
import { enabledFilter, type EntityMeta } from './define';
import { formFieldsFrom, listColumnsOf, searchedFieldsOf } from './entity-fields';
import { announcementsShell } from './announcements';

/** The screen part of announcements (docs/entities.md): what its lazy screen and the server read. */
export const announcementsMeta: EntityMeta = {
  ...announcementsShell,
  model: 'Announcement',
  table: 'announcements',
  fields: announcementFields,
  unique: [],
  softDelete: true,
  list: {
    columns: listColumnsOf(announcementFields, [{ field: 'created_at', label: 'announcements.fields.created_at', width: 0.3 }]),
    filters: [enabledFilter],
    searchFields: searchedFieldsOf(announcementFields),
  },
  form: formFieldsFrom(announcementFields),
};
