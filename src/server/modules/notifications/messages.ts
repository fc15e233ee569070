import { fieldsToApi } from '@shared/entities/field-values';
import { notificationMessageFields } from '@shared/entities/notification-messages.fields';
import { fill, messages } from '@shared/messages';
import type { NotificationMessage } from '@shared/api/notifications';
import { notificationMessagesEntity } from '@shared/entities/notification-messages.schema';
import type { Db } from '../../db/index';
import { defineEntityResource, type EntityWriteContext, type Row } from '../../http/entity-resource';
import { unprocessable } from '../../http/errors';
import { recipientsOf, tellUser } from './notify';

/** The audience of a new message, checked: an enabled user or provider that exists; the other id cleared. */
async function checkedAudience(values: Row, ctx: EntityWriteContext): Promise<Row> {
  if (ctx.mode === 'update') return values;
  const { audience } = values;
  if (audience === 'user') {
    if (values.user_id === undefined || values.user_id === null)
      throw unprocessable(messages.notifications.userRequired, [`user_id: ${messages.notifications.userRequired}`]);
    const user = await ctx.trx
      .selectFrom('users')
      .select('user_id')
      .where('user_id', '=', values.user_id)
      .where('is_enabled', '=', 1)
      .executeTakeFirst();
    if (!user) {
      const text = fill(messages.notifications.userNotFound, { id: values.user_id });
      throw unprocessable(text, [`user_id: ${text}`]);
    }
    return { ...values, sp_id: null };
  }
  if (audience === 'sp') {
    if (values.sp_id === undefined || values.sp_id === null)
      throw unprocessable(messages.notifications.providerRequired, [`sp_id: ${messages.notifications.providerRequired}`]);
    const sp = await ctx.trx
      .selectFrom('service_providers')
      .select('sp_id')
      .where('sp_id', '=', values.sp_id)
      .where('is_enabled', '=', 1)
      .executeTakeFirst();
    if (!sp) {
      const text = fill(messages.notifications.providerNotFound, { id: values.sp_id });
      throw unprocessable(text, [`sp_id: ${text}`]);
    }
    return { ...values, user_id: null };
  }
  return { ...values, user_id: null, sp_id: null };
}

export async function messagesToApi(db: Db, rows: Row[]): Promise<NotificationMessage[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((r) => r.user_id).filter((v): v is number => v !== null))];
  const spIds = [...new Set(rows.map((r) => r.sp_id).filter((v): v is number => v !== null))];
  const users = userIds.length ? await db.selectFrom('users').select(['user_id', 'email']).where('user_id', 'in', userIds).execute() : [];
  const sps = spIds.length
    ? await db.selectFrom('service_providers').select(['sp_id', 'sp_name']).where('sp_id', 'in', spIds).execute()
    : [];
  return rows.map((r) => ({
    notification_message_id: r.notification_message_id,
    ...(fieldsToApi(notificationMessageFields, r) as Pick<NotificationMessage, keyof typeof notificationMessageFields>),
    user_name: users.find((u) => u.user_id === r.user_id)?.email ?? null,
    sp_name: sps.find((s) => s.sp_id === r.sp_id)?.sp_name ?? null,
    created_by: r.created_by ?? null,
    created_at: r.created_at,
    is_enabled: r.is_enabled,
    updated_at: r.updated_at,
  }));
}

/**
 * System admins compose messages (System → Notification messages) to one user, a provider's users or everyone.
 * Provider admins do not send: they read their provider's messages (GET /system/get-sp-notifications). A new
 * message is told at once to the rooms of the users it reaches (everyone's sockets for audience all).
 */
export const notificationMessages = defineEntityResource(notificationMessagesEntity, {
  toApi: messagesToApi,
  beforeWrite: async (values, ctx) => ({ kind: 'message', body: '', link: null, ...(await checkedAudience(values, ctx)) }),
  async afterChange(request, rows, action) {
    const services = request.server.studio;
    if (action !== 'create' || !services.realtime) return;
    for (const row of rows) {
      const event = {
        notification_message_id: row.notification_message_id,
        title: row.title,
        kind: 'message' as const,
        link: row.link ?? null,
      };
      const users = await recipientsOf(services.db, row as never);
      if (users === null) services.realtime.emit('notification', event);
      else for (const userId of users) await tellUser(services, userId, event);
    }
  },
});
