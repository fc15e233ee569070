import { Callout, HTMLTable, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@shared/access/scope';
import { api } from '@client/api/http';
import { planKeys } from '@client/api/queryKeys';
import { FeatureName } from './FeatureName';
import { FeatureTableHead } from './FeatureTableHead';
import './i18n';
import './plans.css';

type Limit = { feature: string; limit: number | null; burst_limit: number | null };

/**
 * On the account profile at the account's own scope: what its plans limit, feature by feature, with the burst allowed
 * beyond it (GET /billing/ac-feature-limit, spec 3 §7 Billing; features without a limit are not listed).
 */
export default function AccountLimits({ selection }: { selection: Selection }) {
  const { t } = useTranslation('plans');
  const limits = useQuery({
    queryKey: planKeys.accountLimits(selection),
    queryFn: ({ signal }) => api<Limit[]>('/billing/ac-feature-limit', { signal, selection }),
  });
  return (
    <section aria-labelledby="account-limits-title">
      <h2 id="account-limits-title">{t('account.limits')}</h2>
      {limits.isPending ? (
        <Spinner size={16} aria-label={t('account.limitsLoading')} />
      ) : limits.isError ? (
        <Callout intent="warning" role="alert">
          {limits.error.message}
        </Callout>
      ) : limits.data.length === 0 ? (
        <p>{t('account.noLimits')}</p>
      ) : (
        <HTMLTable compact className="plan-features" aria-labelledby="account-limits-title">
          <FeatureTableHead />
          <tbody>
            {limits.data.map((f) => (
              <tr key={f.feature}>
                <td>
                  <FeatureName feature={f.feature} />
                </td>
                <td>{f.limit}</td>
                <td>{f.burst_limit ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
