import type { Kysely } from 'kysely';

/**
 * What callers did per task, node and hour, kept by the usage rollup job for the canvas's Traffic overlay: a node's
 * row (to_node_id 0) counts the sessions that reached it, where they ended and how long they stayed (a histogram:
 * under 1, 3, 10, 30, 60, 120, 300 seconds and longer); a link's row (to_node_id the next node) the sessions that
 * took it. task_version 0 is the draft.
 */
/** The histogram's columns of time spent in a node, by upper bound in seconds (t_more: 300 s and longer). */
const timeColumns = ['t_1', 't_3', 't_10', 't_30', 't_60', 't_120', 't_300', 't_more'];

export async function up(db: Kysely<any>): Promise<void> {
  let table = db.schema
    .createTable('node_traffic')
    .addColumn('ac_id', 'integer', (c) => c.notNull())
    .addColumn('hour', 'varchar(13)', (c) => c.notNull())
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('task_version', 'integer', (c) => c.notNull())
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('node_id', 'integer', (c) => c.notNull())
    .addColumn('to_node_id', 'integer', (c) => c.notNull())
    .addColumn('sessions', 'integer', (c) => c.notNull());
  for (const column of ['ended', 'hang_up', 'errors', 'no_input', ...timeColumns])
    table = table.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
  await table
    .addPrimaryKeyConstraint('node_traffic_pk', ['ac_id', 'hour', 'task_id', 'task_version', 'channel', 'node_id', 'to_node_id'])
    .execute();
  await db.schema.createIndex('node_traffic_task_idx').on('node_traffic').columns(['task_id', 'hour']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('node_traffic').ifExists().execute();
}
