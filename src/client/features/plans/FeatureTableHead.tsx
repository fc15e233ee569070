import { useTranslation } from 'react-i18next';

/** The head of a plan's features table: the feature, its limit and its burst allowance. */
export function FeatureTableHead() {
  const { t } = useTranslation('plans');
  return (
    <thead>
      <tr>
        <th>{t('feature')}</th>
        <th>{t('limit')}</th>
        <th>{t('burst')}</th>
      </tr>
    </thead>
  );
}
