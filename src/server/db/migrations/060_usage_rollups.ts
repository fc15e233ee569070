import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { monthPartitions } from '../usage-partitions';

/**
 * Usage rollups: sessions per account, task, node where known, hour, channel and usage type, kept
 * by a job from the usage records, so usage views and reports never scan the raw records. On PostgreSQL the
 * usage records become partitioned by month of started_at (a default partition takes any month the job has
 * not made yet); the primary key gains started_at, which every write already knows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('usage_rollups')
    .addColumn('ac_id', 'integer', (c) => c.notNull())
    .addColumn('hour', 'varchar(13)', (c) => c.notNull())
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('usage_type', 'varchar(24)', (c) => c.notNull())
    .addColumn('node_id', 'integer', (c) => c.notNull())
    .addColumn('sessions', 'integer', (c) => c.notNull())
    .addColumn('failed', 'integer', (c) => c.notNull())
    .addColumn('duration_s', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_rollups_pk', ['ac_id', 'hour', 'task_id', 'channel', 'usage_type', 'node_id'])
    .execute();
  await db.schema
    .createTable('usage_rollup_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('generation', 'integer', (c) => c.notNull())
    .addColumn('rolled_until', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.insertInto('usage_rollup_state').values({ id: 1, generation: 0, rolled_until: '1970-01-01T00:00:00.000Z' }).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await partitionUsageRecords(db);
  // The rollup job finds the sessions that ended since its last run by ended_at. (A BRIN index instead cost the
  // usage views over 3 s in a bench run with 10 million records, against 0.1 s, and saved a session's end nothing measurable.)
  await db.schema.createIndex('usage_records_ended_idx').on('usage_records').column('ended_at').execute();
}

async function partitionUsageRecords(db: Kysely<any>) {
  await sql`alter table usage_records rename to usage_records_unpartitioned`.execute(db);
  await sql`alter index usage_records_account_idx rename to usage_records_unpartitioned_account_idx`.execute(db);
  await sql`create table usage_records (
    session_id varchar(64) not null, ac_id integer not null, task_id integer not null, task_version integer,
    channel varchar(16) not null, simulated integer not null default 1, started_at varchar(32) collate "C" not null,
    ended_at varchar(32), outcome varchar(40), path text not null, variables text not null,
    primary key (session_id, started_at)
  ) partition by range (started_at)`.execute(db);
  await sql`create table usage_records_default partition of usage_records default`.execute(db);
  const span = await sql<{
    first: string | null;
    last: string | null;
  }>`select min(started_at) as first, max(started_at) as last from usage_records_unpartitioned`.execute(db);
  const now = new Date().toISOString();
  await monthPartitions(db, span.rows[0]?.first ?? now, now);
  await sql`insert into usage_records select * from usage_records_unpartitioned`.execute(db);
  await sql`drop table usage_records_unpartitioned`.execute(db);
  await db.schema.createIndex('usage_records_account_idx').on('usage_records').columns(['ac_id', 'started_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('usage_rollup_state').ifExists().execute();
  await db.schema.dropTable('usage_rollups').ifExists().execute();
}
