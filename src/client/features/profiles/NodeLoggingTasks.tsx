import { Button, Callout, HTMLSelect, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nodeLoggingProfilesShell } from '@shared/entities/node-logging-profiles';
import { api } from '@client/api/http';
import { entityKeys, idleKey } from '@client/api/queryKeys';
import { notifyError } from '@client/shell/notices';
import { useSession } from '@client/session/store';
import type { EntityRow } from '../entities/api';

type Task = { task_id: number; task_name: string; task_type: string };

/**
 * The tasks attached to a node-logging profile (GET /node-logging/profiles/get-tasks), each removable
 * (POST /node-logging/profiles/remove-task), and one more attached from the account's tasks (an update with
 * task_ids): the node events of their sessions are sent to the profile.
 */
export default function NodeLoggingTasks({ row, canWrite }: { row: EntityRow; canWrite: boolean }) {
  const { t } = useTranslation('entities');
  const selection = useSession((s) => s.selection);
  const client = useQueryClient();
  const id = row.profile_id as number;
  const type = row.profile_type as string;
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const attached = useQuery({
    queryKey: selection ? entityKeys.attachedTasks(nodeLoggingProfilesShell, selection, id) : idleKey(),
    enabled: !!selection,
    queryFn: ({ signal }) =>
      api<Task[]>('/node-logging/profiles/get-tasks', { signal, selection: selection!, query: { profile_id: id, profile_type: type } }),
  });
  const all = useQuery({
    queryKey: selection ? entityKeys.attachableTasks(nodeLoggingProfilesShell, selection, id) : idleKey(),
    enabled: !!selection && canWrite,
    queryFn: ({ signal }) => api<Task[]>('/studio/tasks', { signal, selection: selection!, query: { fetch_all: 1, task_type: 'all' } }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: entityKeys.all(nodeLoggingProfilesShell, selection!) });
  const change = async (work: () => Promise<unknown>) => {
    if (busy || !selection) return;
    setBusy(true);
    try {
      await work();
      await refresh();
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  const remove = (task: Task) =>
    change(() =>
      api('/node-logging/profiles/remove-task', {
        method: 'POST',
        selection,
        body: { profile_id: id, profile_type: type, task_id: task.task_id },
      }),
    );
  const attach = () =>
    change(async () => {
      await api(`/node-logging/profiles/${id}`, {
        method: 'PUT',
        selection,
        body: { task_ids: [...(attached.data ?? []).map((x) => x.task_id), Number(choice)] },
      });
      setChoice('');
    });
  const free = (all.data ?? []).filter((task) => !(attached.data ?? []).some((a) => a.task_id === task.task_id));
  return (
    <section className="profile-tasks" aria-labelledby="profile-tasks-title">
      <h3 className="ent-section" id="profile-tasks-title">
        {t('nodeLoggingProfiles.tasks.title')}
      </h3>
      {attached.isPending && <Spinner size={20} />}
      {attached.isError && <Callout intent="danger">{t('nodeLoggingProfiles.tasks.failed')}</Callout>}
      {attached.data && attached.data.length === 0 && <p className="bp6-text-muted">{t('nodeLoggingProfiles.tasks.empty')}</p>}
      {attached.data && attached.data.length > 0 && (
        <ul className="profile-task-list">
          {attached.data.map((task) => (
            <li key={task.task_id}>
              <span>{task.task_name}</span>
              {canWrite && (
                <Button
                  variant="minimal"
                  size="small"
                  icon="cross"
                  aria-label={t('nodeLoggingProfiles.tasks.remove', { name: task.task_name })}
                  disabled={busy}
                  onClick={() => void remove(task)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && free.length > 0 && (
        <div className="profile-task-attach">
          <HTMLSelect
            aria-label={t('nodeLoggingProfiles.tasks.attach')}
            value={choice}
            onChange={(e) => setChoice(e.currentTarget.value)}
            options={[{ value: '', label: '—' }, ...free.map((task) => ({ value: String(task.task_id), label: task.task_name }))]}
          />
          <Button icon="add" text={t('nodeLoggingProfiles.tasks.attach')} disabled={!choice || busy} onClick={() => void attach()} />
        </div>
      )}
    </section>
  );
}
