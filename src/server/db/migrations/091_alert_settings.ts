import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { stamps, withId } from './columns';

/** The columns an account's and a provider's alert settings share (shared/entities/alert-settings.fields.ts). */
const settingColumns = <T extends string>(t: CreateTableBuilder<T, never>) =>
  t
    .addColumn('alert_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('metric', 'varchar(20)', (c) => c.notNull())
    .addColumn('threshold', 'integer', (c) => c.notNull())
    .addColumn('window_minutes', 'integer', (c) => c.notNull().defaultTo(60))
    .addColumn('recipients', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('notify_bell', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('notify_email', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_fired_at', 'varchar(32)');

/**
 * Alert settings (spec 3 §3 Profiles "Alert settings (account and service provider)"): an account's, which may watch
 * one of its tasks, and a provider's, measured over its accounts. One enabled setting per metric (and task) of a
 * tenant, held by the database too; and the evaluator's chain (its generation, like the usage rollup's).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await stamps(
    settingColumns(
      withId(db, db.schema.createTable('ac_alert_settings'), 'alert_setting_id').addColumn('ac_id', 'integer', (c) =>
        c.notNull().references('accounts.ac_id').onDelete('cascade'),
      ),
    ).addColumn('task_id', 'integer', (c) => c.references('tasks.task_id').onDelete('set null')),
  ).execute();
  await stamps(
    settingColumns(
      withId(db, db.schema.createTable('sp_alert_settings'), 'alert_setting_id').addColumn('sp_id', 'integer', (c) =>
        c.notNull().references('service_providers.sp_id').onDelete('cascade'),
      ),
    ),
  ).execute();
  // One enabled setting per metric and task of an account, per metric of a provider (update-or-create's key).
  await sql`create unique index ac_alert_settings_one on ac_alert_settings (ac_id, metric, coalesce(task_id, 0)) where is_enabled = 1`.execute(
    db,
  );
  await sql`create unique index sp_alert_settings_one on sp_alert_settings (sp_id, metric) where is_enabled = 1`.execute(db);
  await db.schema
    .createTable('alert_evaluator_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('alert_evaluator_state').values({ id: 1, generation: 0 }).execute();
}
