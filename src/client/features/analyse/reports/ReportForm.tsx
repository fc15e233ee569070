import { Button, Checkbox, HTMLSelect, Label } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fill, messages } from '@shared/messages';
import type { Report } from '@shared/api/reports';
import { chartRefusal, chartTypes, reportTableNames, reportTables, type ChartType, type ReportTable } from '@shared/reports';
import { api } from '@client/api/http';
import type { NameCheckAnswer } from '@client/api/nameCheck';
import { useNameTaken } from '@client/api/useNameTaken';
import { notifyError } from '@client/shell/notices';
import { NameInput } from './NameInput';

/**
 * A report, new or changed: its name, its table, the table's columns it shows, and a chart of them. The chart's
 * refusal (the shared rule the server applies) is shown before saving, and the save button waits for a chart that
 * fits. Given `report`, the form starts from it, its name is checked against the others, and Save changes it.
 */
export function ReportForm({ report, onSaved, onCancel }: { report?: Report; onSaved: () => void; onCancel?: () => void }) {
  const { t } = useTranslation('audit');
  const [name, setName] = useState(report?.report_name ?? '');
  const [table, setTable] = useState<ReportTable>((report?.table_name as ReportTable | undefined) ?? 'usage_by_day');
  const all = reportTables[table];
  const [columns, setColumns] = useState<string[]>(report?.columns ?? ['date', 'sessions']);
  const [type, setType] = useState<ChartType>(report?.chart.type ?? 'line');
  const [x, setX] = useState(report?.chart.x ?? 'date');
  const [y, setY] = useState(report?.chart.y[0] ?? 'sessions');
  const chart = { type, x: type === 'table' ? null : x, y: type === 'table' ? [] : [y] };
  const refusal = chartRefusal(table, columns, chart);
  // The name is checked while typed; a taken one is said under the field and Create waits.
  const nameTaken = useNameTaken(
    (report_name, signal) =>
      api<NameCheckAnswer>('/reporting/validate-name', { method: 'POST', signal, body: { report_name, report_id: report?.report_id } }),
    name,
    '',
    report?.report_name ?? null,
  );
  const why = refusal
    ? refusal.kind === 'notInReport'
      ? fill(messages.analyse.chartColumnNotInReport, { column: refusal.column })
      : fill(messages.analyse.chartDoesNotFit, { type: refusal.type, needs: messages.analyse.chartNeeds[refusal.type] })
    : null;
  const pickTable = (next: ReportTable) => {
    setTable(next);
    const cols = reportTables[next];
    const first = cols.find((c) => c.data_type !== 'NUMERIC')!.name;
    const number = cols.find((c) => c.data_type === 'NUMERIC')!.name;
    setColumns([first, number]);
    setX(first);
    setY(number);
  };
  const save = async () => {
    if (nameTaken) return;
    try {
      await api(report ? `/reporting/reports/${report.report_id}` : '/reporting/reports', {
        method: report ? 'PUT' : 'POST',
        body: {
          report_name: name,
          description: report?.description ?? '',
          table_name: table,
          columns: all.map((c) => c.name).filter((c) => columns.includes(c)),
          chart,
        },
      });
      if (!report) setName('');
      onSaved();
    } catch (error) {
      notifyError(error);
    }
  };
  const options = (kind: 'x' | 'y') =>
    all
      .filter((c) => (kind === 'y') === (c.data_type === 'NUMERIC') && columns.includes(c.name))
      .map((c) => ({ value: c.name, label: c.name }));
  return (
    <>
      <h2 id="report-form-title">{report ? t('reports.editing', { name: report.report_name }) : t('reports.new')}</h2>
      <form
        className="reports-form"
        aria-labelledby="report-form-title"
        onSubmit={(e) => (e.preventDefault(), void save())}
        onKeyDown={(e) => e.key === 'Escape' && onCancel?.()}
      >
        <NameInput id="report-name" label={t('reports.name')} value={name} onChange={setName} taken={nameTaken} autoFocus={!!report} />
        <Label>
          {t('reports.table')}
          <HTMLSelect
            value={table}
            onChange={(e) => pickTable(e.currentTarget.value as ReportTable)}
            options={reportTableNames.map((n) => ({ value: n, label: t(`reports.tables.${n}`) }))}
          />
        </Label>
        <fieldset className="reports-columns">
          <legend>{t('reports.columns')}</legend>
          {all.map((c) => (
            <Checkbox
              key={c.name}
              inline
              label={c.name}
              checked={columns.includes(c.name)}
              onChange={(e) => setColumns((list) => (e.currentTarget.checked ? [...list, c.name] : list.filter((n) => n !== c.name)))}
            />
          ))}
        </fieldset>
        <Label>
          {t('reports.chart')}
          <HTMLSelect
            value={type}
            onChange={(e) => setType(e.currentTarget.value as ChartType)}
            options={chartTypes.map((c) => ({ value: c, label: t(`reports.charts.${c}`) }))}
          />
        </Label>
        {type !== 'table' && (
          <>
            <Label>
              {t('reports.axisX')}
              <HTMLSelect value={x} onChange={(e) => setX(e.currentTarget.value)} options={options('x')} />
            </Label>
            <Label>
              {t('reports.axisY')}
              <HTMLSelect value={y} onChange={(e) => setY(e.currentTarget.value)} options={options('y')} />
            </Label>
          </>
        )}
        <Button
          type="submit"
          icon={report ? 'floppy-disk' : 'add'}
          intent={report ? 'primary' : 'none'}
          text={report ? t('reports.save') : t('reports.create')}
          disabled={!name.trim() || !!refusal || !!nameTaken}
        />
        {onCancel && <Button text={t('reports.cancel')} onClick={onCancel} />}
        {why && (
          <p className="reports-why bp6-text-muted" role="status">
            {why}
          </p>
        )}
      </form>
    </>
  );
}
