import { sql, type Kysely } from 'kysely';

/**
 * The node traffic per UTC day (the daily layer beside the hourly rows of migration 044): the same sums per account,
 * task, version, channel, node and link, and day (YYYY-MM-DD, the first 10 characters of the hour). The usage rollup
 * job keeps it in step with the hourly rows in the same transaction; the Traffic overlay reads whole days here. The
 * key leads with account, task and day, so reading a task's range is one index range scan. Existing hourly rows are
 * folded in once, here.
 */
const sums = ['sessions', 'ended', 'hang_up', 'errors', 'no_input', 't_1', 't_3', 't_10', 't_30', 't_60', 't_120', 't_300', 't_more'];
const keys = ['task_version', 'channel', 'node_id', 'to_node_id'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  let table = db.schema
    .createTable('node_traffic_daily')
    .addColumn('ac_id', 'integer', (c) => c.notNull())
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('task_version', 'integer', (c) => c.notNull())
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('node_id', 'integer', (c) => c.notNull())
    .addColumn('to_node_id', 'integer', (c) => c.notNull());
  for (const column of sums) table = table.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
  await table.addPrimaryKeyConstraint('node_traffic_daily_pk', ['ac_id', 'task_id', 'day', ...keys]).execute();
  const names = sql.join(sums.map((c) => sql.ref(c)));
  const totals = sql.join(sums.map((c) => sql`sum(${sql.ref(c)})`));
  const group = sql.join(['ac_id', 'task_id', ...keys].map((c) => sql.ref(c)));
  await sql`insert into node_traffic_daily (ac_id, task_id, day, task_version, channel, node_id, to_node_id, ${names})
    select ac_id, task_id, substr(hour, 1, 10), task_version, channel, node_id, to_node_id, ${totals}
    from node_traffic group by ${group}, substr(hour, 1, 10)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('node_traffic_daily').ifExists().execute();
}
