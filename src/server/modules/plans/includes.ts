import { appFeatureOf, appFeatures, type IncludeKind } from '@shared/plans/catalogue';
import type { PlanFeature } from '@shared/api/plans';
import { fill, messages } from '@shared/messages';
import { registry } from '@plugins/registry';
import type { Db } from '../../db/index';
import { unprocessable } from '../../http/errors';
import { packagesNotInPlan } from '../voices/plan-includes';

/** What a business plan includes, as a request gives it (spec 3 §3 relations). */
export interface IncludesInput {
  features?: PlanFeature[];
  nodes?: string[];
  voices?: string[];
  languages?: string[];
  tts_packages?: string[];
  language_packs?: string[];
}

const listKinds: [keyof IncludesInput, IncludeKind][] = [
  ['nodes', 'node'],
  ['voices', 'voice'],
  ['languages', 'language'],
  ['tts_packages', 'tts_package'],
  ['language_packs', 'language_pack'],
];

/** The node types a plan may list: every type an account can place (system types are never offered). */
export const planableNodeTypes = () => registry.all.filter((d) => d.availability.creatable).map((d) => d.type);

/** Refuses features that are not application features and node types that do not exist (422, nothing written). */
export function checkIncludes(input: IncludesInput): void {
  const errors: string[] = [];
  for (const f of input.features ?? [])
    if (!appFeatureOf(f.feature)) errors.push(`features: ${fill(messages.plans.unknownFeature, { feature: f.feature })}`);
  const types = new Set(planableNodeTypes());
  for (const t of input.nodes ?? []) if (!types.has(t)) errors.push(`nodes: ${fill(messages.plans.unknownNodeType, { type: t })}`);
  if (errors.length) throw unprocessable(errors[0].replace(/^\w+: /, ''), errors);
}

/** Replaces the given kinds of a business plan's includes (kinds not in the input stay as they are). */
export async function writeIncludes(db: Db, bpId: number, input: IncludesInput): Promise<void> {
  if (input.features) {
    await db.deleteFrom('business_plan_includes').where('bp_id', '=', bpId).where('kind', '=', 'feature').execute();
    const unique = new Map(input.features.map((f) => [f.feature, f]));
    const rows = [...unique.values()].map((f) => ({
      bp_id: bpId,
      kind: 'feature',
      item: f.feature,
      feature_limit: f.limit ?? null,
      burst_limit: f.burst_limit ?? null,
    }));
    if (rows.length) await db.insertInto('business_plan_includes').values(rows).execute();
  }
  for (const [field, kind] of listKinds) {
    const items = input[field] as string[] | undefined;
    if (!items) continue;
    await db.deleteFrom('business_plan_includes').where('bp_id', '=', bpId).where('kind', '=', kind).execute();
    const rows = [...new Set(items)].map((item) => ({ bp_id: bpId, kind, item, feature_limit: null, burst_limit: null }));
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insertInto('business_plan_includes')
        .values(rows.slice(i, i + 200))
        .execute();
  }
}

/** The business plans' includes, grouped as the API answers them (features_not_in_plan and the like beside). */
export async function readIncludes(db: Db, bpIds: readonly number[]) {
  const rows = bpIds.length
    ? await db
        .selectFrom('business_plan_includes')
        .selectAll()
        .where('bp_id', 'in', bpIds as number[])
        .orderBy('id')
        .execute()
    : [];
  const all = planableNodeTypes();
  const packages = await packagesNotInPlan(db);
  return (bpId: number) => {
    const mine = rows.filter((r) => r.bp_id === bpId);
    const items = (kind: IncludeKind) => mine.filter((r) => r.kind === kind).map((r) => r.item);
    const features = mine
      .filter((r) => r.kind === 'feature')
      .map((r) => ({ feature: r.item, limit: r.feature_limit, burst_limit: r.burst_limit }));
    const nodes = items('node');
    const tts_packages = items('tts_package');
    const language_packs = items('language_pack');
    return {
      features,
      nodes,
      voices: items('voice'),
      languages: items('language'),
      tts_packages,
      language_packs,
      features_not_in_plan: appFeatures.map((f) => f.feature).filter((f) => !features.some((x) => x.feature === f)),
      nodes_not_in_plan: all.filter((t) => !nodes.includes(t)),
      ...packages({ tts_packages, language_packs }),
    };
  };
}
