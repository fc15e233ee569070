import { Button, Callout, HTMLTable, NonIdealState, ProgressBar, Spinner, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { reportJobParams } from '../params';
import { analyseKeys } from '@client/api/queryKeys';
import { onRealtime } from '@client/realtime/socket';
import { useSession } from '@client/session/store';
import { notifyError } from '@client/shell/notices';
import { downloadFile, useObjectUrl } from '../../authoring/content/files/download';
import { useChartData, useJob } from './api';
import '../user-activities/i18n';
import '../usage/usage.css';

/**
 * /analyse/reports/job/{job_id} (spec 3 §2), where the finished job's notification links: the instance's status and
 * progress (report:status keeps it current), its error when it failed, its chart drawn by the server, the chart's
 * numbers as a table, and the downloads (CSV, XLSX).
 */
export default function ReportJobPage() {
  const { t } = useTranslation('audit');
  const [location] = useLocation();
  const id = reportJobParams(location).jobId;
  const selection = useSession((s) => s.selection);
  const client = useQueryClient();
  const job = useJob(id);
  const chart = useChartData(job.data);
  const image = useObjectUrl(job.data?.status === 'completed' ? `/reporting/chart-image/${id}?v=${job.data.completed_at}` : null);
  useEffect(() => {
    if (!selection || !id) return;
    return onRealtime(
      'report:status',
      (p) =>
        (p as { report_instance_id: number }).report_instance_id === id &&
        void client.invalidateQueries({ queryKey: analyseKeys.job(selection, id) }),
    );
  }, [client, selection, id]);
  const download = (path: string, format: 'csv' | 'xlsx') => () =>
    void downloadFile(`/reporting/${path}/${id}`, `${path}-${id}.${format}`, { query: { format } }).catch(notifyError);
  if (!id)
    return (
      <NonIdealState icon="search" title={t('reports.jobMissing')} action={<Link href="/analyse/reports">{t('reports.title')}</Link>} />
    );
  if (job.isPending) return <Spinner aria-label={t('usage.loading')} />;
  if (job.isError)
    return (
      <NonIdealState
        icon="error"
        title={t('usage.loadFailed')}
        description={job.error.message}
        action={<Link href="/analyse/reports">{t('reports.title')}</Link>}
      />
    );
  const j = job.data;
  return (
    <section className="reports-page" aria-labelledby="job-title">
      <h1 id="job-title">
        {j.report_name} — {j.report_instance_name}
      </h1>
      <p>
        <Tag minimal intent={j.status === 'failed' ? 'danger' : j.status === 'completed' ? 'success' : 'primary'}>
          {t(`reports.statuses.${j.status}`)}
        </Tag>{' '}
        {j.start_date} – {j.end_date}
      </p>
      {(j.status === 'queued' || j.status === 'running') && (
        <ProgressBar value={j.progress / 100} aria-label={t('reports.progress', { progress: j.progress })} />
      )}
      {j.status === 'failed' && (
        <Callout intent="danger" title={t('reports.failedTitle')}>
          {j.error}
        </Callout>
      )}
      {j.status === 'completed' && (
        <>
          <div className="usage-filters">
            <Button icon="download" text={t('reports.downloadCsv')} onClick={download('instance-data', 'csv')} />
            <Button icon="download" text={t('reports.downloadXlsx')} onClick={download('instance-data', 'xlsx')} />
            <Button icon="download" text={t('reports.tableCsv')} onClick={download('instance-table-data', 'csv')} />
            <Button icon="download" text={t('reports.tableXlsx')} onClick={download('instance-table-data', 'xlsx')} />
          </div>
          {image.url && chart.data?.type !== 'table' && (
            <img className="reports-chart" src={image.url} alt={t('reports.chartAlt', { name: j.report_instance_name })} />
          )}
          {chart.data && chart.data.labels.length > 0 && (
            <HTMLTable compact striped aria-label={t('reports.chartTable')}>
              <thead>
                <tr>
                  <th scope="col">{chart.data.x}</th>
                  {chart.data.series.map((s) => (
                    <th key={s.name} scope="col">
                      {s.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {chart.data.labels.map((l, i) => (
                  <tr key={l}>
                    <th scope="row">{l}</th>
                    {chart.data!.series.map((s) => (
                      <td key={s.name}>{s.values[i]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          <p className="bp6-text-muted">{t('reports.rows', { count: j.row_count ?? 0 })}</p>
        </>
      )}
      <Link href="/analyse/reports">{t('reports.back')}</Link>
    </section>
  );
}
