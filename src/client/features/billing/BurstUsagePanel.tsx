import { Button, Callout, HTMLSelect, HTMLTable, NonIdealState, ProgressBar, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemSelection } from '@shared/access/scope';
import type { BurstUsage, BurstUsageItem } from '@shared/api/billing';
import { burstUsagesMeta } from '@shared/entities/burst-usages.screen';
import type { BurstUsageProgress } from '@shared/realtime';
import { onRealtime } from '@client/realtime/socket';
import { notifyError } from '@client/shell/notices';
import { entityKeys, billingKeys } from '@client/api/queryKeys';
import type { EntityRow } from '../entities/api';
import { billingApi } from './api';
import './i18n';
import './billing.css';
import { lazyChunk } from '@client/shell/chunks';

const UsageChart = lazyChunk(() => import('./UsageChart'));

/**
 * A burst usage beside its fields: its generation's progress as the job reports it (realtime,
 * with polling behind it), then its totals, its items per account and month, the CSV, and the usage chart of
 * one account against its plan's limit.
 */
export default function BurstUsagePanel({ row }: { row: EntityRow; canWrite: boolean }) {
  const { t, i18n } = useTranslation('billing');
  const client = useQueryClient();
  const id = row.billing_burst_usage_id as number;
  const [live, setLive] = useState<BurstUsageProgress | null>(null);
  const usage = useQuery({
    queryKey: billingKeys.usage(id),
    queryFn: ({ signal }) => billingApi.usage(id, signal),
    initialData: row as unknown as BurstUsage,
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'queued' || q.state.data.status === 'running') ? 2000 : false),
  });
  const status = usage.data.status;
  useEffect(
    () =>
      onRealtime('job:progress', (payload) => {
        const p = payload as BurstUsageProgress;
        if (p.job !== 'burst-usage' || p.id !== id) return;
        setLive(p);
        if (p.status !== 'running') {
          void client.invalidateQueries({ queryKey: billingKeys.usage(id) });
          void client.invalidateQueries({ queryKey: entityKeys.all(burstUsagesMeta, systemSelection) });
        }
      }),
    [client, id],
  );
  const number = (n: number) => n.toLocaleString(i18n.language);

  if (status === 'queued' || status === 'running') {
    const percent = live && live.total > 0 ? Math.floor((100 * live.done) / live.total) : usage.data.progress;
    return (
      <section className="billing-progress" aria-live="polite">
        <ProgressBar value={percent / 100} intent="primary" stripes={status === 'queued'} aria-label={t('progress.label', { percent })} />
        <p className="bp6-text-muted">
          {status === 'queued' && !live
            ? t('progress.queued')
            : t('progress.running', { done: number(live?.done ?? 0), total: number(live?.total ?? usage.data.account_count) })}
        </p>
      </section>
    );
  }
  if (status === 'failed') return <Callout intent="danger">{t('progress.failed', { error: usage.data.error ?? '' })}</Callout>;
  return <Completed usage={usage.data} number={number} />;
}

function Completed({ usage, number }: { usage: BurstUsage; number: (n: number) => string }) {
  const { t } = useTranslation('billing');
  const id = usage.billing_burst_usage_id;
  const items = useQuery({ queryKey: billingKeys.items(id), queryFn: ({ signal }) => billingApi.items(id, signal) });
  const [busy, setBusy] = useState(false);
  // The chart is of sessions: the accounts with sessions in the usage.
  const accounts = [...new Map((items.data ?? []).filter((i) => i.feature === 'usage.sessions').map((i) => [i.ac_id, i])).values()].sort(
    (a, b) => b.burst_usage - a.burst_usage || a.ac_name.localeCompare(b.ac_name),
  );
  const [acId, setAcId] = useState<number | null>(null);
  const chosen = acId ?? accounts[0]?.ac_id ?? null;
  const limitText = (v: number | null) => (v === null ? t('items.unlimited') : number(v));
  const csv = () => {
    setBusy(true);
    billingApi
      .csv(usage)
      .catch(notifyError)
      .finally(() => setBusy(false));
  };
  return (
    <section className="billing-usage">
      <p>
        {t('summary', { records: number(usage.record_count), accounts: number(usage.account_count), burst: number(usage.burst_total) })}
      </p>
      <Button icon="download" text={t('csv')} loading={busy} onClick={csv} />
      {items.isLoading && <Spinner size={20} />}
      {items.isError && <Callout intent="danger">{t('items.loadError')}</Callout>}
      {items.data && items.data.length === 0 && <NonIdealState icon="timeline-bar-chart" description={t('items.empty')} />}
      {items.data && items.data.length > 0 && chosen !== null && (
        <>
          <h3 className="ent-section">{t('chart.title')}</h3>
          <label className="billing-account">
            {t('chart.account')}{' '}
            <HTMLSelect
              value={chosen}
              onChange={(e) => setAcId(Number(e.currentTarget.value))}
              options={accounts.map((a) => ({ value: a.ac_id, label: a.ac_name }))}
            />
          </label>
          <Suspense fallback={<Spinner size={20} aria-label={t('chart.loading')} />}>
            <UsageChart usageId={id} acId={chosen} />
          </Suspense>
        </>
      )}
      {items.data && items.data.length > 0 && (
        <>
          <h3 className="ent-section">{t('items.title')}</h3>
          <ItemsTable items={items.data} limitText={limitText} number={number} />
        </>
      )}
    </section>
  );
}

function ItemsTable({
  items,
  limitText,
  number,
}: {
  items: BurstUsageItem[];
  limitText: (v: number | null) => string;
  number: (n: number) => string;
}) {
  const { t } = useTranslation('billing');
  return (
    <div className="billing-items" tabIndex={0} role="region" aria-label={t('items.title')}>
      <HTMLTable compact striped className="billing-table">
        <thead>
          <tr>
            <th scope="col">{t('items.account')}</th>
            <th scope="col">{t('items.month')}</th>
            <th scope="col">{t('items.feature')}</th>
            <th scope="col" className="billing-num">
              {t('items.usage')}
            </th>
            <th scope="col" className="billing-num">
              {t('items.limit')}
            </th>
            <th scope="col" className="billing-num">
              {t('items.burstLimit')}
            </th>
            <th scope="col" className="billing-num">
              {t('items.burstUsage')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i.billing_burst_usage_item_id}>
              <td>{i.ac_name}</td>
              <td>{i.month}</td>
              <td>
                <code>{i.feature}</code>
              </td>
              <td className="billing-num">{number(i.usage)}</td>
              <td className="billing-num">{limitText(i.limit)}</td>
              <td className="billing-num">{i.burst_limit === null ? '—' : number(i.burst_limit)}</td>
              <td className="billing-num">{number(i.burst_usage)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
