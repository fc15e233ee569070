import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Flow tests: named lists of inputs and expectations, saved with a task and scoped to its account.
 * `definition` is JSON: channel, start node, initial variables, pinned web-service answers and the steps.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('flow_tests');
  await (isPg
    ? table.addColumn('test_id', 'serial', (c) => c.primaryKey())
    : table.addColumn('test_id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('ac_id', 'integer', (c) => c.notNull())
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('test_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('flow_tests_task_idx').on('flow_tests').columns(['ac_id', 'task_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('flow_tests').ifExists().execute();
}
