import { Callout, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { UsageChart as Chart } from '@shared/api/billing';
import { billingKeys } from '@client/api/queryKeys';
import { billingApi } from './api';
import './i18n';

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * One account's sessions month to date, day by day, against its plan's limit and limit + burst:
 * uPlot in a chunk of its own. The canvas is hidden from assistive technology; the same figures are in a
 * table that screen readers read, and the caption says what the chart shows.
 */
export default function UsageChart({ usageId, acId }: { usageId: number; acId: number }) {
  const { t, i18n } = useTranslation('billing');
  const chart = useQuery({ queryKey: billingKeys.chart(usageId, acId), queryFn: ({ signal }) => billingApi.chart(usageId, acId, signal) });
  if (chart.isLoading) return <Spinner size={20} aria-label={t('chart.loading')} />;
  if (chart.isError || !chart.data) return <Callout intent="danger">{t('chart.loadError')}</Callout>;
  const c = chart.data;
  const number = (n: number) => n.toLocaleString(i18n.language);
  const hard = c.limit === null ? null : c.limit + (c.burst_limit ?? 0);
  const caption =
    c.limit === null
      ? t('chart.captionUnlimited', { account: c.ac_name })
      : t('chart.caption', { account: c.ac_name, limit: number(c.limit), hard: number(hard!) });
  return (
    <figure className="billing-chart">
      <Plot chart={c} labels={{ usage: t('chart.usage'), limit: t('chart.limit'), hard: t('chart.hard') }} />
      <figcaption className="billing-caption">{caption}</figcaption>
      <table className="billing-sr-only">
        <caption>{t('chart.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.day')}</th>
            <th scope="col">{t('chart.sessions')}</th>
            <th scope="col">{t('chart.monthToDate')}</th>
          </tr>
        </thead>
        <tbody>
          {c.days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              <td>{number(d.sessions)}</td>
              <td>{number(d.month_to_date)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function Plot({ chart, labels }: { chart: Chart; labels: { usage: string; limit: string; hard: string } }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const xs = chart.days.map((d) => seconds(d.day));
    const data: uPlot.AlignedData = [xs, chart.days.map((d) => d.month_to_date)];
    const series: uPlot.Series[] = [{}, { label: labels.usage, stroke: '#2d72d2', width: 2, fill: 'rgba(45, 114, 210, 0.12)' }];
    if (chart.limit !== null) {
      data.push(xs.map(() => chart.limit));
      series.push({ label: labels.limit, stroke: '#c87619', width: 2, dash: [6, 4] });
      if (chart.burst_limit) {
        data.push(xs.map(() => chart.limit! + chart.burst_limit!));
        series.push({ label: labels.hard, stroke: '#cd4246', width: 1.5, dash: [2, 3] });
      }
    }
    const plot = new uPlot(
      {
        width: Math.max(260, el.clientWidth),
        height: 220,
        series,
        axes: [{}, { size: 48 }],
        scales: { x: { time: true } },
        legend: { live: false },
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(260, el.clientWidth), height: 220 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [chart, labels.usage, labels.limit, labels.hard]);
  return <div ref={host} className="billing-plot" aria-hidden="true" />;
}
