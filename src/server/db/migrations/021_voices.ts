import { sql, type Kysely } from 'kysely';
import { stamps, withId } from './columns';
import {
  catalogueAsrGroups,
  catalogueAsrLanguages,
  catalogueAsrPackages,
  catalogueLanguages,
  cataloguePackages,
  catalogueVoices,
} from '@shared/voices/catalogue';

/**
 * Voices and languages (spec 3 §3): languages, TTS voices and packages, ASR languages in a
 * tree of groups, ASR language packages, speech-language (WSL) profiles with their voices; and what each
 * account's plans include of them (enabled_voice_items, recomputed with its enabled features). The demo
 * catalogue is written here once, and plans that existed before keep offering every voice and language.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('languages')
    .addColumn('language_id', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('language_name', 'varchar(100)', (c) => c.notNull())
    .execute();
  await stamps(
    withId(db, db.schema.createTable('tts_voices'), 'tts_voice_id')
      .addColumn('voice_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('provider', 'varchar(20)', (c) => c.notNull())
      .addColumn('lang', 'varchar(20)', (c) => c.notNull())
      .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(99))
      .addColumn('is_third_party', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await stamps(
    withId(db, db.schema.createTable('tts_packages'), 'tts_package_id')
      .addColumn('tts_package_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('lang', 'varchar(20)', (c) => c.notNull())
      .addColumn('description', 'text'),
  ).execute();
  await withId(db, db.schema.createTable('tts_package_voices'), 'id')
    .addColumn('tts_package_id', 'integer', (c) => c.notNull().references('tts_packages.tts_package_id').onDelete('cascade'))
    .addColumn('tts_voice_id', 'integer', (c) => c.notNull().references('tts_voices.tts_voice_id').onDelete('cascade'))
    .execute();
  await withId(db, db.schema.createTable('asr_language_groups'), 'asr_language_group_id')
    .addColumn('group_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .execute();
  await withId(db, db.schema.createTable('asr_languages'), 'asr_language_id')
    .addColumn('lang', 'varchar(20)', (c) => c.notNull())
    .addColumn('asr_language_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('asr_language_group_id', 'integer', (c) => c.references('asr_language_groups.asr_language_group_id'))
    .execute();
  await stamps(
    withId(db, db.schema.createTable('asr_language_packages'), 'asr_language_package_id')
      .addColumn('asr_language_package_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'text'),
  ).execute();
  await withId(db, db.schema.createTable('asr_language_package_languages'), 'id')
    .addColumn('asr_language_package_id', 'integer', (c) =>
      c.notNull().references('asr_language_packages.asr_language_package_id').onDelete('cascade'),
    )
    .addColumn('asr_language_id', 'integer', (c) => c.notNull().references('asr_languages.asr_language_id').onDelete('cascade'))
    .execute();
  await stamps(
    withId(db, db.schema.createTable('wsl_profiles'), 'wsl_profile_id')
      .addColumn('wsl_profile_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('sp_id', 'integer', (c) => c.notNull().references('service_providers.sp_id').onDelete('cascade'))
      .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
      .addColumn('lang', 'varchar(20)', (c) => c.notNull())
      .addColumn('description', 'text'),
  ).execute();
  await db.schema.createIndex('wsl_profiles_account_idx').on('wsl_profiles').column('ac_id').execute();
  await withId(db, db.schema.createTable('wsl_profile_voices'), 'id')
    .addColumn('wsl_profile_id', 'integer', (c) => c.notNull().references('wsl_profiles.wsl_profile_id').onDelete('cascade'))
    .addColumn('tts_voice_id', 'integer', (c) => c.notNull().references('tts_voices.tts_voice_id').onDelete('cascade'))
    .execute();
  await withId(db, db.schema.createTable('enabled_voice_items'), 'id')
    .addColumn('sp_id', 'integer', (c) => c.notNull().references('service_providers.sp_id').onDelete('cascade'))
    .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('item', 'varchar(100)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('enabled_voice_items_account_idx').on('enabled_voice_items').column('ac_id').execute();

  await writeCatalogue(db);
  // Plans made before voices existed offered every voice and language: they keep doing so.
  for (const kind of ['voice', 'language', 'tts_package', 'language_pack']) {
    const items = await catalogueItems(db, kind);
    const plans = await db.selectFrom('business_plans').select('bp_id').execute();
    const rows = plans.flatMap((p) => items.map((item) => ({ bp_id: p.bp_id, kind, item, feature_limit: null, burst_limit: null })));
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insertInto('business_plan_includes')
        .values(rows.slice(i, i + 200))
        .execute();
  }
  await sql`insert into enabled_voice_items (sp_id, ac_id, kind, item)
    select distinct a.sp_id, ap.ac_id, i.kind, i.item from ac_plans ap
    join accounts a on a.ac_id = ap.ac_id join sp_plans s on s.sp_plan_id = ap.sp_plan_id join business_plans b on b.bp_id = s.bp_id
    join business_plan_includes i on i.bp_id = b.bp_id
    where ap.is_enabled = 1 and s.is_enabled = 1 and b.is_enabled = 1 and i.kind in ('voice', 'language', 'tts_package', 'language_pack')`.execute(
    db,
  );
}

async function catalogueItems(db: Kysely<any>, kind: string): Promise<string[]> {
  const q =
    kind === 'voice'
      ? db.selectFrom('tts_voices').select('tts_voice_id as id')
      : kind === 'language'
        ? db.selectFrom('languages').select('language_id as id')
        : kind === 'tts_package'
          ? db.selectFrom('tts_packages').select('tts_package_id as id')
          : db.selectFrom('asr_language_packages').select('asr_language_package_id as id');
  return (await q.execute()).map((r: any) => String(r.id));
}

async function writeCatalogue(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  const st = { is_enabled: 1, created_by: null, updated_by: null, created_at: now, updated_at: now };
  await db
    .insertInto('languages')
    .values(catalogueLanguages.map(([language_id, language_name]) => ({ language_id, language_name })))
    .execute();
  const voiceIds = new Map<string, number>();
  for (const [voice_name, provider, lang, display_order] of catalogueVoices) {
    const row = await db
      .insertInto('tts_voices')
      .values({ voice_name, provider, lang, display_order, is_third_party: 0, ...st })
      .returning('tts_voice_id')
      .executeTakeFirstOrThrow();
    voiceIds.set(voice_name, row.tts_voice_id);
  }
  for (const [tts_package_name, lang, voices] of cataloguePackages) {
    const { tts_package_id } = await db
      .insertInto('tts_packages')
      .values({ tts_package_name, lang, description: null, ...st })
      .returning('tts_package_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('tts_package_voices')
      .values(voices.map((v) => ({ tts_package_id, tts_voice_id: voiceIds.get(v)! })))
      .execute();
  }
  const groupIds = new Map<string, number>();
  for (const [group_name, parent] of catalogueAsrGroups) {
    const row = await db
      .insertInto('asr_language_groups')
      .values({ group_name, parent_id: parent ? groupIds.get(parent)! : null })
      .returning('asr_language_group_id')
      .executeTakeFirstOrThrow();
    groupIds.set(group_name, row.asr_language_group_id);
  }
  const asrIds = new Map<string, number>();
  for (const [lang, asr_language_name, group] of catalogueAsrLanguages) {
    const row = await db
      .insertInto('asr_languages')
      .values({ lang, asr_language_name, asr_language_group_id: groupIds.get(group)! })
      .returning('asr_language_id')
      .executeTakeFirstOrThrow();
    asrIds.set(lang, row.asr_language_id);
  }
  for (const [asr_language_package_name, langs] of catalogueAsrPackages) {
    const { asr_language_package_id } = await db
      .insertInto('asr_language_packages')
      .values({ asr_language_package_name, description: null, ...st })
      .returning('asr_language_package_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('asr_language_package_languages')
      .values(langs.map((l) => ({ asr_language_package_id, asr_language_id: asrIds.get(l)! })))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('business_plan_includes').where('kind', 'in', ['voice', 'language', 'tts_package', 'language_pack']).execute();
  for (const table of [
    'enabled_voice_items',
    'wsl_profile_voices',
    'wsl_profiles',
    'asr_language_package_languages',
    'asr_language_packages',
    'asr_languages',
    'asr_language_groups',
    'tts_package_voices',
    'tts_packages',
    'tts_voices',
    'languages',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
