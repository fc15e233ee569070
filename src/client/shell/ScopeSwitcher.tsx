import { Button, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@shared/access/scope';
import { isSelectionAllowed, switcherLevel } from '@shared/access/switcher';
import { changeScope } from '../session/scope';
import { savedRecentProviders, useSession } from '../session/store';
import { menuArrowKeys } from './menuKeys';
import { ScopeName } from './ScopeName';
import { AccountLevelMenu, ProviderLevelMenu } from './SwitcherMenus';
import { useShellUi } from './uiStore';

/** The names the switcher button shows for a selection. */
export function useScopeLabels() {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const selection = useSession((s) => s.selection);
  if (!user || !selection) return { provider: '', account: '' };
  if (selection.spId === 'all') return { provider: t('switcher.allProviders'), account: t('switcher.allAccounts') };
  const option = user.account_mappings.find((o) => o.sp_id === selection.spId);
  const account = option?.accounts.find((a) => a.ac_id === selection.acId);
  return { provider: option?.sp_name ?? '', account: account ? account.ac_name : t('switcher.allAccounts') };
}

/** The account and service-provider switcher (spec 1 §2). */
export function ScopeSwitcher() {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const selection = useSession((s) => s.selection);
  const open = useShellUi((s) => s.switcher);
  const set = useShellUi((s) => s.set);
  const labels = useScopeLabels();
  if (!user || !selection) return null;
  const options = user.account_mappings;
  const select = (next: Selection) => {
    set({ switcher: false, drawer: false });
    void changeScope(next);
  };
  const level = switcherLevel(options);
  const content =
    level === 'provider' || options.length === 0 ? (
      <ProviderLevelMenu
        options={options}
        recent={savedRecentProviders(user.user_id)}
        allProvidersAllowed={isSelectionAllowed(user, { spId: 'all', acId: 'all' })}
        selection={selection}
        onSelect={select}
      />
    ) : (
      <AccountLevelMenu option={options[0]} selection={selection} onSelect={select} />
    );
  return (
    <PopoverNext
      isOpen={open}
      onInteraction={(next) => set({ switcher: next })}
      placement="bottom-start"
      arrow={false}
      animation="minimal"
      autoFocus
      content={<div onKeyDown={menuArrowKeys}>{content}</div>}
      popoverClassName="studio-switcher-popover"
      fill
    >
      <Button
        className="studio-switcher-button"
        alignText="start"
        fill
        variant="minimal"
        endIcon="caret-down"
        icon={selection.acId === 'all' ? 'layers' : 'briefcase'}
        aria-label={t('switcher.label')}
        data-testid="scope-switcher"
      >
        <span className="studio-switcher-labels">
          <span className="studio-switcher-provider">
            <ScopeName name={labels.provider} />
          </span>
          <span className="studio-switcher-account">
            <ScopeName name={labels.account} />
          </span>
        </span>
      </Button>
    </PopoverNext>
  );
}
