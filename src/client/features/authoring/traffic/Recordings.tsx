import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from './Pager';
import type { Recording } from '@shared/api/traffic';
import { api } from '@client/api/http';
import { flowKeys } from '@client/api/queryKeys';
import { useSession } from '@client/session/store';

interface RecordingsPage {
  data: Recording[];
  meta: { total: number; page: number; per_page: number };
}

/** What the task's record and prompt-recorder steps captured: listed a page at a time, played, deleted. */
export function Recordings({ taskId, nameOf, canDelete }: { taskId: number; nameOf(id: number): string; canDelete: boolean }) {
  const { t } = useTranslation('flow');
  const selection = useSession((s) => s.selection);
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const params = { task_id: taskId, page, per_page: 10 };
  const list = useQuery({
    queryKey: flowKeys.recordings(selection!, taskId, params),
    queryFn: ({ signal }) => api<RecordingsPage>('/speech/recordings', { query: params, signal, whole: true }),
    enabled: !!selection,
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api<Recording>('/speech/recordings', { method: 'DELETE', query: { recording_id: id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: flowKeys.recordings(selection!, taskId) }),
  });
  if (list.isLoading) return <Spinner size={20} aria-label={t('traffic.loading')} />;
  if (list.isError)
    return (
      <Callout intent="danger" role="alert">
        {list.error.message}
      </Callout>
    );
  const rows = list.data?.data ?? [];
  if (rows.length === 0)
    return <NonIdealState icon="record" title={t('traffic.recordings.empty')} description={t('traffic.recordings.emptyHint')} />;
  const pages = Math.max(1, Math.ceil((list.data?.meta.total ?? 0) / 10));
  return (
    <section aria-labelledby="traffic-recordings">
      <h3 id="traffic-recordings">{t('traffic.recordings.title', { total: list.data?.meta.total ?? 0 })}</h3>
      {remove.isError && (
        <Callout intent="danger" role="alert">
          {remove.error.message}
        </Callout>
      )}
      <ul className="traffic-list" data-testid="recordings">
        {rows.map((r) => (
          <li key={r.recording_id} className="traffic-recording">
            <span>
              {t('traffic.recordings.line', {
                node: nameOf(r.node_id),
                at: new Date(r.created_at).toLocaleString(),
                kb: Math.max(1, Math.round(r.size / 1024)),
              })}
            </span>
            <Player recording={r} />
            {canDelete && (
              <Button
                small
                minimal
                icon="trash"
                intent="danger"
                loading={remove.isPending && remove.variables === r.recording_id}
                aria-label={t('traffic.recordings.delete', { name: r.file_name })}
                onClick={() => remove.mutate(r.recording_id)}
              />
            )}
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} setPage={setPage} />
    </section>
  );
}

/** Play: the audio is fetched with the session's credentials and played from a local object URL. */
function Player({ recording }: { recording: Recording }) {
  const { t } = useTranslation('flow');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const play = async () => {
    try {
      const blob = await api<Blob>(recording.audio_url.replace(/^\/api/, ''), { blob: true });
      setUrl(URL.createObjectURL(blob));
    } catch {
      setFailed(true);
    }
  };
  if (url)
    return (
      <audio
        controls
        autoPlay
        src={url}
        aria-label={t('traffic.recordings.audio', { name: recording.file_name })}
        data-testid="recording-audio"
      />
    );
  return (
    <>
      <Button
        small
        minimal
        icon="play"
        aria-label={t('traffic.recordings.play', { name: recording.file_name })}
        onClick={() => void play()}
      />
      {failed && <span role="alert">{t('traffic.recordings.playFailed')}</span>}
    </>
  );
}
