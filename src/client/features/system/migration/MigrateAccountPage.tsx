import { Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import './migration.css';
import { GroupsTab } from './GroupsTab';
import { useMigrationEvents } from './live';
import { ProvidersTab } from './ProvidersTab';
import { UnusedTab } from './UnusedTab';

/**
 * /system/migrate-account (spec 3 §2, §7 Migration): the portal of the migration from the older studio —
 * its providers and groups mapped to ours, each group checked node by node, migrated and rolled back, with the tools
 * after a migration; and the unused older groups. The tabs are reached with the arrow keys. A migration's progress
 * comes with the system room's events.
 */
export default function MigrateAccountPage() {
  const { t } = useTranslation('system');
  useMigrationEvents();
  const [tab, setTab] = useState<string>('groups');
  return (
    <div className="mig-page mig-screen" data-testid="migrate-account-page">
      <p className="bp6-text-muted">{t('migration.subtitle')}</p>
      <Tabs id="mig-tabs" selectedTabId={tab} onChange={(id) => setTab(String(id))} renderActiveTabPanelOnly>
        <Tab id="providers" title={t('migration.tabs.providers')} panel={<ProvidersTab />} />
        <Tab id="groups" title={t('migration.tabs.groups')} panel={<GroupsTab />} />
        <Tab id="unused" title={t('migration.tabs.unused')} panel={<UnusedTab />} />
      </Tabs>
    </div>
  );
}
