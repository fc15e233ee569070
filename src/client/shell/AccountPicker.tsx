import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@shared/access/scope';
import { changeScope } from '../session/scope';
import { useSession } from '../session/store';
import { KeyHint } from '../commands/KeyHint';

/**
 * The accounts of the selected provider (of every provider under 'all'), offered where a screen needs one
 * individual account: choosing one switches to it in place. The palette's switch command is named beside.
 */
export function AccountPicker({ selection }: { selection: Selection }) {
  const { t } = useTranslation('shell');
  const mappings = useSession((s) => s.user?.account_mappings ?? []);
  const accounts = mappings
    .filter((o) => selection.spId === 'all' || o.sp_id === selection.spId)
    .flatMap((o) => o.accounts.map((a) => ({ ...a, sp_id: o.sp_id })));
  if (accounts.length === 0) return null;
  return (
    <div className="studio-account-picker" data-testid="account-picker">
      <span id="account-picker-label">{t('notices.pickAccount')}</span>
      <div className="studio-account-picker-list" role="group" aria-labelledby="account-picker-label">
        {accounts.map((a) => (
          <Button
            key={a.ac_id}
            icon="briefcase"
            variant="outlined"
            size="small"
            text={a.ac_name}
            onClick={() => void changeScope({ spId: a.sp_id, acId: a.ac_id })}
          />
        ))}
      </div>
      <span className="studio-account-picker-hint">
        {t('notices.pickAccountPalette')} <KeyHint command="palette.open" />
      </span>
    </div>
  );
}
