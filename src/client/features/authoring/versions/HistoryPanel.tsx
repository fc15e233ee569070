import { Button, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { useDisplayDate } from '@client/session/useDisplayDate';
import { flowKeys } from '@client/api/queryKeys';
import { historyActionText } from './historyWords';
import './versions.css';

interface HistoryEntry {
  history_id: number;
  user_name?: string | null;
  action: string;
  subject_id: number | null;
  subject_name: string | null;
  is_undone: number;
  created_at: string;
}

/**
 * The task's edit history: who, when, what, newest first; each entry jumps to the node it touched.
 * It is the history undo and redo replay: undone entries are marked.
 */
export default function HistoryPanel({ taskId, onFocusNode, onClose }: { taskId: number; onFocusNode(id: number): void; onClose(): void }) {
  const { t } = useTranslation('versions');
  const { dateTime } = useDisplayDate();
  const selection = useSession((s) => s.selection);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // Under the task's flow key: every edit, undo and redo refreshes it.
  const list = useQuery({
    queryKey: flowKeys.history(selection!, taskId),
    queryFn: ({ signal }) => api<HistoryEntry[]>(`/studio/task-edit-histories/${taskId}`, { signal }),
    enabled: !!selection,
  });
  return (
    <aside
      className="vs-panel"
      aria-labelledby="vs-history-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <header className="vs-head">
        <h3 id="vs-history-title" ref={heading} tabIndex={-1}>
          {t('history.title')}
        </h3>
        <span className="cf-spacer" />
        <Button variant="minimal" size="small" icon="cross" aria-label={t('history.close')} onClick={onClose} />
      </header>
      {list.isPending ? (
        <div className="vs-center">
          <Spinner size={24} />
        </div>
      ) : list.isError ? (
        <NonIdealState
          icon="error"
          title={t('history.loadFailed')}
          description={list.error.message}
          action={<Button icon="refresh" text={t('panel.retry')} onClick={() => void list.refetch()} />}
        />
      ) : list.data.length === 0 ? (
        <p className="vs-muted vs-empty">{t('history.empty')}</p>
      ) : (
        <ul className="vs-changes" aria-label={t('history.listLabel')}>
          {list.data.map((h) => {
            const what = historyActionText(t, h.action);
            const subject = h.subject_name
              ? t('history.named', { name: h.subject_name })
              : h.subject_id !== null
                ? t('history.node', { id: h.subject_id })
                : null;
            const body = (
              <>
                <strong>{what}</strong>
                {subject && <span className="vs-muted">{subject}</span>}
                {!!h.is_undone && <Tag minimal>{t('history.undone')}</Tag>}
                <span className="vs-gate-message vs-muted">
                  {h.user_name ?? t('history.unknownUser')} · <time dateTime={h.created_at}>{dateTime(h.created_at)}</time>
                </span>
              </>
            );
            return (
              <li key={h.history_id} className={`vs-history${h.is_undone ? ' vs-undone' : ''}`}>
                {h.subject_id !== null ? (
                  <button type="button" className="vs-change-link" onClick={() => onFocusNode(h.subject_id!)}>
                    {body}
                  </button>
                ) : (
                  <div className="vs-change-link">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
