import type { EntityShell } from './define';

/**
 * Announcements, the System screen dashboard-contents (its calls stay /system/announcements; the old screen path
 * redirects): announcement_type tutorial | whats_new; the dashboard card shows the newest enabled one.
 */
export const announcementsShell: EntityShell = {
  name: 'announcements',
  label: 'announcements.one',
  plural: 'announcements.many',
  path: '/system/announcements',
  idField: 'announcement_id',
  nameField: 'title',
  tenant: 'system',
  screens: [
    {
      id: 'system.dashboard-contents',
      path: '/system/dashboard-contents',
      title: 'routes.dashboardContents',
      section: 'system',
      permission: 'system.dashboard-contents',
    },
  ],
  palette: { icon: 'feed', keywords: ['announcement', 'news', 'whats new', 'tutorial', 'dashboard'] },
};
