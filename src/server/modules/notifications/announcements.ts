import type { AnnouncementItem } from '@shared/api/notifications';
import { announcementsEntity } from '@shared/entities/announcements.schema';
import { defineEntityResource, type Row } from '../../http/entity-resource';
import { sendAnnouncementCounts } from '../../realtime/announcement-counts';

/**
 * Announcements (System → Dashboard contents): the dashboard card shows the newest enabled one; every open dashboard
 * hears of a change, and the holders of system.dashboard-contents.write get the new tutorial and what's-new counts.
 */
export const announcements = defineEntityResource(announcementsEntity, {
  toApi: async (_db, rows: Row[]): Promise<AnnouncementItem[]> =>
    rows.map((r) => ({
      announcement_id: r.announcement_id,
      title: r.title,
      body: r.body,
      announcement_type: r.announcement_type,
      created_at: r.created_at,
      is_enabled: r.is_enabled,
      updated_at: r.updated_at,
    })),
  fromApi: (input) => Object.fromEntries(['title', 'body', 'announcement_type'].filter((k) => k in input).map((k) => [k, input[k]])),
  async afterChange(request, rows) {
    for (const row of rows) request.server.studio.realtime?.emit('announcement', { id: row.announcement_id, title: row.title });
    await sendAnnouncementCounts(request.server.studio.db, request.server.studio.realtime);
  },
});
