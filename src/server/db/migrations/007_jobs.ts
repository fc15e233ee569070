import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The embedded engine's job queue (src/server/jobs/sqlite-queue.ts), and the progress of datastore exports.
 * On PostgreSQL the queue is pg-boss, which keeps its own tables in a schema of its own: no jobs table here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await db.schema
      .createTable('jobs')
      .addColumn('job_id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued','running','failed')`))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('run_at', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text')
      .addColumn('finished_at', 'text')
      .execute();
    await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'run_at']).execute();
  }
  await db.schema
    .alterTable('data_store_exports')
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('data_store_exports').dropColumn('progress').execute();
  await db.schema.dropTable('jobs').ifExists().execute();
}
