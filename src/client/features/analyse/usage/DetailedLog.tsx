import { Callout, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DetailedLogRow } from '@shared/api/usage';
import type { UsageType } from '@shared/usage';
import { api } from '@client/api/http';
import { analyseKeys, idleKey } from '@client/api/queryKeys';
import { useSession } from '@client/session/store';

/** The detailed log of a usage type over the range (spec 3 §7 detailed-logs): the sessions, newest first; the server refuses more than 31 days with its reason. */
export function DetailedLog({ type, start, end }: { type: UsageType; start: string; end: string }) {
  const { t } = useTranslation('audit');
  const selection = useSession((s) => s.selection);
  const body = { start_date: start, end_date: end };
  const log = useQuery({
    queryKey: selection ? analyseKeys.usage(selection, `detailed-logs/${type}`, body) : idleKey(),
    enabled: !!selection,
    retry: false,
    queryFn: ({ signal }) =>
      api<DetailedLogRow[]>(`/virtualagentusage/detailed-logs/${type.replace(/_/g, '-')}`, { method: 'POST', signal, body }),
  });
  if (log.isPending) return <Spinner aria-label={t('usage.loading')} />;
  if (log.isError) return <Callout intent="warning">{log.error.message}</Callout>;
  if (log.data.length === 0) return <NonIdealState icon="th-list" title={t('usage.empty')} />;
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
        {log.data.map((r) => (
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
