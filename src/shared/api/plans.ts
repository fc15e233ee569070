import { z } from 'zod';
import { acPlanFields } from '../entities/ac-plans.fields';
import { businessPlanFields } from '../entities/business-plans.fields';
import { createShape, itemShape } from '../entities/field-schemas';
import { spPlanFields } from '../entities/sp-plans.fields';
import { planTypes } from '../plans/catalogue';

/** Billing (spec 3 §3, §7): business plans, provider plans, account plans, and what they give an account. */
const limitValue = z.number().int().min(0).max(1_000_000_000).nullable();

/** A feature a plan includes, with its limit (null: unlimited) and the burst usage allowed beyond it. */
export const planFeature = z
  .object({ feature: z.string().trim().min(1).max(80), limit: limitValue.default(null), burst_limit: limitValue.default(null) })
  .strict();
export type PlanFeature = z.infer<typeof planFeature>;
const planFeatureAnswer = z.object({ feature: z.string(), limit: z.number().nullable(), burst_limit: z.number().nullable() });

/** A plan's declared row of another list (its business plan, account, provider plan): an id, also given as text. */
const refId = { body: z.coerce.number().int().positive(), item: z.number() };
const refChecks = { bp_id: refId, ac_id: refId, sp_plan_id: refId };

const itemList = z.array(z.string().trim().min(1).max(80)).max(500);
const planType = z.enum(planTypes);

export const businessPlan = z.object({
  bp_id: z.number(),
  ...itemShape(businessPlanFields),
  is_enabled: z.number(),
  features: z.array(planFeatureAnswer),
  nodes: z.array(z.string()),
  voices: z.array(z.string()),
  languages: z.array(z.string()),
  tts_packages: z.array(z.string()),
  language_packs: z.array(z.string()),
  features_not_in_plan: z.array(z.string()),
  nodes_not_in_plan: z.array(z.string()),
  tts_packages_not_in_plan: z.array(z.string()),
  language_packs_not_in_plan: z.array(z.string()),
  sp_plan_count: z.number(),
  updated_at: z.string(),
});
export type BusinessPlan = z.infer<typeof businessPlan>;

export const businessPlanCreate = z
  .object({
    // A create that names no type stores the declared default (IVA).
    ...createShape(businessPlanFields),
    features: z.array(planFeature).max(200).default([]),
    nodes: itemList.default([]),
    voices: itemList.optional(),
    languages: itemList.optional(),
    tts_packages: itemList.optional(),
    language_packs: itemList.optional(),
  })
  .strict();

/** An update may remove what accounts use only when it says so (the changes check showed it first). */
export const confirmChanges = { confirm_changes: z.boolean().optional() };
export const businessPlanUpdate = businessPlanCreate
  .omit({ plan_type: true })
  .partial()
  .extend({ features: z.array(planFeature).max(200).optional(), nodes: itemList.optional(), ...confirmChanges });

export const spPlan = z.object({
  sp_plan_id: z.number(),
  ...itemShape(spPlanFields, refChecks),
  sp_id: z.number(),
  sp_name: z.string(),
  bp_name: z.string(),
  is_enabled: z.number(),
  features: z.array(planFeatureAnswer),
  ac_plan_count: z.number(),
  updated_at: z.string(),
});
export type SpPlan = z.infer<typeof spPlan>;

export const spPlanCreate = z
  .object({
    ...createShape(spPlanFields, refChecks),
    sp_id: z.number().int().positive().optional(),
    /** Absent: every feature of the business plan, with its limits. */
    features: z.array(planFeature).max(200).optional(),
  })
  .strict();
export const spPlanUpdate = spPlanCreate.omit({ sp_id: true }).partial().extend(confirmChanges);

export const acPlan = z.object({
  ac_plan_id: z.number(),
  ...itemShape(acPlanFields, refChecks),
  sp_id: z.number(),
  ac_name: z.string(),
  sp_plan_name: z.string(),
  is_enabled: z.number(),
  updated_at: z.string(),
});
export type AcPlan = z.infer<typeof acPlan>;

export const acPlanCreate = z
  .object({
    ...createShape(acPlanFields, refChecks),
    sp_id: z.number().int().positive().optional(),
  })
  .strict();
export const acPlanUpdate = acPlanCreate.omit({ sp_id: true, ac_id: true }).partial();

/** What an update would take from an account: the answer of the changes check (spec 3 §4). */
export const accountLoss = z.object({
  ac_id: z.number(),
  ac_name: z.string(),
  sp_name: z.string(),
  lost_features: z.array(z.string()),
  lost_nodes: z.array(z.object({ node_type: z.string(), in_use: z.number() })),
  /** Voice names and language ids the account's plans would no longer give it. */
  lost_voices: z.array(z.string()),
  lost_languages: z.array(z.string()),
  over_limits: z.array(z.object({ feature: z.string(), limit: z.number(), usage: z.number() })),
});
export type AccountLoss = z.infer<typeof accountLoss>;
export const planChanges = z.object({ safe_update: z.boolean(), changes: z.array(accountLoss) });
export type PlanChanges = z.infer<typeof planChanges>;

export const comparePlansBody = z.object({ bp_ids: z.array(z.number().int().positive()).min(2).max(4) }).strict();
const compareCell = z.object({ included: z.boolean(), limit: z.number().nullable(), burst_limit: z.number().nullable() });
export const planComparison = z.object({
  plans: z.array(z.object({ bp_id: z.number(), bp_name: z.string(), plan_type: planType })),
  features: z.array(z.object({ feature: z.string(), plans: z.array(compareCell) })),
  nodes: z.array(z.object({ node_type: z.string(), plans: z.array(z.boolean()) })),
});
export type PlanComparison = z.infer<typeof planComparison>;

export const plansTree = z.object({
  bp_id: z.number(),
  bp_name: z.string(),
  plan_type: planType,
  sp_plans: z.array(
    z.object({
      sp_plan_id: z.number(),
      sp_plan_name: z.string(),
      sp_id: z.number(),
      sp_name: z.string(),
      ac_plans: z.array(z.object({ ac_plan_id: z.number(), ac_plan_name: z.string(), ac_id: z.number(), ac_name: z.string() })),
    }),
  ),
});
export type PlansTree = z.infer<typeof plansTree>;

/** An account's usage of a limited feature (spec 3 §3: usagePercentage, usagesLeft, burst fields). */
export const featureUsage = z.object({
  feature: z.string(),
  metric: z.string(),
  usage: z.number(),
  limit: z.number().nullable(),
  burst_limit: z.number().nullable(),
  usagePercentage: z.number().nullable(),
  usagesLeft: z.number().nullable(),
  isUsingBurstUsages: z.boolean(),
  burstUsagesLeft: z.number().nullable(),
  featureBurstLimit: z.number().nullable(),
});
export type FeatureUsage = z.infer<typeof featureUsage>;
