import { Button, Callout, Card, HTMLSelect, HTMLTable, InputGroup, Label, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { topAccounts, usageTypes, type UsageType } from '@shared/usage';
import { daysAgo, today, useMessageCredits, useUsageEvents, useUsageView } from './api';
import { UsagePlot } from './UsagePlot';
import { DetailedLog } from './DetailedLog';
import '../user-activities/i18n';
import './usage.css';

/**
 * /analyse/virtual-agent-usage (spec 3 §2, §7, §9): one usage type over a date range — the top three accounts,
 * sessions per day as a chart (or, with T, as a table of the same numbers), and the tasks that used it.
 */
export default function UsagePage() {
  const { t, i18n } = useTranslation('audit');
  const [type, setType] = useState<UsageType>('voice');
  const [start, setStart] = useState(daysAgo(29));
  const [end, setEnd] = useState(today());
  const [asTable, setAsTable] = useState(false);
  const [detailed, setDetailed] = useState(false);
  const view = useUsageView(type, start, end);
  const credits = useMessageCredits(type === 'messaging', start, end);
  useUsageEvents();
  const n = (x: number) => x.toLocaleString(i18n.language);
  const data = view.data;
  return (
    <section
      className="usage-page"
      aria-labelledby="usage-title"
      onKeyDown={(e) => e.key === 't' && e.target === e.currentTarget && setAsTable((v) => !v)}
    >
      <header className="usage-header">
        <h1 id="usage-title">{t('usage.title')}</h1>
      </header>
      <form className="usage-filters" role="search" aria-label={t('filters')} onSubmit={(e) => e.preventDefault()}>
        <Label className="usage-filter">
          {t('usage.type')}
          <HTMLSelect
            value={type}
            onChange={(e) => setType(e.currentTarget.value as UsageType)}
            options={usageTypes.map((u) => ({ value: u, label: t(`usage.types.${u}`) }))}
          />
        </Label>
        <Label className="usage-filter">
          {t('from')}
          <InputGroup type="date" value={start} onChange={(e) => setStart(e.currentTarget.value)} />
        </Label>
        <Label className="usage-filter">
          {t('to')}
          <InputGroup type="date" value={end} onChange={(e) => setEnd(e.currentTarget.value)} />
        </Label>
        <Button
          icon={asTable ? 'timeline-line-chart' : 'th'}
          text={asTable ? t('usage.showChart') : t('usage.showTable')}
          onClick={() => setAsTable((v) => !v)}
          aria-pressed={asTable}
        />
        <Button icon="th-list" text={t('usage.detailedLog')} onClick={() => setDetailed((v) => !v)} aria-pressed={detailed} />
      </form>
      {type === 'messaging' && credits.data && (
        <Card className="usage-card usage-credits" data-testid="usage-credits">
          <strong>{t('usage.credits.title')}</strong>
          <div className="usage-big">
            {credits.data.remaining_balance === null ? t('usage.credits.noLimit') : n(credits.data.remaining_balance)}
          </div>
          <span className="bp6-text-muted">
            {t('usage.credits.used', { count: credits.data.usage.reduce((sum, d) => sum + d.credits, 0) })}
          </span>
        </Card>
      )}
      {view.isPending ? (
        <Spinner aria-label={t('usage.loading')} />
      ) : view.isError ? (
        <Callout intent="danger" title={t('usage.loadFailed')}>
          {view.error.message}
        </Callout>
      ) : !data || data.totals.sessions === 0 ? (
        <NonIdealState icon="timeline-bar-chart" title={t('usage.empty')} />
      ) : (
        <>
          <div className="usage-top" role="list" aria-label={t('usage.topAccounts', { count: topAccounts })}>
            {data.accounts.slice(0, topAccounts).map((a, i) => (
              <Card key={a.ac_id} role="listitem" className="usage-card">
                <span className="bp6-text-muted">#{i + 1}</span> <strong>{a.ac_name}</strong>
                <div className="usage-big">{n(a.sessions)}</div>
                <span className="bp6-text-muted">{t('usage.sessions')}</span>
              </Card>
            ))}
            <Card className="usage-card" role="listitem">
              <strong>{t('usage.total')}</strong>
              <div className="usage-big">{n(data.totals.sessions)}</div>
              <span className="bp6-text-muted">{t('usage.failed', { count: data.totals.failed })}</span>
            </Card>
          </div>
          {asTable ? (
            <HTMLTable compact striped aria-label={t('usage.perDay')}>
              <thead>
                <tr>
                  <th scope="col">{t('usage.day')}</th>
                  <th scope="col">{t('usage.sessions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.days.map((d) => (
                  <tr key={d.date}>
                    <th scope="row">{d.date}</th>
                    <td>{n(d.sessions)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          ) : (
            <UsagePlot
              days={data.days}
              label={t('usage.perDay')}
              describe={(day, sessions) => t('usage.point', { day, sessions: n(sessions) })}
            />
          )}
          {detailed && (
            <>
              <h2>{t('usage.detailedLog')}</h2>
              <DetailedLog type={type} start={start} end={end} />
            </>
          )}
          <h2>{t('usage.tasks')}</h2>
          <HTMLTable compact striped aria-label={t('usage.tasks')}>
            <thead>
              <tr>
                <th scope="col">{t('usage.task')}</th>
                <th scope="col">{t('usage.sessions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.tasks.map((task) => (
                <tr key={task.task_id}>
                  <td>{task.task_name}</td>
                  <td>{n(task.sessions)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
    </section>
  );
}
