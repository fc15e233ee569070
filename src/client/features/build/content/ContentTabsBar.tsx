import { Icon, Tab, Tabs, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TabState } from './tabAccess';
import type { AnyContentTab } from './tabTypes';

/** The content tabs in the spec's order; a tab without read permission is disabled with a tooltip. */
export function ContentTabsBar({ states, active, onSelect }: { states: TabState<AnyContentTab>[]; active: string; onSelect(id: string): void }) {
  const { t } = useTranslation('content');
  return (
    <Tabs id="content-tabs" className="content-tabs" selectedTabId={active} onChange={(id) => onSelect(String(id))} large={false}>
      {states.map(({ tab, allowed }) => (
        <Tab
          key={tab.id}
          id={tab.id}
          disabled={!allowed}
          title={
            allowed ? (
              <span className="content-tab-title">
                <Icon icon={tab.icon} size={14} />
                {t(tab.title)}
              </span>
            ) : (
              <Tooltip content={t('noPermission')} placement="bottom">
                <span className="content-tab-title">
                  <Icon icon="lock" size={14} />
                  {t(tab.title)}
                </span>
              </Tooltip>
            )
          }
        />
      ))}
    </Tabs>
  );
}
