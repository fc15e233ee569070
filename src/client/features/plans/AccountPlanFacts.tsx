import { HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FeatureUsage } from '@shared/api/plans';
import { api } from '@client/api/http';
import { planKeys } from '@client/api/queryKeys';
import type { PanelExtraProps } from '../entities/panelPart';
import { FeatureName } from './FeatureName';
import { FeatureTableHead } from './FeatureTableHead';
import './i18n';
import './plans.css';

type AcPlanRow = { ac_plan_id: number; ac_plan_name: string; plan_type: string; is_enabled: number };
type AppFeature = { feature: string; offered: boolean; enabled: boolean };
type EnabledFeature = { feature: string; limit: number | null; burst_limit: number | null };

/**
 * Beside an account plan's form, what the account has from its plans (spec 3 §7 "Billing"): its plans of this type,
 * enabled or not (GET /billing/ac-plans-for-accounts/{ac_id}/{plan_type}) and its enabled plans of every type (GET
 * /billing/ac-allocated-plan/{ac_id}); the account-level features the provider's plans of the type offer and whether
 * the account has each (GET /billing/ac-app-features/{sp_id}/{ac_id}/{plan_type}); and its use of each limited one
 * against the limit (GET /billing/feature-usage-and-limit/{ac_id}); and every feature it has now from all its plans,
 * with its limit (GET /billing/ac-enabled-features/{ac_id}). Read in the screen's scope.
 */
export default function AccountPlanFacts({ row, selection }: PanelExtraProps) {
  const { t } = useTranslation('plans');
  const acId = Number(row.ac_id);
  const spId = Number(row.sp_id);
  const type = String(row.plan_type);
  const stamp = row.updated_at;
  const read =
    <T,>(path: string) =>
    ({ signal }: { signal: AbortSignal }) =>
      api<T>(path, { signal, selection: selection! });
  const ofType = useQuery({
    queryKey: planKeys.accountPlans(selection!, acId, type, stamp),
    queryFn: read<AcPlanRow[]>(`/billing/ac-plans-for-accounts/${acId}/${type}`),
    enabled: !!selection,
  });
  const allocated = useQuery({
    queryKey: planKeys.accountPlans(selection!, acId, 'enabled', stamp),
    queryFn: read<AcPlanRow[]>(`/billing/ac-allocated-plan/${acId}`),
    enabled: !!selection,
  });
  const features = useQuery({
    queryKey: planKeys.accountFeatures(selection!, acId, type, stamp),
    queryFn: read<AppFeature[]>(`/billing/ac-app-features/${spId}/${acId}/${type}`),
    enabled: !!selection,
  });
  const usage = useQuery({
    queryKey: planKeys.accountUsage(selection!, acId, stamp),
    queryFn: read<FeatureUsage[]>(`/billing/feature-usage-and-limit/${acId}`),
    enabled: !!selection,
  });
  const enabled = useQuery({
    queryKey: planKeys.accountEnabled(selection!, acId, stamp),
    queryFn: read<EnabledFeature[]>(`/billing/ac-enabled-features/${acId}`),
    enabled: !!selection,
  });
  const limit = (v: number | null) => (v === null ? t('unlimited') : String(v));
  const others = (ofType.data ?? []).filter((p) => p.ac_plan_id !== row.ac_plan_id);

  return (
    <div className="plan-account-facts" data-testid="account-plan-facts">
      <h3 className="ent-section">{t('account.plans')}</h3>
      {allocated.isPending ? (
        <Spinner size={16} aria-label={t('account.loading')} />
      ) : (
        <div className="plan-providers">
          {(allocated.data ?? []).map((p) => (
            <Tag key={p.ac_plan_id} minimal round>
              {t('account.planOfType', { name: p.ac_plan_name, type: p.plan_type })}
            </Tag>
          ))}
        </div>
      )}
      {others.length > 0 && (
        <p className="bp6-text-muted">
          {t('account.otherOfType', {
            type,
            names: others.map((p) => (p.is_enabled ? p.ac_plan_name : t('account.disabledPlan', { name: p.ac_plan_name }))).join(', '),
          })}
        </p>
      )}
      <h3 className="ent-section">{t('account.features', { type })}</h3>
      <HTMLTable compact className="plan-features" aria-label={t('account.features', { type })}>
        <thead>
          <tr>
            <th>{t('feature')}</th>
            <th>{t('account.offered')}</th>
            <th>{t('account.has')}</th>
          </tr>
        </thead>
        <tbody>
          {(features.data ?? []).map((f) => (
            <tr key={f.feature}>
              <td>
                <FeatureName feature={f.feature} />
              </td>
              <td>{f.offered ? t('account.yes') : t('account.no')}</td>
              <td>{f.enabled ? t('account.yes') : t('account.no')}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <h3 className="ent-section">{t('account.usage')}</h3>
      <HTMLTable compact className="plan-features" aria-label={t('account.usage')}>
        <thead>
          <tr>
            <th>{t('feature')}</th>
            <th>{t('account.used')}</th>
            <th>{t('limit')}</th>
            <th>{t('burst')}</th>
          </tr>
        </thead>
        <tbody>
          {(usage.data ?? []).map((u) => (
            <tr key={u.feature}>
              <td>
                <FeatureName feature={u.feature} />
              </td>
              <td>{u.usage}</td>
              <td>{limit(u.limit)}</td>
              <td>{u.burst_limit ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <h3 className="ent-section">{t('account.enabled')}</h3>
      {enabled.isPending ? (
        <Spinner size={16} aria-label={t('account.loading')} />
      ) : enabled.isError ? (
        <p role="alert">{enabled.error.message}</p>
      ) : (
        <HTMLTable compact className="plan-features" aria-label={t('account.enabled')}>
          <FeatureTableHead />
          <tbody>
            {enabled.data.map((f) => (
              <tr key={f.feature}>
                <td>
                  <FeatureName feature={f.feature} />
                </td>
                <td>{limit(f.limit)}</td>
                <td>{f.burst_limit ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </div>
  );
}
