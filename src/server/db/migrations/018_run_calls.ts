import type { Kysely } from 'kysely';

/**
 * Running flows: the schedule of each workflow task. POST /studio/workflow/{task_id}/collection writes
 * it; its next run is a delayed job that carries the schedule's generation, so a job of a replaced schedule does nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('workflow_schedules')
    .addColumn('task_id', 'integer', (c) => c.primaryKey())
    .addColumn('ac_id', 'integer', (c) => c.notNull())
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('next_run_at', 'varchar(32)')
    .addColumn('runs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_session_id', 'varchar(64)')
    .addColumn('passed_params', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('workflow_schedules_account_idx').on('workflow_schedules').columns(['ac_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('workflow_schedules').ifExists().execute();
}
