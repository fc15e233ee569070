import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** The previous / next page buttons of the traffic panel's lists (hidden when one page holds everything). */
export function Pager({ page, pages, setPage }: { page: number; pages: number; setPage(page: number): void }) {
  const { t } = useTranslation('flow');
  if (pages <= 1) return null;
  return (
    <div className="traffic-pager">
      <Button small icon="chevron-left" disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label={t('traffic.previousPage')} />
      <span>{t('traffic.page', { page, pages })}</span>
      <Button small icon="chevron-right" disabled={page >= pages} onClick={() => setPage(page + 1)} aria-label={t('traffic.nextPage')} />
    </div>
  );
}
