import { Button, Callout, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { systemSelection } from '@shared/access/scope';
import { api } from '@client/api/http';
import { reloadSessionUser } from '@client/api/queries';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { queryKeys, entityKeys } from '@client/api/queryKeys';
import './i18n';
import './entities.css';

type Account = { ac_id: number; ac_name: string; sp_id: number; sp_name: string };
type Provider = { sp_id: number; sp_name: string };
const selection = systemSelection;

/** /system/move-account (spec 3 §2, §7 moveAccountToSp): the system role moves an account, with all it owns, to another provider. */
export default function MoveAccountPage() {
  const { t } = useTranslation('entities');
  const client = useQueryClient();
  const accounts = useQuery({
    queryKey: entityKeys.accountsToMove(),
    queryFn: ({ signal }) => api<Account[]>('/portal/accounts', { signal, selection }),
  });
  const providers = useQuery({
    queryKey: entityKeys.providerChoices(),
    queryFn: ({ signal }) => api<Provider[]>('/portal/service-providers', { signal, selection }),
  });
  const [acId, setAcId] = useState('');
  const [spId, setSpId] = useState('');
  const [busy, setBusy] = useState(false);
  const account = accounts.data?.find((a) => String(a.ac_id) === acId);
  const targets = (providers.data ?? []).filter((p) => p.sp_id !== account?.sp_id);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!account || !spId) return;
    setBusy(true);
    try {
      const moved = await api<Account>('/portal/moveAccountToSp', {
        method: 'POST',
        selection,
        body: { ac_id: account.ac_id, sp_id: Number(spId) },
      });
      notifySuccess(t('move.done', { name: moved.ac_name, provider: moved.sp_name }));
      setSpId('');
      void client.invalidateQueries({ queryKey: queryKeys.scoped() });
      void reloadSessionUser();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="ent-move" data-testid="move-account-page" onSubmit={submit}>
      <p className="bp6-text-muted">{t('move.subtitle')}</p>
      <FormGroup label={t('move.account')} labelFor="move-account">
        <HTMLSelect
          id="move-account"
          fill
          value={acId}
          onChange={(e) => {
            setAcId(e.currentTarget.value);
            setSpId('');
          }}
          options={[
            { value: '', label: '—' },
            ...(accounts.data ?? []).map((a) => ({ value: String(a.ac_id), label: `${a.ac_name} · ${a.sp_name}` })),
          ]}
        />
      </FormGroup>
      <FormGroup label={t('move.target')} labelFor="move-target">
        <HTMLSelect
          id="move-target"
          fill
          disabled={!account}
          value={spId}
          onChange={(e) => setSpId(e.currentTarget.value)}
          options={[{ value: '', label: '—' }, ...targets.map((p) => ({ value: String(p.sp_id), label: p.sp_name }))]}
        />
      </FormGroup>
      {account && (
        <Callout icon="info-sign" className="ent-callout">
          {t('move.follows', { name: account.ac_name, provider: account.sp_name })}
        </Callout>
      )}
      <Button type="submit" intent="primary" icon="swap-horizontal" loading={busy} disabled={!account || !spId} text={t('move.submit')} />
    </form>
  );
}
