import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Task versions: an immutable snapshot of a task (its settings, canvases and nodes) per version.
 * The task's `task_version_in_use` names the published one; `revision` (migration 004) is what every edit
 * carries so that an edit made on a stale canvas is refused.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('task_versions')
    .addColumn('version_id', isPg ? 'serial' : 'integer', (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.task_id').onDelete('cascade'))
    .addColumn('version_number', 'integer', (c) => c.notNull())
    .addColumn('version_name', 'text')
    .addColumn('task_revision', 'integer', (c) => c.notNull())
    .addColumn('node_count', 'integer', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('task_versions_number_unique', ['task_id', 'version_number'])
    .execute();
  await db.schema.createIndex('task_versions_task_idx').on('task_versions').columns(['ac_id', 'task_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('task_versions').ifExists().execute();
}
