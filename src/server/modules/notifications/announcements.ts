import type { AnnouncementItem } from '@shared/api/notifications';
import { announcementFields } from '@shared/entities/announcements.fields';
import { fieldsToApi } from '@shared/entities/field-values';
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
      ...(fieldsToApi(announcementFields, r) as Pick<AnnouncementItem, keyof typeof announcementFields>),
      created_at: r.created_at,
      is_enabled: r.is_enabled,
      updated_at: r.updated_at,
    })),
  async afterChange(request, rows) {
    for (const row of rows) request.server.studio.realtime?.emit('announcement', { id: row.announcement_id, title: row.title });
    await sendAnnouncementCounts(request.server.studio.db, request.server.studio.realtime);
  },
});
