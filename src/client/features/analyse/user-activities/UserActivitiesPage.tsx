import { Button, HTMLSelect, HTMLTable, InputGroup, Label, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@client/session/store';
import { useDisplayDate } from '@client/session/useDisplayDate';
import { notifyError } from '@client/shell/notices';
import { fetchFile, saveBlob } from '../../authoring/content/files/download';
import type { ActivityFilters } from '@shared/api/audit';
import { actionSentence, subjectNoun } from '../../activity/activityWords';
import { filterQuery, noFilters, useActivityNames, useActivityPage } from './api';
import './i18n';
import './user-activities.css';

/**
 * /analyse/user-activities: the activity log of the selected scope, newest first, filtered by
 * user, action, subject, scope and a day range, a page at a time, and exported as CSV with the same filters.
 */
export default function UserActivitiesPage() {
  const { t, i18n } = useTranslation('audit');
  const selection = useSession((s) => s.selection);
  const [filters, setFilters] = useState<ActivityFilters>(noFilters);
  const [page, setPage] = useState(1);
  const entries = useActivityPage(selection, filters, page);
  const names = useActivityNames(selection, !entries.isPending);
  const [exporting, setExporting] = useState(false);
  // The date format and time zone in force (user, account, provider): spec 1 §9.
  const show = useDisplayDate();
  const set = (field: keyof ActivityFilters) => (value: string) => {
    setFilters((f) => ({ ...f, [field]: value }));
    setPage(1);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(
        await fetchFile('/portal/activity-logs', { selection, query: { format: 'csv', ...filterQuery(filters) } }),
        `user-activities-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };
  const rows = entries.data?.data ?? [];
  const meta = entries.data?.meta;
  const choice = (field: keyof ActivityFilters, label: string, options: { value: string; label: string }[]) => (
    <Label className="ua-filter">
      {label}
      <HTMLSelect
        value={filters[field]}
        onChange={(e) => set(field)(e.currentTarget.value)}
        options={[{ value: '', label: t('any') }, ...options]}
      />
    </Label>
  );

  return (
    <section className="ua-page" aria-labelledby="ua-title">
      <header className="ua-header">
        <h1 id="ua-title">{t('title')}</h1>
        <Button icon="download" loading={exporting} onClick={() => void exportCsv()} text={t('export')} />
      </header>
      <form className="ua-filters" role="search" aria-label={t('filters')} onSubmit={(e) => e.preventDefault()}>
        {choice(
          'user_id',
          t('user'),
          (names.data?.users ?? []).map((u) => ({ value: String(u.user_id), label: u.display_name })),
        )}
        {choice(
          'action',
          t('action'),
          (names.data?.actions ?? []).map((a) => ({ value: a, label: actionSentence(t, a, null) })),
        )}
        {choice(
          'subject_type',
          t('subject'),
          (names.data?.subject_types ?? []).map((s) => ({ value: s, label: subjectNoun(t, s) })),
        )}
        {choice(
          'scope',
          t('scope'),
          ['system', 'sp', 'ac', 'user'].map((s) => ({ value: s, label: t(`scopes.${s}`) })),
        )}
        <Label className="ua-filter">
          {t('from')}
          <InputGroup type="date" value={filters.from} onChange={(e) => set('from')(e.currentTarget.value)} />
        </Label>
        <Label className="ua-filter">
          {t('to')}
          <InputGroup type="date" value={filters.to} onChange={(e) => set('to')(e.currentTarget.value)} />
        </Label>
        <Button
          minimal
          icon="cross"
          text={t('clear')}
          disabled={Object.values(filters).every((v) => v === '')}
          onClick={() => (setFilters(noFilters), setPage(1))}
        />
      </form>
      {entries.isPending ? (
        <Spinner aria-label={t('loading')} />
      ) : entries.isError ? (
        <NonIdealState
          icon="error"
          title={t('failed')}
          description={entries.error.message}
          action={<Button text={t('retry')} onClick={() => void entries.refetch()} />}
        />
      ) : rows.length === 0 ? (
        <NonIdealState icon="history" title={t('empty')} />
      ) : (
        <HTMLTable className="ua-table" compact striped aria-label={t('title')}>
          <thead>
            <tr>
              <th scope="col">{t('when')}</th>
              <th scope="col">{t('user')}</th>
              <th scope="col">{t('scope')}</th>
              <th scope="col">{t('subject')}</th>
              <th scope="col">{t('action')}</th>
              <th scope="col">{t('detail')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr key={e.id}>
                <td>
                  <time dateTime={e.created_at}>{show.dateTime(e.created_at)}</time>
                </td>
                <td>{e.user_name ?? '—'}</td>
                <td>{t(`scopes.${e.scope}`, { defaultValue: e.scope })}</td>
                <td>{subjectNoun(t, e.subject_type)}</td>
                <td>{actionSentence(t, e.action, e.subject_type)}</td>
                <td className="ua-detail" title={e.event_details.detail}>
                  {e.event_details.detail}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <nav className="ua-pager" aria-label={t('pages')}>
        <Button icon="chevron-left" text={t('previous')} disabled={page === 1} onClick={() => setPage((p) => p - 1)} />
        <span aria-live="polite">{t('page', { page })}</span>
        <Button
          rightIcon="chevron-right"
          text={t('next')}
          disabled={!meta?.has_more || entries.isPlaceholderData}
          onClick={() => setPage((p) => p + 1)}
        />
        {meta && (
          <span className="ua-total bp6-text-muted">
            {t(meta.total_capped ? 'totalCapped' : 'total', { number: meta.total.toLocaleString(i18n.language) })}
          </span>
        )}
      </nav>
    </section>
  );
}
