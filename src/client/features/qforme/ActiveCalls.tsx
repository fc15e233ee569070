import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLTable,
  NonIdealState,
  NumericInput,
  Spinner,
} from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveCall } from '@shared/api/qforme';
import { staleMinutesMax } from '@shared/api/qforme';
import { api } from '@client/api/http';
import { entityKeys, idleKey } from '@client/api/queryKeys';
import { useSession } from '@client/session/store';
import { notifySuccess } from '@client/shell/notices';
import { useDisplayDate } from '@client/session/useDisplayDate';
import '../entities/i18n';
import './qforme.css';

/**
 * "Active calls…" on the queues screen (spec 3 §7 Queues: POST /opensip/active-calls and clear-stale-calls): the
 * account's running sessions with the caller's number, the task and how long each has been idle, and clearing the
 * calls idle longer than a number of minutes (they end as stale).
 */
export default function ActiveCalls({ canWrite }: { canWrite: boolean; onOpen(id: number): void }) {
  const { t } = useTranslation('entities');
  const show = useDisplayDate();
  const selection = useSession((s) => s.selection);
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [minutes, setMinutes] = useState(30);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = selection ? entityKeys.activeCalls(selection) : idleKey();
  const calls = useQuery({
    queryKey: key,
    enabled: open && !!selection,
    refetchInterval: open ? 10_000 : false,
    queryFn: ({ signal }) => api<ActiveCall[]>('/opensip/active-calls', { method: 'POST', signal, selection, body: {} }),
  });
  const clear = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const done = await api<{ cleared: number }>('/opensip/clear-stale-calls', {
        method: 'POST',
        selection,
        body: { number_of_minutes: minutes },
      });
      notifySuccess(t('qformeQueues.activeCalls.cleared', { count: done.cleared }));
      await client.invalidateQueries({ queryKey: key });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        className="qforme-calls-open"
        icon="phone"
        text={t('qformeQueues.activeCalls.open')}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      />
      <Dialog
        isOpen={open}
        onClose={() => setOpen(false)}
        title={t('qformeQueues.activeCalls.title')}
        icon="phone"
        className="qforme-calls-dialog"
      >
        <DialogBody>
          {calls.isPending && <Spinner size={24} />}
          {calls.isError && <Callout intent="danger">{calls.error.message}</Callout>}
          {calls.data && calls.data.length === 0 && <NonIdealState icon="phone" description={t('qformeQueues.activeCalls.empty')} />}
          {calls.data && calls.data.length > 0 && (
            <HTMLTable compact striped className="qforme-calls" aria-label={t('qformeQueues.activeCalls.title')}>
              <thead>
                <tr>
                  <th>{t('qformeQueues.activeCalls.task')}</th>
                  <th>{t('qformeQueues.activeCalls.ani')}</th>
                  <th>{t('qformeQueues.activeCalls.started')}</th>
                  <th>{t('qformeQueues.activeCalls.idle')}</th>
                </tr>
              </thead>
              <tbody>
                {calls.data.map((c) => (
                  <tr key={c.session_id}>
                    <td>{c.task_name}</td>
                    <td>
                      <code>{c.ani ?? '—'}</code>
                    </td>
                    <td>{show.dateTime(c.started_at)}</td>
                    <td>{t('qformeQueues.activeCalls.minutes', { count: c.idle_minutes })}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          {canWrite && (
            <form className="qforme-clear" onSubmit={(e) => void clear(e)}>
              <FormGroup
                label={t('qformeQueues.activeCalls.olderThan')}
                labelFor="qforme-stale-minutes"
                helperText={error ?? undefined}
                intent={error ? 'danger' : 'none'}
              >
                <NumericInput
                  id="qforme-stale-minutes"
                  min={1}
                  max={staleMinutesMax}
                  value={minutes}
                  onValueChange={(v) => setMinutes(Number.isFinite(v) ? v : 0)}
                />
              </FormGroup>
              <Button type="submit" intent="warning" icon="cross-circle" text={t('qformeQueues.activeCalls.clear')} loading={busy} />
            </form>
          )}
        </DialogBody>
        <DialogFooter actions={<Button text={t('qformeQueues.activeCalls.close')} onClick={() => setOpen(false)} />} />
      </Dialog>
    </>
  );
}
