import type { Kysely } from 'kysely';
import { stamps, withId } from './columns';

/**
 * Single sign-on: the two OpenID Connect identity providers of a service provider (slot 1 and 2; the
 * client secret stored encrypted; which claim is the e-mail; what a first sign-in gets, or invited users only),
 * and the sign-ins under way (state, nonce and PKCE verifier until the callback uses them once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await stamps(
    withId(db, db.schema.createTable('identity_providers'), 'idp_id')
      .addColumn('sp_id', 'integer', (c) => c.notNull().references('service_providers.sp_id').onDelete('cascade'))
      .addColumn('slot', 'integer', (c) => c.notNull())
      .addColumn('idp_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('issuer', 'varchar(500)', (c) => c.notNull())
      .addColumn('client_id', 'varchar(255)', (c) => c.notNull())
      .addColumn('client_secret', 'text')
      .addColumn('email_claim', 'varchar(100)', (c) => c.notNull().defaultTo('email'))
      .addColumn('sign_up', 'varchar(20)', (c) => c.notNull().defaultTo('invited'))
      .addColumn('role_id', 'integer', (c) => c.references('roles.id').onDelete('set null'))
      .addColumn('ac_ids', 'text', (c) => c.notNull().defaultTo('[]'))
      .addUniqueConstraint('identity_providers_slot', ['sp_id', 'slot']),
  ).execute();
  await db.schema
    .createTable('sso_attempts')
    .addColumn('state', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('idp_id', 'integer', (c) => c.notNull().references('identity_providers.idp_id').onDelete('cascade'))
    .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'varchar(600)', (c) => c.notNull())
    .addColumn('redirect_to', 'varchar(600)')
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_attempts_expiry_idx').on('sso_attempts').column('expires_at').execute();
}
