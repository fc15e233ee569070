import type { Kysely } from 'kysely';

/**
 * The visual form (spec 2 §2 and §7 "Visual form"): a session waiting on a visual_form node has a row
 * under the form's public call uuid (the only key the public page has), and the files a caller attaches to it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('visual_forms')
    .addColumn('call_uuid', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('ac_id', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('node_id', 'integer', (c) => c.notNull())
    .addColumn('form_type_id', 'integer', (c) => c.notNull())
    .addColumn('allow_upload', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('opened_at', 'varchar(32)')
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('visual_forms_session_idx').on('visual_forms').columns(['session_id', 'status']).execute();
  await db.schema
    .createTable('visual_form_attachments')
    .addColumn('attachment_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('call_uuid', 'varchar(64)', (c) => c.notNull())
    .addColumn('ac_id', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('stored_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('extension', 'varchar(16)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('visual_form_attachments_form_idx').on('visual_form_attachments').column('call_uuid').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('visual_form_attachments').ifExists().execute();
  await db.schema.dropTable('visual_forms').ifExists().execute();
}
