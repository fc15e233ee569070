import { PostgresAdapter, sql, type Kysely, type CreateTableBuilder } from 'kysely';

/** An auto-increment integer primary key on both engines. */
function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>, name: string) {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  return isPg
    ? table.addColumn(name, 'serial', (c) => c.primaryKey())
    : table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Columns every content table shares: its account, folder, the soft-delete flags and who changed it when. */
function contentColumns<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
    .addColumn('folder_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_refreshing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
}

/** The content library: folders, prompts, variables, and the index of which item uses which. */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('content_folders'), 'folder_id')
    .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
    .addColumn('folder_name', 'text', (c) => c.notNull())
    .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index content_folders_name_idx on content_folders (ac_id, lower(folder_name)) where is_enabled = 1`.execute(db);

  await contentColumns(
    withId(db, db.schema.createTable('prompts'), 'prompt_id')
      .addColumn('prompt_name', 'text', (c) => c.notNull())
      .addColumn('prompt_type', 'text', (c) => c.notNull().defaultTo('IVA').check(sql`prompt_type in ('IVA','QFM')`))
      .addColumn('texts', 'text', (c) => c.notNull().defaultTo('[]')),
  ).execute();
  await db.schema.createIndex('prompts_account_idx').on('prompts').columns(['ac_id', 'prompt_type', 'is_enabled']).execute();
  await sql`create unique index prompts_name_idx on prompts (ac_id, prompt_type, lower(prompt_name)) where is_enabled = 1`.execute(db);

  await contentColumns(
    withId(db, db.schema.createTable('variables'), 'variable_id')
      .addColumn('variable_name', 'text', (c) => c.notNull())
      .addColumn('variable_type', 'text', (c) =>
        c.notNull().check(sql`variable_type in ('single_value','payment','secure','audio','system','xsip','cav','array')`),
      )
      .addColumn('scope', 'text', (c) => c.notNull().defaultTo('session').check(sql`scope in ('session','other')`))
      .addColumn('default_value', 'text')
      .addColumn('passed_parameter', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('output_parameter', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('variables_account_idx').on('variables').columns(['ac_id', 'is_enabled']).execute();
  await sql`create unique index variables_name_idx on variables (ac_id, lower(variable_name)) where is_enabled = 1`.execute(db);

  await withId(db, db.schema.createTable('content_usages'), 'id')
    .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
    .addColumn('content_model', 'text', (c) => c.notNull())
    .addColumn('content_id', 'integer', (c) => c.notNull())
    .addColumn('used_by_model', 'text', (c) => c.notNull())
    .addColumn('used_by_id', 'integer', (c) => c.notNull())
    .addColumn('used_by_name', 'text', (c) => c.notNull())
    .addColumn('parent_model', 'text')
    .addColumn('parent_id', 'integer')
    .addColumn('parent_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_usages_content_idx')
    .on('content_usages')
    .columns(['ac_id', 'content_model', 'content_id'])
    .execute();
  await db.schema.createIndex('content_usages_user_idx').on('content_usages').columns(['ac_id', 'used_by_model', 'used_by_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['content_usages', 'variables', 'prompts', 'content_folders']) {
    await db.schema.dropTable(table).execute();
  }
}
