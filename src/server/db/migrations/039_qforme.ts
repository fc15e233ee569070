import type { Kysely } from 'kysely';
import { stamps, withId } from './columns';

/**
 * QforMe (spec 3 §3 "Queue: queue_id. Waiter: waiter_id. Queue call log.", §7 /qforme): an account's
 * queues, the callers who wait in them for a callback (waiters: waiting, called back or removed, with the plan type
 * of the task that queued them) and each queue's call log (what happened to whom, when). A queue is soft deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await stamps(
    withId(db, db.schema.createTable('qfm_queues'), 'queue_id')
      .addColumn('sp_id', 'integer', (c) => c.notNull())
      .addColumn('ac_id', 'integer', (c) => c.notNull())
      .addColumn('queue_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'varchar(500)')
      // The most callers the queue holds at once; null: only the account plan's limit.
      .addColumn('max_waiters', 'integer'),
  ).execute();
  await db.schema.createIndex('qfm_queues_ac_name_idx').on('qfm_queues').columns(['ac_id', 'queue_name']).execute();

  await withId(db, db.schema.createTable('qfm_waiters'), 'waiter_id')
    .addColumn('queue_id', 'integer', (c) => c.notNull())
    .addColumn('ac_id', 'integer', (c) => c.notNull())
    .addColumn('callback_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('plan_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('task_id', 'integer')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('qfm_waiters_queue_status_idx').on('qfm_waiters').columns(['queue_id', 'status', 'waiter_id']).execute();
  await db.schema.createIndex('qfm_waiters_ac_status_idx').on('qfm_waiters').columns(['ac_id', 'status']).execute();

  await withId(db, db.schema.createTable('qfm_queue_call_logs'), 'queue_call_log_id')
    .addColumn('queue_id', 'integer', (c) => c.notNull())
    .addColumn('ac_id', 'integer', (c) => c.notNull())
    .addColumn('waiter_id', 'integer')
    .addColumn('event', 'varchar(16)', (c) => c.notNull())
    .addColumn('callback_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('task_id', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('qfm_queue_call_logs_queue_idx')
    .on('qfm_queue_call_logs')
    .columns(['queue_id', 'queue_call_log_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['qfm_queue_call_logs', 'qfm_waiters', 'qfm_queues']) await db.schema.dropTable(table).ifExists().execute();
}
