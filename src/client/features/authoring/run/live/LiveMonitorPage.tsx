import { Button, Callout, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { LiveSession } from '@shared/api/run';
import { useDisplayDate } from '@client/session/useDisplayDate';
import { useTask } from '../../tasks/api';
import { everyCaller } from '@shared/api/run';
import { disableMonitoring, enableMonitoring, invalidateLive, useLiveView } from './api';
import { transcriptLines } from './transcript';
import '../i18n';
import '../run.css';

/** One running session: its channel, current node and transcript; Tab reaches each session, then its transcript scrolls. */
function SessionCard({ s }: { s: LiveSession }) {
  const { t } = useTranslation('run');
  const lines = transcriptLines(s.events);
  const show = useDisplayDate();
  const node = s.status === 'ended' ? t('live.endedTag') : (s.node_name ?? t('live.noNode'));
  return (
    <section
      className="run-live-session"
      aria-label={t('live.sessionLabel', { id: s.session_id.slice(0, 8), node })}
      data-session={s.session_id}
    >
      <div className="run-head">
        <Tag minimal round>
          {s.channel}
        </Tag>
        <Tag minimal intent={s.status === 'ended' ? 'none' : 'success'}>
          {s.status === 'ended' ? t('live.endedTag') : t('live.runningTag')}
        </Tag>
        <span className="run-live-node">{t('live.currentNode', { node })}</span>
        <span className="run-spacer" />
        <time className="run-muted" dateTime={s.started_at}>
          {show.time(s.started_at)}
        </time>
      </div>
      <ol className="run-live-transcript" tabIndex={0} aria-label={t('live.transcriptLabel')}>
        {lines.map((l, i) => (
          <li key={i} className={`run-live-line run-live-${l.kind}`}>
            <span className="run-bubble-who">{t(`live.kinds.${l.kind}`)}</span> {l.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * /build/live/{task_id}: live monitoring of a task. Monitoring is enabled for a caller number; the task's
 * running sessions (simulator and runs) appear and move as they happen, from the account room's live:session events.
 */
export default function LiveMonitorPage() {
  const { t } = useTranslation('run');
  const [location, navigate] = useLocation();
  const taskId = Number(/^\/build\/live\/(\d+)/.exec(location)?.[1] ?? 0);
  const task = useTask(taskId || null);
  const view = useLiveView(taskId);
  const qc = useQueryClient();
  const [ani, setAni] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const enable = async () => {
    if (!ani.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      await enableMonitoring(taskId, ani.trim());
      setAni('');
      invalidateLive(qc, taskId);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const disable = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await disableMonitoring(taskId);
      invalidateLive(qc, taskId);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const data = view.data;
  return (
    <div className="run-preview run-live">
      <div className="run-preview-head">
        <Button variant="minimal" icon="arrow-left" aria-label={t('preview.back')} onClick={() => navigate(`/build/callflow/${taskId}`)} />
        <h1 className="run-live-title">{t('live.title', { name: task.data?.task_name ?? '…' })}</h1>
      </div>
      <form
        className="run-chat-form"
        onSubmit={(e) => {
          e.preventDefault();
          void enable();
        }}
      >
        <InputGroup fill aria-label={t('live.aniLabel')} placeholder={t('live.aniPlaceholder')} value={ani} onValueChange={setAni} />
        <Button type="submit" intent="primary" icon="eye-open" text={t('live.enable')} loading={busy} disabled={!ani.trim()} />
      </form>
      {error && (
        <Callout intent="danger" icon="error" role="alert">
          {error}
        </Callout>
      )}
      {view.isPending ? (
        <div className="run-center" role="status">
          <Spinner size={24} />
          <span className="run-muted">{t('live.loading')}</span>
        </div>
      ) : view.isError ? (
        <NonIdealState
          icon="error"
          title={t('live.loadFailed')}
          description={view.error.message}
          action={<Button icon="refresh" text={t('problems.retry')} onClick={() => void view.refetch()} />}
        />
      ) : data && data.monitors.length === 0 ? (
        <NonIdealState icon="eye-off" title={t('live.off')} description={t('live.offHint')} />
      ) : data ? (
        <>
          <div className="run-live-on">
            <p className="run-muted run-preview-note">
              {t('live.on', { anis: data.monitors.map((m) => (m.ani === everyCaller ? t('live.everyCaller') : m.ani)).join(', ') })}
            </p>
            <Button icon="eye-off" text={t('live.disable')} loading={busy} onClick={() => void disable()} />
          </div>
          <h2 className="run-group">{t('live.sessions', { count: data.sessions.filter((s) => s.status !== 'ended').length })}</h2>
          <div className="run-live-list" aria-live="polite">
            {data.sessions.length === 0 ? (
              <p className="run-empty run-muted">{t('live.none')}</p>
            ) : (
              data.sessions.map((s) => <SessionCard key={s.session_id} s={s} />)
            )}
          </div>
        </>
      ) : null}
    </div>
  );
}
