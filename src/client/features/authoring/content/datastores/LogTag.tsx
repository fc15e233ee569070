import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export function LogTag() {
  const { t } = useTranslation('content');
  return (
    <Tag minimal round icon="history">
      {t('datastores.log')}
    </Tag>
  );
}
