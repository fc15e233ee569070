import type { Kysely } from 'kysely';
import { stamps, withId } from './columns';

/**
 * Node-logging profiles (spec 3 §3 Profiles): where the node events of the attached tasks' sessions
 * go — a webhook (its URL and signing secret, stored encrypted) or Firebase (a database URL and a service-account
 * file) — and which of the account's tasks are attached to each (a task once per profile).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await stamps(
    withId(db, db.schema.createTable('node_logging_profiles'), 'profile_id')
      .addColumn('profile_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
      .addColumn('profile_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('url', 'varchar(500)')
      .addColumn('secret', 'text')
      .addColumn('db_url', 'varchar(500)')
      .addColumn('credentials_file_path', 'varchar(500)')
      .addColumn('timeout_seconds', 'integer', (c) => c.notNull().defaultTo(10)),
  ).execute();
  await db.schema.createIndex('node_logging_profiles_account_idx').on('node_logging_profiles').column('ac_id').execute();
  await withId(db, db.schema.createTable('node_logging_profile_tasks'), 'id')
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('node_logging_profiles.profile_id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.task_id').onDelete('cascade'))
    .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
    .addUniqueConstraint('node_logging_profile_tasks_once', ['profile_id', 'task_id'])
    .execute();
  await db.schema.createIndex('node_logging_profile_tasks_task_idx').on('node_logging_profile_tasks').column('task_id').execute();
}
