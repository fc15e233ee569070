import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { stamps, withId } from './columns';

/**
 * Auth profiles of a provider beside its accounts' (spec 3 §2: the Manage table leaves auth-profiles' scope open, so
 * both scopes hold them; §3 Profiles): a row is the provider's own (sp_id set, ac_id null) or one account's (ac_id
 * set, sp_id null), never both — the entity's tenant level 'sp-or-ac' (docs/entities.md). PostgreSQL drops the not
 * null; SQLite cannot, so the table is made again with its rows and ids, and the account web-service profiles that
 * named one of them name it again (dropping the old table set their reference to null).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const owner = sql`check ((sp_id is null) <> (ac_id is null))`;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table auth_profiles alter column ac_id drop not null`.execute(db);
    await sql`alter table auth_profiles add column sp_id integer references service_providers (sp_id) on delete cascade`.execute(db);
    await sql`alter table auth_profiles add constraint auth_profiles_one_owner ${owner}`.execute(db);
  } else {
    const named = await db
      .selectFrom('ac_web_service_profiles')
      .select(['ac_web_service_profile_id', 'auth_profile_id'])
      .where('auth_profile_id', 'is not', null)
      .execute();
    await stamps(
      withId(db, db.schema.createTable('auth_profiles_next'), 'auth_profile_id')
        .addColumn('auth_profile_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('ac_id', 'integer', (c) => c.references('accounts.ac_id').onDelete('cascade'))
        .addColumn('auth_profile_type', 'varchar(20)', (c) => c.notNull())
        .addColumn('oauth2_flow', 'varchar(40)')
        .addColumn('username', 'varchar(200)')
        .addColumn('password', 'text')
        .addColumn('token_url', 'varchar(500)')
        .addColumn('client_id', 'varchar(500)')
        .addColumn('client_secret', 'text')
        .addColumn('scope', 'varchar(500)')
        .addColumn('timeout_seconds', 'integer', (c) => c.notNull().defaultTo(10))
        .addColumn('last_tested_at', 'varchar(32)')
        .addColumn('last_test_success', 'integer')
        .addColumn('last_test_message', 'text'),
    )
      .addColumn('sp_id', 'integer', (c) => c.references('service_providers.sp_id').onDelete('cascade'))
      .addCheckConstraint('auth_profiles_one_owner', sql`(sp_id is null) <> (ac_id is null)`)
      .execute();
    const columns = sql.raw(
      'auth_profile_id, auth_profile_name, ac_id, auth_profile_type, oauth2_flow, username, password, token_url, client_id, ' +
        'client_secret, scope, timeout_seconds, last_tested_at, last_test_success, last_test_message, ' +
        'is_enabled, created_by, updated_by, created_at, updated_at',
    );
    await sql`insert into auth_profiles_next (${columns}) select ${columns} from auth_profiles`.execute(db);
    await sql`drop table auth_profiles`.execute(db);
    await sql`alter table auth_profiles_next rename to auth_profiles`.execute(db);
    await db.schema.createIndex('auth_profiles_account_idx').on('auth_profiles').column('ac_id').execute();
    for (const r of named)
      await db
        .updateTable('ac_web_service_profiles')
        .set({ auth_profile_id: r.auth_profile_id })
        .where('ac_web_service_profile_id', '=', r.ac_web_service_profile_id)
        .execute();
  }
  await db.schema.createIndex('auth_profiles_provider_idx').on('auth_profiles').column('sp_id').execute();
}
