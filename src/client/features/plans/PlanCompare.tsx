import { Button, Dialog, DialogBody, HTMLSelect, HTMLTable, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanComparison } from '@shared/api/plans';
import { notifyError } from '@client/shell/notices';
import { planKeys } from '@client/api/queryKeys';
import { plansApi } from './api';

/**
 * Compare plans side by side (POST /billing/compare-plans): this plan and another of its plan type (GET
 * /billing/business-plans-of-same-type), feature by feature and node type by node type.
 */
export function PlanCompare({ bpId, planType }: { bpId: number; planType: string }) {
  const { t } = useTranslation('plans');
  const plans = useQuery({ queryKey: planKeys.sameType(planType), queryFn: ({ signal }) => plansApi.sameType(planType, signal) });
  const others = (plans.data ?? []).filter((p) => p.bp_id !== bpId);
  const [other, setOther] = useState('');
  const [result, setResult] = useState<PlanComparison | null>(null);
  const [busy, setBusy] = useState(false);
  const compare = async () => {
    const with_ = Number(other || others[0]?.bp_id);
    if (!with_) return;
    setBusy(true);
    try {
      setResult(await plansApi.compare([bpId, with_]));
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  const cell = (c: { included: boolean; limit: number | null }) =>
    c.included ? (c.limit === null ? t('compare.unlimited') : String(c.limit)) : '—';
  return (
    <div className="plan-actions">
      <HTMLSelect
        aria-label={t('compare.with')}
        value={other}
        onChange={(e) => setOther(e.currentTarget.value)}
        disabled={others.length === 0}
        options={others.map((p) => ({ value: String(p.bp_id), label: p.bp_name }))}
      />
      <Button icon="comparison" text={t('compare.button')} disabled={others.length === 0} loading={busy} onClick={() => void compare()} />
      <Dialog isOpen={!!result} onClose={() => setResult(null)} title={t('compare.title')} icon="comparison" style={{ width: 640 }}>
        <DialogBody>
          {!result ? (
            <Spinner />
          ) : (
            <div className="plan-compare-wrap" tabIndex={0} role="region" aria-label={t('compare.title')}>
              <HTMLTable compact striped className="plan-compare" data-testid="plan-compare">
                <thead>
                  <tr>
                    <th>{t('compare.item')}</th>
                    {result.plans.map((p) => (
                      <th key={p.bp_id}>{p.bp_name}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {result.features
                    .filter((f) => f.plans.some((p) => p.included))
                    .map((f) => (
                      <tr key={f.feature}>
                        <td>{f.feature}</td>
                        {f.plans.map((c, i) => (
                          <td key={i}>{cell(c)}</td>
                        ))}
                      </tr>
                    ))}
                  {result.nodes
                    .filter((n) => n.plans.some(Boolean))
                    .map((n) => (
                      <tr key={n.node_type}>
                        <td>{t('compare.node', { type: n.node_type })}</td>
                        {n.plans.map((c, i) => (
                          <td key={i}>{c ? '✓' : '—'}</td>
                        ))}
                      </tr>
                    ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
        </DialogBody>
      </Dialog>
    </div>
  );
}
