import type { Kysely } from 'kysely';
import { stamps, withId } from './columns';

/**
 * BroadWorks XSI (spec 3 §3 "XSI profile: xsi_profile_id. XSI subscription: xsi_subscription_id", §7
 * /broadworks): a provider's account's XSI profiles (the server's address, an XSI user and its password, sealed), soft
 * deleted like trunks; and the account's subscriptions of a BroadWorks user or group to an event package through a
 * profile, each delivering its events to a task (a task's XSI rules). A subscription is removed when deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await stamps(
    withId(db, db.schema.createTable('xsi_profiles'), 'xsi_profile_id')
      .addColumn('sp_id', 'integer', (c) => c.notNull())
      .addColumn('ac_id', 'integer', (c) => c.notNull())
      .addColumn('xsi_profile_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('xsi_url', 'varchar(500)', (c) => c.notNull())
      .addColumn('username', 'varchar(161)', (c) => c.notNull())
      .addColumn('password', 'text')
      .addColumn('description', 'varchar(500)')
      .addColumn('last_tested_at', 'varchar(32)')
      .addColumn('last_test_success', 'integer')
      .addColumn('last_test_message', 'varchar(500)'),
  ).execute();
  await db.schema.createIndex('xsi_profiles_ac_name_idx').on('xsi_profiles').columns(['ac_id', 'xsi_profile_name']).execute();
  await db.schema.createIndex('xsi_profiles_sp_idx').on('xsi_profiles').columns(['sp_id']).execute();

  await withId(db, db.schema.createTable('xsi_subscriptions'), 'xsi_subscription_id')
    .addColumn('ac_id', 'integer', (c) => c.notNull())
    .addColumn('xsi_profile_id', 'integer', (c) => c.notNull())
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('target_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(161)', (c) => c.notNull())
    .addColumn('event_package', 'varchar(60)', (c) => c.notNull())
    .addColumn('expires_seconds', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // One subscription per user or group, package and profile: its events go to one task.
  await db.schema
    .createIndex('xsi_subscriptions_target_idx')
    .on('xsi_subscriptions')
    .columns(['xsi_profile_id', 'target_type', 'target_id', 'event_package'])
    .unique()
    .execute();
  await db.schema.createIndex('xsi_subscriptions_task_idx').on('xsi_subscriptions').columns(['ac_id', 'task_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('xsi_subscriptions').ifExists().execute();
  await db.schema.dropTable('xsi_profiles').ifExists().execute();
}
