import { z } from 'zod';
import { createShape, itemShape } from '../entities/field-schemas';
import { announcementFields, announcementTypes } from '../entities/announcements.fields';
import { notificationAudiences, notificationKinds, notificationMessageFields } from '../entities/notification-messages.fields';

/**
 * Notification messages and announcements (spec 1 §5, spec 3 §3–4, §7). A message goes to one
 * user (audience user, user_id), a provider's users (audience sp, sp_id) or everyone (audience all). Kind
 * 'message' is composed by a system admin; the other kinds are written by the studio when a background job a
 * user started ends.
 */
export { announcementTypes, notificationAudiences, notificationKinds };
export const messageStatuses = ['UNREAD', 'READ'] as const;

/** A link inside the studio: a path of the client, never another site. */
const studioLink = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^\/(?!\/)[^\s\\]*$/.test(v), 'A link is a path inside the studio, such as /build/tasks.');
const id = z.number().int().positive();
/** What a message's declared fields take beyond their type and limits (entities/notification-messages.fields.ts). */
const messageChecks = {
  link: { body: studioLink, item: z.string() },
  user_id: { body: id, item: z.number() },
  sp_id: { body: id, item: z.number() },
};

export const notificationMessage = z.object({
  notification_message_id: z.number(),
  ...itemShape(notificationMessageFields, messageChecks),
  user_name: z.string().nullable(),
  sp_name: z.string().nullable(),
  created_by: z.number().nullable(),
  created_at: z.string(),
  is_enabled: z.number(),
  updated_at: z.string(),
});
export type NotificationMessage = z.infer<typeof notificationMessage>;

export const notificationMessageCreate = z.object(createShape(notificationMessageFields, messageChecks)).strict();
/** The audience is chosen when the message is sent; afterwards only its words and link change. */
export const notificationMessageUpdate = notificationMessageCreate.omit({ audience: true, user_id: true, sp_id: true }).partial().strict();

/** One of the signed-in user's notifications, with its state for that user. */
export const userNotification = z.object({
  notification_message_id: z.number(),
  user_id: z.number(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  /** The provider and account a job's link is called in (null for composed messages). */
  sp_id: z.number().nullable(),
  ac_id: z.number().nullable(),
  kind: z.enum(notificationKinds),
  audience: z.enum(notificationAudiences),
  message_status: z.enum(messageStatuses),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type UserNotification = z.infer<typeof userNotification>;

export const userNotificationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  message_status: z.enum(['UNREAD', 'READ', 'all']).default('all'),
});
export const userNotifications = z.object({
  data: z.array(userNotification),
  meta: z.object({ total: z.number(), unread: z.number(), page: z.number(), per_page: z.number() }),
});
export type UserNotifications = z.infer<typeof userNotifications>;

/** POST /system/update-user-notification: one message READ, or all of the user's. */
export const updateUserNotification = z.union([
  z.object({ notification_message_id: id, message_status: z.literal('READ').default('READ') }).strict(),
  z.object({ all: z.literal(true), message_status: z.literal('READ').default('READ') }).strict(),
]);
/** POST /system/notification-message-user-actions: read or dismiss some of the user's messages. */
export const notificationUserAction = z
  .object({ action: z.enum(['read', 'dismiss']), notification_message_ids: z.array(id).min(1).max(500) })
  .strict();
export const notificationUpdated = z.object({ updated: z.number(), unread: z.number() });

/** The `notification` realtime event: a new message for this user (the client refetches its list and count). */
export interface NotificationEvent {
  notification_message_id: number;
  title: string;
  kind: (typeof notificationKinds)[number];
  link: string | null;
  /** The user's unread count with it (absent for a message to everyone: the client asks). */
  unread?: number;
}

export const announcement = z.object({
  announcement_id: z.number(),
  ...itemShape(announcementFields),
  created_at: z.string(),
  is_enabled: z.number(),
  updated_at: z.string(),
});
export type AnnouncementItem = z.infer<typeof announcement>;
/** A create that names no type stores what's new (the declared default, stored by the server). */
export const announcementCreate = z.object(createShape(announcementFields)).strict();
/** An update changes what it names: the create body fills in no default (the server stores it), so its partial resets nothing. */
export const announcementUpdate = announcementCreate.partial().strict();
