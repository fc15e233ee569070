import type { Kysely } from 'kysely';
import { withId } from './columns';

/**
 * Migration from the older studio (spec 3 §3 Migration, docs/migration.md): the mappings of older
 * providers and groups to ours, the migration jobs and batches, what each migration wrote (so a rollback removes it
 * in one transaction), the nodes it flagged, the errors, and the unused older groups set aside.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const who = <T extends { addColumn: any }>(t: T): T =>
    t.addColumn('created_by', 'integer').addColumn('created_at', 'varchar(32)', (c: any) => c.notNull());
  await who(
    withId(db, db.schema.createTable('s6_sp_mappings'), 'mapping_id')
      .addColumn('s6_sp_id', 'integer', (c) => c.notNull().unique())
      .addColumn('s7_sp_id', 'integer', (c) => c.notNull().unique().references('service_providers.sp_id').onDelete('cascade')),
  ).execute();
  await who(
    withId(db, db.schema.createTable('s6_ac_mappings'), 'mapping_id')
      .addColumn('s6_ac_id', 'integer', (c) => c.notNull().unique())
      .addColumn('s6_sp_id', 'integer', (c) => c.notNull())
      .addColumn('s7_ac_id', 'integer', (c) => c.notNull().unique().references('accounts.ac_id').onDelete('cascade'))
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('mapped'))
      .addColumn('state_before', 'varchar(20)')
      .addColumn('migrated_job_id', 'integer')
      .addColumn('migrated_at', 'varchar(32)')
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull()),
  ).execute();
  await who(
    withId(db, db.schema.createTable('s6_batch_migrations'), 'id')
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('s6_ac_ids', 'text', (c) => c.notNull())
      .addColumn('migration_state', 'varchar(10)', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('completed_at', 'varchar(32)'),
  ).execute();
  await who(
    withId(db, db.schema.createTable('s6_migration_jobs'), 'job_id')
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('batch_id', 'integer')
      .addColumn('s6_ac_id', 'integer', (c) => c.notNull())
      .addColumn('s7_ac_id', 'integer')
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'text')
      .addColumn('result', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('started_at', 'varchar(32)')
      .addColumn('completed_at', 'varchar(32)'),
  ).execute();
  await db.schema.createIndex('s6_migration_jobs_account_idx').on('s6_migration_jobs').column('s6_ac_id').execute();
  await db.schema.createIndex('s6_migration_jobs_batch_idx').on('s6_migration_jobs').column('batch_id').execute();
  await withId(db, db.schema.createTable('s6_migration_writes'), 'write_id')
    .addColumn('s7_ac_id', 'integer', (c) => c.notNull())
    .addColumn('job_id', 'integer', (c) => c.notNull())
    .addColumn('table_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('row_id', 'integer', (c) => c.notNull())
    .addColumn('s6_kind', 'varchar(20)')
    .addColumn('s6_id', 'integer')
    .execute();
  await db.schema.createIndex('s6_migration_writes_account_idx').on('s6_migration_writes').columns(['s7_ac_id', 'table_name']).execute();
  await withId(db, db.schema.createTable('s6_flagged_nodes'), 'flag_id')
    .addColumn('s7_ac_id', 'integer', (c) => c.notNull())
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('node_id', 'integer', (c) => c.notNull())
    .addColumn('s6_task_id', 'integer', (c) => c.notNull())
    .addColumn('s6_node_id', 'integer', (c) => c.notNull())
    .addColumn('s6_node_kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('reason_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('is_fixed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('s6_flagged_nodes_account_idx').on('s6_flagged_nodes').column('s7_ac_id').execute();
  await who(
    withId(db, db.schema.createTable('s6_migration_errors'), 'error_id')
      .addColumn('s6_ac_id', 'integer')
      .addColumn('s7_ac_id', 'integer')
      .addColumn('job_id', 'integer')
      .addColumn('source', 'varchar(20)', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}')),
  ).execute();
  await db.schema
    .createTable('s6_deleted_groups')
    .addColumn('s6_ac_id', 'integer', (c) => c.primaryKey())
    .addColumn('deleted_by', 'integer')
    .addColumn('deleted_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}
