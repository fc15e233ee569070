import type { Db } from '../index';
import { nowIso } from '../index';
import { appFeatures } from '@shared/plans/catalogue';
import { materialise } from '../../modules/plans/access';
import { planableNodeTypes } from '../../modules/plans/includes';
import { accountFeatures } from './reference';

/**
 * The demo's plans: what the demo accounts and providers have enabled comes from these, as in the
 * product — a complete business plan (every feature and node type, unlimited), a smaller one to compare it
 * with, provider plans built on the complete one and an account plan for each demo account.
 */
export async function seedDemoPlans(
  trx: Db,
  ids: { northwind: number; bluebird: number; accounts: Record<'retail' | 'health' | 'logistics' | 'support', number> },
): Promise<void> {
  const now = nowIso();
  const stamps = { is_enabled: 1, created_by: null, updated_by: null, created_at: now, updated_at: now };
  const bp = async (bp_name: string, description: string, features: { item: string; feature_limit?: number }[], nodes: string[]) => {
    const { bp_id } = await trx
      .insertInto('business_plans')
      .values({ bp_name, plan_type: 'IVA', description, ...stamps })
      .returning('bp_id')
      .executeTakeFirstOrThrow();
    const rows = [
      ...features.map((f) => ({ bp_id, kind: 'feature', item: f.item, feature_limit: f.feature_limit ?? null, burst_limit: null })),
      ...nodes.map((item) => ({ bp_id, kind: 'node', item, feature_limit: null, burst_limit: null })),
    ];
    for (let i = 0; i < rows.length; i += 200)
      await trx
        .insertInto('business_plan_includes')
        .values(rows.slice(i, i + 200))
        .execute();
    return bp_id;
  };
  const complete = await bp(
    'Studio Complete',
    'Every feature and node type, without limits.',
    appFeatures.map((f) => ({ item: f.feature })),
    planableNodeTypes(),
  );
  await includeVoiceCatalogue(trx, complete);
  await bp(
    'Studio Essentials',
    'Voice menus with prompts and variables, up to 25 tasks.',
    [
      { item: 'manage' },
      { item: 'build.tasks', feature_limit: 25 },
      { item: 'build.content.prompts' },
      { item: 'build.content.variables' },
      { item: 'analyse.virtual-agent-usage' },
      { item: 'manage.ac-profile' },
      { item: 'usage.nodes', feature_limit: 2000 },
    ],
    ['prompt', 'menu', 'decision', 'goto', 'hangup', 'link_task', 'variable', 'blind_transfer'],
  );
  const spPlan = async (sp_id: number, sp_plan_name: string, features: string[]) => {
    const { sp_plan_id } = await trx
      .insertInto('sp_plans')
      .values({ sp_plan_name, sp_id, plan_type: 'IVA', bp_id: complete, description: null, ...stamps })
      .returning('sp_plan_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('sp_plan_features')
      .values(features.map((feature) => ({ sp_plan_id, feature, feature_limit: null, burst_limit: null })))
      .execute();
    return sp_plan_id;
  };
  const northwindComplete = await spPlan(ids.northwind, 'Northwind Complete', ['manage', 'analyse', ...accountFeatures()]);
  const northwindLite = await spPlan(ids.northwind, 'Northwind Lite', [
    'manage',
    'analyse',
    ...accountFeatures(['build.campaigns', 'analyse.reports']),
  ]);
  const bluebirdComplete = await spPlan(ids.bluebird, 'Bluebird Complete', ['manage', 'analyse', 'discover', ...accountFeatures()]);
  const allocate = (ac_id: number, sp_id: number, sp_plan_id: number, ac_plan_name: string) =>
    trx
      .insertInto('ac_plans')
      .values({ ac_plan_name, sp_id, ac_id, plan_type: 'IVA', sp_plan_id, ...stamps })
      .execute();
  const a = ids.accounts;
  await allocate(a.retail, ids.northwind, northwindComplete, 'Retail IVA');
  await allocate(a.health, ids.northwind, northwindComplete, 'Health Line IVA');
  await allocate(a.logistics, ids.northwind, northwindLite, 'Logistics IVA');
  await allocate(a.support, ids.bluebird, bluebirdComplete, 'Support IVA');
  await materialise(trx, { acIds: Object.values(a), spIds: [ids.northwind, ids.bluebird] });
}

/** The complete plan offers the whole voice and language catalogue (migration 021 wrote it). */
async function includeVoiceCatalogue(trx: Db, bp_id: number) {
  const voices = await trx.selectFrom('tts_voices').select('tts_voice_id as id').execute();
  const languages = await trx.selectFrom('languages').select('language_id as id').execute();
  const packages = await trx.selectFrom('tts_packages').select('tts_package_id as id').execute();
  const packs = await trx.selectFrom('asr_language_packages').select('asr_language_package_id as id').execute();
  const rows = (
    [
      ['voice', voices],
      ['language', languages],
      ['tts_package', packages],
      ['language_pack', packs],
    ] as const
  ).flatMap(([kind, list]) => list.map((r) => ({ bp_id, kind, item: String(r.id), feature_limit: null, burst_limit: null })));
  for (let i = 0; i < rows.length; i += 200)
    await trx
      .insertInto('business_plan_includes')
      .values(rows.slice(i, i + 200))
      .execute();
}
