import { Button, Checkbox, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanChanges, PlanFeature } from '@shared/api/plans';
import { appFeatures } from '@shared/plans/catalogue';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { queryKeys } from '@client/api/queryKeys';
import type { EntityRow } from '../entities/api';
import { plansApi, type IncludesBody } from './api';
import { ChangesDialog } from './ChangesDialog';
import { FeatureName } from './FeatureName';
import { PlanCompare } from './PlanCompare';
import { PlansTree } from './PlansTree';
import PlanVoiceIncludes from '../voices/PlanVoiceIncludes';
import './i18n';
import './plans.css';

type Draft = Map<string, { limit: string; burst: string }>;
const limitText = (v: number | null) => (v === null ? '' : String(v));
const limitValue = (v: string) => (v.trim() === '' ? null : Number(v));
/** Enter in a limit does not submit the panel's form. */
const noSubmit = (e: KeyboardEvent) => e.key === 'Enter' && e.preventDefault();

/**
 * A business plan's includes beside its fields (issue 16 §1): features in or out with their limit and burst,
 * node types in or out. Saving asks the changes check first and shows which accounts would lose what before
 * anything is saved (refused unless confirmed); then compare with another plan, and the plans tree.
 */
export default function PlanIncludes({ row, canWrite }: { row: EntityRow; canWrite: boolean }) {
  const { t } = useTranslation('plans');
  const client = useQueryClient();
  const bpId = row.bp_id as number;
  const [features, setFeatures] = useState<Draft>(() => new Map((row.features as PlanFeature[]).map((f) => [f.feature, { limit: limitText(f.limit), burst: limitText(f.burst_limit) }])));
  const allNodes = [...(row.nodes as string[]), ...(row.nodes_not_in_plan as string[])].sort();
  const [nodes, setNodes] = useState(() => new Set(row.nodes as string[]));
  const [changes, setChanges] = useState<PlanChanges | null>(null);
  const [busy, setBusy] = useState(false);

  const body = (): IncludesBody => ({
    features: [...features].map(([feature, l]) => ({ feature, limit: limitValue(l.limit), burst_limit: limitValue(l.burst) })),
    nodes: allNodes.filter((n) => nodes.has(n)),
  });
  const toggleFeature = (feature: string, on: boolean) =>
    setFeatures((old) => {
      const next = new Map(old);
      if (on) next.set(feature, { limit: '', burst: '' });
      else next.delete(feature);
      return next;
    });
  const setLimit = (feature: string, key: 'limit' | 'burst', value: string) =>
    setFeatures((old) => new Map(old).set(feature, { ...old.get(feature)!, [key]: value.replace(/[^0-9]/g, '') }));
  const toggleNode = (type: string, on: boolean) => setNodes((old) => { const next = new Set(old); if (on) next.add(type); else next.delete(type); return next; });

  const save = async (confirm: boolean) => {
    setBusy(true);
    try {
      await plansApi.save(bpId, body(), confirm);
      setChanges(null);
      notifySuccess(t('saved', { name: row.bp_name }));
      void client.invalidateQueries({ queryKey: queryKeys.system() });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  /** The changes check first (spec 3 §4): a safe update saves at once; otherwise the losses are shown. */
  const checkThenSave = async () => {
    setBusy(true);
    try {
      const answer = await plansApi.check(bpId, body());
      setBusy(false);
      if (answer.safe_update) await save(false);
      else setChanges(answer);
    } catch (e) {
      setBusy(false);
      notifyError(e);
    }
  };

  return (
    <div data-testid="plan-includes">
      <h3 className="ent-section">{t('features')}</h3>
      <HTMLTable compact className="plan-features">
        <thead><tr><th>{t('feature')}</th><th>{t('limit')}</th><th>{t('burst')}</th></tr></thead>
        <tbody>
          {appFeatures.map(({ feature, metric }) => {
            const f = features.get(feature);
            return (
              <tr key={feature}>
                <td><Checkbox labelElement={<FeatureName feature={feature} />} checked={!!f} disabled={!canWrite} onChange={(e) => toggleFeature(feature, e.currentTarget.checked)} /></td>
                <td>{metric && f && <InputGroup className="plan-limit" small inputMode="numeric" aria-label={t('limitOf', { feature: t(`featureNames.${feature}`) })} placeholder={t('unlimited')} disabled={!canWrite} value={f.limit} onKeyDown={noSubmit} onValueChange={(v) => setLimit(feature, 'limit', v)} />}</td>
                <td>{metric && f && <InputGroup className="plan-limit" small inputMode="numeric" aria-label={t('burstOf', { feature: t(`featureNames.${feature}`) })} placeholder="0" disabled={!canWrite} value={f.burst} onKeyDown={noSubmit} onValueChange={(v) => setLimit(feature, 'burst', v)} />}</td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <h3 className="ent-section">{t('nodeTypes', { count: nodes.size })}</h3>
      <div className="plan-nodes">
        {allNodes.map((type) => <Checkbox key={type} label={type} checked={nodes.has(type)} disabled={!canWrite} onChange={(e) => toggleNode(type, e.currentTarget.checked)} />)}
      </div>
      {canWrite && (
        <div className="plan-actions">
          <Button intent="primary" icon="floppy-disk" loading={busy && !changes} text={t('saveIncludes')} onClick={() => void checkThenSave()} />
        </div>
      )}
      <ChangesDialog changes={changes} saving={busy} onConfirm={() => void save(true)} onCancel={() => setChanges(null)} />
      <PlanVoiceIncludes row={row} canWrite={canWrite} />
      <h3 className="ent-section">{t('compare.title')}</h3>
      <PlanCompare bpId={bpId} />
      <h3 className="ent-section">{t('tree.title')}</h3>
      <PlansTree bpId={bpId} stamp={String(row.updated_at)} />
    </div>
  );
}
