import { PostgresAdapter, sql, type Kysely, type CreateTableBuilder } from 'kysely';

/** An auto-increment integer primary key on both engines. */
function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>, name: string) {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  return isPg
    ? table.addColumn(name, 'serial', (c) => c.primaryKey())
    : table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}

const account = (c: any) => c.notNull().references('accounts.ac_id').onDelete('cascade');

/** Columns every content table shares (as in 002): account, folder, the soft-delete flags, who changed it when. */
function contentColumns<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('ac_id', 'integer', account)
    .addColumn('folder_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_refreshing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
}

/**
 * The rest of the content library (spec 2 §3): holiday schedules, JavaScript functions, attachment
 * files, datastores with their documents and CSV exports. JSON lists and objects are text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await contentColumns(
    withId(db, db.schema.createTable('holiday_schedules'), 'schedule_id')
      .addColumn('schedule_name', 'text', (c) => c.notNull())
      .addColumn('time_zone', 'text', (c) => c.notNull())
      .addColumn('holidays', 'text', (c) => c.notNull().defaultTo('[]')),
  ).execute();
  await db.schema.createIndex('holiday_schedules_account_idx').on('holiday_schedules').columns(['ac_id', 'is_enabled']).execute();
  await sql`create unique index holiday_schedules_name_idx on holiday_schedules (ac_id, lower(schedule_name)) where is_enabled = 1`.execute(
    db,
  );

  await contentColumns(
    withId(db, db.schema.createTable('javascript_functions'), 'javascript_function_id')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('parameters', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('function_return_type', 'text', (c) => c.notNull())
      .addColumn('is_log', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('max_timeout', 'integer', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('javascript_functions_account_idx').on('javascript_functions').columns(['ac_id', 'is_enabled']).execute();
  await sql`create unique index javascript_functions_name_idx on javascript_functions (ac_id, lower(name)) where is_enabled = 1`.execute(
    db,
  );

  await contentColumns(
    withId(db, db.schema.createTable('attachment_files'), 'file_id')
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('extension', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('stored_name', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('attachment_files_account_idx').on('attachment_files').columns(['ac_id', 'is_enabled']).execute();

  await contentColumns(
    withId(db, db.schema.createTable('data_stores'), 'data_store_id')
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('collection_structure', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('is_log', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('data_stores_account_idx').on('data_stores').columns(['ac_id', 'is_enabled']).execute();
  await sql`create unique index data_stores_name_idx on data_stores (ac_id, lower(display_name)) where is_enabled = 1`.execute(db);

  await withId(db, db.schema.createTable('data_store_documents'), 'document_id')
    .addColumn('ac_id', 'integer', account)
    .addColumn('data_store_id', 'integer', (c) => c.notNull().references('data_stores.data_store_id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('data_store_documents_store_idx')
    .on('data_store_documents')
    .columns(['data_store_id', 'document_id'])
    .execute();

  await withId(db, db.schema.createTable('data_store_exports'), 'data_store_export_id')
    .addColumn('ac_id', 'integer', account)
    .addColumn('data_store_id', 'integer', (c) => c.notNull().references('data_stores.data_store_id').onDelete('cascade'))
    .addColumn('selected_columns', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued').check(sql`status in ('queued','running','completed','failed')`))
    .addColumn('file_name', 'text')
    .addColumn('row_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('data_store_exports_account_idx').on('data_store_exports').columns(['ac_id', 'data_store_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'data_store_exports',
    'data_store_documents',
    'data_stores',
    'attachment_files',
    'javascript_functions',
    'holiday_schedules',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
