import { Card, Classes, H2, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { DashboardStats } from '@shared/api/dashboard';

/** Calls per day in the scope, as bars; an empty state until calls are recorded. */
export function CallVolume({ data }: { data?: DashboardStats }) {
  const { t } = useTranslation('shell');
  const days = data?.call_volume_changes ?? [];
  const max = Math.max(1, ...days.map((d) => d.calls));
  return (
    <Card className="studio-panel" data-testid="dashboard-call-volume">
      <div className="studio-panel-head">
        <H2 className="studio-panel-title">{t('dashboard.calls.title')}</H2>
      </div>
      {days.length === 0 ? (
        <NonIdealState icon="phone" title={t('dashboard.calls.empty')} description={t('dashboard.calls.emptyHint')} layout="horizontal" />
      ) : (
        <ol className="studio-call-bars" aria-label={t('dashboard.calls.title')}>
          {days.map((d) => (
            <li key={d.date} title={`${d.date}: ${d.calls}`}>
              <span className="studio-call-bar" style={{ height: `${(d.calls / max) * 100}%` }} />
              <span className={`studio-call-date ${Classes.TEXT_MUTED}`}>{d.date.slice(5)}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
