import { type Kysely } from 'kysely';
import { stamps, withId } from './columns';

/**
 * Plans: business plans and what they include (features with limits, node types, and later
 * voices, languages and packages), provider plans built on them, account plans that allocate a provider
 * plan to an account; and the account's node types, materialised from its plans beside its enabled
 * features (both recomputed on every plan change).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await stamps(
    withId(db, db.schema.createTable('business_plans'), 'bp_id')
      .addColumn('bp_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('plan_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('description', 'text'),
  ).execute();
  await withId(db, db.schema.createTable('business_plan_includes'), 'id')
    .addColumn('bp_id', 'integer', (c) => c.notNull().references('business_plans.bp_id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('item', 'varchar(100)', (c) => c.notNull())
    .addColumn('feature_limit', 'integer')
    .addColumn('burst_limit', 'integer')
    .execute();
  await db.schema.createIndex('business_plan_includes_plan_idx').on('business_plan_includes').columns(['bp_id', 'kind']).execute();

  await stamps(
    withId(db, db.schema.createTable('sp_plans'), 'sp_plan_id')
      .addColumn('sp_plan_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('sp_id', 'integer', (c) => c.notNull().references('service_providers.sp_id').onDelete('cascade'))
      .addColumn('plan_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('bp_id', 'integer', (c) => c.notNull().references('business_plans.bp_id'))
      .addColumn('description', 'text'),
  ).execute();
  await db.schema.createIndex('sp_plans_sp_idx').on('sp_plans').columns(['sp_id', 'plan_type']).execute();
  await db.schema.createIndex('sp_plans_bp_idx').on('sp_plans').column('bp_id').execute();
  await withId(db, db.schema.createTable('sp_plan_features'), 'id')
    .addColumn('sp_plan_id', 'integer', (c) => c.notNull().references('sp_plans.sp_plan_id').onDelete('cascade'))
    .addColumn('feature', 'varchar(100)', (c) => c.notNull())
    .addColumn('feature_limit', 'integer')
    .addColumn('burst_limit', 'integer')
    .execute();
  await db.schema.createIndex('sp_plan_features_plan_idx').on('sp_plan_features').column('sp_plan_id').execute();

  await stamps(
    withId(db, db.schema.createTable('ac_plans'), 'ac_plan_id')
      .addColumn('ac_plan_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('sp_id', 'integer', (c) => c.notNull().references('service_providers.sp_id').onDelete('cascade'))
      .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
      .addColumn('plan_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('sp_plan_id', 'integer', (c) => c.notNull().references('sp_plans.sp_plan_id')),
  ).execute();
  await db.schema.createIndex('ac_plans_account_idx').on('ac_plans').columns(['ac_id', 'plan_type']).execute();
  await db.schema.createIndex('ac_plans_sp_plan_idx').on('ac_plans').column('sp_plan_id').execute();

  await withId(db, db.schema.createTable('enabled_node_types'), 'id')
    .addColumn('sp_id', 'integer', (c) => c.notNull().references('service_providers.sp_id').onDelete('cascade'))
    .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
    .addColumn('node_type', 'varchar(60)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('enabled_node_types_account_idx').on('enabled_node_types').column('ac_id').execute();
  await db.schema.alterTable('enabled_features').addColumn('feature_limit', 'integer').execute();
  await db.schema.alterTable('enabled_features').addColumn('burst_limit', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enabled_features').dropColumn('burst_limit').execute();
  await db.schema.alterTable('enabled_features').dropColumn('feature_limit').execute();
  for (const table of ['enabled_node_types', 'ac_plans', 'sp_plan_features', 'sp_plans', 'business_plan_includes', 'business_plans']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
