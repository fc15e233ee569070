import { announcementCountsPermission, roomOf, type AnnouncementCounts } from '@shared/realtime';
import type { Db } from '../db/index';
import type { Realtime } from './types';

/** The enabled announcements counted by type (tutorial, what's new). */
export async function announcementCounts(db: Db): Promise<AnnouncementCounts> {
  const rows = await db
    .selectFrom('announcements')
    .select(['announcement_type'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('is_enabled', '=', 1)
    .groupBy('announcement_type')
    .execute();
  const of = (type: string) => Number(rows.find((r) => r.announcement_type === type)?.n ?? 0);
  return { tutorial: of('tutorial'), whats_new: of('whats_new') };
}

/** Whether a user's permissions make them receive the live counts. */
export const receivesAnnouncementCounts = (permissions: readonly string[]) => permissions.includes(announcementCountsPermission);

/** Sends the current counts to every socket of the users who receive them (on every process, through the room). */
export async function sendAnnouncementCounts(db: Db, realtime: Realtime | null | undefined): Promise<void> {
  if (!realtime) return;
  realtime.to(roomOf.announcementCounts()).emit('announcement:counts', await announcementCounts(db));
}
