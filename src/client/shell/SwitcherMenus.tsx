import { InputGroup, Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@shared/access/scope';
import { canSearchProviders, filterProviders, selectionForProvider, showAllAccountsOption } from '@shared/access/switcher';
import type { SwitcherOption } from '@shared/api/tenancy';
import { limits } from '@shared/limits';
import { ScopeIcon, ScopeName } from './ScopeName';
import { useDebounced } from './useDebounced';

const { providerListHeight, accountListHeight, singleProviderListHeight, searchDebounceMs } = limits.switcher;

interface MenuProps {
  selection: Selection;
  onSelect(selection: Selection): void;
}

const isAt = (s: Selection, spId: number | 'all', acId: number | 'all') => s.spId === spId && s.acId === acId;

/** The accounts of one provider: 'All' only with more than one account, then each account. */
function AccountItems({ option, selection, onSelect }: MenuProps & { option: SwitcherOption }) {
  const { t } = useTranslation('shell');
  return (
    <>
      {showAllAccountsOption(option.accounts) && (
        <MenuItem
          icon="layers"
          text={t('switcher.allAccounts')}
          active={isAt(selection, option.sp_id, 'all')}
          onClick={() => onSelect({ spId: option.sp_id, acId: 'all' })}
        />
      )}
      {option.accounts.map((a) => (
        <MenuItem
          key={a.ac_id}
          icon={<ScopeIcon logopath={a.logopath} icon="briefcase" />}
          text={<ScopeName name={a.ac_name} />}
          label={a.label ?? undefined}
          active={isAt(selection, option.sp_id, a.ac_id)}
          onClick={() => onSelect({ spId: option.sp_id, acId: a.ac_id })}
        />
      ))}
    </>
  );
}

/** Account level: the single provider's accounts, in a list at most 225 px high. */
export function AccountLevelMenu({ option, ...props }: MenuProps & { option: SwitcherOption }) {
  const { t } = useTranslation('shell');
  return (
    <Menu className="studio-switcher-menu" aria-label={t('switcher.label')}>
      <MenuDivider title={<ScopeName name={option.sp_name} />} />
      <div className="studio-switcher-list" style={{ maxHeight: singleProviderListHeight }}>
        <AccountItems option={option} {...props} />
      </div>
    </Menu>
  );
}

function ProviderItem({ option, selection, onSelect }: MenuProps & { option: SwitcherOption }) {
  return (
    <MenuItem
      icon={<ScopeIcon logopath={option.logopath} icon="office" />}
      text={<ScopeName name={option.sp_name} />}
      active={selection.spId === option.sp_id}
      onClick={() => onSelect(selectionForProvider(option))}
      popoverProps={{ hoverOpenDelay: limits.layout.submenuHoverDelayMs }}
      submenuProps={{ className: 'studio-switcher-submenu', style: { maxHeight: accountListHeight } }}
    >
      {option.accounts.length > 1 ? <AccountItems option={option} selection={selection} onSelect={onSelect} /> : undefined}
    </MenuItem>
  );
}

interface ProviderMenuProps extends MenuProps {
  options: SwitcherOption[];
  recent: number[];
  allProvidersAllowed: boolean;
}

/** Provider level: search (3 characters, debounced 300 ms), recent providers (7), then every provider. */
export function ProviderLevelMenu({ options, recent, allProvidersAllowed, ...props }: ProviderMenuProps) {
  const { t } = useTranslation('shell');
  const [query, setQuery] = useState('');
  const debounced = useDebounced(query, searchDebounceMs);
  const searching = canSearchProviders(debounced);
  const shown = useMemo(() => filterProviders(options, debounced), [options, debounced]);
  const recentOptions = recent.map((id) => options.find((o) => o.sp_id === id)).filter((o): o is SwitcherOption => !!o);
  return (
    <Menu className="studio-switcher-menu" aria-label={t('switcher.label')}>
      <li className="studio-switcher-search" role="none">
        <InputGroup
          leftIcon="search"
          type="search"
          autoFocus
          placeholder={t('notices.providerSearchMin')}
          aria-label={t('switcher.searchLabel')}
          value={query}
          onValueChange={setQuery}
        />
      </li>
      {!searching && recentOptions.length > 0 && (
        <>
          <MenuDivider title={t('switcher.recent')} />
          {recentOptions.map((o) => (
            <ProviderItem key={`recent-${o.sp_id}`} option={o} {...props} />
          ))}
        </>
      )}
      <MenuDivider title={t('switcher.providers')} />
      <div className="studio-switcher-list" style={{ maxHeight: providerListHeight }}>
        {allProvidersAllowed && !searching && (
          <MenuItem
            icon="globe-network"
            text={t('switcher.allProviders')}
            active={isAt(props.selection, 'all', 'all')}
            onClick={() => props.onSelect({ spId: 'all', acId: 'all' })}
          />
        )}
        {shown.map((o) => (
          <ProviderItem key={o.sp_id} option={o} {...props} />
        ))}
        {shown.length === 0 && <MenuItem disabled text={t('switcher.noMatch')} />}
      </div>
    </Menu>
  );
}
