import { Card, Classes, H2, Icon, NonIdealState } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { DashboardStats } from '@shared/api/dashboard';
import { relativeTime } from '@shared/time';
import { useDisplayDate } from '@client/session/useDisplayDate';
import { actionSentence } from '../activity/activityWords';
import { useNow } from './useNow';

type Entry = DashboardStats['recent_activity'][number];

const iconOf = (e: Entry): IconName =>
  e.subject_type === 'session' ? 'log-in' : e.action.includes('password') || e.action.includes('twofa') ? 'lock' : 'edit';

function ActivityRow({ entry, now }: { entry: Entry; now: number }) {
  const { t, i18n } = useTranslation('shell');
  const show = useDisplayDate();
  const who = entry.user_name ?? t('dashboard.activity.someone');
  return (
    <li className="studio-activity-row">
      <span className="studio-activity-icon">
        <Icon icon={iconOf(entry)} size={14} />
      </span>
      <span className="studio-activity-text">
        <strong>{who}</strong> {actionSentence(t, entry.action, entry.subject_type)}
      </span>
      <time className={`studio-activity-time ${Classes.TEXT_MUTED}`} dateTime={entry.created_at} title={show.dateTime(entry.created_at)}>
        {relativeTime(entry.created_at, now, i18n.language)}
      </time>
    </li>
  );
}

/** The latest things that happened in the scope, with relative times kept current. */
export function RecentActivity({ data, loading }: { data?: DashboardStats; loading: boolean }) {
  const { t } = useTranslation('shell');
  const now = useNow();
  const entries = data?.recent_activity ?? [];
  return (
    <Card className="studio-panel" data-testid="dashboard-activity">
      <div className="studio-panel-head">
        <H2 className="studio-panel-title">{t('dashboard.activity.title')}</H2>
      </div>
      {loading ? (
        <ul className="studio-activity-list">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className={`studio-activity-row ${Classes.SKELETON}`}>
              &nbsp;
            </li>
          ))}
        </ul>
      ) : entries.length === 0 ? (
        <NonIdealState
          icon="history"
          title={t('dashboard.activity.empty')}
          description={t('dashboard.activity.emptyHint')}
          layout="horizontal"
        />
      ) : (
        // The list scrolls past its height: it takes the focus, so the keyboard can scroll it too.
        <ul className="studio-activity-list" tabIndex={0} aria-label={t('dashboard.activity.title')}>
          {entries.map((e) => (
            <ActivityRow key={e.id} entry={e} now={now} />
          ))}
        </ul>
      )}
    </Card>
  );
}
