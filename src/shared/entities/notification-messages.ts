import type { EntityShell } from './define';

/** Notification messages (spec 3 §2 System "Notification messages", §3, §7 /system/notification-messages): system admins send them to a user, a provider's users or everyone. */
export const notificationMessagesShell: EntityShell = {
  name: 'notification-messages',
  label: 'notificationMessages.one',
  plural: 'notificationMessages.many',
  path: '/system/notification-messages',
  idField: 'notification_message_id',
  nameField: 'title',
  tenant: 'system',
  screens: [
    {
      id: 'system.notification-messages',
      path: '/system/notification-messages',
      title: 'routes.notificationMessages',
      section: 'system',
      permission: 'system.notification-messages',
    },
  ],
  palette: { icon: 'notifications', keywords: ['notification', 'message', 'notice', 'send', 'inbox'] },
};
