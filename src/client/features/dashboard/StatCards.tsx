import { Card, Classes, Icon } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { DashboardStats } from '@shared/api/dashboard';

interface Stat {
  key: 'providers' | 'accounts' | 'users';
  icon: IconName;
}

const stats: Stat[] = [
  { key: 'providers', icon: 'office' },
  { key: 'accounts', icon: 'briefcase' },
  { key: 'users', icon: 'people' },
];

/** The counts of the scope; skeletons while loading. A single account does not count providers. */
export function StatCards({ data, loading }: { data?: DashboardStats; loading: boolean }) {
  const { t } = useTranslation('shell');
  const shown = data?.level === 'ac' ? stats.filter((s) => s.key !== 'providers') : stats;
  return (
    <div className="studio-stat-grid" data-testid="dashboard-stats">
      {shown.map((s) => (
        <Card key={s.key} className="studio-stat-card" compact>
          <div className="studio-stat-icon">
            <Icon icon={s.icon} size={18} />
          </div>
          <div>
            <div className={`studio-stat-value ${loading ? Classes.SKELETON : ''}`}>{data ? data[s.key].toLocaleString() : '000'}</div>
            <div className={`studio-stat-label ${Classes.TEXT_MUTED}`}>{t(`dashboard.stats.${s.key}`, { count: data?.[s.key] ?? 2 })}</div>
          </div>
        </Card>
      ))}
    </div>
  );
}
