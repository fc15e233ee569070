import { Callout, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventLogRow, TrafficQuery } from '@shared/api/traffic';
import { useNodeEvents } from './api';
import { Pager } from './Pager';

/** What an event said, when it carries words (a prompt's text, an error's message, a value set). */
const detailOf = (row: EventLogRow) => {
  const e = row.node_event;
  const said = e.text ?? e.message ?? e.value;
  return typeof said === 'string' || typeof said === 'number' ? String(said) : '';
};

/**
 * The node events of the selected node in the range (GET /node/event-logs): what the engine recorded there, turn by
 * turn, newest session first. Beside its sessions, so an error or a value can be read without opening each transcript.
 */
export function NodeEvents({ query, nodeId }: { query: TrafficQuery; nodeId: number }) {
  const { t } = useTranslation('flow');
  const [page, setPage] = useState(1);
  const events = useNodeEvents(query, nodeId, page);
  useEffect(() => setPage(1), [nodeId, query.start_date, query.end_date]);
  const meta = events.data?.meta;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / meta.per_page)) : 1;
  return (
    <section aria-labelledby="traffic-events">
      <h3 id="traffic-events">{t('traffic.events.title', { total: meta?.total ?? 0 })}</h3>
      {events.isLoading ? (
        <Spinner size={20} aria-label={t('traffic.loading')} />
      ) : events.isError ? (
        <Callout intent="danger" role="alert">
          {events.error.message}
        </Callout>
      ) : !events.data || events.data.data.length === 0 ? (
        <p>{t('traffic.events.none')}</p>
      ) : (
        <>
          {meta?.truncated && <p className="bp6-text-muted">{t('traffic.events.truncated')}</p>}
          <ul className="traffic-list" data-testid="traffic-events">
            {events.data.data.map((row) => (
              <li key={`${row.session_id}-${row.sequence}`}>
                {t('traffic.events.line', {
                  at: new Date(row.occurred_at).toLocaleString(),
                  type: row.event_type,
                  session: row.session_id.slice(0, 8),
                })}
                {detailOf(row) && <span className="traffic-event-detail"> · {detailOf(row)}</span>}
              </li>
            ))}
          </ul>
          <Pager page={page} pages={pages} setPage={setPage} />
        </>
      )}
    </section>
  );
}
