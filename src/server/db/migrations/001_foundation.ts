import { PostgresAdapter, sql, type Kysely, type CreateTableBuilder } from 'kysely';

/** An auto-increment integer primary key on both engines. */
function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>, name: string) {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  return isPg
    ? table.addColumn(name, 'serial', (c) => c.primaryKey())
    : table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('service_providers'), 'sp_id')
    .addColumn('sp_name', 'text', (c) => c.notNull())
    .addColumn('sub_domain', 'text', (c) => c.unique())
    .addColumn('logopath', 'text')
    .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sp_setting', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('accounts'), 'ac_id')
    .addColumn('ac_name', 'text', (c) => c.notNull())
    .addColumn('sp_id', 'integer', (c) => c.notNull().references('service_providers.sp_id'))
    .addColumn('label', 'text')
    .addColumn('logopath', 'text')
    .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('account_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('domain_id', 'text')
    .addColumn('ac_setting', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('migration_state', 'text', (c) => c.notNull().defaultTo('S7_GA').check(sql`migration_state in ('S7_GA','S7_BETA','S7_F9')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accounts_sp_idx').on('accounts').column('sp_id').execute();

  await withId(db, db.schema.createTable('ac_domain_map'), 'id')
    .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
    .addColumn('domain_id', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('users'), 'user_id')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('timezone', 'text')
    .addColumn('display_date_format', 'text')
    .addColumn('user_type', 'text', (c) => c.notNull().check(sql`user_type in ('system','sp','ac')`))
    .addColumn('user_status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('twofa_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('twofa_secret', 'text')
    .addColumn('system_controlled_twofa', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('idp', 'text')
    .addColumn('meta', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('roles'), 'id')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('guard_name', 'text', (c) => c.notNull().defaultTo('admin'))
    .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('permissions'), 'id')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('guard_name', 'text', (c) => c.notNull().defaultTo('admin'))
    .execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_id', 'integer', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
    .execute();

  await db.schema
    .createTable('user_permissions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('permission_id', 'integer', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_permissions_pk', ['user_id', 'permission_id'])
    .execute();

  await withId(db, db.schema.createTable('user_roles'), 'id')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('system','sp','ac')`))
    .addColumn('sp_id', 'integer', (c) => c.references('service_providers.sp_id').onDelete('cascade'))
    .addColumn('ac_id', 'integer', (c) => c.references('accounts.ac_id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('user_roles_user_idx').on('user_roles').column('user_id').execute();

  await withId(db, db.schema.createTable('user_account_mappings'), 'id')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('sp_id', 'integer', (c) => c.notNull().references('service_providers.sp_id').onDelete('cascade'))
    .addColumn('ac_id', 'integer', (c) => c.references('accounts.ac_id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('user_account_mappings_user_idx').on('user_account_mappings').column('user_id').execute();

  await withId(db, db.schema.createTable('enabled_features'), 'id')
    .addColumn('sp_id', 'integer', (c) => c.notNull().references('service_providers.sp_id').onDelete('cascade'))
    .addColumn('ac_id', 'integer', (c) => c.references('accounts.ac_id').onDelete('cascade'))
    .addColumn('feature', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('enabled_features_scope_idx').on('enabled_features').columns(['sp_id', 'ac_id']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_active_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('user_agent', 'text')
    .execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();

  await withId(db, db.schema.createTable('auth_tokens'), 'id')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('outbox'), 'id')
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('error', 'text')
    .execute();

  await withId(db, db.schema.createTable('feature_flags'), 'id')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('default_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('anonymous_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('feature_flag_rules'), 'id')
    .addColumn('flag_id', 'integer', (c) => c.notNull().references('feature_flags.id').onDelete('cascade'))
    .addColumn('user_id', 'integer')
    .addColumn('sp_id', 'integer')
    .addColumn('ac_id', 'integer')
    .addColumn('domain_id', 'text')
    .addColumn('form_type', 'text')
    .addColumn('flag_state', 'integer', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('password_policies'), 'password_policy_id')
    .addColumn('sp_id', 'integer', (c) => c.references('service_providers.sp_id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('min_length', 'integer', (c) => c.notNull())
    .addColumn('require_uppercase', 'integer', (c) => c.notNull())
    .addColumn('require_lowercase', 'integer', (c) => c.notNull())
    .addColumn('require_digit', 'integer', (c) => c.notNull())
    .addColumn('require_symbol', 'integer', (c) => c.notNull())
    .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('activity_log'), 'id')
    .addColumn('user_id', 'integer')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('sp_id', 'integer')
    .addColumn('ac_id', 'integer')
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_log_scope_idx').on('activity_log').columns(['sp_id', 'ac_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('announcements'), 'id')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('The foundation migration is not reversible.');
}
