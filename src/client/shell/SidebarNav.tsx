import { Button, Menu, MenuItem, Tooltip } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useShallow } from 'zustand/react/shallow';
import { limits } from '@shared/limits';
import { appRoutes, type RouteDef } from '../routes';
import { useSession } from '../session/store';
import { buildNav, patternToRegExp, type NavEntry } from './navModel';
import { useShellUi } from './uiStore';

const isActive = (route: RouteDef, location: string) => patternToRegExp(route.path).test(location) || location.startsWith(route.path + '/');

function NavItem({ route, reason }: { route: RouteDef; reason: string | null }) {
  const { t } = useTranslation('shell');
  const [location, navigate] = useLocation();
  const set = useShellUi((s) => s.set);
  const item = (
    <MenuItem
      icon={route.icon}
      text={t(route.title)}
      active={!reason && isActive(route, location)}
      disabled={!!reason}
      href={reason ? undefined : route.path}
      onClick={(e) => {
        e.preventDefault();
        if (reason) return;
        set({ drawer: false });
        navigate(route.path);
      }}
    />
  );
  if (!reason) return item;
  return (
    <Tooltip content={reason} hoverOpenDelay={limits.layout.tooltipOpenDelayMs} placement="right" targetTagName="li" fill>
      {item}
    </Tooltip>
  );
}

function Submenu({ entry }: { entry: Extract<NavEntry, { kind: 'submenu' }> }) {
  const { t } = useTranslation('shell');
  const [location, navigate] = useLocation();
  const set = useShellUi((s) => s.set);
  const create = entry.create;
  const add = create && (
    <Button
      icon="plus"
      variant="minimal"
      size="small"
      className="studio-nav-add"
      aria-label={t(create.title)}
      title={t(create.title)}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        set({ drawer: false });
        navigate(create.path);
      }}
    />
  );
  return (
    <MenuItem
      icon={entry.route.icon}
      text={t(entry.route.title)}
      // The section the page belongs to stays highlighted while its items sit in the closed submenu.
      active={location.startsWith(entry.route.path + '/')}
      labelElement={add || undefined}
      // In a portal: Blueprint's inline overlay (a div with aria-live) is no child a menu list may have.
      popoverProps={{ hoverOpenDelay: limits.layout.submenuHoverDelayMs, placement: 'right-start', usePortal: true }}
    >
      {entry.children.map((c) => (
        <NavItem key={c.route.id} route={c.route} reason={c.disabledReason} />
      ))}
    </MenuItem>
  );
}

/** The sidebar menu, built from routes.ts and decided by the shared access engine. */
export function SidebarNav() {
  const { t } = useTranslation('shell');
  const { user, selection, enabledFeatures } = useSession(
    useShallow((s) => ({ user: s.user, selection: s.selection, enabledFeatures: s.enabledFeatures })),
  );
  const entries = useMemo(
    () => (user && selection ? buildNav(appRoutes, { user, selection, enabledFeatures }) : []),
    [user, selection, enabledFeatures],
  );
  return (
    <nav aria-label={t('sidebar.navigation')} className="studio-nav">
      <Menu className="studio-nav-menu">
        {entries.map((entry) =>
          entry.kind === 'item' ? (
            <NavItem key={entry.route.id} route={entry.route} reason={entry.disabledReason} />
          ) : (
            <Submenu key={entry.route.id} entry={entry} />
          ),
        )}
      </Menu>
    </nav>
  );
}
