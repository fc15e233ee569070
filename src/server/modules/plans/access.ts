import { appFeatureOf } from '@shared/plans/catalogue';
import type { AccountLoss } from '@shared/api/plans';
import type { Db } from '../../db/index';
import { hardLimit, usageOf } from './usage';
import { materialiseVoiceItems, voiceLosses } from '../voices/account-voices';
import { accountRows } from '../../http/tenant-repo';

/**
 * What plans give: an account's enabled features (with limits) and node types come from its
 * enabled account plans → their provider plans → business plans; a provider's own features ('manage',
 * 'analyse', 'discover') from its enabled provider plans. They are materialised into enabled_features and
 * enabled_node_types — the cache every request reads — and recomputed in the transaction of every plan change.
 */
export interface Limit {
  limit: number | null;
  burst: number | null;
}
export interface AccountAccess {
  spId: number;
  features: Map<string, Limit>;
  nodes: Set<string>;
}

/** The lower of two limits, null being unlimited. */
const lower = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
/** The higher of two limits (two plans of one account give the more generous), null being unlimited. */
const higher = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.max(a, b));

type FeatureRow = { feature: string; feature_limit: number | null; burst_limit: number | null };

/** The features of provider plans, each within its business plan (a feature the business plan dropped is gone). */
async function planFeatures(db: Db, plans: readonly { sp_plan_id: number; bp_id: number }[], level: 'sp' | 'ac') {
  const out = new Map<number, Map<string, Limit>>();
  if (plans.length === 0) return out;
  const spRows = await db
    .selectFrom('sp_plan_features')
    .select(['sp_plan_id', 'feature', 'feature_limit', 'burst_limit'])
    .where(
      'sp_plan_id',
      'in',
      plans.map((p) => p.sp_plan_id),
    )
    .execute();
  const bpRows = await db
    .selectFrom('business_plan_includes')
    .select(['bp_id', 'item as feature', 'feature_limit', 'burst_limit'])
    .where('kind', '=', 'feature')
    .where('bp_id', 'in', [...new Set(plans.map((p) => p.bp_id))])
    .execute();
  const bpOf = new Map<number, Map<string, FeatureRow>>();
  for (const r of bpRows) bpOf.set(r.bp_id, (bpOf.get(r.bp_id) ?? new Map()).set(r.feature, r));
  for (const plan of plans) {
    const base = bpOf.get(plan.bp_id) ?? new Map<string, FeatureRow>();
    const features = new Map<string, Limit>();
    for (const r of spRows.filter((s) => s.sp_plan_id === plan.sp_plan_id)) {
      const b = base.get(r.feature);
      if (!b || appFeatureOf(r.feature)?.level !== level) continue;
      features.set(r.feature, { limit: lower(r.feature_limit, b.feature_limit), burst: lower(r.burst_limit, b.burst_limit) });
    }
    out.set(plan.sp_plan_id, features);
  }
  return out;
}

/** What the accounts' enabled plans give each of them (an account without a plan gets nothing). */
export async function computeAccountAccess(db: Db, acIds: readonly number[]): Promise<Map<number, AccountAccess>> {
  const out = new Map<number, AccountAccess>();
  if (acIds.length === 0) return out;
  const accounts = await db
    .selectFrom('accounts')
    .select(['ac_id', 'sp_id'])
    .where('ac_id', 'in', acIds as number[])
    .execute();
  for (const a of accounts) out.set(a.ac_id, { spId: a.sp_id, features: new Map(), nodes: new Set() });
  const plans = await db
    .selectFrom('ac_plans as ap')
    .innerJoin('sp_plans as sp', 'sp.sp_plan_id', 'ap.sp_plan_id')
    .innerJoin('business_plans as bp', 'bp.bp_id', 'sp.bp_id')
    .select(['ap.ac_id', 'sp.sp_plan_id', 'bp.bp_id'])
    .where('ap.ac_id', 'in', acIds as number[])
    .where('ap.is_enabled', '=', 1)
    .where('sp.is_enabled', '=', 1)
    .where('bp.is_enabled', '=', 1)
    .execute();
  const features = await planFeatures(db, plans, 'ac');
  const bpIds = [...new Set(plans.map((p) => p.bp_id))];
  const nodeRows = bpIds.length
    ? await db
        .selectFrom('business_plan_includes')
        .select(['bp_id', 'item'])
        .where('kind', '=', 'node')
        .where('bp_id', 'in', bpIds)
        .execute()
    : [];
  for (const plan of plans) {
    const access = out.get(plan.ac_id);
    if (!access) continue;
    for (const [feature, limit] of features.get(plan.sp_plan_id) ?? []) {
      const had = access.features.get(feature);
      access.features.set(feature, had ? { limit: higher(had.limit, limit.limit), burst: higher(had.burst, limit.burst) } : limit);
    }
    for (const r of nodeRows) if (r.bp_id === plan.bp_id) access.nodes.add(r.item);
  }
  return out;
}

/** The provider-level features of providers, from their enabled provider plans. */
export async function computeProviderFeatures(db: Db, spIds: readonly number[]): Promise<Map<number, Set<string>>> {
  const out = new Map<number, Set<string>>(spIds.map((id) => [id, new Set<string>()]));
  if (spIds.length === 0) return out;
  const plans = await db
    .selectFrom('sp_plans as sp')
    .innerJoin('business_plans as bp', 'bp.bp_id', 'sp.bp_id')
    .select(['sp.sp_id', 'sp.sp_plan_id', 'bp.bp_id'])
    .where('sp.sp_id', 'in', spIds as number[])
    .where('sp.is_enabled', '=', 1)
    .where('bp.is_enabled', '=', 1)
    .execute();
  const features = await planFeatures(db, plans, 'sp');
  for (const plan of plans) for (const f of features.get(plan.sp_plan_id)?.keys() ?? []) out.get(plan.sp_id)!.add(f);
  return out;
}

