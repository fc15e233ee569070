import { Callout, HTMLSelect, HTMLTable, Label, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@shared/access/scope';
import type { SessionUser } from '@shared/api/auth';
import type { DetailedLogRow } from '@shared/api/usage';
import type { UsageType } from '@shared/usage';
import { api } from '@client/api/http';
import { analyseKeys, idleKey } from '@client/api/queryKeys';
import { useSession } from '@client/session/store';

type AccountTask = { task_id: number; task_name: string; task_type: string; ac_id: number };

/** The accounts a selection covers: the selected one, or every account of the selected provider. */
const accountsOf = (user: SessionUser | null, selection: Selection | null): number[] => {
  if (!user || !selection) return [];
  if (selection.acId !== 'all') return [selection.acId];
  return user.account_mappings.filter((m) => m.sp_id === selection.spId).flatMap((m) => m.accounts.map((a) => a.ac_id));
};

/**
 * The detailed log of a usage type over the range (spec 3 §7 detailed-logs): the sessions, newest first, of every task
 * or of one, chosen among the tasks of the scope's accounts (POST /virtualagentusage/get-tasks-for-accounts); the server
 * refuses more than 31 days with its reason.
 */
export function DetailedLog({ type, start, end }: { type: UsageType; start: string; end: string }) {
  const { t } = useTranslation('audit');
  const selection = useSession((s) => s.selection);
  const user = useSession((s) => s.user);
  const [taskId, setTaskId] = useState(0);
  const acIds = accountsOf(user, selection);
  const tasks = useQuery({
    queryKey: selection ? analyseKeys.usage(selection, 'tasks-for-accounts', { ac_ids: acIds.join(',') }) : idleKey(),
    enabled: !!selection && acIds.length > 0,
    queryFn: ({ signal }) =>
      api<AccountTask[]>('/virtualagentusage/get-tasks-for-accounts', { method: 'POST', signal, body: { ac_ids: acIds.slice(0, 500) } }),
  });
  const body = { start_date: start, end_date: end, ...(taskId ? { task_id: taskId } : {}) };
  const filter = (
    <Label className="usage-filter">
      {t('usage.task')}
      <HTMLSelect value={taskId} onChange={(e) => setTaskId(Number(e.currentTarget.value))} disabled={!tasks.data}>
        <option value={0}>{t('usage.allTasks')}</option>
        {(tasks.data ?? []).map((task) => (
          <option key={task.task_id} value={task.task_id}>
            {task.task_name}
          </option>
        ))}
      </HTMLSelect>
    </Label>
  );
  const log = useQuery({
    queryKey: selection
      ? analyseKeys.usage(selection, `detailed-logs/${type}`, { start_date: start, end_date: end, task_id: String(taskId) })
      : idleKey(),
    enabled: !!selection,
    retry: false,
    queryFn: ({ signal }) =>
      api<DetailedLogRow[]>(`/virtualagentusage/detailed-logs/${type.replace(/_/g, '-')}`, { method: 'POST', signal, body }),
  });
  let shown;
  if (log.isPending) shown = <Spinner aria-label={t('usage.loading')} />;
  else if (log.isError) shown = <Callout intent="warning">{log.error.message}</Callout>;
  else if (log.data.length === 0) shown = <NonIdealState icon="th-list" title={t('usage.empty')} />;
  else shown = <LogTable rows={log.data} />;
  return (
    <>
      {filter}
      {shown}
    </>
  );
}

function LogTable({ rows }: { rows: DetailedLogRow[] }) {
  const { t } = useTranslation('audit');
  return (
    <HTMLTable compact striped aria-label={t('usage.detailedLog')}>
      <thead>
        <tr>
          <th scope="col">{t('usage.started')}</th>
          <th scope="col">{t('usage.task')}</th>
          <th scope="col">{t('usage.channel')}</th>
          <th scope="col">{t('usage.duration')}</th>
          <th scope="col">{t('usage.outcome')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.session_id}>
            <td>
              <time dateTime={r.started_at}>{r.started_at.slice(0, 19).replace('T', ' ')}</time>
            </td>
            <td>{r.task_name}</td>
            <td>{r.channel}</td>
            <td>{r.duration_s ?? '—'}</td>
            <td>{r.outcome ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
