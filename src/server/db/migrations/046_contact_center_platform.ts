import type { Kysely } from 'kysely';
import { stamps } from './columns';

/**
 * The contact-center platform: per service provider its base address, the bearer token its reads are made with
 * (stored encrypted), and the key its launch tokens are signed with (a shared secret, stored encrypted, or a public
 * key), their issuer and audience, and the role a first launch gives; the reads kept per provider and domain (users,
 * skills, dispositions, variables, variable groups, knowledge groups and prompts) with the time they were fetched;
 * and the launch tokens already used (by their id, until they expire), so a token signs in once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await stamps(
    db.schema
      .createTable('platform_connections')
      .addColumn('sp_id', 'integer', (c) => c.primaryKey().references('service_providers.sp_id').onDelete('cascade'))
      .addColumn('base_url', 'varchar(500)', (c) => c.notNull())
      .addColumn('api_token', 'text')
      .addColumn('launch_key', 'text')
      .addColumn('launch_issuer', 'varchar(500)', (c) => c.notNull())
      .addColumn('launch_audience', 'varchar(500)', (c) => c.notNull())
      .addColumn('role_id', 'integer', (c) => c.references('roles.id').onDelete('set null')),
  ).execute();
  await db.schema
    .createTable('platform_reads')
    .addColumn('sp_id', 'integer', (c) => c.notNull().references('service_providers.sp_id').onDelete('cascade'))
    .addColumn('domain_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('fetched_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('platform_reads_pk', ['sp_id', 'domain_id', 'kind'])
    .execute();
  await db.schema
    .createTable('platform_launches')
    .addColumn('sp_id', 'integer', (c) => c.notNull().references('service_providers.sp_id').onDelete('cascade'))
    .addColumn('jti', 'varchar(200)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('platform_launches_pk', ['sp_id', 'jti'])
    .execute();
  await db.schema.createIndex('platform_launches_expiry_idx').on('platform_launches').column('expires_at').execute();
}
