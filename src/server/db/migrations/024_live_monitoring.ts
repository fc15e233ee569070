import type { Kysely } from 'kysely';

/**
 * Live monitoring (spec 2 §7): POST /task/live-conversation-monitoring/enable turns it on for a task and
 * a caller number (ani); the running sessions of a monitored task are then sent to its account's room as they turn.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('live_monitors')
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('ani', 'varchar(32)', (c) => c.notNull())
    .addColumn('ac_id', 'integer', (c) => c.notNull())
    .addColumn('enabled_by', 'integer')
    .addColumn('enabled_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_monitors_pk', ['task_id', 'ani'])
    .execute();
  await db.schema.createIndex('live_monitors_account_idx').on('live_monitors').columns(['ac_id', 'task_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_monitors').ifExists().execute();
}
