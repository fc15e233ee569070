import type { Kysely } from 'kysely';
import { stamps, withId } from './columns';

/**
 * The integration profiles of an account (spec 3 §3 Profiles): e-mail profiles (an SMTP server),
 * auth profiles (Basic or OAuth2 client credentials, with the last test's result) and SMS profiles (an SMS
 * provider's request with the account's own credentials). Secrets are stored encrypted (content/secrets.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await stamps(
    withId(db, db.schema.createTable('email_profiles'), 'profile_id')
      .addColumn('profile_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
      .addColumn('host', 'varchar(253)', (c) => c.notNull())
      .addColumn('port', 'integer', (c) => c.notNull())
      .addColumn('secure', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('username', 'varchar(200)')
      .addColumn('password', 'text')
      .addColumn('from_address', 'varchar(254)', (c) => c.notNull())
      .addColumn('from_name', 'varchar(100)')
      .addColumn('timeout_seconds', 'integer', (c) => c.notNull().defaultTo(10)),
  ).execute();
  await db.schema.createIndex('email_profiles_account_idx').on('email_profiles').column('ac_id').execute();

  await stamps(
    withId(db, db.schema.createTable('auth_profiles'), 'auth_profile_id')
      .addColumn('auth_profile_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
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
  ).execute();
  await db.schema.createIndex('auth_profiles_account_idx').on('auth_profiles').column('ac_id').execute();

  await stamps(
    withId(db, db.schema.createTable('sms_profiles'), 'sms_profile_id')
      .addColumn('sms_profile_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('ac_id', 'integer', (c) => c.notNull().references('accounts.ac_id').onDelete('cascade'))
      .addColumn('sms_provider_id', 'integer', (c) => c.notNull().references('sms_providers.sms_provider_id'))
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('timeout_seconds', 'integer', (c) => c.notNull().defaultTo(10)),
  ).execute();
  await db.schema.createIndex('sms_profiles_account_idx').on('sms_profiles').column('ac_id').execute();
}
