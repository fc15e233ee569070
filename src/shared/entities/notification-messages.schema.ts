import { notificationMessage, notificationMessageCreate, notificationMessageUpdate } from '../api/notifications';
import { defineEntity } from './define';
import { notificationMessagesMeta } from './notification-messages.screen';

export const notificationMessagesEntity = defineEntity(notificationMessagesMeta, {
  item: notificationMessage,
  create: notificationMessageCreate,
  update: notificationMessageUpdate,
});
