import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import {
  notificationMessage,
  notificationUpdated,
  notificationUserAction,
  updateUserNotification,
  userNotifications,
  userNotificationsQuery,
  type UserNotification,
} from '@shared/api/notifications';
import { messages } from '@shared/messages';
import { nowIso } from '../../db/index';
import { requireScope } from '../../http/auth';
import { notFound } from '../../http/errors';
import { tenantOf } from '../../http/tenant-repo';
import { announcements } from './announcements';
import { inboxOf, setState, unreadCondition, unreadCount } from './inbox';
import { messagesToApi, notificationMessages } from './messages';
import { signedIn } from '../../http/access';

const tags = ['Notifications'];

/** The signed-in user (API keys included): a user's notifications are that user's alone, whatever the scope. */
function userOf(request: FastifyRequest): number {
  requireScope(request);
  return request.auth!.user.user_id;
}

/**
 * Notifications (spec 1 §7, spec 3 §7): the system admins' CRUD of messages and announcements (descriptors),
 * and the signed-in user's own notifications — listed newest first with the unread count, marked READ one by
 * one or all at once, dismissed. A user only ever reads or marks messages addressed to them: any other id is
 * 404. Marking one's own notification READ is not a change of the tenant's data, so read-only users may.
 */
export async function notificationRoutes(root: FastifyInstance) {
  await root.register(notificationMessages.routes);
  await root.register(announcements.routes);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = () => root.studio.db;

  app.get(
    '/system/get-user-notifications',
    { config: { access: signedIn }, schema: { tags, querystring: userNotificationsQuery, response: { 200: userNotifications } } },
    async (request) => {
      const userId = userOf(request);
      const { page, per_page, message_status } = request.query;
      let list = inboxOf(db(), userId);
      if (message_status === 'UNREAD') list = list.where(unreadCondition as never);
      if (message_status === 'READ') list = list.where('s.message_status', '=', 'READ');
      const counted = await list.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      const rows = await list
        .select([
          'm.notification_message_id',
          'm.title',
          'm.body',
          'm.link',
          'm.sp_id',
          'm.ac_id',
          'm.kind',
          'm.audience',
          'm.created_at',
          's.message_status',
          's.read_at',
        ])
        .orderBy('m.notification_message_id', 'desc')
        .limit(per_page)
        .offset((page - 1) * per_page)
        .execute();
      const data = rows.map(
        (r) => ({ ...r, user_id: userId, message_status: r.message_status ?? 'UNREAD', read_at: r.read_at ?? null }) as UserNotification,
      );
      return { data, meta: { total: Number(counted?.n ?? 0), unread: await unreadCount(db(), userId), page, per_page } };
    },
  );

  app.post(
    '/system/update-user-notification',
    { config: { access: signedIn }, schema: { tags, body: updateUserNotification, response: { 200: envelope(notificationUpdated) } } },
    async (request) => {
      const userId = userOf(request);
      const body = request.body;
      const ids = 'notification_message_id' in body ? [body.notification_message_id] : null;
      const updated = await setState(db(), userId, ids, 'read', nowIso());
      if (ids && updated === 0) throw notFound(messages.notifications.notFound);
      return { data: { updated, unread: await unreadCount(db(), userId) } };
    },
  );

  app.post(
    '/system/notification-message-user-actions',
    { config: { access: signedIn }, schema: { tags, body: notificationUserAction, response: { 200: envelope(notificationUpdated) } } },
    async (request) => {
      const userId = userOf(request);
      const ids = [...new Set(request.body.notification_message_ids)];
      // All or nothing: an id that is not one of the user's messages refuses the whole request.
      const mine = await inboxOf(db(), userId).select('m.notification_message_id').where('m.notification_message_id', 'in', ids).execute();
      if (mine.length !== ids.length) throw notFound(messages.notifications.notFound);
      const updated = await setState(db(), userId, ids, request.body.action, nowIso());
      return { data: { updated, unread: await unreadCount(db(), userId) } };
    },
  );

  app.get(
    '/system/get-sp-notifications',
    { config: { access: signedIn }, schema: { tags, response: { 200: envelope(z.array(notificationMessage)) } } },
    async (request) => {
      const scope = requireScope(request);
      const tenant = tenantOf('sp', scope, request.auth!.user, 'notifications');
      let q = db().selectFrom('notification_messages').selectAll().where('audience', '=', 'sp').where('is_enabled', '=', 1);
      if (tenant.level === 'sp' && tenant.spIds !== 'any')
        q = q.where('sp_id', 'in', tenant.spIds.length ? (tenant.spIds as number[]) : [-1]);
      return { data: await messagesToApi(db(), await q.orderBy('notification_message_id', 'desc').limit(500).execute()) };
    },
  );
}
