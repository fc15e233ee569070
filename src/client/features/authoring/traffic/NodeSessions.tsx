import { Button, Callout, Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from './Pager';
import type { TrafficQuery, TrafficSession } from '@shared/api/traffic';
import { flowKeys } from '@client/api/queryKeys';
import { useSession } from '@client/session/store';
import { simApi } from '../sim/api';
import { Transcript } from '../sim/Transcript';
import '../sim/i18n';
import '../sim/sim.css';
import { useNodeSessions } from './api';
import { useTrafficStore } from './store';

/** The sessions that reached the selected node, a page at a time; a session opens its transcript. Enter on a node gives this list the keys. */
export function NodeSessions({ query, nodeId, nameOf }: { query: TrafficQuery; nodeId: number; nameOf(id: number | null): string }) {
  const { t } = useTranslation('flow');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TrafficSession | null>(null);
  const sessions = useNodeSessions(query, nodeId, page);
  const heading = useRef<HTMLHeadingElement>(null);
  const request = useTrafficStore((s) => s.sessionsRequest);
  useEffect(() => setPage(1), [nodeId, query.start_date, query.end_date, query.channel]);
  useEffect(() => {
    if (request > 0) heading.current?.focus();
  }, [request]);
  const meta = sessions.data?.meta;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / meta.per_page)) : 1;
  return (
    <section aria-labelledby="traffic-sessions">
      <h3 id="traffic-sessions" tabIndex={-1} ref={heading}>
        {t('traffic.sessions', { total: meta?.total ?? 0 })}
      </h3>
      {sessions.isLoading ? (
        <Spinner size={20} aria-label={t('traffic.loading')} />
      ) : sessions.isError ? (
        <Callout intent="danger" role="alert">
          {sessions.error.message}
        </Callout>
      ) : !sessions.data || sessions.data.data.length === 0 ? (
        <p>{t('traffic.noSessions')}</p>
      ) : (
        <>
          <ul className="traffic-list" data-testid="traffic-sessions">
            {sessions.data.data.map((s) => (
              <li key={s.session_id}>
                <Button minimal small icon="document-open" onClick={() => setOpen(s)}>
                  {t('traffic.sessionLine', {
                    started: new Date(s.started_at).toLocaleString(),
                    channel: s.channel,
                    outcome: s.outcome ?? '—',
                  })}
                </Button>
              </li>
            ))}
          </ul>
          <Pager page={page} pages={pages} setPage={setPage} />
        </>
      )}
      {open && <SessionTranscript session={open} nameOf={nameOf} onClose={() => setOpen(null)} />}
    </section>
  );
}

/** A session's transcript, as the simulator shows it (GET /sim/sessions/{id}). */
function SessionTranscript({ session, nameOf, onClose }: { session: TrafficSession; nameOf(id: number | null): string; onClose(): void }) {
  const { t } = useTranslation('flow');
  const selection = useSession((s) => s.selection);
  const answer = useQuery({
    queryKey: flowKeys.session(selection!, session.session_id),
    queryFn: ({ signal }) => simApi.get(session.session_id, signal),
    retry: false,
  });
  const view = session.channel === 'voice' || session.channel === 'workflow' ? 'voice' : 'chat';
  return (
    <Dialog isOpen onClose={onClose} title={t('traffic.transcript', { started: new Date(session.started_at).toLocaleString() })}>
      <DialogBody className="traffic-transcript">
        {answer.isLoading ? (
          <Spinner size={24} aria-label={t('traffic.loading')} />
        ) : answer.isError ? (
          <Callout intent="warning" role="alert">
            {t('traffic.transcriptGone')}
          </Callout>
        ) : (
          <Transcript
            log={(answer.data?.events ?? []).map((event) => ({ kind: 'event' as const, event }))}
            view={view}
            nodeName={(id) => nameOf(id)}
          />
        )}
      </DialogBody>
    </Dialog>
  );
}