/** Writes what the plans give into the cache tables (inside the plan change's transaction). */
export async function materialise(db: Db, target: { acIds?: readonly number[]; spIds?: readonly number[] }): Promise<void> {
  const acIds = [...new Set(target.acIds ?? [])];
  const spIds = [...new Set(target.spIds ?? [])];
  if (acIds.length) {
    const access = await computeAccountAccess(db, acIds);
    await db.deleteFrom('enabled_features').where('ac_id', 'in', acIds).execute();
    await db.deleteFrom('enabled_node_types').where('ac_id', 'in', acIds).execute();
    const features = [...access].flatMap(([ac_id, a]) =>
      [...a.features].map(([feature, l]) => ({ sp_id: a.spId, ac_id, feature, feature_limit: l.limit, burst_limit: l.burst })),
    );
    const nodes = [...access].flatMap(([ac_id, a]) => [...a.nodes].map((node_type) => ({ sp_id: a.spId, ac_id, node_type })));
    for (let i = 0; i < features.length; i += 200)
      await db
        .insertInto('enabled_features')
        .values(features.slice(i, i + 200))
        .execute();
    for (let i = 0; i < nodes.length; i += 200)
      await db
        .insertInto('enabled_node_types')
        .values(nodes.slice(i, i + 200))
        .execute();
    await materialiseVoiceItems(db, acIds);
  }
  if (spIds.length) {
    const provider = await computeProviderFeatures(db, spIds);
    await db.deleteFrom('enabled_features').where('sp_id', 'in', spIds).where('ac_id', 'is', null).execute();
    const rows = [...provider].flatMap(([sp_id, set]) => [...set].map((feature) => ({ sp_id, ac_id: null, feature })));
    if (rows.length) await db.insertInto('enabled_features').values(rows).execute();
  }
}

/**
 * What the plans as they now stand in the transaction would take from the accounts, against what the cache
 * still holds: features and node types they lose (with the nodes of each type they have) and limits below
 * their usage. The changes check runs it in a transaction it rolls back; an update before it materialises.
 */
export async function accountLosses(db: Db, acIds: readonly number[]): Promise<AccountLoss[]> {
  if (acIds.length === 0) return [];
  const next = await computeAccountAccess(db, acIds);
  const names = await db
    .selectFrom('accounts')
    .innerJoin('service_providers', 'service_providers.sp_id', 'accounts.sp_id')
    .select(['accounts.ac_id', 'accounts.ac_name', 'service_providers.sp_name'])
    .where('accounts.ac_id', 'in', acIds as number[])
    .where('accounts.is_enabled', '=', 1)
    .orderBy('accounts.ac_name')
    .execute();
  const out: AccountLoss[] = [];
  for (const account of names) {
    const access = next.get(account.ac_id)!;
    const had = await accountRows(db, account.ac_id).selectFrom('enabled_features').select('feature').execute();
    const hadNodes = await accountRows(db, account.ac_id).selectFrom('enabled_node_types').select('node_type').execute();
    const lostFeatures = had
      .map((r) => r.feature)
      .filter((f) => appFeatureOf(f) && !access.features.has(f))
      .sort();
    const lostTypes = hadNodes
      .map((r) => r.node_type)
      .filter((t) => !access.nodes.has(t))
      .sort();
    const used = lostTypes.length
      ? await accountRows(db, account.ac_id)
          .selectFrom('nodes')
          .select(['node_type', (e) => e.fn.countAll().as('n')])
          .where('node_type', 'in', lostTypes)
          .groupBy('node_type')
          .execute()
      : [];
    const overLimits: AccountLoss['over_limits'] = [];
    for (const [feature, l] of access.features) {
      const metric = appFeatureOf(feature)?.metric;
      const hard = hardLimit(l.limit, l.burst);
      if (!metric || hard === null) continue;
      const usage = await usageOf(db, account.ac_id, metric);
      if (usage > hard) overLimits.push({ feature, limit: hard, usage });
    }
    const voices = await voiceLosses(db, account.ac_id);
    if (lostFeatures.length || lostTypes.length || overLimits.length || voices.lost_voices.length || voices.lost_languages.length) {
      out.push({
        ...account,
        ...voices,
        lost_features: lostFeatures,
        lost_nodes: lostTypes.map((node_type) => ({ node_type, in_use: Number(used.find((u) => u.node_type === node_type)?.n ?? 0) })),
        over_limits: overLimits,
      });
    }
  }
  return out;
}

/** The accounts and providers whose plans build on a business plan or a provider plan. */
export async function dependants(db: Db, of: { bpId?: number; spPlanId?: number }): Promise<{ acIds: number[]; spIds: number[] }> {
  let spPlans = db.selectFrom('sp_plans').select(['sp_plan_id', 'sp_id']);
  spPlans = of.bpId !== undefined ? spPlans.where('bp_id', '=', of.bpId) : spPlans.where('sp_plan_id', '=', of.spPlanId ?? -1);
  const plans = await spPlans.execute();
  if (plans.length === 0) return { acIds: [], spIds: [] };
  const acRows = await db
    .selectFrom('ac_plans')
    .select('ac_id')
    .where(
      'sp_plan_id',
      'in',
      plans.map((p) => p.sp_plan_id),
    )
    .execute();
  return { acIds: [...new Set(acRows.map((r) => r.ac_id))], spIds: [...new Set(plans.map((p) => p.sp_id))] };
}
