import { ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TransferRequest } from '@shared/api/transfer';
import type { JobProgress } from '@shared/realtime';

/** A running export's or import's bar, its percentage and 'n of m items', read out as it changes. */
export function TransferProgress({
  request,
  live,
  percent,
}: {
  request: TransferRequest | undefined;
  live: JobProgress | null;
  percent: number;
}) {
  const { t, i18n } = useTranslation('transfer');
  const queued = !request || request.status === 'queued';
  return (
    <div className="transfer-progress" data-testid="transfer-progress">
      <ProgressBar
        value={queued ? undefined : percent / 100}
        intent="primary"
        stripes={queued}
        aria-label={t('progress.label', { percent })}
      />
      <p className="bp6-text-muted" role="status" aria-live="polite">
        {queued ? t('progress.queued') : t('progress.running', { percent })}
        {live && live.total > 0 && (
          <> · {t('progress.items', { done: live.done.toLocaleString(i18n.language), total: live.total.toLocaleString(i18n.language) })}</>
        )}
      </p>
    </div>
  );
}
