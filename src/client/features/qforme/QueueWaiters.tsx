import { Button, Callout, HTMLSelect, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { QformeWaiter, QueueCallLog } from '@shared/api/qforme';
import { qformeQueuesShell } from '@shared/entities/qforme-queues';
import { planTypes } from '@shared/plans/catalogue';
import { api } from '@client/api/http';
import { entityKeys, idleKey } from '@client/api/queryKeys';
import { useSession } from '@client/session/store';
import { notifySuccess } from '@client/shell/notices';
import { useDisplayDate } from '@client/session/useDisplayDate';
import type { EntityRow } from '../entities/api';
import '../entities/i18n';
import './qforme.css';

/**
 * A queue's waiters and call log (spec 3 §7 /qforme/waiters and /qforme/queue-call-logs): who waits, in
 * the order the queue serves them, a caller added by hand (Enter adds), a waiter taken out or called back, and what
 * happened in the queue, newest first.
 */
export default function QueueWaiters({ row, canWrite }: { row: EntityRow; canWrite: boolean }) {
  const { t } = useTranslation('entities');
  const show = useDisplayDate();
  const selection = useSession((s) => s.selection);
  const client = useQueryClient();
  const queueId = row.queue_id as number;
  const [number, setNumber] = useState('');
  const [planType, setPlanType] = useState<string>('IVA');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const enabled = !!selection && row.is_enabled === 1;
  const waiters = useQuery({
    queryKey: selection ? entityKeys.queueWaiters(selection, queueId) : idleKey(),
    enabled,
    queryFn: ({ signal }) => api<QformeWaiter[]>('/qforme/waiters', { signal, selection, query: { queue_id: queueId } }),
  });
  const log = useQuery({
    queryKey: selection ? entityKeys.queueLog(selection, queueId) : idleKey(),
    enabled,
    queryFn: ({ signal }) =>
      api<QueueCallLog[]>('/qforme/queue-call-logs', {
        signal,
        selection,
        query: { queue_id: queueId, fetch_all: 0, page: 1, per_page: 20 },
      }),
  });
  if (row.is_enabled !== 1) return null;

  const act = async (fn: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
      notifySuccess(done);
      if (selection) await client.invalidateQueries({ queryKey: entityKeys.all(qformeQueuesShell, selection) });
      return true;
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async () => {
    const given = number.replace(/[\s().-]/g, '');
    if (!given || busy) return;
    if (
      await act(
        () =>
          api('/qforme/waiters', { method: 'POST', selection, body: { queue_id: queueId, callback_number: given, plan_type: planType } }),
        t('qformeQueues.waiters.added', { number: given }),
      )
    )
      setNumber('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void add();
  };

  return (
    <section className="qforme-waiters" aria-labelledby="qforme-waiters-title">
      <h3 className="ent-section" id="qforme-waiters-title">
        {t('qformeQueues.waiters.title', { count: row.waiting as number })}
      </h3>
      {canWrite && (
        <div className="qforme-add">
          <InputGroup
            aria-label={t('qformeQueues.waiters.number')}
            placeholder={t('qformeQueues.waiters.numberPlaceholder')}
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            disabled={busy}
          />
          <HTMLSelect
            aria-label={t('qformeQueues.waiters.planType')}
            value={planType}
            onChange={(e) => setPlanType(e.currentTarget.value)}
            options={planTypes.map((p) => ({ value: p, label: t(`planTypes.${p}`) }))}
          />
          <Button icon="add" text={t('qformeQueues.waiters.add')} onClick={() => void add()} disabled={busy || !number.trim()} />
        </div>
      )}
      <div aria-live="polite">
        {error && (
          <Callout intent="danger" className="qforme-error">
            {error}
          </Callout>
        )}
      </div>
      {waiters.isPending && <Spinner size={20} />}
      {waiters.isError && <Callout intent="danger">{waiters.error.message}</Callout>}
      {waiters.data && waiters.data.length === 0 && <NonIdealState icon="people" description={t('qformeQueues.waiters.empty')} />}
      {waiters.data && waiters.data.length > 0 && (
        <ol className="qforme-list" aria-label={t('qformeQueues.waiters.list')}>
          {waiters.data.map((w) => (
            <li key={w.waiter_id}>
              <span className="qforme-place">{w.position}</span>
              <code>{w.callback_number}</code>
              <span className="qforme-meta">
                {w.plan_type}
                {w.priority > 0 ? ` · ${t('qformeQueues.waiters.priority', { priority: w.priority })}` : ''}
              </span>
              {canWrite && (
                <span className="qforme-actions">
                  <Button
                    small
                    minimal
                    icon="phone"
                    aria-label={t('qformeQueues.waiters.callbackOf', { number: w.callback_number })}
                    title={t('qformeQueues.waiters.callbackOf', { number: w.callback_number })}
                    disabled={busy}
                    onClick={() =>
                      void act(
                        () => api(`/qforme/waiters/${w.waiter_id}/callback`, { method: 'POST', selection }),
                        t('qformeQueues.waiters.calledBack', { number: w.callback_number }),
                      )
                    }
                  />
                  <Button
                    small
                    minimal
                    icon="trash"
                    aria-label={t('qformeQueues.waiters.removeOf', { number: w.callback_number })}
                    title={t('qformeQueues.waiters.removeOf', { number: w.callback_number })}
                    disabled={busy}
                    onClick={() =>
                      void act(
                        () => api(`/qforme/waiters/${w.waiter_id}`, { method: 'DELETE', selection }),
                        t('qformeQueues.waiters.removed', { number: w.callback_number }),
                      )
                    }
                  />
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      <h3 className="ent-section">{t('qformeQueues.log.title')}</h3>
      {log.isPending && <Spinner size={20} />}
      {log.isError && <Callout intent="danger">{log.error.message}</Callout>}
      {log.data && log.data.length === 0 && <p className="bp6-text-muted">{t('qformeQueues.log.empty')}</p>}
      {log.data && log.data.length > 0 && (
        <ul className="qforme-log" aria-label={t('qformeQueues.log.title')}>
          {log.data.map((l) => (
            <li key={l.queue_call_log_id}>
              <span className="qforme-meta">{show.dateTime(l.created_at)}</span>{' '}
              {t(`qformeQueues.log.${l.event}`, { number: l.callback_number })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
