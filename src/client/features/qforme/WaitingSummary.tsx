import { Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlanTypeWaiters } from '@shared/api/qforme';
import { api } from '@client/api/http';
import { entityKeys, idleKey } from '@client/api/queryKeys';
import { useSession } from '@client/session/store';
import '../entities/i18n';

/**
 * On the queues screen, how many callers wait in the account's queues now against the account plan's most waiters,
 * and how many under each plan type (GET /qforme/plan-types-waiters, spec 3 §7): a queue step refuses a caller past
 * the limit, so the screen says how close it is.
 */
export default function WaitingSummary() {
  const { t } = useTranslation('entities');
  const selection = useSession((s) => s.selection);
  const summary = useQuery({
    queryKey: selection ? entityKeys.planTypeWaiters(selection) : idleKey(),
    enabled: !!selection && selection.acId !== 'all',
    queryFn: ({ signal }) => api<PlanTypeWaiters>('/qforme/plan-types-waiters', { signal, selection }),
  });
  if (!summary.data) return null;
  const { waiting, limit, plan_types } = summary.data;
  const byType = plan_types
    .filter((p) => p.waiting > 0)
    .map((p) => t('qformeQueues.summary.ofType', { type: t(`planTypes.${p.plan_type}`), count: p.waiting }))
    .join(', ');
  return (
    <Tag minimal round large multiline className="qforme-waiting" data-testid="qforme-waiting" title={byType || undefined}>
      {limit === null
        ? t('qformeQueues.summary.unlimited', { count: waiting })
        : t('qformeQueues.summary.ofLimit', { count: waiting, limit })}
      {byType && ` (${byType})`}
    </Tag>
  );
}
