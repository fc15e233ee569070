import { Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { planKeys } from '@client/api/queryKeys';
import { useTranslation } from 'react-i18next';
import { plansApi } from './api';

/** The plans tree (GET /billing/get-plans-tree/{id}): the provider plans built on this plan and the accounts allocated them. */
export function PlansTree({ bpId, stamp }: { bpId: number; stamp: string }) {
  const { t } = useTranslation('plans');
  const tree = useQuery({ queryKey: planKeys.tree(bpId, stamp), queryFn: ({ signal }) => plansApi.tree(bpId, signal) });
  if (tree.isPending) return <Spinner size={18} />;
  if (tree.isError) return <p className="ent-muted">{tree.error.message}</p>;
  if (tree.data.sp_plans.length === 0) return <p className="ent-muted plan-tree-empty">{t('tree.empty')}</p>;
  return (
    <ul className="plan-tree" data-testid="plans-tree" aria-label={t('tree.title')}>
      {tree.data.sp_plans.map((sp) => (
        <li key={sp.sp_plan_id}>
          <strong>{sp.sp_plan_name}</strong> <span className="ent-muted">· {sp.sp_name}</span>
          {sp.ac_plans.length > 0 && (
            <ul className="plan-tree">
              {sp.ac_plans.map((ac) => (
                <li key={ac.ac_plan_id}>
                  {ac.ac_name} <span className="ent-muted">· {ac.ac_plan_name}</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
