import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { appFeatures, planTypes } from '@shared/plans/catalogue';
import { notFound } from '../../http/errors';
import { accountRows, inTenant } from '../../http/tenant-repo';
import { acPlans } from './ac-plans';

const id = z.coerce.number().int().positive();
const lower = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
const higher = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.max(a, b));

export const acAppFeature = z.object({
  feature: z.string(),
  metric: z.string().nullable(),
  /** The provider's enabled plans of the type offer it (within their business plans), with the most generous limit. */
  offered: z.boolean(),
  limit: z.number().nullable(),
  burst_limit: z.number().nullable(),
  /** The account has it now (from its plans). */
  enabled: z.boolean(),
});

/**
 * GET /billing/ac-app-features/{sp_id}/{ac_id}/{plan_type} (spec 3 §7): the account-level application
 * features, each with whether the provider's plans of that type offer it to its accounts and whether the
 * account has it now — what an account plan form shows. The account must be the provider's and the asker's
 * (else 404: ids of another provider or tenant are never answered).
 */
export async function acAppFeatureRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/billing/ac-app-features/:sp_id/:ac_id/:plan_type',
    {
      config: { access: (request) => acPlans.authorize(request, 'read') },
      schema: {
        tags: ['Billing'],
        params: z.object({ sp_id: id, ac_id: id, plan_type: z.enum(planTypes) }),
        response: { 200: envelope(z.array(acAppFeature)) },
      },
    },
    async (request) => {
      const tenant = acPlans.authorize(request, 'read');
      const { sp_id, ac_id, plan_type } = request.params;
      const db = root.studio.db;
      const account = await accountRows(db, ac_id).selectFrom('accounts').select(['ac_id', 'sp_id']).executeTakeFirst();
      if (!account || account.sp_id !== sp_id || !inTenant(account, tenant)) throw notFound();
      const rows = await db
        .selectFrom('sp_plans as sp')
        .innerJoin('business_plans as bp', 'bp.bp_id', 'sp.bp_id')
        .innerJoin('sp_plan_features as f', 'f.sp_plan_id', 'sp.sp_plan_id')
        .innerJoin('business_plan_includes as i', (j) => j.onRef('i.bp_id', '=', 'bp.bp_id').onRef('i.item', '=', 'f.feature'))
        .select([
          'f.feature',
          'f.feature_limit as sp_limit',
          'f.burst_limit as sp_burst',
          'i.feature_limit as bp_limit',
          'i.burst_limit as bp_burst',
        ])
        .where('sp.sp_id', '=', sp_id)
        .where('sp.plan_type', '=', plan_type)
        .where('sp.is_enabled', '=', 1)
        .where('bp.is_enabled', '=', 1)
        .where('i.kind', '=', 'feature')
        .execute();
      const has = new Set((await accountRows(db, ac_id).selectFrom('enabled_features').select('feature').execute()).map((r) => r.feature));
      const data = appFeatures
        .filter((f) => f.level === 'ac')
        .map((f) => {
          const offers = rows.filter((r) => r.feature === f.feature);
          const limits = offers.map((r) => ({ limit: lower(r.sp_limit, r.bp_limit), burst: lower(r.sp_burst, r.bp_burst) }));
          return {
            feature: f.feature,
            metric: f.metric ?? null,
            offered: offers.length > 0,
            limit: limits.length ? limits.map((l) => l.limit).reduce(higher) : null,
            burst_limit: limits.length ? limits.map((l) => l.burst).reduce(higher) : null,
            enabled: has.has(f.feature),
          };
        });
      return { data };
    },
  );
}
