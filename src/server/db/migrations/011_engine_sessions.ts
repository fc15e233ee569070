import type { Kysely } from 'kysely';

/**
 * The flow engine: sessions stored after each turn so any process can take the next one, and a
 * usage record per session (task, channel, start and end, outcome, path, variables set) that analytics read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('engine_sessions')
    .addColumn('session_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('ac_id', 'integer', (c) => c.notNull())
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('engine_sessions_account_idx').on('engine_sessions').columns(['ac_id', 'status']).execute();
  await db.schema
    .createTable('usage_records')
    .addColumn('session_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('ac_id', 'integer', (c) => c.notNull())
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('task_version', 'integer')
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('simulated', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('outcome', 'varchar(40)')
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('variables', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('usage_records_account_idx').on('usage_records').columns(['ac_id', 'started_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('usage_records').ifExists().execute();
  await db.schema.dropTable('engine_sessions').ifExists().execute();
}
