import { acPlanFields } from '@shared/entities/ac-plans.fields';
import { acPlansEntity } from '@shared/entities/ac-plans.schema';
import { fieldsFromApi, fieldsToApi } from '@shared/entities/field-values';
import type { AcPlan } from '@shared/api/plans';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { defineEntityResource, type EntityContext, type EntityWriteContext, type Row } from '../../http/entity-resource';
import { unprocessable } from '../../http/errors';
import { accountRows, inTenant } from '../../http/tenant-repo';
import { materialise } from './access';
import { applyPlanChange } from './business-plans';
import { notifyPlanChange } from './notify';

async function toApi(db: Db, rows: Row[]): Promise<AcPlan[]> {
  if (rows.length === 0) return [];
  const acs = await db
    .selectFrom('accounts')
    .select(['ac_id', 'ac_name'])
    .where('ac_id', 'in', [...new Set(rows.map((r) => r.ac_id as number))])
    .execute();
  const sps = await db
    .selectFrom('sp_plans')
    .select(['sp_plan_id', 'sp_plan_name'])
    .where('sp_plan_id', 'in', [...new Set(rows.map((r) => r.sp_plan_id as number))])
    .execute();
  return rows.map((r) => ({
    ac_plan_id: r.ac_plan_id,
    ...(fieldsToApi(acPlanFields, r) as Pick<AcPlan, keyof typeof acPlanFields>),
    sp_id: r.sp_id,
    ac_name: acs.find((a) => a.ac_id === r.ac_id)?.ac_name ?? '',
    sp_plan_name: sps.find((s) => s.sp_plan_id === r.sp_plan_id)?.sp_plan_name ?? '',
    is_enabled: r.is_enabled,
    updated_at: r.updated_at,
  }));
}

/** The plan's own columns; its provider and type are the chosen plan's (beforeWrite). */
const fromApi = (input: Row, ctx: EntityWriteContext): Row => fieldsFromApi(acPlanFields, input, ctx.mode);
const refuse = (field: string, message: string) => unprocessable(message, [`${field}: ${message}`]);

/**
 * An account plan allocates one of the provider's enabled provider plans to one of its accounts: both of the
 * request's provider (ids of another provider are refused), one enabled plan per account and plan type.
 */
async function beforeWrite(values: Row, ctx: EntityWriteContext): Promise<Row> {
  const account = await accountRows(ctx.trx, values.ac_id)
    .selectFrom('accounts')
    .select(['ac_id', 'sp_id'])
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (
    !account ||
    !inTenant(account, ctx.tenant) ||
    (values.sp_id !== undefined && values.sp_id !== null && values.sp_id !== account.sp_id)
  ) {
    throw refuse('ac_id', messages.plans.accountOfAnotherProvider);
  }
  const plan = await ctx.trx
    .selectFrom('sp_plans')
    .select(['sp_plan_id', 'sp_id', 'plan_type'])
    .where('sp_plan_id', '=', values.sp_plan_id)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!plan || plan.sp_id !== account.sp_id) throw refuse('sp_plan_id', messages.plans.planOfAnotherProvider);
  if (ctx.mode === 'create' || values.is_enabled === 1) {
    let other = accountRows(ctx.trx, account.ac_id)
      .selectFrom('ac_plans')
      .select('ac_plan_id')
      .where('plan_type', '=', plan.plan_type)
      .where('is_enabled', '=', 1);
    if (ctx.existing) other = other.where('ac_plan_id', '<>', ctx.existing.ac_plan_id);
    if (await other.executeTakeFirst()) throw refuse('ac_id', fill(messages.plans.accountHasPlan, { type: plan.plan_type }));
  }
  return { ...values, sp_id: account.sp_id, plan_type: plan.plan_type };
}

/** The account's features follow its plan at once; a plan below what the account uses is refused. */
async function afterWrite(row: Row, ctx: EntityWriteContext): Promise<void> {
  await applyPlanChange(ctx.trx, { acIds: [row.ac_id], spIds: [] }, true);
}

async function afterDelete(rows: Row[], ctx: EntityContext): Promise<void> {
  await materialise(ctx.trx, { acIds: rows.map((r) => r.ac_id) });
}

export const acPlans = defineEntityResource(acPlansEntity, {
  toApi,
  fromApi,
  beforeWrite,
  afterWrite,
  afterDelete,
  afterChange: (request, rows) => notifyPlanChange(request, { acIds: rows.map((r) => r.ac_id), spIds: [] }),
});
