import type { Generated } from 'kysely';
import type { StoredRow } from '@shared/entities/fields';
import type { notificationMessageFields } from '@shared/entities/notification-messages.fields';

/* ---------- notifications (migration 030) ---------- */

declare module './schema' {
  interface Database {
    notification_messages: NotificationMessagesTable;
    notification_message_users: NotificationMessageUsersTable;
  }
}

/** A message to one user, a provider's users or everyone (audience user | sp | all); kind 'message' is composed, others the studio writes. */
export interface NotificationMessagesTable extends StoredRow<typeof notificationMessageFields> {
  notification_message_id: Generated<number>;
  ac_id: number | null;
  is_enabled: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A reader's state of a message, written when the reader acts (absent = UNREAD, not dismissed). */
export interface NotificationMessageUsersTable {
  notification_message_id: number;
  user_id: number;
  message_status: string;
  read_at: string | null;
  dismissed: number;
  updated_at: string;
}
