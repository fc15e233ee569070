import type { Db } from '../../db/index';
import type { PlanComparison, PlansTree } from '@shared/api/plans';
import { appFeatures } from '@shared/plans/catalogue';
import { notFound } from '../../http/errors';
import { readIncludes, planableNodeTypes } from './includes';

/** Business plans side by side (POST /billing/compare-plans): each feature and node type, in or out of each plan. */
export async function comparePlans(db: Db, bpIds: number[]): Promise<PlanComparison> {
  const plans = await db.selectFrom('business_plans').select(['bp_id', 'bp_name', 'plan_type']).where('bp_id', 'in', bpIds).execute();
  if (plans.length !== new Set(bpIds).size) throw notFound();
  const ordered = bpIds.map((id) => plans.find((p) => p.bp_id === id)!);
  const includes = await readIncludes(db, bpIds);
  const of = ordered.map((p) => includes(p.bp_id));
  return {
    plans: ordered.map((p) => ({
      bp_id: p.bp_id,
      bp_name: p.bp_name,
      plan_type: p.plan_type as PlanComparison['plans'][number]['plan_type'],
    })),
    features: appFeatures.map(({ feature }) => ({
      feature,
      plans: of.map((inc) => {
        const f = inc.features.find((x) => x.feature === feature);
        return { included: !!f, limit: f?.limit ?? null, burst_limit: f?.burst_limit ?? null };
      }),
    })),
    nodes: planableNodeTypes().map((node_type) => ({ node_type, plans: of.map((inc) => inc.nodes.includes(node_type)) })),
  };
}

/** A business plan with the provider plans built on it and the account plans built on those (GET /billing/get-plans-tree/{id}). */
export async function plansTree(db: Db, bpId: number, spIds: 'any' | readonly number[]): Promise<PlansTree> {
  const bp = await db.selectFrom('business_plans').select(['bp_id', 'bp_name', 'plan_type']).where('bp_id', '=', bpId).executeTakeFirst();
  if (!bp) throw notFound();
  let q = db
    .selectFrom('sp_plans')
    .innerJoin('service_providers', 'service_providers.sp_id', 'sp_plans.sp_id')
    .select(['sp_plans.sp_plan_id', 'sp_plans.sp_plan_name', 'sp_plans.sp_id', 'service_providers.sp_name'])
    .where('sp_plans.bp_id', '=', bpId)
    .where('sp_plans.is_enabled', '=', 1)
    .orderBy('service_providers.sp_name')
    .orderBy('sp_plans.sp_plan_name');
  if (spIds !== 'any') q = q.where('sp_plans.sp_id', 'in', spIds.length ? [...spIds] : [-1]);
  const sps = await q.execute();
  const acs = sps.length
    ? await db
        .selectFrom('ac_plans')
        .innerJoin('accounts', 'accounts.ac_id', 'ac_plans.ac_id')
        .select(['ac_plans.ac_plan_id', 'ac_plans.ac_plan_name', 'ac_plans.ac_id', 'ac_plans.sp_plan_id', 'accounts.ac_name'])
        .where(
          'ac_plans.sp_plan_id',
          'in',
          sps.map((s) => s.sp_plan_id),
        )
        .where('ac_plans.is_enabled', '=', 1)
        .orderBy('accounts.ac_name')
        .execute()
    : [];
  return {
    bp_id: bp.bp_id,
    bp_name: bp.bp_name,
    plan_type: bp.plan_type as PlansTree['plan_type'],
    sp_plans: sps.map((s) => ({ ...s, ac_plans: acs.filter((a) => a.sp_plan_id === s.sp_plan_id).map(({ sp_plan_id: _s, ...a }) => a) })),
  };
}
