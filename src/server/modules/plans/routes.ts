import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import {
  businessPlanUpdate,
  comparePlansBody,
  featureUsage,
  planChanges,
  planComparison,
  plansTree as plansTreeSchema,
  type PlanChanges,
} from '@shared/api/plans';
import { appFeatures, planTypes } from '@shared/plans/catalogue';
import { messages } from '@shared/messages';
import { requireScope } from '../../http/auth';
import { signedIn } from '../../http/access';
import { forbidden, notFound } from '../../http/errors';
import { accountRows, inTenant } from '../../http/tenant-repo';
import { accountLosses, dependants } from './access';
import { acPlans } from './ac-plans';
import { acAppFeatureRoutes } from './ac-app-features';
import { businessPlans } from './business-plans';
import { checkIncludes, readIncludes, writeIncludes } from './includes';
import { checkVoiceIncludes } from '../voices/plan-includes';
import { comparePlans, plansTree } from './plan-queries';
import { spPlans } from './sp-plans';
import { featureUsages } from './usage';

const tags = ['Billing'];
const id = z.coerce.number().int().positive();
const planType = z.enum(planTypes);
class Rollback extends Error {}
const limitRow = z.object({ feature: z.string(), limit: z.number().nullable(), burst_limit: z.number().nullable() });

/** An account the request may see (its scope's accounts), else 404: ids of another tenant are never answered. */
async function visibleAccount(request: FastifyRequest, acId: number) {
  const scope = requireScope(request);
  if (scope.accountIds !== 'any' && !scope.accountIds.includes(acId)) throw notFound();
  const account = await accountRows(request.server.studio.db, acId)
    .selectFrom('accounts')
    .select(['ac_id', 'ac_name', 'sp_id'])
    .executeTakeFirst();
  if (!account) throw notFound();
  return account;
}

