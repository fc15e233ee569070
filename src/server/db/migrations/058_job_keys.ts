import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * A job of the embedded queue may carry a key of its own (a waiting session's timer: the session and its turn), so the
 * turn that makes the timer pointless (the caller answered, the session ended) removes it instead of leaving it to
 * run for nothing. On PostgreSQL the key names the pg-boss job's id: nothing to add.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await db.schema.alterTable('jobs').addColumn('job_key', 'text').execute();
  await sql`create index jobs_key_idx on jobs (name, job_key) where job_key is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`drop index if exists jobs_key_idx`.execute(db);
  await db.schema.alterTable('jobs').dropColumn('job_key').execute();
}
