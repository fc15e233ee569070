import type { EntityShell } from './define';

/** Announcements (spec 3 §2 System "Announcements", §3 announcement_type tutorial | whats_new, §7 /system/announcements): the dashboard card shows the newest enabled one. */
export const announcementsShell: EntityShell = {
  name: 'announcements',
  label: 'announcements.one',
  plural: 'announcements.many',
  path: '/system/announcements',
  idField: 'announcement_id',
  nameField: 'title',
  tenant: 'system',
  screens: [{ id: 'system.announcements', path: '/system/announcements', title: 'routes.announcements', section: 'system', permission: 'system.announcements' }],
  palette: { icon: 'feed', keywords: ['announcement', 'news', 'whats new', 'tutorial', 'dashboard'] },
};
