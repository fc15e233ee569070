import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@shared/access/scope';
import { phoneNumbersShell } from '@shared/entities/phone-numbers';
import { api } from '@client/api/http';
import { entityKeys, idleKey } from '@client/api/queryKeys';
import { notifyError, notifySuccess } from '@client/shell/notices';
import type { EntityRow } from '../entities/api';

/**
 * Moving a number to another of its provider's accounts, or back to the provider (POST /portal/move-phone-numbers).
 * A number on a task is refused by the server with the task's name (take it off the task first).
 */
export default function NumberMove({ row, canWrite, selection }: { row: EntityRow; canWrite: boolean; selection?: Selection }) {
  const { t } = useTranslation('entities');
  const client = useQueryClient();
  const accounts = useQuery({
    queryKey: selection ? entityKeys.refChoices(selection, '/portal/accounts') : idleKey(),
    enabled: !!selection,
    queryFn: ({ signal }) => api<EntityRow[]>('/portal/accounts', { signal, selection }),
  });
  const [target, setTarget] = useState(String(row.ac_id ?? ''));
  const [busy, setBusy] = useState(false);
  const choices = (accounts.data ?? []).filter((a) => a.sp_id === row.sp_id);
  const move = async () => {
    setBusy(true);
    try {
      await api('/portal/move-phone-numbers', {
        method: 'POST',
        selection,
        body: { phone_number_ids: [row.phone_number_id], ac_id: target ? Number(target) : null },
      });
      notifySuccess(t('phoneNumbers.move.moved'));
      if (selection) await client.invalidateQueries({ queryKey: entityKeys.all(phoneNumbersShell, selection) });
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="tel-move" aria-label={t('phoneNumbers.move.title')}>
      <FormGroup label={t('phoneNumbers.move.title')} labelFor="tel-move-account">
        <HTMLSelect
          id="tel-move-account"
          fill
          value={target}
          disabled={!canWrite}
          onChange={(e) => setTarget(e.currentTarget.value)}
          options={[
            { value: '', label: t('phoneNumbers.move.none') },
            ...choices.map((a) => ({ value: String(a.ac_id), label: String(a.ac_name) })),
          ]}
        />
      </FormGroup>
      <Button
        type="button"
        icon="exchange"
        text={t('phoneNumbers.move.submit')}
        loading={busy}
        disabled={!canWrite || target === String(row.ac_id ?? '')}
        onClick={() => void move()}
      />
    </section>
  );
}
