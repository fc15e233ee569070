import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Marks an archived schedule: the holiday list includes archived ones (is_archived=all). */
export function ArchivedTag() {
  const { t } = useTranslation('content');
  return (
    <Tag minimal round icon="archive" className="holiday-archived">
      {t('folders.archived')}
    </Tag>
  );
}
