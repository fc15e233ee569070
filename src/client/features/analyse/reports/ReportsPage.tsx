import { Alert, Button, Callout, HTMLSelect, HTMLTable, InputGroup, Label, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Report } from '@shared/api/reports';
import { api } from '@client/api/http';
import type { NameCheckAnswer } from '@client/api/nameCheck';
import { useNameTaken } from '@client/api/useNameTaken';
import { analyseKeys } from '@client/api/queryKeys';
import { useSession } from '@client/session/store';
import { notifyError } from '@client/shell/notices';
import { daysAgo, today } from '../usage/api';
import { useInstances, useReportStatus, useReports } from './api';
import { ReportForm } from './ReportForm';
import { NameInput } from './NameInput';
import '../user-activities/i18n';
import '../usage/usage.css';

/**
 * /analyse/reports (spec 3 §2, §7): the account's report definitions — a new one from a table's columns and a
 * chart that fits them — and their instances, each run as a job whose page shows its progress and outcome.
 */
export default function ReportsPage() {
  const { t } = useTranslation('audit');
  const selection = useSession((s) => s.selection);
  const client = useQueryClient();
  const reports = useReports();
  const instances = useInstances();
  useReportStatus();
  const [runName, setRunName] = useState('');
  const [reportId, setReportId] = useState<number | null>(null);
  const [range, setRange] = useState({ start: daysAgo(29), end: today() });
  const [editing, setEditing] = useState<Report | null>(null);
  // A delete waits for its confirmation: a report takes its runs along, and neither comes back.
  const [deleting, setDeleting] = useState<{ path: string; question: string } | null>(null);
  const refresh = () => selection && void client.invalidateQueries({ queryKey: analyseKeys.reports(selection) });
  const runOf = reportId ?? reports.data?.[0]?.report_id;
  // An instance's name is unique within its report: checked while typed; a taken one is said under the field.
  const runNameTaken = useNameTaken(
    runOf
      ? (report_instance_name, signal) =>
          api<NameCheckAnswer>('/reporting/validate-instance-name', {
            method: 'POST',
            signal,
            body: { report_id: runOf, report_instance_name },
          })
      : null,
    runName,
    String(runOf ?? ''),
  );
  const run = async () => {
    if (runNameTaken) return;
    try {
      await api('/reporting/instances', {
        method: 'POST',
        body: {
          report_id: reportId ?? reports.data?.[0]?.report_id,
          report_instance_name: runName,
          start_date: range.start,
          end_date: range.end,
        },
      });
      setRunName('');
      refresh();
    } catch (error) {
      notifyError(error);
    }
  };
  const act = (path: string, method: 'PUT' | 'POST' | 'DELETE') => async () => {
    try {
      await api(path, { method });
      refresh();
    } catch (error) {
      notifyError(error);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    await act(deleting.path, 'DELETE')();
    if (editing && deleting.path === `/reporting/reports/${editing.report_id}`) setEditing(null);
    setDeleting(null);
  };
  return (
    <section className="reports-page" aria-labelledby="reports-title">
      <h1 id="reports-title">{t('reports.title')}</h1>
      {editing ? (
        <ReportForm
          key={editing.report_id}
          report={editing}
          onSaved={() => (setEditing(null), refresh())}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <ReportForm key="new" onSaved={refresh} />
      )}
      {reports.isPending ? (
        <Spinner aria-label={t('usage.loading')} />
      ) : reports.isError ? (
        <Callout intent="danger" title={t('usage.loadFailed')}>
          {reports.error.message}
        </Callout>
      ) : reports.data.length === 0 ? (
        <NonIdealState icon="document" title={t('reports.empty')} />
      ) : (
        <>
          <HTMLTable compact striped aria-label={t('reports.title')}>
            <thead>
              <tr>
                <th scope="col">{t('reports.name')}</th>
                <th scope="col">{t('reports.table')}</th>
                <th scope="col">{t('reports.chart')}</th>
                <th scope="col">{t('reports.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {reports.data.map((r) => (
                <tr key={r.report_id}>
                  <td>{r.report_name}</td>
                  <td>{t(`reports.tables.${r.table_name}`, { defaultValue: r.table_name })}</td>
                  <td>{t(`reports.charts.${r.chart.type}`)}</td>
                  <td>
                    <Button
                      minimal
                      icon="edit"
                      text={t('reports.edit')}
                      aria-label={t('reports.editNamed', { name: r.report_name })}
                      onClick={() => setEditing(r)}
                    />
                    <Button
                      minimal
                      icon="duplicate"
                      text={t('reports.duplicate')}
                      onClick={act(`/reporting/duplicate/${r.report_id}`, 'POST')}
                    />
                    <Button
                      minimal
                      icon="trash"
                      intent="danger"
                      text={t('reports.delete')}
                      onClick={() =>
                        setDeleting({
                          path: `/reporting/reports/${r.report_id}`,
                          question: t('reports.deleteReport', { name: r.report_name }),
                        })
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <h2 id="report-run-title">{t('reports.run')}</h2>
          <form className="reports-form" aria-labelledby="report-run-title" onSubmit={(e) => (e.preventDefault(), void run())}>
            <Label>
              {t('reports.report')}
              <HTMLSelect
                value={reportId ?? reports.data[0].report_id}
                onChange={(e) => setReportId(Number(e.currentTarget.value))}
                options={reports.data.map((r) => ({ value: r.report_id, label: r.report_name }))}
              />
            </Label>
            <NameInput id="instance-name" label={t('reports.instanceName')} value={runName} onChange={setRunName} taken={runNameTaken} />
            <Label>
              {t('from')}
              <InputGroup type="date" value={range.start} onChange={(e) => setRange({ ...range, start: e.currentTarget.value })} />
            </Label>
            <Label>
              {t('to')}
              <InputGroup type="date" value={range.end} onChange={(e) => setRange({ ...range, end: e.currentTarget.value })} />
            </Label>
            <Button type="submit" icon="play" text={t('reports.runNow')} disabled={!runName.trim() || !!runNameTaken} />
          </form>
        </>
      )}
      <h2>{t('reports.instances')}</h2>
      {instances.data && instances.data.length > 0 ? (
        <HTMLTable compact striped aria-label={t('reports.instances')}>
          <thead>
            <tr>
              <th scope="col">{t('reports.instanceName')}</th>
              <th scope="col">{t('reports.report')}</th>
              <th scope="col">{t('reports.status')}</th>
              <th scope="col">{t('reports.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {instances.data.map((i) => (
              <tr key={i.report_instance_id}>
                <td>
                  <Link href={`/analyse/reports/job/${i.report_instance_id}`}>{i.report_instance_name}</Link>
                </td>
                <td>{i.report_name}</td>
                <td>
                  <Tag minimal intent={i.status === 'failed' ? 'danger' : i.status === 'completed' ? 'success' : 'primary'}>
                    {t(`reports.statuses.${i.status}`)}
                  </Tag>
                </td>
                <td>
                  <Button
                    minimal
                    icon="refresh"
                    text={t('reports.rerun')}
                    disabled={i.status === 'queued' || i.status === 'running'}
                    onClick={act(`/reporting/instances/re-run/${i.report_instance_id}`, 'PUT')}
                  />
                  <Button
                    minimal
                    icon="trash"
                    intent="danger"
                    text={t('reports.delete')}
                    onClick={() =>
                      setDeleting({
                        path: `/reporting/instances/${i.report_instance_id}`,
                        question: t('reports.deleteInstance', { name: i.report_instance_name }),
                      })
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        <p className="bp6-text-muted">{t('reports.noInstances')}</p>
      )}
      <Alert
        isOpen={!!deleting}
        icon="trash"
        intent="danger"
        confirmButtonText={t('reports.delete')}
        cancelButtonText={t('reports.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{deleting?.question}</p>
      </Alert>
    </section>
  );
}
