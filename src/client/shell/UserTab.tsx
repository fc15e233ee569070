import { Button, Classes, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { effectiveRole } from '@shared/access/engine';
import { version } from '../../../package.json';
import { signOut } from '../session/lifecycle';
import { useSession } from '../session/store';
import { useShellUi } from './uiStore';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('') || '?';

/** The user's role for the selection or, if none, 'All SPs' (spec 1 §2). */
export function useRoleLabel(): string {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const selection = useSession((s) => s.selection);
  if (!user || !selection) return '';
  return effectiveRole(user, selection)?.name ?? t('notices.allSps');
}

/** The user tab at the bottom of the sidebar: settings dropdown (My Profile, Sign Out) and the version label. */
export function UserTab() {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const role = useRoleLabel();
  const [, navigate] = useLocation();
  const set = useShellUi((s) => s.set);
  if (!user) return null;
  const menu = (
    <Menu aria-label={t('user.settings')}>
      <MenuDivider title={user.email} />
      {!user.idp && (
        <MenuItem
          icon="user"
          text={t('user.myProfile')}
          onClick={() => {
            set({ drawer: false });
            navigate('/manage/profile');
          }}
        />
      )}
      <MenuItem icon="log-out" intent="danger" text={t('user.signOut')} onClick={() => void signOut()} />
    </Menu>
  );
  return (
    <div className="studio-user-tab">
      <div className="studio-avatar" aria-hidden="true">
        {initials(user.display_name || user.email)}
      </div>
      <div className="studio-user-text">
        <div className="studio-user-name" title={user.display_name}>
          {user.display_name}
        </div>
        <div className={`studio-user-role ${Classes.TEXT_MUTED}`} data-testid="role-label">
          {role}
        </div>
      </div>
      <PopoverNext content={menu} placement="top-end" arrow={false} animation="minimal">
        <Button icon="cog" variant="minimal" aria-label={t('user.settings')} title={t('user.settings')} />
      </PopoverNext>
    </div>
  );
}

export function VersionLabel() {
  const { t } = useTranslation('shell');
  return (
    <div className={`studio-version ${Classes.TEXT_MUTED}`} data-testid="version-label">
      {t('sidebar.version', { version })}
    </div>
  );
}
