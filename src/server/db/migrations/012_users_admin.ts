import { sql, type Kysely } from 'kysely';

/**
 * Users and password policies become administrable entities: they record who created and
 * last changed them, like every entity; a one-time token may carry what it grants (an invitation to map
 * an existing user); and the users list — reached through the account mappings — searches and pages by
 * name within a provider of 100,000 users.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['users', 'password_policies']) {
    await db.schema.alterTable(table).addColumn('created_by', 'integer').execute();
    await db.schema.alterTable(table).addColumn('updated_by', 'integer').execute();
  }
  await db.schema
    .alterTable('password_policies')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo('1970-01-01T00:00:00.000Z'))
    .execute();
  await db.schema
    .alterTable('password_policies')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo('1970-01-01T00:00:00.000Z'))
    .execute();
  await db.schema.alterTable('auth_tokens').addColumn('payload', 'text').execute();
  // Lists sort by lower(name), then id: the first page is read off this index instead of sorting every user.
  await db.schema.createIndex('users_display_name_idx').on('users').expression(sql`lower(display_name), user_id`).execute();
  await db.schema.createIndex('user_account_mappings_sp_user_idx').on('user_account_mappings').columns(['sp_id', 'user_id']).execute();
  await db.schema.createIndex('user_account_mappings_ac_idx').on('user_account_mappings').column('ac_id').execute();
  await db.schema.createIndex('user_roles_user_role_idx').on('user_roles').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('auth_tokens_user_kind_idx').on('auth_tokens').columns(['user_id', 'kind']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'auth_tokens_user_kind_idx',
    'user_roles_user_role_idx',
    'user_account_mappings_ac_idx',
    'user_account_mappings_sp_user_idx',
    'users_display_name_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('auth_tokens').dropColumn('payload').execute();
  await db.schema.alterTable('password_policies').dropColumn('updated_at').execute();
  await db.schema.alterTable('password_policies').dropColumn('created_at').execute();
  for (const table of ['users', 'password_policies']) {
    await db.schema.alterTable(table).dropColumn('updated_by').execute();
    await db.schema.alterTable(table).dropColumn('created_by').execute();
  }
}
