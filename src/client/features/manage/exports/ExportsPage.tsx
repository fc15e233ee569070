import { Button, Callout, HTMLTable, NonIdealState, ProgressBar, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserExport } from '@shared/api/exports';
import { api } from '@client/api/http';
import { analyseKeys, idleKey } from '@client/api/queryKeys';
import { useSession } from '@client/session/store';
import { notifyError } from '@client/shell/notices';
import { downloadFile } from '../../authoring/content/files/download';
import '../../analyse/user-activities/i18n';
import '../../analyse/usage/usage.css';

/** /manage/exports (spec 3 §2): every export the user started — task and data store exports — with its state and download. */
export default function ExportsPage() {
  const { t } = useTranslation('audit');
  const selection = useSession((s) => s.selection);
  const list = useQuery({
    queryKey: selection ? analyseKeys.exports(selection) : idleKey(),
    enabled: !!selection,
    refetchInterval: 5000,
    queryFn: ({ signal }) => api<UserExport[]>('/manage/exports', { signal }),
  });
  return (
    <section className="exports-page" aria-labelledby="exports-title">
      <h1 id="exports-title">{t('exports.title')}</h1>
      {list.isPending ? (
        <Spinner aria-label={t('usage.loading')} />
      ) : list.isError ? (
        <Callout intent="danger" title={t('usage.loadFailed')}>
          {list.error.message}
        </Callout>
      ) : list.data.length === 0 ? (
        <NonIdealState icon="export" title={t('exports.empty')} />
      ) : (
        <HTMLTable compact striped aria-label={t('exports.title')}>
          <thead>
            <tr>
              <th scope="col">{t('exports.name')}</th>
              <th scope="col">{t('exports.kind')}</th>
              <th scope="col">{t('reports.status')}</th>
              <th scope="col">{t('when')}</th>
              <th scope="col">{t('exports.download')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((e) => (
              <tr key={`${e.kind}-${e.id}`}>
                <td>{e.name}</td>
                <td>{t(`exports.kinds.${e.kind}`)}</td>
                <td>
                  <Tag
                    minimal
                    intent={e.status === 'failed' ? 'danger' : e.status === 'completed' ? 'success' : 'primary'}
                    title={e.error ?? undefined}
                  >
                    {t(`reports.statuses.${e.status}`)}
                  </Tag>
                  {e.status === 'running' && (
                    <ProgressBar value={e.progress / 100} aria-label={t('reports.progress', { progress: e.progress })} />
                  )}
                </td>
                <td>
                  <time dateTime={e.created_at}>{e.created_at.slice(0, 16).replace('T', ' ')}</time>
                </td>
                <td>
                  {e.download_url ? (
                    <Button
                      minimal
                      icon="download"
                      text={t('exports.download')}
                      onClick={() =>
                        void downloadFile(e.download_url!, `${e.kind}-${e.id}${e.kind === 'task-export' ? '.json' : '.csv'}`).catch(
                          notifyError,
                        )
                      }
                    />
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
