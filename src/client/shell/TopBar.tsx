import { Button, Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { KeyHint } from '../commands/KeyHint';
import { NotificationsButton } from './NotificationsButton';
import { useScopeLabels } from './ScopeSwitcher';
import { useShellUi } from './uiStore';

/** The bar above every screen: menu button (narrow windows), the scope in view and the palette button. */
export function TopBar({ title }: { title: string }) {
  const { t } = useTranslation('shell');
  const set = useShellUi((s) => s.set);
  const labels = useScopeLabels();
  return (
    <header className="studio-topbar">
      <Button
        className="studio-menu-button"
        icon="menu"
        variant="minimal"
        aria-label={t('sidebar.openMenu')}
        onClick={() => set({ drawer: true })}
      />
      <div className="studio-topbar-title">
        <h1 className={Classes.HEADING}>{title}</h1>
        <span className={`studio-topbar-scope ${Classes.TEXT_MUTED}`}>
          {labels.provider} · {labels.account}
        </span>
      </div>
      <Button className="studio-palette-button" variant="outlined" icon="search" onClick={() => set({ palette: true })}>
        <span className="studio-palette-button-text">{t('palette.searchButton')}</span>
        <KeyHint command="palette.open" />
      </Button>
      <NotificationsButton />
    </header>
  );
}