/** The Billing calls beyond the plans' CRUD (spec 3 §7), beside the three generated resources. */
export async function planRoutes(root: FastifyInstance) {
  await root.register(businessPlans.routes);
  await root.register(spPlans.routes);
  await root.register(acPlans.routes);
  await root.register(acAppFeatureRoutes);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = () => root.studio.db;

  app.get(
    '/billing/application-features',
    {
      config: { access: signedIn },
      schema: {
        tags,
        response: { 200: envelope(z.array(z.object({ feature: z.string(), level: z.string(), metric: z.string().optional() }))) },
      },
    },
    async (request) => {
      requireScope(request);
      return { data: [...appFeatures] };
    },
  );

  // The changes check (spec 3 §4): the update written in a transaction that is always rolled back.
  app.post(
    '/billing/check-business-plan-changes/:bp_id',
    {
      config: { access: (request) => businessPlans.authorize(request, 'write') },
      schema: { tags, params: z.object({ bp_id: id }), body: businessPlanUpdate, response: { 200: envelope(planChanges) } },
    },
    async (request) => {
      const tenant = businessPlans.authorize(request, 'write');
      const bpId = request.params.bp_id;
      let answer: PlanChanges = { safe_update: true, changes: [] };
      await db()
        .transaction()
        .execute(async (trx) => {
          await businessPlans.find(trx, tenant, bpId, true);
          checkIncludes(request.body);
          await checkVoiceIncludes(trx, request.body);
          await writeIncludes(trx, bpId, request.body);
          const changes = await accountLosses(trx, (await dependants(trx, { bpId })).acIds);
          answer = { safe_update: changes.length === 0, changes };
          throw new Rollback();
        })
        .catch((e) => {
          if (!(e instanceof Rollback)) throw e;
        });
      return { data: answer };
    },
  );

  app.post(
    '/billing/compare-plans',
    {
      config: { access: (request) => businessPlans.authorize(request, 'read') },
      schema: { tags, body: comparePlansBody, response: { 200: envelope(planComparison) } },
    },
    async (request) => {
      businessPlans.authorize(request, 'read');
      return { data: await comparePlans(db(), request.body.bp_ids) };
    },
  );

  app.get(
    '/billing/get-plans-tree/:id',
    {
      config: { access: (request) => businessPlans.authorize(request, 'read') },
      schema: { tags, params: z.object({ id }), response: { 200: envelope(plansTreeSchema) } },
    },
    async (request) => {
      businessPlans.authorize(request, 'read');
      return { data: await plansTree(db(), request.params.id, 'any') };
    },
  );

  const planChoice = z.object({ bp_id: z.number(), bp_name: z.string(), plan_type: z.string() });
  const enabledPlans = (type?: string) => {
    let q = db().selectFrom('business_plans').select(['bp_id', 'bp_name', 'plan_type']).where('is_enabled', '=', 1).orderBy('bp_name');
    if (type) q = q.where('plan_type', '=', type);
    return q.execute();
  };
  app.get(
    '/billing/business-plans-of-same-type',
    {
      config: { access: (request) => businessPlans.authorize(request, 'read') },
      schema: { tags, querystring: z.object({ plan_type: planType }), response: { 200: envelope(z.array(planChoice)) } },
    },
    async (request) => {
      businessPlans.authorize(request, 'read');
      return { data: await enabledPlans(request.query.plan_type) };
    },
  );
  app.get(
    '/billing/available-business-plans-for-sp',
    {
      config: { access: (request) => spPlans.authorize(request, 'read') },
      schema: {
        tags,
        querystring: z.object({ sp_id: id, plan_type: planType.optional() }),
        response: { 200: envelope(z.array(planChoice)) },
      },
    },
    async (request) => {
      spPlans.authorize(request, 'read');
      const taken = await db()
        .selectFrom('sp_plans')
        .select('bp_id')
        .where('sp_id', '=', request.query.sp_id)
        .where('is_enabled', '=', 1)
        .execute();
      return { data: (await enabledPlans(request.query.plan_type)).filter((p) => !taken.some((t) => t.bp_id === p.bp_id)) };
    },
  );
  app.get(
    '/billing/available-sps-for-business-plans',
    {
      config: { access: (request) => spPlans.authorize(request, 'read') },
      schema: {
        tags,
        querystring: z.object({ bp_id: id }),
        response: { 200: envelope(z.array(z.object({ sp_id: z.number(), sp_name: z.string() }))) },
      },
    },
    async (request) => {
      spPlans.authorize(request, 'read');
      const taken = await db()
        .selectFrom('sp_plans')
        .select('sp_id')
        .where('bp_id', '=', request.query.bp_id)
        .where('is_enabled', '=', 1)
        .execute();
      const sps = await db()
        .selectFrom('service_providers')
        .select(['sp_id', 'sp_name'])
        .where('is_enabled', '=', 1)
        .orderBy('sp_name')
        .execute();
      return { data: sps.filter((s) => !taken.some((t) => t.sp_id === s.sp_id)) };
    },
  );
  app.get(
    '/billing/business-plan-features-for-sp-plan',
    {
      config: { access: (request) => spPlans.authorize(request, 'read') },
      schema: { tags, querystring: z.object({ bp_id: id }), response: { 200: envelope(z.array(limitRow)) } },
    },
    async (request) => {
      spPlans.authorize(request, 'read');
      const bp = await db().selectFrom('business_plans').select('bp_id').where('bp_id', '=', request.query.bp_id).executeTakeFirst();
      if (!bp) throw notFound();
      return { data: (await readIncludes(db(), [bp.bp_id]))(bp.bp_id).features };
    },
  );

  // Account plans: the base plans (the provider's own provider plans) and the accounts they are allocated to.
  const basePlans = async (request: FastifyRequest, type?: string) => {
    const tenant = acPlans.authorize(request, 'read');
    let q = db()
      .selectFrom('sp_plans')
      .select(['sp_plan_id', 'sp_plan_name', 'plan_type', 'sp_id', 'bp_id'])
      .where('is_enabled', '=', 1)
      .orderBy('sp_plan_name');
    if (tenant.level === 'sp' && tenant.spIds !== 'any') q = q.where('sp_id', 'in', tenant.spIds.length ? [...tenant.spIds] : [-1]);
    if (type) q = q.where('plan_type', '=', type);
    return q.execute();
  };
  const baseAnswer = envelope(
    z.array(z.object({ sp_plan_id: z.number(), sp_plan_name: z.string(), plan_type: z.string(), sp_id: z.number(), bp_id: z.number() })),
  );
  app.post(
    '/billing/get-available-base-plans',
    {
      config: { access: (request) => acPlans.authorize(request, 'read') },
      schema: { tags, body: z.object({ plan_type: planType.optional() }).strict().default({}), response: { 200: baseAnswer } },
    },
    async (request) => ({
      data: await basePlans(request, request.body?.plan_type),
    }),
  );
  app.get(
    '/billing/ac-plans-sp-accounts',
    {
      config: { access: (request) => acPlans.authorize(request, 'read') },
      schema: {
        tags,
        response: {
          200: envelope(
            z.array(
              z.object({
                ac_id: z.number(),
                ac_name: z.string(),
                sp_id: z.number(),
                plans: z.array(z.object({ ac_plan_id: z.number(), ac_plan_name: z.string(), plan_type: z.string() })),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const tenant = acPlans.authorize(request, 'read');
      let q = db().selectFrom('accounts').select(['ac_id', 'ac_name', 'sp_id']).where('is_enabled', '=', 1).orderBy('ac_name');
      if (tenant.level === 'sp' && tenant.spIds !== 'any') q = q.where('sp_id', 'in', tenant.spIds.length ? [...tenant.spIds] : [-1]);
      const accounts = await q.execute();
      const plans = accounts.length
        ? await db()
            .selectFrom('ac_plans')
            .select(['ac_plan_id', 'ac_plan_name', 'plan_type', 'ac_id'])
            .where(
              'ac_id',
              'in',
              accounts.map((a) => a.ac_id),
            )
            .where('is_enabled', '=', 1)
            .execute()
        : [];
      return { data: accounts.map((a) => ({ ...a, plans: plans.filter((p) => p.ac_id === a.ac_id).map(({ ac_id: _a, ...p }) => p) })) };
    },
  );
  const acPlanRows = async (request: FastifyRequest, acId: number, type?: string, enabledOnly = false) => {
    const tenant = acPlans.authorize(request, 'read');
    const account = await accountRows(db(), acId).selectFrom('accounts').select(['ac_id', 'sp_id']).executeTakeFirst();
    if (!account || !inTenant(account, tenant)) throw notFound();
    let q = accountRows(db(), acId).selectFrom('ac_plans').selectAll().orderBy('ac_plan_id');
    if (type) q = q.where('plan_type', '=', type);
    if (enabledOnly) q = q.where('is_enabled', '=', 1);
    return acPlans.parts.toApi(db(), await q.execute());
  };
  const acPlanList = envelope(z.array(acPlans.descriptor.item));
  app.get(
    '/billing/ac-plans-for-accounts/:ac_id/:plan_type',
    {
      config: { access: (request) => acPlans.authorize(request, 'read') },
      schema: { tags, params: z.object({ ac_id: id, plan_type: planType }), response: { 200: acPlanList } },
    },
    async (request) => ({
      data: await acPlanRows(request, request.params.ac_id, request.params.plan_type),
    }),
  );
  app.get(
    '/billing/ac-allocated-plan/:id',
    {
      config: { access: (request) => acPlans.authorize(request, 'read') },
      schema: { tags, params: z.object({ id }), response: { 200: acPlanList } },
    },
    async (request) => ({
      data: await acPlanRows(request, request.params.id, undefined, true),
    }),
  );

  // What an account has from its plans: features with limits, and usage against them (counted from real data).
  const featureRows = (acId: number) =>
    accountRows(db(), acId)
      .selectFrom('enabled_features')
      .select(['feature', 'feature_limit as limit', 'burst_limit'])
      .orderBy('feature')
      .execute();
  app.get(
    '/billing/ac-enabled-features/:id',
    { config: { access: signedIn }, schema: { tags, params: z.object({ id }), response: { 200: envelope(z.array(limitRow)) } } },
    async (request) => {
      const account = await visibleAccount(request, request.params.id);
      return { data: await featureRows(account.ac_id) };
    },
  );
  app.get(
    '/billing/feature-usage-and-limit/:id',
    { config: { access: signedIn }, schema: { tags, params: z.object({ id }), response: { 200: envelope(z.array(featureUsage)) } } },
    async (request) => {
      const account = await visibleAccount(request, request.params.id);
      return { data: await featureUsages(db(), account.ac_id) };
    },
  );
  app.get(
    '/billing/ac-feature-limit',
    { config: { access: signedIn }, schema: { tags, response: { 200: envelope(z.array(limitRow)) } } },
    async (request) => {
      const scope = requireScope(request);
      if (scope.level !== 'ac' || scope.accountIds === 'any')
        throw forbidden(messages.selectIndividualToView.replace(':resource', 'feature limits').replace(':scope', 'account'));
      return { data: (await featureRows(scope.accountIds[0])).filter((r) => r.limit !== null) };
    },
  );
}
