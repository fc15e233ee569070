import { Drawer, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { limits } from '@shared/limits';
import { useProfileLogo } from '../features/manage/profile-logo/useProfileLogo';
import { IconStrip } from './IconStrip';
import { ScopeSwitcher } from './ScopeSwitcher';
import { SidebarNav } from './SidebarNav';
import { useShellUi } from './uiStore';
import { UserTab, VersionLabel } from './UserTab';

function SidebarContent() {
  const { t } = useTranslation('shell');
  // The selected provider's or account's logo in place of the studio mark when one is set (spec 3 §2.7).
  const logo = useProfileLogo();
  return (
    <div className="studio-sidebar-content">
      <div className="studio-brand">
        {logo.url ? (
          <img src={logo.url} alt={t('brandLogo')} className="studio-brand-logo" style={{ maxHeight: 32, maxWidth: 200 }} />
        ) : (
          <>
            <Icon icon="flow-branch" size={20} className="studio-brand-mark" />
            <span className="studio-brand-name">{t('brand')}</span>
          </>
        )}
      </div>
      <div className="studio-sidebar-switcher">
        <ScopeSwitcher />
      </div>
      <div className="studio-sidebar-scroll">
        <SidebarNav />
      </div>
      <div className="studio-sidebar-footer">
        <IconStrip />
        <UserTab />
        <VersionLabel />
      </div>
    </div>
  );
}

/** The 280 px left sidebar; at medium widths and below the same content opens in a drawer. */
export function Sidebar() {
  return (
    <aside className="studio-sidebar" style={{ width: limits.layout.sidebarWidth }}>
      <SidebarContent />
    </aside>
  );
}

export function SidebarDrawer() {
  const { t } = useTranslation('shell');
  const open = useShellUi((s) => s.drawer);
  const set = useShellUi((s) => s.set);
  return (
    <Drawer
      isOpen={open}
      onClose={() => set({ drawer: false })}
      position="left"
      size={limits.layout.sidebarWidth}
      className="studio-drawer"
      aria-label={t('sidebar.navigation')}
    >
      <SidebarContent />
    </Drawer>
  );
}
