import { announcement, announcementCreate, announcementUpdate } from '../api/notifications';
import { defineEntity } from './define';
import { announcementsMeta } from './announcements.screen';

export const announcementsEntity = defineEntity(announcementsMeta, {
  item: announcement,
  create: announcementCreate,
  update: announcementUpdate,
});
