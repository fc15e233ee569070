import { fieldsFromApi, fieldsToApi } from '@shared/entities/field-values';
import { spPlanFields } from '@shared/entities/sp-plans.fields';
import { spPlansEntity } from '@shared/entities/sp-plans.schema';
import type { PlanFeature, SpPlan } from '@shared/api/plans';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { defineEntityResource, type EntityContext, type EntityWriteContext, type Row } from '../../http/entity-resource';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { dependants, materialise } from './access';
import { applyPlanChange } from './business-plans';
import { notifyPlanChange } from './notify';

async function toApi(db: Db, rows: Row[]): Promise<SpPlan[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.sp_plan_id as number);
  const sps = await db
    .selectFrom('service_providers')
    .select(['sp_id', 'sp_name'])
    .where('sp_id', 'in', [...new Set(rows.map((r) => r.sp_id as number))])
    .execute();
  const bps = await db
    .selectFrom('business_plans')
    .select(['bp_id', 'bp_name'])
    .where('bp_id', 'in', [...new Set(rows.map((r) => r.bp_id as number))])
    .execute();
  const features = await db.selectFrom('sp_plan_features').selectAll().where('sp_plan_id', 'in', ids).orderBy('id').execute();
  const counts = await db
    .selectFrom('ac_plans')
    .select(['sp_plan_id', (e) => e.fn.countAll().as('n')])
    .where('sp_plan_id', 'in', ids)
    .where('is_enabled', '=', 1)
    .groupBy('sp_plan_id')
    .execute();
  return rows.map((r) => ({
    sp_plan_id: r.sp_plan_id,
    ...(fieldsToApi(spPlanFields, r) as Pick<SpPlan, keyof typeof spPlanFields>),
    sp_id: r.sp_id,
    sp_name: sps.find((s) => s.sp_id === r.sp_id)?.sp_name ?? '',
    bp_name: bps.find((b) => b.bp_id === r.bp_id)?.bp_name ?? '',
    is_enabled: r.is_enabled,
    features: features
      .filter((f) => f.sp_plan_id === r.sp_plan_id)
      .map((f) => ({ feature: f.feature, limit: f.feature_limit, burst_limit: f.burst_limit })),
    ac_plan_count: Number(counts.find((c) => c.sp_plan_id === r.sp_plan_id)?.n ?? 0),
    updated_at: r.updated_at,
  }));
}

/** The plan's own columns and the provider chosen at system scope; its features are written beside them (afterWrite). */
const fromApi = (input: Row, ctx: EntityWriteContext): Row => ({
  ...('sp_id' in input ? { sp_id: input.sp_id } : {}),
  ...fieldsFromApi(spPlanFields, input, ctx.mode),
});

/** The business plan a provider plan is built on: enabled, and of the same plan type once the plan exists. */
export async function basePlan(db: Db, bpId: number, planType?: string) {
  const bp = await db.selectFrom('business_plans').selectAll().where('bp_id', '=', bpId).where('is_enabled', '=', 1).executeTakeFirst();
  if (!bp) throw unprocessable(messages.plans.baseDisabled, [`bp_id: ${messages.plans.baseDisabled}`]);
  if (planType && bp.plan_type !== planType)
    throw unprocessable(messages.plans.baseOfAnotherType, [`bp_id: ${messages.plans.baseOfAnotherType}`]);
  return bp;
}

/** The features given for a provider plan: each in its business plan, with limits no higher than the business plan's. */
async function checkedFeatures(db: Db, bpId: number, given: PlanFeature[] | undefined): Promise<PlanFeature[]> {
  const base = await db.selectFrom('business_plan_includes').selectAll().where('bp_id', '=', bpId).where('kind', '=', 'feature').execute();
  if (!given) return base.map((b) => ({ feature: b.item, limit: b.feature_limit, burst_limit: b.burst_limit }));
  const errors: string[] = [];
  for (const f of given) {
    const b = base.find((x) => x.item === f.feature);
    if (!b) errors.push(fill(messages.plans.featureNotInBase, { feature: f.feature }));
    else if (b.feature_limit !== null && (f.limit === null || f.limit > b.feature_limit))
      errors.push(fill(messages.plans.limitAboveBase, { feature: f.feature, limit: b.feature_limit }));
  }
  if (errors.length)
    throw unprocessable(
      errors[0],
      errors.map((e) => `features: ${e}`),
    );
  return given;
}

async function beforeWrite(values: Row, ctx: EntityWriteContext): Promise<Row> {
  if (ctx.mode === 'create') {
    if (values.sp_id === undefined || values.sp_id === null)
      throw unprocessable(messages.entities.providerRequired, [`sp_id: ${messages.entities.providerRequired}`]);
    const sp = await ctx.trx
      .selectFrom('service_providers')
      .select(['sp_id', 'is_enabled'])
      .where('sp_id', '=', values.sp_id)
      .executeTakeFirst();
    if (!sp) throw notFound(messages.entities.providerNotFound);
    if (sp.is_enabled !== 1) throw unprocessable(messages.entities.providerDisabled);
  }
  const bp = await basePlan(ctx.trx, values.bp_id, ctx.existing?.plan_type);
  return { ...values, plan_type: bp.plan_type };
}

async function afterWrite(row: Row, ctx: EntityWriteContext): Promise<void> {
  const given = ctx.input.features as PlanFeature[] | undefined;
  if (ctx.mode === 'create' || given || ctx.existing?.bp_id !== row.bp_id) {
    const features = await checkedFeatures(ctx.trx, row.bp_id, ctx.mode === 'create' || given ? given : undefined);
    await ctx.trx.deleteFrom('sp_plan_features').where('sp_plan_id', '=', row.sp_plan_id).execute();
    const rows = features.map((f) => ({
      sp_plan_id: row.sp_plan_id,
      feature: f.feature,
      feature_limit: f.limit ?? null,
      burst_limit: f.burst_limit ?? null,
    }));
    if (rows.length) await ctx.trx.insertInto('sp_plan_features').values(rows).execute();
  }
  const target = await dependants(ctx.trx, { spPlanId: row.sp_plan_id });
  await applyPlanChange(ctx.trx, { acIds: target.acIds, spIds: [row.sp_id] }, ctx.input.confirm_changes === true);
}

/** A provider plan that enabled account plans are built on is not deleted; otherwise the provider's features follow. */
async function afterDelete(rows: Row[], ctx: EntityContext): Promise<void> {
  for (const row of rows) {
    const used = await ctx.trx
      .selectFrom('ac_plans')
      .select('ac_plan_id')
      .where('sp_plan_id', '=', row.sp_plan_id)
      .where('is_enabled', '=', 1)
      .executeTakeFirst();
    if (used) throw conflict(messages.plans.inUseByAccountPlans);
  }
  await materialise(ctx.trx, { spIds: rows.map((r) => r.sp_id) });
}

export const spPlans = defineEntityResource(spPlansEntity, {
  toApi,
  fromApi,
  beforeWrite,
  afterWrite,
  afterDelete,
  async afterChange(request, rows) {
    for (const row of rows) {
      const target = await dependants(request.server.studio.db, { spPlanId: row.sp_plan_id });
      await notifyPlanChange(request, { acIds: target.acIds, spIds: [row.sp_id] });
    }
  },
});
