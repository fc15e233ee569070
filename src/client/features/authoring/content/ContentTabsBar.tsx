import { Button, Icon, Menu, MenuItem, Popover, Tab, Tabs, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TabState } from './tabAccess';
import type { AnyContentTab } from './tabTypes';
import { useTabStrip } from './useTabStrip';

interface Props {
  states: TabState<AnyContentTab>[];
  active: string;
  onSelect(id: string): void;
}

/**
 * The content tabs in the spec's order; a tab without read permission is disabled with a tooltip.
 * The strip scrolls inside its own box (the page never scrolls sideways), keeps the active tab in
 * view, and when tabs are out of sight offers every tab from a menu at its end. The active tab draws
 * its own underline: Blueprint's sliding indicator is measured once and stays behind, under another
 * tab, when the labels change width afterwards (translations, fonts) or the strip scrolls.
 */
export function ContentTabsBar({ states, active, onSelect }: Props) {
  const { t } = useTranslation('content');
  const strip = useTabStrip(active);
  const clipped = strip.clippedStart || strip.clippedEnd;
  const menu = (
    <Menu aria-label={t('allTabs')}>
      {states.map(({ tab, allowed }) => (
        <MenuItem
          key={tab.id}
          icon={allowed ? tab.icon : 'lock'}
          text={t(tab.title)}
          active={tab.id === active}
          disabled={!allowed}
          label={allowed ? undefined : t('noPermission')}
          onClick={() => onSelect(tab.id)}
        />
      ))}
    </Menu>
  );
  return (
    <div
      ref={strip.ref}
      className={`content-tabs${strip.clippedStart ? ' is-clipped-start' : ''}${strip.clippedEnd ? ' is-clipped-end' : ''}`}
    >
      <Tabs
        id="content-tabs"
        className="content-tabs-strip"
        selectedTabId={active}
        onChange={(id) => onSelect(String(id))}
        large={false}
        animate={false}
      >
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
      {clipped && (
        <Popover content={menu} placement="bottom-end">
          <Button className="content-tabs-more" variant="minimal" icon="chevron-down" aria-label={t('allTabs')} title={t('allTabs')} />
        </Popover>
      )}
    </div>
  );
}
