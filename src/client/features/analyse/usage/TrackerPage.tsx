import { Callout, HTMLSelect, HTMLTable, InputGroup, Label, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { trackerParams } from '../params';
import { daysAgo, peakGroupings, today, usePeaks, useUsageEvents, type PeakGrouping } from './api';
import '../user-activities/i18n';
import './usage.css';

/**
 * /analyse/virtual-agent-tracker/{sp_id?}/{ac_id?}/{from_ac_id?} (spec 3 §2): the busiest hour of each account
 * and its sessions per hour, narrowed to a provider or an account when the path names one; grouped by account,
 * provider or point of presence (spec 3 §7: ac-, sp- and pop-hourly-peak-sessions).
 */
export default function TrackerPage() {
  const { t, i18n } = useTranslation('audit');
  const [location] = useLocation();
  const params = trackerParams(location);
  const [start, setStart] = useState(daysAgo(6));
  const [end, setEnd] = useState(today());
  const [by, setBy] = useState<PeakGrouping>('ac');
  const peaks = usePeaks(by, { start_date: start, end_date: end, sp_id: params.spId, ac_id: params.acId });
  useUsageEvents();
  const n = (x: number) => x.toLocaleString(i18n.language);
  return (
    <section className="usage-page" aria-labelledby="tracker-title">
      <h1 id="tracker-title">{t('tracker.title')}</h1>
      {params.fromAcId !== undefined && (
        <Link href={`/analyse/virtual-agent-tracker/${params.spId ?? ''}/${params.fromAcId}`}>{t('tracker.back')}</Link>
      )}
      <form className="usage-filters" role="search" aria-label={t('filters')} onSubmit={(e) => e.preventDefault()}>
        <Label className="usage-filter">
          {t('from')}
          <InputGroup type="date" value={start} onChange={(e) => setStart(e.currentTarget.value)} />
        </Label>
        <Label className="usage-filter">
          {t('to')}
          <InputGroup type="date" value={end} onChange={(e) => setEnd(e.currentTarget.value)} />
        </Label>
        <Label className="usage-filter">
          {t('tracker.groupBy')}
          <HTMLSelect value={by} onChange={(e) => setBy(e.currentTarget.value as PeakGrouping)}>
            {peakGroupings.map((g) => (
              <option key={g} value={g}>
                {t(`tracker.groups.${g}`)}
              </option>
            ))}
          </HTMLSelect>
        </Label>
      </form>
      {peaks.isPending ? (
        <Spinner aria-label={t('usage.loading')} />
      ) : peaks.isError ? (
        <Callout intent="danger" title={t('usage.loadFailed')}>
          {peaks.error.message}
        </Callout>
      ) : peaks.data.length === 0 ? (
        <NonIdealState icon="pulse" title={t('usage.empty')} />
      ) : (
        <HTMLTable compact striped aria-label={t('tracker.title')}>
          <thead>
            <tr>
              <th scope="col">{t(`tracker.groups.${by}`)}</th>
              <th scope="col">{t('tracker.peakHour')}</th>
              <th scope="col">{t('tracker.peakSessions')}</th>
              <th scope="col">{t('usage.sessions')}</th>
            </tr>
          </thead>
          <tbody>
            {peaks.data.map((g) => (
              <tr key={g.key}>
                <td>{g.name}</td>
                <td>{g.peak_hour ? `${g.peak_hour.replace('T', ' ')}:00` : '—'}</td>
                <td>{n(g.peak_sessions)}</td>
                <td>{n(g.hours.reduce((s, h) => s + h.sessions, 0))}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
