import { Button, Callout, Checkbox, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { systemSelection } from '@shared/access/scope';
import type { PlanFeature } from '@shared/api/plans';
import { appFeatureOf } from '@shared/plans/catalogue';
import { api, ApiError } from '@client/api/http';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { queryKeys, planKeys } from '@client/api/queryKeys';
import type { EntityRow } from '../entities/api';
import '../voices/i18n';
import { FeatureName } from './FeatureName';
import './i18n';
import './plans.css';

type Draft = Map<string, { limit: string; burst: string }>;
const text = (v: number | null) => (v === null ? '' : String(v));
const value = (v: string) => (v.trim() === '' ? null : Number(v));
const noSubmit = (e: KeyboardEvent) => e.key === 'Enter' && e.preventDefault();
const selection = systemSelection;

/**
 * A provider plan's features: a subset of its business plan's features
 * (GET /billing/business-plan-features-for-sp-plan), each limit within the business plan's. Saving a change
 * that takes features from accounts shows the server's list and saves only when confirmed.
 */
export default function SpPlanFeatures({ row, canWrite }: { row: EntityRow; canWrite: boolean }) {
  const { t } = useTranslation('plans');
  const { t: tv } = useTranslation('voices');
  const client = useQueryClient();
  const base = useQuery({
    queryKey: planKeys.bpFeatures(row.bp_id),
    queryFn: ({ signal }) =>
      api<PlanFeature[]>('/billing/business-plan-features-for-sp-plan', { selection, signal, query: { bp_id: Number(row.bp_id) } }),
  });
  const [draft, setDraft] = useState<Draft>(
    () => new Map((row.features as PlanFeature[]).map((f) => [f.feature, { limit: text(f.limit), burst: text(f.burst_limit) }])),
  );
  const [losses, setLosses] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const toggle = (feature: string, on: boolean) =>
    setDraft((old) => {
      const next = new Map(old);
      if (on) next.set(feature, { limit: '', burst: '' });
      else next.delete(feature);
      return next;
    });
  const setLimit = (feature: string, key: 'limit' | 'burst', v: string) =>
    setDraft((old) => new Map(old).set(feature, { ...old.get(feature)!, [key]: v.replace(/[^0-9]/g, '') }));

  const save = async (confirm: boolean) => {
    setBusy(true);
    try {
      const features = [...draft].map(([feature, l]) => ({ feature, limit: value(l.limit), burst_limit: value(l.burst) }));
      await api(`/billing/sp-plans/${row.sp_plan_id}`, {
        method: 'PUT',
        selection,
        body: { features, ...(confirm ? { confirm_changes: true } : {}) },
      });
      setLosses(null);
      notifySuccess(t('saved', { name: row.sp_plan_name }));
      void client.invalidateQueries({ queryKey: queryKeys.system() });
    } catch (e) {
      // 409: the change takes features from accounts; the server lists them (spec 3 §4).
      if (e instanceof ApiError && e.status === 409) setLosses(((e.body as { errors?: string[] })?.errors ?? []).slice(1));
      else notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  if (base.isPending) return <Spinner size={18} />;
  if (base.isError)
    return (
      <p className="ent-muted" role="alert">
        {base.error.message}
      </p>
    );
  return (
    <section data-testid="sp-plan-features" aria-label={tv('spPlanFeatures')}>
      <h3 className="ent-section">{tv('spPlanFeatures')}</h3>
      <p className="ent-muted">{tv('withinBase', { name: String(row.bp_name) })}</p>
      <HTMLTable compact className="plan-features">
        <thead>
          <tr>
            <th>{t('feature')}</th>
            <th>{t('limit')}</th>
            <th>{t('burst')}</th>
          </tr>
        </thead>
        <tbody>
          {base.data.map((b) => {
            const f = draft.get(b.feature);
            const metric = appFeatureOf(b.feature)?.metric;
            return (
              <tr key={b.feature}>
                <td>
                  <Checkbox
                    labelElement={<FeatureName feature={b.feature} />}
                    checked={!!f}
                    disabled={!canWrite}
                    onChange={(e) => toggle(b.feature, e.currentTarget.checked)}
                  />
                </td>
                <td>
                  {metric && f && (
                    <InputGroup
                      className="plan-limit"
                      small
                      inputMode="numeric"
                      aria-label={t('limitOf', { feature: t(`featureNames.${b.feature}`) })}
                      placeholder={b.limit === null ? t('unlimited') : String(b.limit)}
                      disabled={!canWrite}
                      value={f.limit}
                      onKeyDown={noSubmit}
                      onValueChange={(v) => setLimit(b.feature, 'limit', v)}
                    />
                  )}
                </td>
                <td>
                  {metric && f && (
                    <InputGroup
                      className="plan-limit"
                      small
                      inputMode="numeric"
                      aria-label={t('burstOf', { feature: t(`featureNames.${b.feature}`) })}
                      placeholder={b.burst_limit === null ? '0' : String(b.burst_limit)}
                      disabled={!canWrite}
                      value={f.burst}
                      onKeyDown={noSubmit}
                      onValueChange={(v) => setLimit(b.feature, 'burst', v)}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {losses && (
        <Callout intent="warning" className="plan-loss" title={t('changes.title')} data-testid="sp-plan-losses">
          <p>{t('changes.intro')}</p>
          <ul>
            {losses.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          <div className="plan-actions">
            <Button text={t('changes.cancel')} onClick={() => setLosses(null)} />
            <Button intent="danger" icon="floppy-disk" loading={busy} text={t('changes.confirm')} onClick={() => void save(true)} />
          </div>
        </Callout>
      )}
      {canWrite && !losses && (
        <div className="plan-actions">
          <Button intent="primary" icon="floppy-disk" loading={busy} text={tv('saveFeatures')} onClick={() => void save(false)} />
        </div>
      )}
    </section>
  );
}
