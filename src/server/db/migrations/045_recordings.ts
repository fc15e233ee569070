import type { Kysely } from 'kysely';
import { withId } from './columns';

/**
 * Recordings: what a record or prompt-recorder step captured (in the simulator, the caller's uploaded or
 * browser-recorded audio), stored under <DATA_DIR>/recordings/<ac_id>/ and listed by task.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('recordings'), 'recording_id')
    .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('node_id', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('stored_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recordings_task_idx').on('recordings').columns(['ac_id', 'task_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recordings').ifExists().execute();
}
