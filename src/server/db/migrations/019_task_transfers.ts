import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Task export and import requests: each is a background job whose status, progress and
 * result a screen opened later can read (GET /studio/tasks/task-import-export/{requestId}). An export's file is
 * <DATA_DIR>/transfers/<ac_id>/<file_name>; an import keeps the uploaded file there until its job has run.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('task_transfers')
    .addColumn('request_id', isPg ? 'serial' : 'integer', (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('export','import')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued','running','completed','failed')`))
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('task_id', 'integer')
    .addColumn('task_name', 'text')
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('file_name', 'text')
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('task_transfers_ac_idx').on('task_transfers').columns(['ac_id', 'request_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('task_transfers').ifExists().execute();
}
