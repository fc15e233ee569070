import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Roles and permissions become administrable entities: like every other entity they record who
 * created and last changed them; permissions can be disabled (soft delete). User API keys (§5) are stored
 * hashed, with the first characters kept for the masked list; a key belongs to a user and to a provider
 * (null: a system key, made at system scope).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const now = new Date().toISOString();
  for (const table of ['roles', 'permissions']) {
    await db.schema.alterTable(table).addColumn('created_by', 'integer').execute();
    await db.schema.alterTable(table).addColumn('updated_by', 'integer').execute();
    await db.schema.alterTable(table).addColumn('created_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('updated_at', 'text').execute();
    await sql`update ${sql.table(table)} set created_at = ${now}, updated_at = ${now}`.execute(db);
  }
  await db.schema
    .alterTable('permissions')
    .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('role_permissions_permission_idx').on('role_permissions').column('permission_id').execute();
  await db.schema.createIndex('user_roles_role_idx').on('user_roles').column('role_id').execute();

  await db.schema
    .createTable('user_api_keys')
    .addColumn('user_api_key_id', isPg ? 'serial' : 'integer', (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('sp_id', 'integer', (c) => c.references('service_providers.sp_id').onDelete('cascade'))
    .addColumn('api_key_name', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('key_prefix', 'text', (c) => c.notNull())
    .addColumn('guard_name', 'text', (c) => c.notNull().defaultTo('admin'))
    .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_used_at', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_api_keys_sp_idx').on('user_api_keys').columns(['sp_id', 'user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_api_keys').ifExists().execute();
  await db.schema.dropIndex('user_roles_role_idx').execute();
  await db.schema.dropIndex('role_permissions_permission_idx').execute();
  await db.schema.alterTable('permissions').dropColumn('is_enabled').execute();
  for (const table of ['roles', 'permissions']) {
    for (const column of ['updated_at', 'created_at', 'updated_by', 'created_by'])
      await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
