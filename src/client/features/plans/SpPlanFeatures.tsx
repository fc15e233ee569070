import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { systemSelection } from '@shared/access/scope';
import type { PlanFeature } from '@shared/api/plans';
import { appFeatureOf } from '@shared/plans/catalogue';
import { api, type ApiError } from '@client/api/http';
import { planKeys } from '@client/api/queryKeys';
import type { PanelExtraProps } from '../entities/panelPart';
import { usePanelPart, useSaveDecision } from '../entities/usePanelPart';
import '../voices/i18n';
import { FeatureName } from './FeatureName';
import { FeatureTableHead } from './FeatureTableHead';
import './i18n';
import './plans.css';

type Draft = Map<string, { limit: string; burst: string }>;
const text = (v: number | null) => (v === null ? '' : String(v));
const value = (v: string) => (v.trim() === '' ? null : Number(v));
const noSubmit = (e: KeyboardEvent) => e.key === 'Enter' && e.preventDefault();
const selection = systemSelection;

/**
 * A provider plan's features: a subset of its business plan's features
 * (GET /billing/business-plan-features-for-sp-plan), each limit within the business plan's. They are saved by the
 * panel's one Save; a change that takes features from accounts is refused with the server's list (409), shown here,
 * and saved only when confirmed.
 */
export default function SpPlanFeatures({ row, canWrite, setPart }: PanelExtraProps) {
  const { t } = useTranslation('plans');
  const { t: tv } = useTranslation('voices');
  const base = useQuery({
    queryKey: planKeys.bpFeatures(row.bp_id),
    queryFn: ({ signal }) =>
      api<PlanFeature[]>('/billing/business-plan-features-for-sp-plan', { selection, signal, query: { bp_id: Number(row.bp_id) } }),
  });
  const [draft, setDraft] = useState<Draft>(
    () => new Map((row.features as PlanFeature[]).map((f) => [f.feature, { limit: text(f.limit), burst: text(f.burst_limit) }])),
  );
  const [losses, setLosses] = useState<string[] | null>(null);
  const { ask, decide } = useSaveDecision();
  const toggle = (feature: string, on: boolean) =>
    setDraft((old) => {
      const next = new Map(old);
      if (on) next.set(feature, { limit: '', burst: '' });
      else next.delete(feature);
      return next;
    });
  const setLimit = (feature: string, key: 'limit' | 'burst', v: string) =>
    setDraft((old) => new Map(old).set(feature, { ...old.get(feature)!, [key]: v.replace(/[^0-9]/g, '') }));

  const features = () => [...draft].map(([feature, l]) => ({ feature, limit: value(l.limit), burst_limit: value(l.burst) }));
  const saved = useRef(JSON.stringify(features()));
  usePanelPart(setPart, () => ({
    body: () => (JSON.stringify(features()) === saved.current ? null : { features: features() }),
    // 409: the change takes features from accounts; the server lists them (spec 3 §4) and the save waits for an answer.
    conflict: async (error: ApiError) => {
      setLosses(((error.body as { errors?: string[] })?.errors ?? []).slice(1));
      const more = await ask();
      setLosses(null);
      return more;
    },
    saved: () => void (saved.current = JSON.stringify(features())),
  }));

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
        <FeatureTableHead />
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
      {/* As the business plan's changes check: a dialog over the panel (Escape cancels), the accounts' losses in it. */}
      <Dialog isOpen={!!losses} onClose={() => decide(false)} title={t('changes.title')} icon="warning-sign">
        <DialogBody>
          <Callout intent="warning" className="plan-loss">
            {t('changes.intro')}
          </Callout>
          <ul data-testid="sp-plan-losses">
            {(losses ?? []).map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('changes.cancel')} onClick={() => decide(false)} />
              <Button intent="danger" icon="floppy-disk" text={t('changes.confirm')} onClick={() => decide({ confirm_changes: true })} />
            </>
          }
        />
      </Dialog>
    </section>
  );
}
