import { ProgressBar } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataStoreExport } from '@shared/api/content-more';
import type { JobProgress } from '@shared/realtime';
import { onRealtime } from '@client/realtime/socket';
import { useSession } from '@client/session/store';
import { contentKeys } from '@client/api/queryKeys';

/**
 * The progress of a data store's exports as the server reports it (realtime `job:progress`), by export id.
 * A finished or failed export refreshes the list at once; the list's own polling covers a lost connection.
 */
export function useExportProgress(storeId: number, enabled: boolean): Readonly<Record<number, JobProgress>> {
  const qc = useQueryClient();
  const selection = useSession((s) => s.selection);
  const [progress, setProgress] = useState<Record<number, JobProgress>>({});
  useEffect(() => {
    if (!enabled) return;
    return onRealtime('job:progress', (payload) => {
      const p = payload as JobProgress;
      if (p.job !== 'datastore-export') return;
      setProgress((all) => ({ ...all, [p.id]: p }));
      if (p.status !== 'running' && selection) void qc.invalidateQueries({ queryKey: contentKeys.exports(selection, storeId) });
    });
  }, [enabled, qc, selection, storeId]);
  return progress;
}

/** A running export's bar and 'n of m rows' line. */
export function ExportProgress({ item, live }: { item: DataStoreExport; live: JobProgress | undefined }) {
  const { t, i18n } = useTranslation('content');
  const percent = live && live.total > 0 ? Math.floor((100 * live.done) / live.total) : item.progress;
  return (
    <span className="ds-export-progress">
      <ProgressBar value={percent / 100} intent="primary" stripes={!live} aria-label={t('datastores.exportRunning', { percent })} />
      {live && (
        <span className="content-cell-muted">
          {t('datastores.exportProgress', {
            done: live.done.toLocaleString(i18n.language),
            count: live.total,
            total: live.total.toLocaleString(i18n.language),
          })}
        </span>
      )}
    </span>
  );
}
