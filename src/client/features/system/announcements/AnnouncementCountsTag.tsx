import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useAnnouncementCounts } from '@client/realtime/announcementCounts';

/**
 * Beside the dashboard contents' subtitle: the live tutorial and what's-new counts (enabled announcements by type),
 * as the socket last sent them; nothing for users whose roles do not grant them.
 */
export default function AnnouncementCountsTag() {
  const { t } = useTranslation('entities');
  const counts = useAnnouncementCounts((s) => s.counts);
  if (!counts) return null;
  return (
    <span className="ent-announcement-counts" role="status" aria-live="polite">
      <Tag minimal icon="learning">
        {t('announcements.counts.tutorial', { count: counts.tutorial })}
      </Tag>{' '}
      <Tag minimal icon="feed">
        {t('announcements.counts.whats_new', { count: counts.whats_new })}
      </Tag>
    </span>
  );
}
