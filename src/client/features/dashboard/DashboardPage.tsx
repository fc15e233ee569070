import { Callout, Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useDashboardStats, useLatestAnnouncement } from '../../api/queries';
import { changeScope } from '../../session/scope';
import { useSession } from '../../session/store';
import { ScopeNotice } from '../../shell/ScopeNotice';
import { AccountsInScope, accountsInScope } from './AccountsInScope';
import { Announcement } from './Announcement';
import { CallVolume } from './CallVolume';
import { RecentActivity } from './RecentActivity';
import { StatCards } from './StatCards';

/** The dashboard: what the selected scope holds and what happened in it lately. */
export default function DashboardPage() {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const selection = useSession((s) => s.selection);
  const stats = useDashboardStats();
  const announcement = useLatestAnnouncement();
  if (!user || !selection) return null;
  const accounts = accountsInScope(user.account_mappings, selection);
  const firstName = user.display_name.split(/\s+/)[0] || user.display_name;
  return (
    <div className="studio-page studio-dashboard">
      <div className="studio-page-head">
        <div>
          <h2 className={`${Classes.HEADING} studio-greeting`}>{t('dashboard.greeting', { name: firstName })}</h2>
          <ScopeNotice level={selection.spId === 'all' ? 'sp' : 'ac'} />
        </div>
      </div>
      {announcement.data && <Announcement key={announcement.data.id} announcement={announcement.data} userId={user.user_id} />}
      {stats.isError && (
        <Callout intent="danger" icon="error" className="studio-announcement">
          {stats.error.message}
        </Callout>
      )}
      <StatCards data={stats.data} loading={stats.isPending} />
      <div className="studio-dashboard-grid">
        <AccountsInScope
          accounts={accounts}
          states={stats.data?.migration_states}
          onOpen={(a) => void changeScope({ spId: a.sp_id, acId: a.ac_id })}
        />
        <RecentActivity data={stats.data} loading={stats.isPending} />
      </div>
      <CallVolume data={stats.data} />
    </div>
  );
}
