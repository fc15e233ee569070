import { Checkbox, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanChanges, PlanFeature } from '@shared/api/plans';
import { appFeatures } from '@shared/plans/catalogue';
import { planKeys } from '@client/api/queryKeys';
import type { PanelExtraProps } from '../entities/panelPart';
import { usePanelPart, useSaveDecision } from '../entities/usePanelPart';
import { plansApi } from './api';
import { ChangesDialog } from './ChangesDialog';
import { FeatureName } from './FeatureName';
import { FeatureTableHead } from './FeatureTableHead';
import { PlanCompare } from './PlanCompare';
import { PlansTree } from './PlansTree';
import PlanVoiceIncludes, { voiceChoicesOf, voiceKinds, type VoiceChoices } from '../voices/PlanVoiceIncludes';
import './i18n';
import './plans.css';

type Draft = Map<string, { limit: string; burst: string }>;
const limitText = (v: number | null) => (v === null ? '' : String(v));
const limitValue = (v: string) => (v.trim() === '' ? null : Number(v));
/** Enter in a limit does not submit the panel's form. */
const noSubmit = (e: KeyboardEvent) => e.key === 'Enter' && e.preventDefault();

/**
 * A business plan's includes beside its fields: features in or out with their limit and burst, node
 * types, voices and languages in or out. They are saved with the plan's fields by the panel's one Save, which asks the
 * changes check first and shows which accounts would lose what before anything is saved (refused unless confirmed);
 * then compare with another plan, and the plans tree.
 */
export default function PlanIncludes({ row, canWrite, setPart }: PanelExtraProps) {
  const { t } = useTranslation('plans');
  const bpId = row.bp_id as number;
  // The features a plan may include are the server's catalogue (the bundled copy while it loads).
  const catalogue = useQuery({ queryKey: planKeys.appFeatures(), queryFn: ({ signal }) => plansApi.features(signal), staleTime: Infinity });
  const without = useQuery({
    queryKey: planKeys.providersWithout(bpId, row.updated_at),
    queryFn: ({ signal }) => plansApi.providersWithout(bpId, signal),
  });
  const [features, setFeatures] = useState<Draft>(
    () => new Map((row.features as PlanFeature[]).map((f) => [f.feature, { limit: limitText(f.limit), burst: limitText(f.burst_limit) }])),
  );
  const allNodes = [...(row.nodes as string[]), ...(row.nodes_not_in_plan as string[])].sort();
  const [nodes, setNodes] = useState(() => new Set(row.nodes as string[]));
  const [voices, setVoices] = useState<VoiceChoices>(() => voiceChoicesOf(row));
  const [changes, setChanges] = useState<PlanChanges | null>(null);
  /** The save waiting on the changes dialog: the confirmation, or false when cancelled. */
  const { ask, decide } = useSaveDecision();

  const includes = () => ({
    features: [...features].map(([feature, l]) => ({ feature, limit: limitValue(l.limit), burst_limit: limitValue(l.burst) })),
    nodes: allNodes.filter((n) => nodes.has(n)),
    ...Object.fromEntries(voiceKinds.map((k) => [k, [...voices[k]]])),
  });
  const saved = useRef(JSON.stringify(includes()));
  const toggleFeature = (feature: string, on: boolean) =>
    setFeatures((old) => {
      const next = new Map(old);
      if (on) next.set(feature, { limit: '', burst: '' });
      else next.delete(feature);
      return next;
    });
  const setLimit = (feature: string, key: 'limit' | 'burst', value: string) =>
    setFeatures((old) => new Map(old).set(feature, { ...old.get(feature)!, [key]: value.replace(/[^0-9]/g, '') }));
  const toggleNode = (type: string, on: boolean) =>
    setNodes((old) => {
      const next = new Set(old);
      if (on) next.add(type);
      else next.delete(type);
      return next;
    });

  // The panel's Save sends what changed here with the fields; the changes check runs first (spec 3 §4): a safe
  // update saves at once, otherwise the losses are shown and the save waits for the confirmation.
  usePanelPart(setPart, () => ({
    body: () => {
      const now = includes();
      return JSON.stringify(now) === saved.current ? null : now;
    },
    beforeSave: async (body) => {
      const check = await plansApi.check(bpId, body);
      if (check.safe_update) return {};
      setChanges(check);
      const confirmed = await ask();
      setChanges(null);
      return confirmed;
    },
    saved: () => void (saved.current = JSON.stringify(includes())),
  }));

  return (
    <div data-testid="plan-includes">
      <h3 className="ent-section">{t('features')}</h3>
      <HTMLTable compact className="plan-features">
        <FeatureTableHead />
        <tbody>
          {(catalogue.data ?? appFeatures).map(({ feature, metric }) => {
            const f = features.get(feature);
            return (
              <tr key={feature}>
                <td>
                  <Checkbox
                    labelElement={<FeatureName feature={feature} />}
                    checked={!!f}
                    disabled={!canWrite}
                    onChange={(e) => toggleFeature(feature, e.currentTarget.checked)}
                  />
                </td>
                <td>
                  {metric && f && (
                    <InputGroup
                      className="plan-limit"
                      small
                      inputMode="numeric"
                      aria-label={t('limitOf', { feature: t(`featureNames.${feature}`) })}
                      placeholder={t('unlimited')}
                      disabled={!canWrite}
                      value={f.limit}
                      onKeyDown={noSubmit}
                      onValueChange={(v) => setLimit(feature, 'limit', v)}
                    />
                  )}
                </td>
                <td>
                  {metric && f && (
                    <InputGroup
                      className="plan-limit"
                      small
                      inputMode="numeric"
                      aria-label={t('burstOf', { feature: t(`featureNames.${feature}`) })}
                      placeholder="0"
                      disabled={!canWrite}
                      value={f.burst}
                      onKeyDown={noSubmit}
                      onValueChange={(v) => setLimit(feature, 'burst', v)}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <h3 className="ent-section">{t('nodeTypes', { count: nodes.size })}</h3>
      <div className="plan-nodes">
        {allNodes.map((type) => (
          <Checkbox
            key={type}
            label={type}
            checked={nodes.has(type)}
            disabled={!canWrite}
            onChange={(e) => toggleNode(type, e.currentTarget.checked)}
          />
        ))}
      </div>
      <ChangesDialog changes={changes} saving={false} onConfirm={() => decide({ confirm_changes: true })} onCancel={() => decide(false)} />
      <PlanVoiceIncludes chosen={voices} onChange={setVoices} canWrite={canWrite} />
      <h3 className="ent-section">{t('compare.title')}</h3>
      <PlanCompare bpId={bpId} planType={String(row.plan_type)} />
      <h3 className="ent-section">{t('tree.title')}</h3>
      <PlansTree bpId={bpId} stamp={String(row.updated_at)} />
      <h3 className="ent-section">{t('providersWithout.title')}</h3>
      {without.data && without.data.length === 0 && <p className="bp6-text-muted">{t('providersWithout.none')}</p>}
      <div className="plan-providers" data-testid="plan-providers-without">
        {without.data?.map((p) => (
          <Tag key={p.sp_id} minimal round>
            {p.sp_name}
          </Tag>
        ))}
      </div>
    </div>
  );
}
