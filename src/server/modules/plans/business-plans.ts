import { businessPlanFields } from '@shared/entities/business-plans.fields';
import { businessPlansEntity } from '@shared/entities/business-plans.schema';
import { fieldsFromApi, fieldsToApi } from '@shared/entities/field-values';
import type { BusinessPlan } from '@shared/api/plans';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { defineEntityResource, type EntityWriteContext, type Row } from '../../http/entity-resource';
import { conflict, HttpError, unprocessable } from '../../http/errors';
import { accountLosses, dependants, materialise } from './access';
import { checkIncludes, readIncludes, writeIncludes, type IncludesInput } from './includes';
import { notifyPlanChange } from './notify';
import { checkVoiceIncludes } from '../voices/plan-includes';
import type { AccountLoss } from '@shared/api/plans';

async function toApi(db: Db, rows: Row[]): Promise<BusinessPlan[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.bp_id as number);
  const includes = await readIncludes(db, ids);
  const counts = await db
    .selectFrom('sp_plans')
    .select(['bp_id', (e) => e.fn.countAll().as('n')])
    .where('bp_id', 'in', ids)
    .where('is_enabled', '=', 1)
    .groupBy('bp_id')
    .execute();
  return rows.map((r) => ({
    bp_id: r.bp_id,
    ...(fieldsToApi(businessPlanFields, r) as Pick<BusinessPlan, keyof typeof businessPlanFields>),
    is_enabled: r.is_enabled,
    ...includes(r.bp_id),
    sp_plan_count: Number(counts.find((c) => c.bp_id === r.bp_id)?.n ?? 0),
    updated_at: r.updated_at,
  }));
}

/** The plan's own columns; what it includes is written beside them (afterWrite). */
const fromApi = (input: Row, ctx: EntityWriteContext): Row => fieldsFromApi(businessPlanFields, input, ctx.mode);

/** One line per account for a refusal: '<account> loses build.campaigns, node menu'. */
export const lossLines = (losses: AccountLoss[]) =>
  losses.map((l) =>
    fill(messages.plans.accountLoses, {
      account: l.ac_name,
      items: [
        ...l.lost_features,
        ...l.lost_nodes.map((n) => `node ${n.node_type}`),
        ...l.lost_voices.map((v) => `voice ${v}`),
        ...l.lost_languages.map((x) => `language ${x}`),
      ].join(', '),
    }),
  );
export const overLimitLines = (losses: AccountLoss[]) =>
  losses.flatMap((l) =>
    l.over_limits.map((o) => fill(messages.plans.limitBelowUsage, { feature: o.feature, account: l.ac_name, usage: o.usage })),
  );

/**
 * After a plan's own rows changed (in the transaction): limits below what accounts use refuse the change; so
 * do losses of features or node types accounts have, unless the request confirms them (the changes check
 * showed them); then what the dependants have is recomputed.
 */
export async function applyPlanChange(db: Db, target: { acIds: number[]; spIds: number[] }, confirmed: boolean): Promise<void> {
  const losses = await accountLosses(db, target.acIds);
  const over = overLimitLines(losses);
  if (over.length) throw unprocessable(over[0], over);
  const lost = losses.filter((l) => l.lost_features.length || l.lost_nodes.length || l.lost_voices.length || l.lost_languages.length);
  if (lost.length && !confirmed) throw new HttpError(409, messages.plans.confirmLosses, [messages.plans.confirmLosses, ...lossLines(lost)]);
  await materialise(db, target);
}

/** The plan's includes are written with it; an update re-checks and recomputes every account built on it. */
async function afterWrite(row: Row, ctx: EntityWriteContext): Promise<void> {
  const input = ctx.input as IncludesInput & { confirm_changes?: boolean };
  checkIncludes(input);
  await checkVoiceIncludes(ctx.trx, input);
  await writeIncludes(ctx.trx, row.bp_id, input);
  if (ctx.mode === 'update') await applyPlanChange(ctx.trx, await dependants(ctx.trx, { bpId: row.bp_id }), input.confirm_changes === true);
}

/** A business plan that enabled provider plans are built on is not deleted (their accounts would lose everything). */
async function afterDelete(rows: Row[], ctx: { trx: Db }): Promise<void> {
  for (const row of rows) {
    const used = await ctx.trx
      .selectFrom('sp_plans')
      .select('sp_plan_id')
      .where('bp_id', '=', row.bp_id)
      .where('is_enabled', '=', 1)
      .executeTakeFirst();
    if (used) throw conflict(messages.plans.inUseByProviderPlans);
  }
}

export const businessPlans = defineEntityResource(businessPlansEntity, {
  toApi,
  fromApi,
  afterWrite,
  afterDelete,
  async afterChange(request, rows) {
    for (const row of rows) await notifyPlanChange(request, await dependants(request.server.studio.db, { bpId: row.bp_id }));
  },
});
