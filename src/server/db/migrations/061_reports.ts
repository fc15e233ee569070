import type { Kysely } from 'kysely';
import { stamps, withId } from './columns';

/**
 * Reports (spec 3 §3 Queues and reporting): an account's report definitions (a table of the usage data,
 * its columns, its chart) and their instances, each run as a background job over a date range whose rows
 * it keeps for the chart, the table and the downloads.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await stamps(
    withId(db, db.schema.createTable('reports'), 'report_id')
      .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
      .addColumn('report_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('table_name', 'varchar(40)', (c) => c.notNull())
      .addColumn('columns', 'text', (c) => c.notNull())
      .addColumn('chart', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('reports_account_idx').on('reports').columns(['ac_id', 'report_name']).execute();
  await withId(db, db.schema.createTable('report_instances'), 'report_instance_id')
    .addColumn('report_id', 'integer', (c) => c.notNull().references('reports.report_id').onDelete('cascade'))
    .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
    .addColumn('report_instance_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('row_count', 'integer')
    .addColumn('result', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('report_instances_report_idx').on('report_instances').columns(['ac_id', 'report_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('report_instances').ifExists().execute();
  await db.schema.dropTable('reports').ifExists().execute();
}
