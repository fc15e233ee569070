import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

/** An auto-increment integer primary key on both engines. */
function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>, name: string) {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  return isPg
    ? table.addColumn(name, 'serial', (c) => c.primaryKey())
    : table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Columns every content table shares (as in 002): account, folder, the soft-delete flags, who changed it when. */
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

const tables = [
  ['form_types', 'form_type_id', 'name'],
  ['open_form_types', 'open_form_type_id', 'oft_name'],
  ['dynamic_form_types', 'dynamic_form_type_id', 'name'],
  ['intents', 'intent_id', 'name'],
] as const;

/**
 * The form content types and intents (spec 2 §3): custom form types (fields, saved into a datastore),
 * open form types (an engine with its settings, secrets encrypted), dynamic form types (a sectioned
 * definition) and intents (training phrases and a response). JSON lists and objects are text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await contentColumns(
    withId(db, db.schema.createTable('form_types'), 'form_type_id')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('fields', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('data_store_id', 'integer', (c) => c.references('data_stores.data_store_id').onDelete('set null'))
      .addColumn('field_mapping', 'text', (c) => c.notNull().defaultTo('{}')),
  ).execute();

  await contentColumns(
    withId(db, db.schema.createTable('open_form_types'), 'open_form_type_id')
      .addColumn('oft_name', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('engine', 'text', (c) =>
        c.notNull().check(sql`engine in ('dialogflow','dialogflow_cx','lex','watson','azure_openai','openai')`),
      )
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('is_system', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await contentColumns(
    withId(db, db.schema.createTable('dynamic_form_types'), 'dynamic_form_type_id')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('definition', 'text', (c) => c.notNull())
      .addColumn('is_system', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('dynamic_form_types_system_idx').on('dynamic_form_types').columns(['is_system', 'is_enabled']).execute();
  await db.schema.createIndex('open_form_types_system_idx').on('open_form_types').columns(['is_system', 'is_enabled']).execute();

  await contentColumns(
    withId(db, db.schema.createTable('intents'), 'intent_id')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('training_phrases', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('response', 'text'),
  ).execute();

  for (const [table, , nameColumn] of tables) {
    await db.schema.createIndex(`${table}_account_idx`).on(table).columns(['ac_id', 'is_enabled']).execute();
    await sql`create unique index ${sql.raw(`${table}_name_idx`)} on ${sql.table(table)} (ac_id, lower(${sql.ref(nameColumn)})) where is_enabled = 1`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table] of [...tables].reverse()) await db.schema.dropTable(table).execute();
}
