import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Marks a system form in a list: published by a system user, shared with every account. */
export function SystemTag() {
  const { t } = useTranslation('content');
  return (
    <Tag minimal round intent="primary" icon="globe-network" className="forms-system-tag" title={t('systemForms.tagHint')}>
      {t('systemForms.tag')}
    </Tag>
  );
}
