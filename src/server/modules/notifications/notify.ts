import type { NotificationEvent } from '@shared/api/notifications';
import { roomOf } from '@shared/realtime';
import { nowIso, type Db } from '../../db/index';
import type { Services } from '../../services';
import { unreadCount } from './inbox';
import { accountRows } from '../../http/tenant-repo';

/** A notification the studio writes itself: to the user who started a background job, about that job. */
export interface JobNotice {
  userId: number | null;
  kind: Exclude<NotificationEvent['kind'], 'message'>;
  title: string;
  body?: string;
  link?: string | null;
  spId?: number | null;
  acId?: number | null;
}

/** Tells a user's open tabs (every socket in the user's room, on every process) that a message arrived. */
export async function tellUser(services: Services, userId: number, message: Omit<NotificationEvent, 'unread'>): Promise<void> {
  const io = services.realtime;
  if (!io) return;
  io.to(roomOf.user(userId)).emit('notification', { ...message, unread: await unreadCount(services.db, userId) });
}

/** The users a message reaches now: its user, the provider's users, or null for everyone. */
export async function recipientsOf(
  db: Db,
  row: { audience: string; user_id: number | null; sp_id: number | null },
): Promise<number[] | null> {
  if (row.audience === 'all') return null;
  if (row.audience === 'user') return row.user_id === null ? [] : [row.user_id];
  const mapped = await db
    .selectFrom('user_account_mappings')
    .select('user_id')
    .distinct()
    .where('sp_id', '=', row.sp_id ?? -1)
    .execute();
  return mapped.map((m) => m.user_id);
}

/**
 * Writes the notification and sends the `notification` event to the user's room at once. Never throws: a
 * job's outcome is recorded whether or not its notice could be written.
 */
export async function notifyJobOutcome(services: Services, notice: JobNotice): Promise<void> {
  if (notice.userId === null) return;
  try {
    const now = nowIso();
    const spId =
      notice.spId ??
      (notice.acId
        ? ((await accountRows(services.db, notice.acId).selectFrom('accounts').select('sp_id').executeTakeFirst())?.sp_id ?? null)
        : null);
    const row = await services.db
      .insertInto('notification_messages')
      .values({
        title: notice.title.slice(0, 200),
        body: notice.body ?? '',
        link: notice.link ?? null,
        kind: notice.kind,
        audience: 'user',
        user_id: notice.userId,
        sp_id: spId,
        ac_id: notice.acId ?? null,
        is_enabled: 1,
        created_by: null,
        updated_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('notification_message_id')
      .executeTakeFirstOrThrow();
    await tellUser(services, notice.userId, {
      notification_message_id: row.notification_message_id,
      title: notice.title,
      kind: notice.kind,
      link: notice.link ?? null,
    });
  } catch {
    // The job's own record holds its outcome; a lost notice is not a failed job.
  }
}
