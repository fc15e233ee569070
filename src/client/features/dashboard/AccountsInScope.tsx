import { Card, Classes, H2, NonIdealState, Tag, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@shared/access/scope';
import type { Account, SwitcherOption } from '@shared/api/tenancy';
import { limits, type MigrationState } from '@shared/limits';
import { ScopeName } from '../../shell/ScopeName';
import { migrationIntent } from './migrationState';

/** The accounts of the user's switcher options that fall inside the selection. */
export function accountsInScope(options: readonly SwitcherOption[], selection: Selection): Account[] {
  return options
    .filter((o) => selection.spId === 'all' || o.sp_id === selection.spId)
    .flatMap((o) => o.accounts)
    .filter((a) => selection.acId === 'all' || a.ac_id === selection.acId);
}

function StateTag({ state }: { state: MigrationState }) {
  const { t } = useTranslation('shell');
  return (
    <Tooltip content={t(`dashboard.migration.${state}`)} hoverOpenDelay={limits.layout.tooltipOpenDelayMs}>
      <Tag minimal round intent={migrationIntent[state]}>
        {state}
      </Tag>
    </Tooltip>
  );
}

export function AccountsInScope({
  accounts,
  states,
  onOpen,
}: {
  accounts: Account[];
  states?: Record<string, number>;
  onOpen(account: Account): void;
}) {
  const { t } = useTranslation('shell');
  return (
    <Card className="studio-panel" data-testid="dashboard-accounts">
      <div className="studio-panel-head">
        <H2 className="studio-panel-title">{t('dashboard.accounts.title')}</H2>
        <div className="studio-state-summary">
          {limits.migrationStates
            .filter((s) => states?.[s])
            .map((s) => (
              <Tag key={s} minimal intent={migrationIntent[s]}>
                {s} · {states?.[s]}
              </Tag>
            ))}
        </div>
      </div>
      {accounts.length === 0 ? (
        <NonIdealState icon="briefcase" title={t('dashboard.accounts.empty')} layout="horizontal" />
      ) : (
        <ul className="studio-account-list">
          {accounts.map((a) => (
            <li key={a.ac_id}>
              <button type="button" className="studio-account-row" onClick={() => onOpen(a)}>
                <span className="studio-account-name">
                  <ScopeName name={a.ac_name} />
                  <span className={`${Classes.TEXT_MUTED} studio-account-provider`}>{a.sp_name}</span>
                </span>
                <StateTag state={a.migration_state} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
