import { sql, type Kysely } from 'kysely';
import { stamps, withId } from './columns';

/**
 * The task library (spec 2 §3 "Task library template", §7): templates at three levels — system
 * (no owner), provider (sp_id) and account (ac_id) — each holding a task's export document (the transfer
 * module's format), so that creating a task from a template is an import of that document. A provider's
 * choice of which system templates it offers is kept in task_library_sp_mappings (no row: offered).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await stamps(
    withId(db, db.schema.createTable('task_libraries'), 'template_id')
      .addColumn('level', 'varchar(8)', (c) => c.notNull().check(sql`level in ('system','sp','ac')`))
      .addColumn('sp_id', 'integer', (c) => c.references('service_providers.sp_id').onDelete('cascade'))
      .addColumn('ac_id', 'integer', (c) => c.references('accounts.ac_id').onDelete('cascade'))
      .addColumn('template_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('task_type', 'varchar(20)', (c) => c.notNull().defaultTo('voice'))
      .addColumn('node_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('source_task_id', 'integer')
      .addColumn('document', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('task_libraries_owner_idx').on('task_libraries').columns(['level', 'sp_id', 'ac_id']).execute();
  await db.schema
    .createTable('task_library_sp_mappings')
    .addColumn('sp_id', 'integer', (c) => c.notNull().references('service_providers.sp_id').onDelete('cascade'))
    .addColumn('template_id', 'integer', (c) => c.notNull().references('task_libraries.template_id').onDelete('cascade'))
    .addColumn('offered', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('task_library_sp_mappings_pk', ['sp_id', 'template_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('task_library_sp_mappings').ifExists().execute();
  await db.schema.dropTable('task_libraries').ifExists().execute();
}
